import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { consumeQuota, quotaUsage, releaseQuota } from './quotas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

describe('quotas', () => {
  it('refuses a feature the plan does not include', async () => {
    const u = await buildUser(t.app);
    await expect(
      consumeQuota(t.database.db, { userId: u.id, plan: 'free', feature: 'generated_plans' }),
    ).rejects.toMatchObject({ code: 'PLAN_REQUIRED' });
  });

  it('lets exactly the limit through when ten requests race for the last use', async () => {
    const u = await buildUser(t.app);
    for (let i = 0; i < 4; i += 1)
      await consumeQuota(t.database.db, { userId: u.id, plan: 'plus', feature: 'generated_plans' });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        consumeQuota(t.database.db, { userId: u.id, plan: 'plus', feature: 'generated_plans' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason.code === 'QUOTA_EXCEEDED'),
    ).toBe(true);
    expect(await quotaUsage(t.database.db, { userId: u.id, plan: 'plus', feature: 'generated_plans' })).toEqual({
      used: 5,
      limit: 5,
    });
  });

  it('counts per month and per person, gives uses back, and never limits Premium', async () => {
    const a = await buildUser(t.app);
    const b = await buildUser(t.app);
    await consumeQuota(t.database.db, {
      userId: a.id,
      plan: 'free',
      feature: 'pantry_scans',
      now: new Date('2026-01-31T23:00:00Z'),
    });
    await consumeQuota(t.database.db, {
      userId: a.id,
      plan: 'free',
      feature: 'pantry_scans',
      now: new Date('2026-02-01T01:00:00Z'),
    });
    await consumeQuota(t.database.db, {
      userId: b.id,
      plan: 'free',
      feature: 'pantry_scans',
      now: new Date('2026-02-01T01:00:00Z'),
    });
    const now = new Date('2026-02-10T00:00:00Z');
    await expect(
      consumeQuota(t.database.db, { userId: a.id, plan: 'free', feature: 'pantry_scans', now }),
    ).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: 'You have used your 1 pantry scan of your plan this month. Upgrade for more.',
    });
    await releaseQuota(t.database.db, { userId: a.id, feature: 'pantry_scans', now });
    await expect(
      consumeQuota(t.database.db, { userId: a.id, plan: 'free', feature: 'pantry_scans', now }),
    ).resolves.toEqual({ used: 1, limit: 1 });
    for (let i = 0; i < 12; i += 1)
      await consumeQuota(t.database.db, { userId: b.id, plan: 'premium', feature: 'pantry_scans', now });
  });
});
