import { createStore } from './store';
import type { QuotaFeature } from '../../domain/plans';

const store = createStore<{ feature: QuotaFeature | null }>({ feature: null });

/** Opens the one upgrade dialog: what a metered feature is, why it cannot be used now, and what Plus gives. */
export const openUpgrade = (feature: QuotaFeature) => store.set({ feature });
export const closeUpgrade = () => store.set({ feature: null });

export const useUpgradeDialog = store.use;
