import { SearchRequest } from '../../../domain/search-request';
import { toSearchQuery, type SearchParams } from './api';

/**
 * The Search Recipes screen keeps its search in the address (`?q=paneer&isVegan=true`), so that going
 * back from a recipe, reloading or sharing the link shows the same results. Anything the search API
 * would refuse is dropped rather than shown as an error.
 */
export function readSearchUrl(params: URLSearchParams): SearchParams {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : values[0]!;
  }
  const parsed = SearchRequest.safeParse(raw);
  if (!parsed.success) return {};
  const { page: _page, pageSize: _size, useMyPreferences: _prefs, maxCookingTime, ...rest } = parsed.data;
  const kept = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined && v !== false),
  ) as SearchParams;
  return maxCookingTime === null ? kept : { ...kept, maxCookingTime };
}

/** The address of a search: what `readSearchUrl` reads back. */
export function searchUrlOf(params: SearchParams): URLSearchParams {
  const qs = new URLSearchParams(toSearchQuery(params, 1));
  qs.delete('page');
  qs.delete('pageSize');
  return qs;
}
