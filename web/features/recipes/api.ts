import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FilterOptions, RecipeDetail, SearchResult, SearchFilters } from '../../../domain/recipe-search';
import { api } from '../../lib/api';

const FIVE_MINUTES = 5 * 60_000;
export const SEARCH_PAGE_SIZE = 24;

export const recipeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['recipes', 'detail', id],
    queryFn: () => api.get<RecipeDetail>(`/api/recipes/${id}`),
    staleTime: FIVE_MINUTES,
  });

export const filterOptionsQuery = () =>
  queryOptions({
    queryKey: ['recipes', 'filter-options'],
    queryFn: () => api.get<FilterOptions>('/api/recipes/filter-options'),
    staleTime: FIVE_MINUTES,
  });

export type SearchParams = Partial<SearchFilters> & { useMyPreferences?: boolean };

/** The query string of a search: lists as repeated params, flags only when set, no limit left out. */
export function toSearchQuery(params: SearchParams, page: number, pageSize = SEARCH_PAGE_SIZE): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => qs.append(key, String(v)));
    else qs.set(key, String(value));
  }
  qs.set('page', String(page));
  qs.set('pageSize', String(pageSize));
  return qs.toString();
}

/** Search results page by page; `null` params means no search has been made yet. */
export const searchRecipesQuery = (params: SearchParams | null) =>
  infiniteQueryOptions({
    queryKey: ['recipes', 'search', params],
    queryFn: ({ pageParam }) => api.get<SearchResult>(`/api/recipes/search?${toSearchQuery(params ?? {}, pageParam)}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: params !== null,
  });

/** How many recipes the text alone finds (no filters): tells whether filters hid the results. */
export const textOnlyCountQuery = (q: string | undefined) =>
  queryOptions({
    queryKey: ['recipes', 'count', q ?? ''],
    queryFn: async () => (await api.get<SearchResult>(`/api/recipes/search?${toSearchQuery({ q }, 1, 1)}`)).total,
    staleTime: FIVE_MINUTES,
  });
