import type { FastifyInstance } from 'fastify';
import { ADVISORY_LOCKS, type Database } from '../../db/client';
import { downgradeExpiredPlans } from './expiry';
import { sendRenewalReminders, type JobDeps } from './reminders';

export const BILLING_JOB_INTERVAL_MS = 60 * 60 * 1000;

/**
 * One sweep of the billing jobs: renewal reminders, then ending expired plans. With several instances the
 * sweep runs on one at a time (a PostgreSQL advisory lock, not waited for: an instance that finds it taken
 * skips this round), and each reminder and each downgrade is claimed row by row, so it happens once even if
 * two sweeps did overlap. Returns false when another instance was sweeping.
 */
export async function runBillingJobs(
  database: Database,
  deps: JobDeps & { log: NonNullable<JobDeps['log']> },
): Promise<boolean> {
  const { ran } = await database.withAdvisoryLock(
    ADVISORY_LOCKS.billingJobs,
    async () => {
      await sendRenewalReminders(deps).catch((err: unknown) => deps.log.error({ err }, 'renewal reminders failed'));
      await downgradeExpiredPlans(deps).catch((err: unknown) => deps.log.error({ err }, 'ending expired plans failed'));
    },
    { wait: false },
  );
  return ran;
}

/** The billing jobs, 30 s after start and then every hour while the app is up. main.ts starts them. */
export function startBillingJobs(app: FastifyInstance): void {
  const deps = { db: app.db, mailer: app.mailer, appUrl: app.config.APP_URL, log: app.log };
  const run = () =>
    runBillingJobs(app.database, deps).catch((err: unknown) => app.log.error({ err }, 'billing jobs failed'));
  const first = setTimeout(() => void run(), 30_000);
  const timer = setInterval(() => void run(), BILLING_JOB_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
