import { useSyncExternalStore } from 'react';
import type { RecipeCard } from '../../../domain/recipe-search';
import { notify } from '../../lib/toast';
import type { PlanTarget } from './api';

export type PlanRecipe = Pick<RecipeCard, 'id' | 'title'>;

interface AddToPlanState {
  recipe: PlanRecipe | null;
  /** A preselected slot (day, meal type, week). */
  slot?: Partial<PlanTarget>;
  /** Where the dialog was opened from: the pantry wizard has its own failure toast. */
  from?: 'pantry';
}

let state: AddToPlanState = { recipe: null };
const listeners = new Set<() => void>();
const set = (next: AddToPlanState) => {
  state = next;
  listeners.forEach((l) => l());
};

/** Opens the one Add to Meal Plan dialog for a recipe, from any screen. */
export const openAddToPlan = (recipe: PlanRecipe, slot?: Partial<PlanTarget>, from?: 'pantry') =>
  set({ recipe, slot, from });
export const closeAddToPlan = () => set({ recipe: null });

/** Visitors are told to sign in instead (spec 001 section 5). */
export function requestAddToPlan(signedIn: boolean, recipe: PlanRecipe, slot?: Partial<PlanTarget>, from?: 'pantry') {
  if (!signedIn) {
    notify({
      title: 'Please sign in',
      description: 'You need to be signed in to add to meal plan',
      variant: 'destructive',
    });
    return;
  }
  openAddToPlan(recipe, slot, from);
}

export function useAddToPlanDialog() {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
  );
}
