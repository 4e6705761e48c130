import { createStore } from './store';
import type { PlanTarget } from '../components/add-to-plan/use-add-to-plan';

export interface SearchDialogOptions {
  /** A slot of the meal plan: a picked recipe is added there. */
  slot?: Required<PlanTarget>;
  /** Search text to start with. */
  query?: string;
}

const store = createStore<{ open: boolean; options: SearchDialogOptions }>({ open: false, options: {} });

/** Opens the one Search & Add Recipes dialog, from the landing page or the dashboard. */
export const openSearchDialog = (options: SearchDialogOptions = {}) => store.set({ open: true, options });
export const closeSearchDialog = () => store.set({ ...store.get(), open: false });

export const useSearchDialog = store.use;
