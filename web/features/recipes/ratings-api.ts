import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyRating } from '../../../domain/ratings';
import { api, reasonOr } from '../../lib/api';
import { notify } from '../../lib/toast';

/** A recipe's rating as the signed-in person (or a visitor) sees it: average, count, their stars, whether they may rate. */
export const myRatingQuery = (recipeId: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['ratings', recipeId, signedIn],
    queryFn: () => api.get<MyRating>(`/api/recipes/${recipeId}/rating`),
    // Read again each time a detail opens: planning the recipe elsewhere (another screen or tab) lets one rate it.
    staleTime: 0,
  });

/** Rates a recipe; cards and details showing its average read it again. */
export function useRateRecipe(recipeId: number, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number) => api.put<MyRating>(`/api/recipes/${recipeId}/rating`, { stars }),
    onSuccess: (rating) => {
      queryClient.setQueryData(['ratings', recipeId, true], rating);
      notify({
        title: 'Rating saved',
        description: `You gave ${title} ${rating.stars} ${rating.stars === 1 ? 'star' : 'stars'}.`,
      });
      void queryClient.invalidateQueries({ queryKey: ['recipes'] });
      void queryClient.invalidateQueries({ queryKey: ['favorites'] });
    },
    onError: (error) =>
      notify({
        title: 'Could not save your rating',
        description: reasonOr(error, 'Failed to save your rating. Please try again.'),
        variant: 'destructive',
      }),
  });
}
