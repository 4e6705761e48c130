import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MyRating, RateInput } from '../../../domain/ratings';
import { getSessionUser, requireUser } from '../accounts/session';
import { getMyRating, rateRecipe } from './ratings.queries';

const tags = ['ratings'];
const RecipeParams = z.object({
  id: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .positive()
    .max(2 ** 31 - 1),
});

export async function ratingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/recipes/:id/rating',
    { schema: { tags, params: RecipeParams, response: { 200: MyRating } } },
    async (req) => {
      const user = await getSessionUser(req);
      return getMyRating(app.db, { userId: user?.id ?? null, recipeId: req.params.id });
    },
  );

  r.put(
    '/api/recipes/:id/rating',
    { schema: { tags, params: RecipeParams, body: RateInput, response: { 200: MyRating } } },
    async (req) => {
      const user = await requireUser(req);
      return rateRecipe(app.db, { userId: user.id, recipeId: req.params.id, stars: req.body.stars });
    },
  );
}
