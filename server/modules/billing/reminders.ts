import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Plan } from '../../../domain/plans';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import { renewalReminders, user } from '../../db/schema';
import { renewalReminderEmail } from './billing-emails';

/** The renewal reminder goes out 3 days before a paid plan's expiry (spec 000 section 9, refund policy). */
export const REMINDER_DAYS_BEFORE = 3;
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Sends each due reminder once per user and expiry date, even with several instances running: a
 * reminder is claimed with INSERT ... ON CONFLICT DO NOTHING before the e-mail goes out, and the
 * claim is given back when sending fails so the next run tries again. Returns the number sent.
 */
export async function sendRenewalReminders(
  { db, mailer, appUrl, log }: { db: Db; mailer: Mailer; appUrl: string; log?: Logger },
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: user.id, email: user.email, name: user.name, plan: user.plan, expiresAt: user.planExpiresAt })
    .from(user)
    .where(and(inArray(user.plan, ['plus', 'premium']), gt(user.planExpiresAt, now), lte(user.planExpiresAt, new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS))));
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
      await mailer.send(renewalReminderEmail({ email: person.email, name: person.name, plan: person.plan as Plan, expiresAt: person.expiresAt }, appUrl));
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

/** Runs the reminders now and every hour while the app is up (main.ts starts it; tests call sendRenewalReminders). */
export function startRenewalReminders(app: FastifyInstance): void {
  const run = () =>
    void sendRenewalReminders({ db: app.db, mailer: app.mailer, appUrl: app.config.APP_URL, log: app.log }).catch((err: unknown) =>
      app.log.error({ err }, 'renewal reminders failed'),
    );
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, REMINDER_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
