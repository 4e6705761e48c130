import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AlternativeRecipe, CopyResult, MealPlan, WeekPlan, PlanEntry } from '../../../domain/meal-plans';
import type { GridMealType } from '../../../domain/meal-types';
import { formatWeekDate, type DayIndex } from '../../../domain/weeks';
import type { FavoriteMealPlan } from '../../../domain/favorites';
import { api } from '../../lib/api';
import { FAVORITES_STALE_MS } from '../../lib/favorite-toggle';
import { notify } from '../../lib/toast';

export const weekPlanQuery = (week: string) =>
  queryOptions({ queryKey: ['meal-plan', week], queryFn: () => api.get<WeekPlan>(`/api/meal-plans/${week}`) });

export const alternativesQuery = (entryId: number) =>
  queryOptions({
    queryKey: ['meal-plan', 'alternatives', entryId],
    queryFn: () => api.get<AlternativeRecipe[]>(`/api/meal-plans/entries/${entryId}/alternatives`),
  });

/** A changed plan replaces the week's cached plan; what is computed from it (nutrition, favorites' counts) is refetched. */
export function storePlan(queryClient: QueryClient, plan: MealPlan): void {
  queryClient.setQueryData(weekPlanQuery(plan.weekStart).queryKey, { weekStart: plan.weekStart, plan });
  void queryClient.invalidateQueries({ queryKey: ['nutrition', plan.weekStart] });
  void queryClient.invalidateQueries({ queryKey: ['favorites', 'meal-plans'] });
}

const failed = (error: Error) => notify({ title: 'Error', description: error.message, variant: 'destructive' });

function usePlanMutation<Input>(
  call: (input: Input) => Promise<MealPlan>,
  onDone?: (plan: MealPlan, input: Input) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (plan, input) => {
      storePlan(queryClient, plan);
      onDone?.(plan, input);
    },
    onError: failed,
  });
}

export interface SlotTarget {
  day: DayIndex;
  mealType: GridMealType;
}

/** Moves an entry to another slot; onto a filled slot the two swap (decision 004). */
export const useMoveEntry = () =>
  usePlanMutation(({ entry, to }: { entry: PlanEntry; to: SlotTarget }) =>
    api.patch<MealPlan>(`/api/meal-plans/entries/${entry.id}`, { day: to.day, mealType: to.mealType }),
  );

/** Servings of one entry: the grid, the nutrition and the grocery list all scale with them. */
export const useSetServings = () =>
  usePlanMutation(({ entry, servings }: { entry: PlanEntry; servings: number }) =>
    api.patch<MealPlan>(`/api/meal-plans/entries/${entry.id}`, { servings }),
  );

export const useRemoveEntry = () =>
  usePlanMutation(
    (entry: PlanEntry) => api.delete<MealPlan>(`/api/meal-plans/entries/${entry.id}`),
    (_plan, entry) =>
      notify({
        title: 'Removed from meal plan',
        description: `${entry.recipe.title} was removed from ${entry.dayName}.`,
      }),
  );

export const useSwapEntry = (onSwapped: () => void) =>
  usePlanMutation(
    ({ entry, recipeId }: { entry: PlanEntry; recipeId: number }) =>
      api.post<MealPlan>(`/api/meal-plans/entries/${entry.id}/swap`, { recipeId }),
    (plan, { entry }) => {
      onSwapped();
      const now = plan.entries.find((e) => e.id === entry.id);
      notify({
        title: 'Meal swapped',
        description: `${now?.recipe.title ?? 'The new recipe'} is now your ${entry.mealType.toLowerCase()} for ${entry.dayName}.`,
      });
    },
  );

export const useSetPlanStatus = () =>
  usePlanMutation(
    ({ week, status }: { week: string; status: 'draft' | 'confirmed' }) =>
      api.post<MealPlan>(`/api/meal-plans/${week}/${status === 'draft' ? 'draft' : 'confirm'}`, {}),
    (plan) =>
      notify(
        plan.status === 'confirmed'
          ? { title: 'Plan confirmed', description: `${plan.name} is confirmed.` }
          : { title: 'Draft saved', description: `${plan.name} is saved as a draft.` },
      ),
  );

function copiedNotice(result: CopyResult, from: string) {
  const kept = result.skipped
    ? ` ${result.skipped} planned ${result.skipped === 1 ? 'meal was' : 'meals were'} kept.`
    : '';
  notify({
    title: 'Meal plan copied',
    description: `${result.copied} ${result.copied === 1 ? 'meal' : 'meals'} copied from ${from}.${kept}`,
  });
}

/** Copy from Past: an earlier week fills this week's empty slots. */
export function useCopyFromPast(onCopied: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ week, fromWeek, overwrite = false }: { week: string; fromWeek: string; overwrite?: boolean }) =>
      api.post<CopyResult>(`/api/meal-plans/${week}/copy-from-past`, { fromWeek, overwrite }),
    onSuccess: (result, { fromWeek }) => {
      storePlan(queryClient, result.plan);
      onCopied();
      copiedNotice(result, `the week of ${formatWeekDate(fromWeek)}`);
    },
    onError: failed,
  });
}

/** Copy from Favorites: a saved plan fills this week's empty slots. */
export function useCopyFromFavorite(onCopied: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      week,
      favoriteId,
      overwrite = false,
    }: {
      week: string;
      favoriteId: number;
      name: string;
      overwrite?: boolean;
    }) => api.post<CopyResult>(`/api/meal-plans/${week}/copy-from-favorite`, { favoriteId, overwrite }),
    onSuccess: (result, { name }) => {
      storePlan(queryClient, result.plan);
      onCopied();
      copiedNotice(result, name);
    },
    onError: failed,
  });
}

// A favorite meal plan is a saved copy of a week (decision 024): the meal plan saves it and copies it back,
// the favorites page lists it through here (decision 035).
export const favoriteMealPlansQuery = () =>
  queryOptions({
    queryKey: ['favorites', 'meal-plans'],
    queryFn: () => api.get<FavoriteMealPlan[]>('/api/favorites/meal-plans'),
    staleTime: FAVORITES_STALE_MS,
  });

/** Saves a week's plan as a favorite meal plan, named by the person (or by the plan's own name). */
export function useSaveFavoritePlan(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { week: string; name?: string }) =>
      api.post<FavoriteMealPlan>('/api/favorites/meal-plans', input),
    onSuccess: (saved) => {
      onSaved();
      notify({ title: 'Added to favorites!', description: `${saved.name} saved to your favorite meal plans` });
    },
    onError: (error) => notify({ title: 'Error', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }),
  });
}
