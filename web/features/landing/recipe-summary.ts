import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

/** The recipe detail the mobile trending dialog shows. */
export const RecipeSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  picture: z.string().nullable(),
  cuisine: z.string(),
  cookMinutes: z.number(),
  calories: z.number(),
  description: z.string(),
  course: z.string(),
  diet: z.string(),
  prepMinutes: z.number(),
  servings: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type RecipeSummary = z.infer<typeof RecipeSummary>;

export const recipeQuery = (id: number) =>
  queryOptions({
    queryKey: ['landing', 'recipe', id],
    queryFn: () => api.get(`/api/recipes/${id}`, RecipeSummary),
    staleTime: 5 * 60_000,
  });
