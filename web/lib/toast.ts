import { useSyncExternalStore } from 'react';

/** Toast durations (spec 000 section 9): success about 5 s, the password-reset toast 6 s. */
export const TOAST_MS = 5000;
export const RESET_TOAST_MS = 6000;

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'info';
  duration?: number;
}

/**
 * The toaster (sonner) loads with the first toast, not with the page (decision 034): until it is mounted the
 * latest notice waits here (one toast at a time, a new one replaces the current one), and app/toaster.tsx
 * shows it once it is.
 */
let toaster: { show(notice: Notice): void; dismiss(): void } | null = null;
let waiting: Notice | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** The one toast helper: at most one toast is visible, and a new one replaces the current one. */
export function notify(notice: Notice): void {
  if (toaster) {
    toaster.show(notice);
    return;
  }
  waiting = notice;
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

/** Takes the toast off the screen (a tap elsewhere on a phone). */
export function dismissToast(): void {
  waiting = null;
  toaster?.dismiss();
}

/** Whether a toast has been asked for yet: the shell mounts the toaster from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

/** Called by the mounted toaster: shows the notice that waited for it, and every later one at once. */
export function toasterMounted(mounted: { show(notice: Notice): void; dismiss(): void } | null): void {
  toaster = mounted;
  if (mounted && waiting) {
    const notice = waiting;
    waiting = null;
    mounted.show(notice);
  }
}
