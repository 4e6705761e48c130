import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/mail/mailer';
import { user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { downgradeExpiredPlans } from './expiry';
import { subscriptionFor } from './payments';
import { consumeQuota } from './quotas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('ending expired plans', () => {
  it('moves expired paid plans back to free once, even when run concurrently, and tells each person once', async () => {
    const now = new Date('2031-01-15T09:00:00Z');
    const expired = await buildUser(t.app);
    const running = await buildUser(t.app);
    const free = await buildUser(t.app);
    const endedAt = new Date(now.getTime() - 60_000);
    await t.database.db.update(user).set({ plan: 'plus', planExpiresAt: endedAt }).where(eq(user.id, expired.id));
    await t.database.db
      .update(user)
      .set({ plan: 'plus', planExpiresAt: new Date(now.getTime() + 5 * DAY) })
      .where(eq(user.id, running.id));

    const sent: MailMessage[] = [];
    const deps = {
      db: t.database.db,
      mailer: { send: async (m: MailMessage) => void sent.push(m) },
      appUrl: t.config.APP_URL,
    };
    const counts = await Promise.all([
      downgradeExpiredPlans(deps, now),
      downgradeExpiredPlans(deps, now),
      downgradeExpiredPlans(deps, now),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await downgradeExpiredPlans(deps, new Date(now.getTime() + DAY))).toBe(0);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[expired.email, 'Your Mealwise Plus plan has ended']]);

    const rows = await t.database.db
      .select({ id: user.id, plan: user.plan, planExpiresAt: user.planExpiresAt })
      .from(user);
    const of = (id: string) => rows.find((r) => r.id === id);
    expect(of(expired.id)).toEqual({ id: expired.id, plan: 'free', planExpiresAt: endedAt });
    expect(of(running.id)?.plan).toBe('plus');
    expect(of(free.id)?.plan).toBe('free');
    // The lookup reads the same before and after the job: an ended paid plan.
    expect(await subscriptionFor(t.database.db, expired.id, now)).toEqual({
      plan: 'free',
      planExpiryDate: endedAt.toISOString(),
      isExpired: true,
      daysUntilExpiry: 0,
      cancelledAt: null,
    });
    expect(await subscriptionFor(t.database.db, free.id, now)).toEqual({
      plan: 'free',
      planExpiryDate: null,
      isExpired: false,
      daysUntilExpiry: null,
      cancelledAt: null,
    });
  });

  it('takes quotas away with the plan', async () => {
    const u = await buildUser(t.app);
    const now = new Date();
    await t.database.db
      .update(user)
      .set({ plan: 'plus', planExpiresAt: new Date(now.getTime() + DAY) })
      .where(eq(user.id, u.id));
    const plus = (await subscriptionFor(t.database.db, u.id, now)).plan;
    await expect(
      consumeQuota(t.database.db, { userId: u.id, plan: plus, feature: 'generated_plans', now }),
    ).resolves.toEqual({ used: 1, limit: 5 });
    const later = new Date(now.getTime() + 2 * DAY);
    const deps = { db: t.database.db, mailer: { send: async () => undefined }, appUrl: t.config.APP_URL };
    expect(await downgradeExpiredPlans(deps, later)).toBeGreaterThanOrEqual(1);
    const free = (await subscriptionFor(t.database.db, u.id, later)).plan;
    expect(free).toBe('free');
    await expect(
      consumeQuota(t.database.db, { userId: u.id, plan: free, feature: 'generated_plans', now: later }),
    ).rejects.toMatchObject({ code: 'PLAN_REQUIRED' });
  });
});
