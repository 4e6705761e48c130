import type { NavigateFunction } from 'react-router';

/**
 * Upgrade Plan / Upgrade Now: go home, then scroll to the pricing section after 100 ms (spec 000
 * section 9). The landing page loads its sections lazily and mounts them one at a time, so the scroll waits for the
 * section to exist: up to 10 s, as a slow phone (or a busy test machine) took more than the 3 s it once waited.
 */
export function goToPricing(navigate: NavigateFunction): void {
  void navigate('/');
  const started = Date.now();
  const tryScroll = () => {
    const section = document.getElementById('pricing');
    if (section) section.scrollIntoView({ behavior: 'smooth' });
    else if (Date.now() - started < 10_000) window.setTimeout(tryScroll, 100);
  };
  window.setTimeout(tryScroll, 100);
}
