import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import { MEAL_PLAN_MESSAGES, WeekParams } from '../../../domain/meal-plans';
import { planHas } from '../../../domain/plans';
import { planOwnerId } from '../household/plan-owner';
import { requireUser } from '../accounts/session';
import { subscriptionFor } from '../billing/payments';
import { buildGroceryList, getGroceryList } from '../grocery/grocery.queries';
import { getTableSize } from '../household/table-size';
import { getWeekPlan } from '../meal-plans/meal-plans.queries';
import { PAPER_SIZES, renderPlanPdf, type Paper } from './plan-pdf';

export const PDF_MESSAGES = {
  premiumOnly: 'Export to PDF is part of Premium. Upgrade to Premium to download your week as a PDF.',
  emptyPlan: 'Add recipes to the meal plan before exporting it',
  paper: 'Paper must be a4 or letter',
} as const;

const PdfQuery = z.object({
  paper: z.enum(Object.keys(PAPER_SIZES) as [Paper, ...Paper[]], { error: PDF_MESSAGES.paper }).default('a4'),
});

/** Export to PDF (Premium): the week's plan and its grocery list, made on the server. */
export async function planExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/meal-plans/:week/pdf',
    {
      schema: {
        tags: ['meal-plans'],
        summary: "The week's plan and grocery list as a PDF (Premium)",
        params: WeekParams,
        querystring: PdfQuery,
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const { plan: tier } = await subscriptionFor(app.db, user.id);
      if (!planHas('pdf_export', tier)) throw new AppError('PLAN_REQUIRED', PDF_MESSAGES.premiumOnly);
      const weekStart = req.params.week;
      const ownerId = await planOwnerId(app.db, user.id);
      const { plan } = await getWeekPlan(app.db, { userId: ownerId, weekStart });
      if (!plan) throw new AppError('NOT_FOUND', MEAL_PLAN_MESSAGES.noPlan);
      if (!plan.entries.length) throw new AppError('BAD_REQUEST', PDF_MESSAGES.emptyPlan);
      // The list as the person keeps it (ticks, own lines); a week without one gets it made, as 'Generate Grocery List' would.
      const list = await getGroceryList(app.db, { userId: ownerId, weekStart }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND')
          return buildGroceryList(app.db, { userId: ownerId, weekStart });
        throw error;
      });
      const household = await getTableSize(app.db, { ownerId });
      const pdf = await renderPlanPdf({ plan, list, household, paper: req.query.paper });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="mealwise-week-${plan.weekStart}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
