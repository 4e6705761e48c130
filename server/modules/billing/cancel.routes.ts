import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CANCEL_MESSAGES } from '../../../domain/billing';
import { AppError } from '../../../domain/errors';
import { user } from '../../db/schema';
import { requireUser } from '../accounts/session';
import { subscriptionFor } from './payments';

const CancelResult = z.object({
  plan: z.string(),
  planExpiryDate: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

/**
 * Cancelling (the refund policy's promise): nothing renews by itself, so a cancelled plan simply runs to its end
 * date and then becomes Basic, with no renewal reminder on the way. Keeping the plan undoes it; paying again renews.
 */
export async function cancelRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  r.post(
    '/api/billing/cancel',
    { schema: { tags, summary: 'Cancel the running paid plan at its end date', response: { 200: CancelResult } } },
    async (req) => {
      const me = await requireUser(req);
      const now = new Date();
      const sub = await subscriptionFor(app.db, me.id, now);
      if (sub.plan === 'free') throw new AppError('CONFLICT', CANCEL_MESSAGES.nothingToCancel);
      // Cancelling twice keeps the first date.
      if (sub.cancelledAt) return { plan: sub.plan, planExpiryDate: sub.planExpiryDate, cancelledAt: sub.cancelledAt };
      await app.db
        .update(user)
        .set({ planCancelledAt: now, updatedAt: now })
        .where(and(eq(user.id, me.id), ne(user.plan, 'free'), gt(user.planExpiresAt, now)));
      return { plan: sub.plan, planExpiryDate: sub.planExpiryDate, cancelledAt: now.toISOString() };
    },
  );

  r.delete(
    '/api/billing/cancel',
    { schema: { tags, summary: 'Keep the plan: undo a cancellation', response: { 200: CancelResult } } },
    async (req) => {
      const me = await requireUser(req);
      const now = new Date();
      const sub = await subscriptionFor(app.db, me.id, now);
      if (sub.plan === 'free' || !sub.cancelledAt) throw new AppError('CONFLICT', CANCEL_MESSAGES.notCancelled);
      await app.db.update(user).set({ planCancelledAt: null, updatedAt: now }).where(eq(user.id, me.id));
      return { plan: sub.plan, planExpiryDate: sub.planExpiryDate, cancelledAt: null };
    },
  );
}
