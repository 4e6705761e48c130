import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteMealPlan, FavoriteRecipe, FavoriteRecipeIds } from '../../../domain/favorites';
import { api } from '../../lib/api';
import { notify } from '../../lib/toast';

/** Favorites are fresh for 5 minutes (spec 001 section 9); every change invalidates them. */
const FAVORITES_STALE_MS = 5 * 60_000;

export const favoriteRecipesQuery = () =>
  queryOptions({
    queryKey: ['favorites', 'recipes'],
    queryFn: () => api.get<FavoriteRecipe[]>('/api/favorites/recipes'),
    staleTime: FAVORITES_STALE_MS,
  });

export const favoriteRecipeIdsQuery = () =>
  queryOptions({
    queryKey: ['favorites', 'recipe-ids'],
    queryFn: async () => new Set((await api.get<FavoriteRecipeIds>('/api/favorites/recipe-ids')).recipeIds),
    staleTime: FAVORITES_STALE_MS,
  });

export const favoriteMealPlansQuery = () =>
  queryOptions({
    queryKey: ['favorites', 'meal-plans'],
    queryFn: () => api.get<FavoriteMealPlan[]>('/api/favorites/meal-plans'),
    staleTime: FAVORITES_STALE_MS,
  });

export function useRemoveFavoritePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/favorites/meal-plans/${id}`),
    onSuccess: () => notify({ title: 'Removed from favorites', description: 'Meal plan removed from favorites' }),
    onError: (error) =>
      notify({ title: 'Failed to remove from favorites', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }),
  });
}

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
