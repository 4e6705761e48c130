import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HouseholdSize, HouseholdSizeInput } from '../../../domain/household.schema';
import { requireUser } from '../accounts/session';
import { getHouseholdSize } from './household.queries';
import { changeHouseholdSize } from './household.service';
import { planOwnerId } from './plan-owner';

const tags = ['household'];

/** How many people eat: the signed-in person's own setting, read by the plan, the grocery list and the PDF. */
export async function householdRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/household/size',
    { schema: { tags, summary: 'How many people eat', response: { 200: HouseholdSize } } },
    async (req) => {
      const user = await requireUser(req);
      return getHouseholdSize(app.db, { userId: await planOwnerId(app.db, user.id) });
    },
  );

  r.put(
    '/api/household/size',
    {
      schema: {
        tags,
        summary: 'Set how many people eat, with rows of the grid that differ',
        body: HouseholdSizeInput,
        response: { 200: HouseholdSize },
      },
    },
    async (req) => {
      const user = await requireUser(req);
      return changeHouseholdSize(app.db, { userId: await planOwnerId(app.db, user.id), size: req.body });
    },
  );
}
