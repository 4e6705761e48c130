import { and, inArray, lte, ne } from 'drizzle-orm';
import { isPlan } from '../../../domain/plans';
import { user } from '../../db/schema';
import { planEndedEmail } from './billing-emails';
import type { JobDeps } from './reminders';

const BATCH = 500;

/**
 * Moves paid plans whose expiry has passed back to free (spec 000 section 4: an expired paid plan is
 * treated as free; reads already do so through subscriptionOf, this makes the stored row agree) and
 * tells each person once. Rows are taken with FOR UPDATE SKIP LOCKED in short transactions, so with
 * several instances each expired plan is ended, and mailed about, by exactly one of them. A payment
 * that extends the plan locks the same row, so it cannot be lost in between. The expiry date is kept.
 */
export async function downgradeExpiredPlans({ db, mailer, appUrl, log }: JobDeps, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const ended = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: user.id, email: user.email, name: user.name, plan: user.plan, expiresAt: user.planExpiresAt })
        .from(user)
        .where(and(ne(user.plan, 'free'), lte(user.planExpiresAt, now)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length)
        await tx
          .update(user)
          .set({ plan: 'free', planCancelledAt: null, updatedAt: now })
          .where(
            inArray(
              user.id,
              rows.map((r) => r.id),
            ),
          );
      return rows;
    });
    for (const person of ended) {
      if (!person.expiresAt || !isPlan(person.plan) || person.plan === 'free') continue;
      await mailer
        .send(
          planEndedEmail(
            { email: person.email, name: person.name, plan: person.plan, expiresAt: person.expiresAt },
            appUrl,
          ),
        )
        .catch((err: unknown) => log?.error({ err, userId: person.id }, 'plan ended e-mail failed'));
    }
    total += ended.length;
    if (ended.length < BATCH) return total;
  }
}
