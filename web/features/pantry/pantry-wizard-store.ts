import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  open = next;
  listeners.forEach((l) => l());
};

/** Opens the one 'Scan Your Pantry' wizard from anywhere; closing it resets every step. */
export const openPantryWizard = () => set(true);
export const closePantryWizard = () => set(false);

export function usePantryWizardOpen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => open,
  );
}
