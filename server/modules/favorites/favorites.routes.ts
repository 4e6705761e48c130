import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddFavoriteRecipeInput,
  FavoriteMealPlan,
  FavoritePlanParams,
  FavoriteRecipe,
  FavoriteRecipeIds,
  RecipeParams,
  SaveFavoritePlanInput,
} from '../../../domain/favorites';
import { requireUser } from '../accounts/session';
import { planOwnerId } from '../household/plan-owner';
import {
  addFavoriteRecipe,
  listFavoriteMealPlans,
  listFavoriteRecipeIds,
  listFavoriteRecipes,
  removeFavoriteMealPlan,
  removeFavoriteRecipe,
  saveFavoriteMealPlan,
} from './favorites.queries';

const tags = ['favorites'];

export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/favorites/recipes', { schema: { tags, response: { 200: z.array(FavoriteRecipe) } } }, async (req) => {
    const user = await requireUser(req);
    return listFavoriteRecipes(app.db, { userId: user.id });
  });

  r.get('/api/favorites/recipe-ids', { schema: { tags, response: { 200: FavoriteRecipeIds } } }, async (req) => {
    const user = await requireUser(req);
    return { recipeIds: await listFavoriteRecipeIds(app.db, { userId: user.id }) };
  });

  r.post(
    '/api/favorites/recipes',
    { schema: { tags, body: AddFavoriteRecipeInput, response: { 201: FavoriteRecipe } } },
    async (req, reply) => {
      const user = await requireUser(req);
      return reply.code(201).send(await addFavoriteRecipe(app.db, { userId: user.id, recipeId: req.body.recipeId }));
    },
  );

  r.delete('/api/favorites/recipes/:recipeId', { schema: { tags, params: RecipeParams } }, async (req, reply) => {
    const user = await requireUser(req);
    await removeFavoriteRecipe(app.db, { userId: user.id, recipeId: req.params.recipeId });
    return reply.code(204).send();
  });

  r.get(
    '/api/favorites/meal-plans',
    { schema: { tags, response: { 200: z.array(FavoriteMealPlan) } } },
    async (req) => {
      const user = await requireUser(req);
      return listFavoriteMealPlans(app.db, { userId: user.id });
    },
  );

  r.post(
    '/api/favorites/meal-plans',
    { schema: { tags, body: SaveFavoritePlanInput, response: { 201: FavoriteMealPlan } } },
    async (req, reply) => {
      const user = await requireUser(req);
      return reply.code(201).send(
        await saveFavoriteMealPlan(app.db, {
          userId: user.id,
          planUserId: await planOwnerId(app.db, user.id),
          weekStart: req.body.week,
          name: req.body.name,
        }),
      );
    },
  );

  r.delete('/api/favorites/meal-plans/:id', { schema: { tags, params: FavoritePlanParams } }, async (req, reply) => {
    const user = await requireUser(req);
    await removeFavoriteMealPlan(app.db, { userId: user.id, id: req.params.id });
    return reply.code(204).send();
  });
}
