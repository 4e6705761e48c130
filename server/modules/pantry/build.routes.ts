import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors';
import { BuildRequest, BuildResult, IngredientListRequest, PANTRY_MESSAGES } from '../../../domain/pantry';
import { mergePreferences, type SearchFilters } from '../../../domain/recipe-search';
import { requireUser } from '../accounts/session';
import { getSearchPreferences } from '../preferences/preferences.queries';
import { buildRecipesFromIngredients, type SoftPreferences } from './build.queries';

const tags = ['pantry'];

/** Build from ingredients (spec 001 section 7: generate-recipes-from-ingredients), and its pantry-list variant. */
export async function buildRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * When they ticked 'Use my dietary preferences': their diets and dietary flags filter the suggestions;
   * the cuisines, courses and cooking methods they like only rank them (docs/decisions/016-suggestions-and-grocery.md).
   */
  const preferencesFor = async (
    userId: string,
    use: boolean,
  ): Promise<{ filters: SearchFilters | null; preferences: SoftPreferences | null }> => {
    if (!use) return { filters: null, preferences: null };
    const merged = mergePreferences({ maxCookingTime: null }, await getSearchPreferences(app.db, { userId }));
    const { cuisines = [], courses = [], cookingMethods = [] } = merged;
    return {
      filters: { ...merged, cuisines: [], courses: [], cookingMethods: [] },
      preferences: { cuisines, courses, cookingMethods },
    };
  };

  r.post(
    '/api/recipes/from-ingredients',
    { schema: { tags, body: BuildRequest, response: { 200: BuildResult } } },
    async (req) => {
      const user = await requireUser(req);
      const primary = req.body.primaryIngredient?.trim() ?? '';
      if (!primary) throw new AppError('BAD_REQUEST', PANTRY_MESSAGES.primaryRequired);
      const secondary = req.body.secondaryIngredient?.trim();
      const ingredients =
        secondary && secondary.toLowerCase() !== primary.toLowerCase() ? [primary, secondary] : [primary];
      const chosen = await preferencesFor(user.id, req.body.useDietaryPreferences);
      const recipes = await buildRecipesFromIngredients(app.db, {
        userId: user.id,
        ingredients,
        required: ingredients.length,
        ...chosen,
      });
      return { success: true as const, recipes };
    },
  );

  r.post(
    '/api/recipes/from-ingredient-list',
    { schema: { tags, body: IngredientListRequest, response: { 200: BuildResult } } },
    async (req) => {
      const user = await requireUser(req);
      const seen = new Set<string>();
      const ingredients = req.body.ingredients
        .map((i) => i.trim())
        .filter((i) => i && !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()));
      if (!ingredients.length) throw new AppError('BAD_REQUEST', PANTRY_MESSAGES.listRequired);
      const chosen = await preferencesFor(user.id, req.body.useDietaryPreferences);
      const recipes = await buildRecipesFromIngredients(app.db, {
        userId: user.id,
        ingredients,
        required: 0,
        ...chosen,
      });
      return { success: true as const, recipes };
    },
  );
}
