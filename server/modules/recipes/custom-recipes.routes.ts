import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CustomRecipeInput } from '../../../domain/custom-recipes';
import { requireUser } from '../accounts/session';
import { createCustomRecipe, deleteCustomRecipe, requireCustomRecipesPlan } from './custom-recipes.queries';

const tags = ['recipes'];
const Params = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const Created = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** Custom recipes (spec 001 section 2, Add New Recipe): Plus and Premium only; each belongs to its author. */
export async function customRecipeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/recipes/custom',
    { schema: { tags, body: CustomRecipeInput, response: { 201: Created } } },
    async (req, reply) => {
      const me = await requireUser(req);
      await requireCustomRecipesPlan(app.db, { userId: me.id });
      return reply.code(201).send(await createCustomRecipe(app.db, { userId: me.id, input: req.body }));
    },
  );

  r.delete('/api/recipes/custom/:id', { schema: { tags, params: Params } }, async (req, reply) => {
    const me = await requireUser(req);
    await deleteCustomRecipe(app.db, { userId: me.id, id: req.params.id });
    return reply.code(204).send();
  });
}
