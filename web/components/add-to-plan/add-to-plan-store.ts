import { createStore } from '../../lib/store';
import type { RecipeCard } from '../../../domain/recipe-search';
import { notifySignInToPlan, type PlanTarget } from './use-add-to-plan';

export type PlanRecipe = Pick<RecipeCard, 'id' | 'title'>;

interface AddToPlanState {
  recipe: PlanRecipe | null;
  /** A preselected slot (day, meal type, week). */
  slot?: Partial<PlanTarget>;
  /** Where the dialog was opened from: the pantry wizard has its own failure toast. */
  from?: 'pantry';
}

const store = createStore<AddToPlanState>({ recipe: null });

/** Opens the one Add to Meal Plan dialog for a recipe, from any screen. */
export const openAddToPlan = (recipe: PlanRecipe, slot?: Partial<PlanTarget>, from?: 'pantry') =>
  store.set({ recipe, slot, from });
export const closeAddToPlan = () => store.set({ recipe: null });

/** Visitors are told to sign in instead (spec 001 section 5). */
export function requestAddToPlan(signedIn: boolean, recipe: PlanRecipe, slot?: Partial<PlanTarget>, from?: 'pantry') {
  if (!signedIn) return notifySignInToPlan();
  openAddToPlan(recipe, slot, from);
}

export const useAddToPlanDialog = store.use;
