import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { TRENDING_COUNT } from '../../../domain/recipe-search';
import { api } from '../../lib/api';

/** What a trending card shows (spec 001 section 2): picture, title, cooking minutes, calories, cuisine. */
export const TrendingRecipe = z.object({
  id: z.number().int(),
  title: z.string(),
  picture: z.string().nullable(),
  cuisine: z.string(),
  cookMinutes: z.number(),
  calories: z.number(),
});
export type TrendingRecipe = z.infer<typeof TrendingRecipe>;

/** The trending list: a plain array, or a page of `items`. */
const TrendingList = z.union([z.array(TrendingRecipe), z.object({ items: z.array(TrendingRecipe) }).transform((page) => page.items)]);

/** Trending recipes: 5 minutes fresh, refetched every 10 (spec 001 section 9); a failure is logged and shows none. */
export const trendingQuery = () =>
  queryOptions({
    queryKey: ['landing', 'trending'],
    queryFn: async () => {
      try {
        return (await api.get('/api/recipes/trending', TrendingList)).slice(0, TRENDING_COUNT);
      } catch (error) {
        console.error('Could not load trending recipes', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
  });

/** The recipe detail the mobile trending dialog shows. */
export const RecipeSummary = TrendingRecipe.extend({
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
