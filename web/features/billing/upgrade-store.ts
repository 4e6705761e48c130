import { useSyncExternalStore } from 'react';
import type { QuotaFeature } from '../../../domain/plans';

let state: { feature: QuotaFeature | null } = { feature: null };
const listeners = new Set<() => void>();
const set = (next: typeof state) => {
  state = next;
  listeners.forEach((l) => l());
};

/** Opens the one upgrade dialog: what a metered feature is, why it cannot be used now, and what Plus gives. */
export const openUpgrade = (feature: QuotaFeature) => set({ feature });
export const closeUpgrade = () => set({ feature: null });

export function useUpgradeDialog() {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
  );
}
