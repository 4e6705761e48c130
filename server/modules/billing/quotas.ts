import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { QUOTAS, quotaPeriod, type Plan, type QuotaFeature } from '../../../domain/plans';
import { countOf } from '../../../domain/words';
import type { Db } from '../../db/client';
import { usageCounters } from '../../db/schema';

const LABELS: Record<QuotaFeature, string> = { generated_plans: 'generated meal plan', pantry_scans: 'pantry scan' };

/** 'You have used all 5 pantry scans...', and for a plan of one: 'You have used your 1 pantry scan...'. */
export const quotaSpentMessage = (feature: QuotaFeature, limit: number) =>
  `You have used ${limit === 1 ? 'your' : 'all'} ${countOf(limit, LABELS[feature])} of your plan this month. Upgrade for more.`;

export interface QuotaUse {
  used: number;
  limit: number | null;
}

/**
 * Takes one use of a metered feature for this month, atomically: concurrent requests can never pass
 * the plan's limit (one conditional upsert per use). Throws PLAN_REQUIRED when the plan does not
 * include the feature and QUOTA_EXCEEDED when the month's uses are spent.
 */
export async function consumeQuota(
  db: Db,
  { userId, plan, feature, now = new Date() }: { userId: string; plan: Plan; feature: QuotaFeature; now?: Date },
): Promise<QuotaUse> {
  const limit = QUOTAS[feature][plan];
  if (limit === 0)
    throw new AppError('PLAN_REQUIRED', `Your plan does not include ${LABELS[feature]}s. Upgrade to Plus to use them.`);
  const period = quotaPeriod(now);
  const rows = await db
    .insert(usageCounters)
    .values({ userId, feature, period, count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.feature, usageCounters.period],
      set: { count: sql`${usageCounters.count} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${usageCounters.count} < ${limit}` }),
    })
    .returning({ count: usageCounters.count });
  const used = rows[0]?.count;
  if (used === undefined) {
    throw new AppError('QUOTA_EXCEEDED', quotaSpentMessage(feature, limit!), { limit });
  }
  return { used, limit };
}

/** Gives a use back when the work it paid for failed. */
export async function releaseQuota(
  db: Db,
  { userId, feature, now = new Date() }: { userId: string; feature: QuotaFeature; now?: Date },
): Promise<void> {
  await db
    .update(usageCounters)
    .set({ count: sql`greatest(${usageCounters.count} - 1, 0)` })
    .where(
      and(
        eq(usageCounters.userId, userId),
        eq(usageCounters.feature, feature),
        eq(usageCounters.period, quotaPeriod(now)),
      ),
    );
}

export async function quotaUsage(
  db: Db,
  { userId, plan, feature, now = new Date() }: { userId: string; plan: Plan; feature: QuotaFeature; now?: Date },
): Promise<QuotaUse> {
  const [row] = await db
    .select({ count: usageCounters.count })
    .from(usageCounters)
    .where(
      and(
        eq(usageCounters.userId, userId),
        eq(usageCounters.feature, feature),
        eq(usageCounters.period, quotaPeriod(now)),
      ),
    );
  return { used: row?.count ?? 0, limit: QUOTAS[feature][plan] };
}
