import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { DAY_MS, RENEWAL_REMINDER_DAYS, type Plan } from '../../../domain/plans';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import { renewalReminders, user } from '../../db/schema';
import { renewalReminderEmail } from './billing-emails';

export interface JobDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log?: { error(obj: object, msg: string): void };
}

/**
 * Sends each due reminder once per user and expiry date, even with several instances running: a
 * reminder is claimed with INSERT ... ON CONFLICT DO NOTHING before the e-mail goes out, and the
 * claim is given back when sending fails so the next run tries again. Returns the number sent.
 */
export async function sendRenewalReminders({ db, mailer, appUrl, log }: JobDeps, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: user.id, email: user.email, name: user.name, plan: user.plan, expiresAt: user.planExpiresAt })
    .from(user)
    .where(
      and(
        inArray(user.plan, ['plus', 'premium']),
        // A cancelled plan is not going to be renewed: no reminder to renew it.
        isNull(user.planCancelledAt),
        gt(user.planExpiresAt, now),
        lte(user.planExpiresAt, new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS)),
      ),
    );
  let sent = 0;
  for (const person of due) {
    if (!person.expiresAt) continue;
    const claim = await db
      .insert(renewalReminders)
      .values({ userId: person.id, expiresAt: person.expiresAt, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: renewalReminders.userId });
    if (!claim.length) continue;
    try {
      await mailer.send(
        renewalReminderEmail(
          { email: person.email, name: person.name, plan: person.plan as Plan, expiresAt: person.expiresAt },
          appUrl,
        ),
      );
      sent += 1;
    } catch (err) {
      log?.error({ err, userId: person.id }, 'renewal reminder e-mail failed');
      await db
        .delete(renewalReminders)
        .where(and(eq(renewalReminders.userId, person.id), eq(renewalReminders.expiresAt, person.expiresAt)));
    }
  }
  return sent;
}
