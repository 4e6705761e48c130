import { useSyncExternalStore } from 'react';
import type { PlanTarget } from './api';

export interface SearchDialogOptions {
  /** A slot of the meal plan: a picked recipe is added there. */
  slot?: Required<PlanTarget>;
  /** Search text to start with. */
  query?: string;
}

let state: { open: boolean; options: SearchDialogOptions } = { open: false, options: {} };
const listeners = new Set<() => void>();
const set = (next: typeof state) => {
  state = next;
  listeners.forEach((l) => l());
};

/** Opens the one Search & Add Recipes dialog, from the landing page or the dashboard. */
export const openSearchDialog = (options: SearchDialogOptions = {}) => set({ open: true, options });
export const closeSearchDialog = () => set({ ...state, open: false });

export function useSearchDialog() {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
  );
}
