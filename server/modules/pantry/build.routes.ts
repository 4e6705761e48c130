import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors';
import { BuildRequest, BuildResult, IngredientListRequest, PANTRY_MESSAGES } from '../../../domain/pantry';
import { mergePreferences, type SearchFilters } from '../../../domain/recipe-search';
import { requireUser } from '../accounts/session';
import { getSearchPreferences } from '../preferences/preferences.queries';
import { buildRecipesFromIngredients } from './build.queries';

const tags = ['pantry'];

/** Build from ingredients (spec 001 section 7: generate-recipes-from-ingredients), and its pantry-list variant. */
export async function buildRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The person's dietary preferences as search filters, when they ticked 'Use my dietary preferences'. */
  const filtersFor = async (userId: string, use: boolean): Promise<SearchFilters | null> =>
    use ? mergePreferences({ maxCookingTime: null }, await getSearchPreferences(app.db, { userId })) : null;

  r.post('/api/recipes/from-ingredients', { schema: { tags, body: BuildRequest, response: { 200: BuildResult } } }, async (req) => {
    const user = await requireUser(req);
    const primary = req.body.primaryIngredient?.trim() ?? '';
    if (!primary) throw new AppError('BAD_REQUEST', PANTRY_MESSAGES.primaryRequired);
    const secondary = req.body.secondaryIngredient?.trim();
    const ingredients = secondary && secondary.toLowerCase() !== primary.toLowerCase() ? [primary, secondary] : [primary];
    const filters = await filtersFor(user.id, req.body.useDietaryPreferences);
    const recipes = await buildRecipesFromIngredients(app.db, { userId: user.id, ingredients, required: ingredients.length, filters });
    return { success: true as const, recipes };
  });

  r.post('/api/recipes/from-ingredient-list', { schema: { tags, body: IngredientListRequest, response: { 200: BuildResult } } }, async (req) => {
    const user = await requireUser(req);
    const seen = new Set<string>();
    const ingredients = req.body.ingredients.map((i) => i.trim()).filter((i) => i && !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()));
    if (!ingredients.length) throw new AppError('BAD_REQUEST', PANTRY_MESSAGES.listRequired);
    const filters = await filtersFor(user.id, req.body.useDietaryPreferences);
    const recipes = await buildRecipesFromIngredients(app.db, { userId: user.id, ingredients, required: 0, filters });
    return { success: true as const, recipes };
  });
}
