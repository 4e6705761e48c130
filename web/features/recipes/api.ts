import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '../../../domain/errors';
import type { DialogMealType } from '../../../domain/meal-types';
import type {
  FilterOptions,
  RecipeDetail,
  SearchResult,
  RecipeCard,
  SearchFilters,
} from '../../../domain/recipe-search';
import { toIsoDate, weekStart, type DayName } from '../../../domain/weeks';
import { api, reasonOr, UNEXPECTED_ERROR } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../accounts/auth-client';
import { favoriteRecipeIdsQuery } from '../favorites/api';

const FIVE_MINUTES = 5 * 60_000;
export const SEARCH_PAGE_SIZE = 24;

export const recipeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['recipes', 'detail', id],
    queryFn: () => api.get<RecipeDetail>(`/api/recipes/${id}`),
    staleTime: FIVE_MINUTES,
  });

export const filterOptionsQuery = () =>
  queryOptions({
    queryKey: ['recipes', 'filter-options'],
    queryFn: () => api.get<FilterOptions>('/api/recipes/filter-options'),
    staleTime: FIVE_MINUTES,
  });

export type SearchParams = Partial<SearchFilters> & { useMyPreferences?: boolean };

/** The query string of a search: lists as repeated params, flags only when set, no limit left out. */
export function toSearchQuery(params: SearchParams, page: number, pageSize = SEARCH_PAGE_SIZE): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => qs.append(key, String(v)));
    else qs.set(key, String(value));
  }
  qs.set('page', String(page));
  qs.set('pageSize', String(pageSize));
  return qs.toString();
}

/** Search results page by page; `null` params means no search has been made yet. */
export const searchRecipesQuery = (params: SearchParams | null) =>
  infiniteQueryOptions({
    queryKey: ['recipes', 'search', params],
    queryFn: ({ pageParam }) => api.get<SearchResult>(`/api/recipes/search?${toSearchQuery(params ?? {}, pageParam)}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: params !== null,
  });

/** How many recipes the text alone finds (no filters): tells whether filters hid the results. */
export const textOnlyCountQuery = (q: string | undefined) =>
  queryOptions({
    queryKey: ['recipes', 'count', q ?? ''],
    queryFn: async () => (await api.get<SearchResult>(`/api/recipes/search?${toSearchQuery({ q }, 1, 1)}`)).total,
    staleTime: FIVE_MINUTES,
  });

/** The signed-in person, or null for a visitor. */
export function useSignedIn(): boolean {
  return Boolean(useSession().data?.user);
}

/** Whether a recipe is a favorite of the signed-in person. */
export function useIsFavorite(recipeId: number): boolean {
  const signedIn = useSignedIn();
  const ids = useQuery({ ...favoriteRecipeIdsQuery(), enabled: signedIn });
  return ids.data?.has(recipeId) ?? false;
}

/** The heart of a recipe card or detail (spec 001 sections 5 and 8). */
export function useFavoriteToggle(recipeId: number) {
  const signedIn = useSignedIn();
  const phone = useLayout() === 'mobile';
  const isFavorite = useIsFavorite(recipeId);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (add: boolean) => {
      if (add) await api.post('/api/favorites/recipes', { recipeId });
      else await api.delete(`/api/favorites/recipes/${recipeId}`);
      return add;
    },
    onSuccess: (add) =>
      notify(
        add
          ? { title: 'Added to favorites!', description: 'Recipe saved to your favorites' }
          : { title: 'Removed from favorites', description: 'Recipe removed from favorites' },
      ),
    onError: (error, add) => {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        notify({ title: 'Already in favorites', description: 'This recipe is already in your favorites' });
      } else if (add) {
        const fallback = phone ? 'Failed to update favorite status.' : 'Failed to update favorite status';
        notify({ title: 'Error', description: reasonOr(error, fallback), variant: 'destructive' });
      } else {
        notify({
          title: 'Failed to remove from favorites',
          description: reasonOr(error, UNEXPECTED_ERROR),
          variant: 'destructive',
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }),
  });
  const toggle = () => {
    if (!signedIn) {
      const description = phone
        ? 'You need to be signed in to favorite recipes.'
        : 'You need to be signed in to save favorites';
      notify({ title: 'Please sign in', description, variant: 'destructive' });
      return;
    }
    mutation.mutate(!isFavorite);
  };
  return { isFavorite, toggle, isPending: mutation.isPending };
}

export interface PlanTarget {
  /** The Monday of the week (YYYY-MM-DD); the current week when absent. */
  week?: string;
  day: DayName;
  mealType: DialogMealType | string;
}

export const currentWeek = () => weekStart(toIsoDate(new Date()));

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
    if (!signedIn) {
      notify({
        title: 'Please sign in',
        description: 'You need to be signed in to add to meal plan',
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate({ recipe, target });
  };
  return { add, isPending: mutation.isPending };
}
