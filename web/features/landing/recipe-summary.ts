import { queryOptions } from '@tanstack/react-query';
import type { RecipeDetail } from '../../../domain/recipe-search';
import { api } from '../../lib/api';

/** The recipe detail the mobile trending dialog shows. */
export type RecipeSummary = Pick<
  RecipeDetail,
  | 'id'
  | 'title'
  | 'picture'
  | 'cuisine'
  | 'cookMinutes'
  | 'calories'
  | 'description'
  | 'course'
  | 'diet'
  | 'prepMinutes'
  | 'servings'
  | 'protein'
  | 'carbs'
  | 'fat'
>;

export const recipeQuery = (id: number) =>
  queryOptions({
    queryKey: ['landing', 'recipe', id],
    queryFn: () => api.get<RecipeSummary>(`/api/recipes/${id}`),
    staleTime: 5 * 60_000,
  });
