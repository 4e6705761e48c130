import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteRecipe } from '../../../domain/favorites';
import { api } from '../../lib/api';
import { FAVORITES_STALE_MS } from '../../lib/favorite-toggle';
import { notify } from '../../lib/toast';

export const favoriteRecipesQuery = () =>
  queryOptions({
    queryKey: ['favorites', 'recipes'],
    queryFn: () => api.get<FavoriteRecipe[]>('/api/favorites/recipes'),
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
