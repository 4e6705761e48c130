import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DialogMealType } from '../../../domain/meal-types';
import type { RecipeCard } from '../../../domain/recipe-search';
import type { DayName } from '../../../domain/weeks';
import { api, reasonOr } from '../../lib/api';
import { useSignedIn } from '../../lib/auth-client';
import { currentWeek } from '../../lib/dates';
import { notify } from '../../lib/toast';

export interface PlanTarget {
  /** The Monday of the week (YYYY-MM-DD); the current week when absent. */
  week?: string;
  day: DayName;
  mealType: DialogMealType | string;
}

/** The toast of a failed add: the meal plan's own, or the pantry wizard's 'Error' (spec 001 section 8). */
export const ADD_FAILED = {
  plan: {
    title: 'Failed to add recipe to meal plan',
    description: 'Failed to add recipe to meal plan. Please try again.',
  },
  pantry: { title: 'Error', description: 'Failed to add recipe. Please try again.' },
} as const;

/** Saves a recipe into a slot of the meal plan, with the spec's toasts (section 8). */
export function useAddToPlan(onAdded?: () => void, failure: { title: string; description: string } = ADD_FAILED.plan) {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ recipe, target }: { recipe: Pick<RecipeCard, 'id' | 'title'>; target: PlanTarget }) =>
      api.post(`/api/meal-plans/${target.week ?? currentWeek()}/entries`, {
        day: target.day,
        mealType: target.mealType,
        recipeId: recipe.id,
        servings: 1,
      }),
    onSuccess: (_result, { recipe, target }) => {
      onAdded?.();
      notify({
        title: 'Success!',
        description: `${recipe.title} has been added to your ${target.mealType.toLowerCase()} for ${target.day}.`,
      });
      void queryClient.invalidateQueries({ queryKey: ['meal-plan'] });
      void queryClient.invalidateQueries({ queryKey: ['nutrition'] });
      void queryClient.invalidateQueries({ queryKey: ['ratings'] }); // a planned recipe may be rated
    },
    onError: (error) =>
      notify({ title: failure.title, description: reasonOr(error, failure.description), variant: 'destructive' }),
  });
  const add = (recipe: Pick<RecipeCard, 'id' | 'title'>, target: PlanTarget) => {
    if (!signedIn) return notifySignInToPlan();
    mutation.mutate({ recipe, target });
  };
  return { add, isPending: mutation.isPending };
}

/** A visitor's add to the plan is refused with the spec's toast (section 5): signing in comes first. */
export function notifySignInToPlan() {
  notify({
    title: 'Please sign in',
    description: 'You need to be signed in to add to meal plan',
    variant: 'destructive',
  });
}
