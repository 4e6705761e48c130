import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WeekParams } from '../../../domain/meal-plans';
import { NutritionSummary } from '../../../domain/nutrition-summary.schema';
import { requireUser } from '../accounts/session';
import { planOwnerId } from '../household/plan-owner';
import { getNutritionSummary } from './nutrition.queries';

export async function nutritionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/nutrition/:week',
    { schema: { tags: ['nutrition'], params: WeekParams, response: { 200: NutritionSummary } } },
    async (req) => {
      const user = await requireUser(req);
      const planUserId = await planOwnerId(app.db, user.id);
      return getNutritionSummary(app.db, { userId: user.id, planUserId, weekStart: req.params.week });
    },
  );
}
