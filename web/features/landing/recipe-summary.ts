import { queryOptions } from '@tanstack/react-query';
import { RecipeDetail } from '../../../domain/recipe-search';
import { api } from '../../lib/api';

/** The recipe the mobile trending dialog shows: the contract of GET /api/recipes/:id, loaded with the dialog. */
export const recipeQuery = (id: number) =>
  queryOptions({
    queryKey: ['landing', 'recipe', id],
    queryFn: () => api.get(`/api/recipes/${id}`, RecipeDetail),
    staleTime: 5 * 60_000,
  });
