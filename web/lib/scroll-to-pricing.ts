import type { NavigateFunction } from 'react-router';

/**
 * Upgrade Plan / Upgrade Now: go home, then scroll to the pricing section after 100 ms (spec 000
 * section 9). The landing page loads lazily, so the scroll waits (up to 3 s) for the section to exist.
 */
export function goToPricing(navigate: NavigateFunction): void {
  void navigate('/');
  const started = Date.now();
  const tryScroll = () => {
    const section = document.getElementById('pricing');
    if (section) section.scrollIntoView({ behavior: 'smooth' });
    else if (Date.now() - started < 3000) window.setTimeout(tryScroll, 100);
  };
  window.setTimeout(tryScroll, 100);
}
