import type { FastifyInstance } from 'fastify';
import { RECIPE_FLAGS, SearchRequest } from '../../../domain/recipe-search';
import { listFilterValues } from './filter-options.queries';
import { searchRecipes } from './search.queries';

/**
 * Before an instance listens (onReady), one search of each kind: text with group filters, flags only. The
 * first search after a start otherwise pays for what every later one finds ready: the catalogue's filter
 * values (into app.cache), a database connection, the server's catalogue of tables and functions in it, and
 * the code's first run (docs/decisions/029-search-at-depth.md, 2026-11-27 evening). The words come from the
 * catalogue's own values, never from a list. A failure is logged, never fatal: search works without it.
 */
export async function warmSearch(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  try {
    const values = await listFilterValues(app.db, { userId: null, cache: app.cache });
    const cuisine = values.cuisines[0];
    const course = values.courses[0];
    const searches = [
      { q: cuisine ?? 'salad', ...(course ? { courses: [course] } : {}), maxCookingTime: '30' },
      { [RECIPE_FLAGS[0]]: 'true' },
    ];
    for (const query of searches) {
      const { page, pageSize, useMyPreferences: _, ...filters } = SearchRequest.parse(query);
      await searchRecipes(app.db, { userId: null, filters, page, pageSize, cache: app.cache });
    }
    app.log.info({ ms: Math.round(performance.now() - started) }, 'search warmed');
  } catch (error) {
    app.log.warn({ err: error }, 'search warm-up failed');
  }
}
