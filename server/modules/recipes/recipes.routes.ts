import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import {
  FilterOptions,
  mergePreferences,
  RecipeCard,
  RecipeDetail,
  SearchResult,
  TRENDING_COUNT,
} from '../../../domain/recipe-search';
import { SearchRequest } from '../../../domain/search-request';
import { getSessionUser } from '../accounts/session';
import { getSearchPreferences } from '../preferences/preferences.queries';
import { listFilterOptions } from './filter-options.queries';
import { getRecipeDetail, listTrendingRecipes } from './recipes.queries';
import { searchRecipes } from './search.queries';

const tags = ['recipes'];
/** Trending is the same for everyone: kept per hour of the day (spec 001 section 9: 5 minutes), in app.cache. */
const TRENDING_TTL_MS = 5 * 60_000;

const TrendingQuery = z.object({ hour: z.coerce.number().int().min(0).max(23).optional() }).strict();
const RecipeParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export async function recipesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/recipes/search',
    { schema: { tags, querystring: SearchRequest, response: { 200: SearchResult } } },
    async (req) => {
      const user = await getSessionUser(req);
      const { page, pageSize, useMyPreferences, ...filters } = req.query;
      const applied =
        useMyPreferences && user
          ? mergePreferences(filters, await getSearchPreferences(app.db, { userId: user.id }))
          : filters;
      return searchRecipes(app.db, { userId: user?.id ?? null, filters: applied, page, pageSize, cache: app.cache });
    },
  );

  r.get('/api/recipes/filter-options', { schema: { tags, response: { 200: FilterOptions } } }, async (req) => {
    const user = await getSessionUser(req);
    return listFilterOptions(app.db, { userId: user?.id ?? null, cache: app.cache });
  });

  r.get(
    '/api/recipes/trending',
    { schema: { tags, querystring: TrendingQuery, response: { 200: z.array(RecipeCard).max(TRENDING_COUNT) } } },
    (req) => {
      const hour = req.query.hour ?? new Date().getHours();
      return app.cache.remember(`recipes:trending:${hour}`, TRENDING_TTL_MS, () =>
        listTrendingRecipes(app.db, { hour }),
      );
    },
  );

  r.get(
    '/api/recipes/:id',
    { schema: { tags, params: RecipeParams, response: { 200: RecipeDetail } } },
    async (req) => {
      const user = await getSessionUser(req);
      const recipe = await getRecipeDetail(app.db, { id: req.params.id, userId: user?.id ?? null });
      if (!recipe) throw new AppError('NOT_FOUND', 'Recipe not found');
      return recipe;
    },
  );
}
