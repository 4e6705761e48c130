import { useSyncExternalStore } from 'react';

let state: { open: boolean; ingredients: string[] } = { open: false, ingredients: [] };
const listeners = new Set<() => void>();
const set = (next: typeof state) => {
  state = next;
  listeners.forEach((l) => l());
};

/** Opens the one Build from Ingredients dialog (desktop and tablet), optionally with ingredients to start from. */
export const openBuildDialog = (ingredients: string[] = []) => set({ open: true, ingredients });
export const closeBuildDialog = () => set({ open: false, ingredients: [] });

export function useBuildDialog() {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
  );
}
