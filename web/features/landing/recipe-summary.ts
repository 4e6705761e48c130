import { queryOptions } from '@tanstack/react-query';
import type { RecipeDetail } from '../../../domain/recipe-search';
import { api } from '../../lib/api';

/** The recipe the mobile trending dialog shows: the contract of GET /api/recipes/:id, loaded with the dialog. */
export const recipeQuery = (id: number) =>
  queryOptions({
    queryKey: ['landing', 'recipe', id],
    queryFn: () => api.get<RecipeDetail>(`/api/recipes/${id}`),
    staleTime: 5 * 60_000,
  });
