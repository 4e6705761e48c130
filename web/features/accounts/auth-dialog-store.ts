import { useSyncExternalStore } from 'react';

export type AuthMode = 'signin' | 'signup' | 'forgot';

let state: { open: boolean; mode: AuthMode } = { open: false, mode: 'signin' };
const listeners = new Set<() => void>();
const set = (next: typeof state) => {
  state = next;
  listeners.forEach((l) => l());
};

/** Opens the one authentication dialog from anywhere (header, hero, pricing...). */
export const openAuthDialog = (mode: AuthMode = 'signin') => set({ open: true, mode });
export const closeAuthDialog = () => set({ ...state, open: false });
export const setAuthMode = (mode: AuthMode) => set({ ...state, mode });

export function useAuthDialog() {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
  );
}
