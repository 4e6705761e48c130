import type { FastifyInstance } from 'fastify';
import { downgradeExpiredPlans } from './expiry';
import { sendRenewalReminders } from './reminders';

export const BILLING_JOB_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The billing jobs, 30 s after start and then every hour while the app is up: renewal reminders, then
 * ending expired plans. Each is safe to run on several instances at once (see their comments).
 * main.ts starts them; tests call the jobs directly.
 */
export function startBillingJobs(app: FastifyInstance): void {
  const deps = { db: app.db, mailer: app.mailer, appUrl: app.config.APP_URL, log: app.log };
  const run = async () => {
    await sendRenewalReminders(deps).catch((err: unknown) => app.log.error({ err }, 'renewal reminders failed'));
    await downgradeExpiredPlans(deps).catch((err: unknown) => app.log.error({ err }, 'ending expired plans failed'));
  };
  const first = setTimeout(() => void run(), 30_000);
  const timer = setInterval(() => void run(), BILLING_JOB_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
