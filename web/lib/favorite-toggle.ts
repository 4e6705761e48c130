import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '../../domain/errors';
import type { FavoriteRecipeIds } from '../../domain/favorites';
import { api, reasonOr, UNEXPECTED_ERROR } from './api';
import { useSignedIn } from './auth-client';
import { notify } from './toast';
import { useLayout } from './use-layout';

// The heart on a recipe, wherever a recipe is shown (search, favorites, pantry, meal plan, the full page).
// It lives here, not in a feature, so that recipes and favorites need not import each other (decision 035).

/** Favorites are fresh for 5 minutes (spec 001 section 9); every change invalidates them. */
export const FAVORITES_STALE_MS = 5 * 60_000;

/** The ids of the signed-in person's favorite recipes, as a set. */
export const favoriteRecipeIdsQuery = () =>
  queryOptions({
    queryKey: ['favorites', 'recipe-ids'],
    queryFn: async () => new Set((await api.get<FavoriteRecipeIds>('/api/favorites/recipe-ids')).recipeIds),
    staleTime: FAVORITES_STALE_MS,
  });

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
