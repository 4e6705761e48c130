import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/billing';
import { loadConfig } from '../../config';
import { orders, user } from '../../db/schema';
import { runSeeds } from '../../db/seed/run-seeds';
import { preferencesSeed } from '../preferences/preferences.seed';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN, outbox } from '../../test/factories';
import { authSecret } from '../accounts/dev-secret';
import { decryptRequest, encryptResponse, sandboxWorkingKey, type PaymentRequest } from './ccavenue';
import { subscriptionFor } from './payments';
import { consumeQuota } from './quotas';

/** PREMIUM_ON_SALE=true: Premium is bought like Plus, through the same gateway, at the prices of domain/pricing.ts. */
let t: TestApp;
let off: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false', PREMIUM_ON_SALE: 'true' }, { catalogue: true });
  await runSeeds(t.database.db, { info: () => undefined }, [preferencesSeed]);
  off = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  key = sandboxWorkingKey(authSecret(t.config));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const DAY = 24 * 60 * 60 * 1000;
let calls = 0;
const checkout = (app: TestApp, cookie: string, payload: Record<string, unknown>) =>
  app.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { cookie, origin: ORIGIN },
    payload,
    remoteAddress: `10.1.0.${++calls}`,
  });

async function buy(cookie: string, region = 'US'): Promise<PaymentRequest> {
  const res = await checkout(t, cookie, { plan: 'premium', region });
  expect(res.statusCode).toBe(200);
  return decryptRequest(res.json<{ encRequest: string }>().encRequest, key);
}

const answer = (req: PaymentRequest, order_status = 'Success') =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/response',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://secure.ccavenue.com' },
    payload: new URLSearchParams({
      encResp: encryptResponse(
        { order_id: req.order_id, tracking_id: 'T9', order_status, amount: req.amount, currency: req.currency },
        key,
      ),
    }).toString(),
  });

describe('Premium on sale', () => {
  it('is off unless the operator says so, and a bad value stops the server at boot', async () => {
    expect(loadConfig({}).PREMIUM_ON_SALE).toBe(false);
    expect(loadConfig({ PREMIUM_ON_SALE: 'true' }).PREMIUM_ON_SALE).toBe(true);
    expect(() => loadConfig({ PREMIUM_ON_SALE: 'yes please' })).toThrow(/PREMIUM_ON_SALE/);
    expect((await off.app.inject({ method: 'GET', url: '/api/billing/plans' })).json()).toEqual({ plans: ['plus'] });
    const u = await buildUser(off.app);
    const refused = await checkout(off, u.cookie, { plan: 'premium' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(CHECKOUT_MESSAGES.comingSoon);
  });

  it('tells everyone, visitors too, that Premium is on sale', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ plans: ['plus', 'premium'] });
  });

  it('prices Premium on the server in each region’s currency', async () => {
    const u = await buildUser(t.app);
    const cases: [string, string, string][] = [
      ['US', '5.99', 'USD'],
      ['IN', '599.00', 'INR'],
      ['GB', '4.99', 'GBP'],
      ['JP', '980', 'JPY'],
      ['DE', '5.99', 'EUR'],
      ['BR', '29.90', 'BRL'],
    ];
    for (const [region, amount, currency] of cases) {
      const res = await checkout(t, u.cookie, { plan: 'premium', region, amount: 0.01 });
      expect(decryptRequest(res.json<{ encRequest: string }>().encRequest, key), region).toMatchObject({
        amount,
        currency,
      });
    }
  });

  it('activates Premium for 30 days, mails it, and lifts the quotas', async () => {
    const u = await buildUser(t.app);
    const req = await buy(u.cookie, 'IN');
    const before = Date.now();
    const res = await answer(req);
    expect(res.headers.location).toBe(`${t.config.APP_URL}/payment-success?plan=premium`);
    const sub = await subscriptionFor(t.database.db, u.id);
    expect(sub.plan).toBe('premium');
    expect(new Date(sub.planExpiryDate!).getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(outbox(t.app).filter((m) => m.to === u.email && /Premium plan is active/.test(m.subject))).toHaveLength(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, req.order_id));
    expect(order).toMatchObject({ plan: 'premium', amount: '599.00', currency: 'INR', status: 'paid' });

    for (let i = 0; i < 8; i += 1)
      await consumeQuota(t.database.db, { userId: u.id, plan: sub.plan, feature: 'generated_plans' });
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: { cookie: u.cookie } })
    ).json();
    expect(status).toMatchObject({
      plan: 'premium',
      daysUntilExpiry: 30,
      usage: { generated_plans: { used: 8, limit: null }, pantry_scans: { used: 0, limit: null } },
    });
  });

  it('upgrades a running Plus (its days go on as Premium), and refuses Plus over a running Premium', async () => {
    const u = await buildUser(t.app);
    const plusUntil = new Date(Date.now() + 10 * DAY);
    await t.database.db.update(user).set({ plan: 'plus', planExpiresAt: plusUntil }).where(eq(user.id, u.id));
    await answer(await buy(u.cookie));
    const sub = await subscriptionFor(t.database.db, u.id);
    expect(sub.plan).toBe('premium');
    expect(new Date(sub.planExpiryDate!).getTime()).toBe(plusUntil.getTime() + 30 * DAY);

    const plus = await checkout(t, u.cookie, { plan: 'plus' });
    expect(plus.statusCode).toBe(409);
    expect(plus.json().error.message).toBe(CHECKOUT_MESSAGES.premiumRunning);
    expect(
      (await t.database.db.select().from(orders).where(eq(orders.userId, u.id))).filter((o) => o.plan === 'plus'),
    ).toHaveLength(0);
  });

  it('unlocks the Premium-only preference filters (advanced dietary preferences) once bought', async () => {
    const u = await buildUser(t.app);
    const cooking = async () => {
      const categories = (
        await t.app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie: u.cookie } })
      ).json<{ filters: { key: string; allowed: boolean }[] }[]>();
      return categories.flatMap((c) => c.filters).find((f) => f.key === 'cooking_style');
    };
    expect(await cooking()).toMatchObject({ allowed: false });
    await answer(await buy(u.cookie));
    expect(await cooking()).toMatchObject({ allowed: true });
  });
});
