import { useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH, type Layout } from '../../domain/breakpoints';

const mobile = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
const desktop = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/** The layout now, outside React (e.g. to start loading a page's code for it). */
export function currentLayout(): Layout {
  if (window.matchMedia(mobile).matches) return 'mobile';
  return window.matchMedia(desktop).matches ? 'desktop' : 'tablet';
}

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(mobile), window.matchMedia(desktop)];
  queries.forEach((q) => q.addEventListener('change', onChange));
  return () => queries.forEach((q) => q.removeEventListener('change', onChange));
}

/** The one breakpoint helper: 'mobile' under 768 px, 'tablet' 768 to 1023 px, 'desktop' from 1024 px. */
export function useLayout(): Layout {
  return useSyncExternalStore(subscribe, currentLayout, () => 'desktop');
}
