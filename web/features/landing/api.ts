import { queryOptions } from '@tanstack/react-query';
import type { RatingFigures } from '../../../domain/rating-display';
import type { RecipeCard } from '../../../domain/recipe-search';
import { api } from '../../lib/api';

/** What a trending card shows (spec 001 section 2): picture, title, cooking minutes, calories, cuisine. */
export type TrendingRecipe = Pick<
  RecipeCard,
  'id' | 'title' | 'picture' | 'cuisine' | 'cookMinutes' | 'calories' | 'rating'
>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The rating figures of a card; a missing or malformed rating reads as none yet ("New"). */
function ratingOf(value: unknown): RatingFigures {
  const { average, count } = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return isNumber(average) && Number.isInteger(count) && (count as number) > 0
    ? { average, count: count as number }
    : { average: null, count: 0 };
}

/** One trending card, or null when the item is not one (read by hand: zod stays out of the landing page's first load). */
function trendingRecipeOf(item: unknown): TrendingRecipe | null {
  if (!item || typeof item !== 'object') return null;
  const { id, title, picture, cuisine, cookMinutes, calories, rating } = item as Record<string, unknown>;
  if (!Number.isInteger(id) || typeof title !== 'string' || typeof cuisine !== 'string') return null;
  if (!(picture === null || typeof picture === 'string') || !isNumber(cookMinutes) || !isNumber(calories)) return null;
  return { id: id as number, title, picture, cuisine, cookMinutes, calories, rating: ratingOf(rating) };
}

/** The trending list: a plain array, or a page of `items`; items that are not trending cards are left out. */
export function trendingListOf(body: unknown): TrendingRecipe[] {
  const items = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new Error('The trending list is not a list');
  return items.map(trendingRecipeOf).filter((recipe): recipe is TrendingRecipe => recipe !== null);
}

/** Trending recipes: 5 minutes fresh, refetched every 10 (spec 001 section 9); a failure is logged and shows none. */
export const trendingQuery = (hour = new Date().getHours()) =>
  queryOptions({
    queryKey: ['landing', 'trending', hour],
    queryFn: async () => {
      try {
        // The courses in fashion follow the visitor's clock (breakfast in their morning), not the server's.
        // At most TRENDING_COUNT (domain/recipe-search.ts, 8): the server's answer is limited to it.
        return trendingListOf(await api.get(`/api/recipes/trending?hour=${hour}`));
      } catch (error) {
        console.error('Could not load trending recipes', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
  });
