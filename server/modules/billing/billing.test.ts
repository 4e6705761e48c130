import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orders, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN, outbox } from '../../test/factories';
import { authSecret } from '../accounts/dev-secret';
import { CHECKOUT_MESSAGES } from '../../../domain/billing';
import { decryptRequest, encrypt, encryptResponse, sandboxWorkingKey, type PaymentRequest } from './ccavenue';
import { consumeQuota } from './quotas';
import { subscriptionFor } from './payments';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  key = sandboxWorkingKey(authSecret(t.config));
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

let calls = 0;
/** Each call from its own address, so that only the rate-limit test meets the per-address limit. */
async function checkout(
  cookie: string,
  payload: Record<string, unknown>,
  remoteAddress = `10.0.${Math.floor(++calls / 250)}.${calls % 250}`,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { cookie, origin: ORIGIN },
    payload,
    remoteAddress,
  });
}

async function startOrder(
  cookie: string,
  payload: Record<string, unknown> = { plan: 'plus', region: 'IN' },
): Promise<PaymentRequest> {
  const res = await checkout(cookie, payload);
  expect(res.statusCode).toBe(200);
  return decryptRequest(res.json<{ encRequest: string }>().encRequest, key);
}

async function answer(encResp: string) {
  // The gateway posts a form from its own site: no Origin of ours.
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/response',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://secure.ccavenue.com' },
    payload: new URLSearchParams({ encResp, orderNo: 'x' }).toString(),
  });
}

const respond = (
  req: PaymentRequest,
  order_status: string,
  over: Partial<Record<'amount' | 'currency' | 'order_id', string>> = {},
) =>
  encryptResponse(
    { order_id: req.order_id, tracking_id: 'T1', order_status, amount: req.amount, currency: req.currency, ...over },
    key,
  );

describe('checkout', () => {
  it('refuses visitors, Premium and free', async () => {
    const visitor = await checkout('', { plan: 'plus' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('Please sign in to subscribe to a plan.');
    const u = await buildUser(t.app);
    const premium = await checkout(u.cookie, { plan: 'premium' });
    expect(premium.statusCode).toBe(400);
    expect(premium.json().error.message).toBe(CHECKOUT_MESSAGES.comingSoon);
    expect((await checkout(u.cookie, { plan: 'free' })).statusCode).toBe(400);
    for (const body of [{}, { plan: 'gold' }, { plan: 'plus', region: 'x'.repeat(40) }])
      expect((await checkout(u.cookie, body)).statusCode).toBe(400);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(0);
  });

  it('prices the order on the server from plan and region, ignoring amounts sent by the client', async () => {
    const u = await buildUser(t.app);
    const res = await checkout(u.cookie, { plan: 'plus', region: 'IN', amount: 0.01, currency: 'USD' });
    const body = res.json<{ success: boolean; paymentUrl: string; encRequest: string; accessCode: string }>();
    expect(body).toMatchObject({
      success: true,
      paymentUrl: `${t.config.APP_URL}/api/billing/sandbox`,
      accessCode: 'SANDBOXACCESSCODE',
    });
    const req = decryptRequest(body.encRequest, key);
    expect(req).toMatchObject({
      amount: '299.00',
      currency: 'INR',
      billing_email: u.email,
      redirect_url: `${t.config.APP_URL}/api/billing/response`,
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, req.order_id));
    expect(order).toMatchObject({
      userId: u.id,
      plan: 'plus',
      amount: '299.00',
      currency: 'INR',
      status: 'pending',
      appliedAt: null,
    });
    expect(
      decryptRequest((await checkout(u.cookie, { plan: 'plus' })).json<{ encRequest: string }>().encRequest, key),
    ).toMatchObject({ amount: '2.99', currency: 'USD' });
    expect(
      decryptRequest(
        (await checkout(u.cookie, { plan: 'plus', region: 'GB' })).json<{ encRequest: string }>().encRequest,
        key,
      ),
    ).toMatchObject({ amount: '2.49', currency: 'GBP' });
  });
});

describe('sandbox gateway', () => {
  it('shows the order and offers Success, Failure and Cancel posting encResp to the return URL', async () => {
    const u = await buildUser(t.app);
    const res = await checkout(u.cookie, { plan: 'plus', region: 'IN' });
    const { encRequest, accessCode } = res.json<{ encRequest: string; accessCode: string }>();
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/billing/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams({ encRequest, access_code: accessCode }).toString(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of [
      'Plus',
      '299.00',
      'INR',
      decryptRequest(encRequest, key).order_id,
      '>Success<',
      '>Failure<',
      '>Cancel<',
    ])
      expect(page.body).toContain(text);
    expect(page.body.match(/name="encResp"/g)).toHaveLength(3);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/billing/sandbox?encRequest=${encRequest.slice(0, -32)}&access_code=${accessCode}`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('payment answer', () => {
  it('activates the plan for 30 days exactly once, even when the answer is replayed', async () => {
    const u = await buildUser(t.app);
    const req = await startOrder(u.cookie);
    const enc = respond(req, 'Success');
    const before = Date.now();
    const first = await answer(enc);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`${t.config.APP_URL}/payment-success?plan=plus`);
    const sub = await subscriptionFor(t.database.db, u.id);
    expect(sub.plan).toBe('plus');
    const expiry = new Date(sub.planExpiryDate!).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * DAY);

    const replays = await Promise.all([answer(enc), answer(enc), answer(enc)]);
    expect(replays.map((r) => r.headers.location)).toEqual(
      Array(3).fill(`${t.config.APP_URL}/payment-success?plan=plus`),
    );
    expect((await subscriptionFor(t.database.db, u.id)).planExpiryDate).toBe(sub.planExpiryDate);
    expect(outbox(t.app).filter((m) => m.to === u.email && /plan is active/.test(m.subject))).toHaveLength(1);
    const acts = await t.database.db.select().from(activityLog).where(eq(activityLog.userId, u.id));
    expect(acts.filter((a) => a.kind === 'plan_purchased').map((a) => a.summary)).toEqual([
      'Purchased the Plus plan for 30 days',
    ]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, req.order_id));
    expect(order).toMatchObject({ status: 'paid', gatewayTrackingId: 'T1' });

    // A second purchase extends from the current expiry.
    await answer(respond(await startOrder(u.cookie), 'Success'));
    expect(new Date((await subscriptionFor(t.database.db, u.id)).planExpiryDate!).getTime()).toBe(expiry + 30 * DAY);
  });

  it('maps Aborted, Failure and unknown statuses, and does not activate', async () => {
    const u = await buildUser(t.app);
    const cases: [string, string, string][] = [
      ['Aborted', 'aborted', 'aborted'],
      ['Failure', 'failure', 'failed'],
      ['Invalid', 'other', 'failed'],
    ];
    for (const [status, reason, stored] of cases) {
      const req = await startOrder(u.cookie);
      const res = await answer(respond(req, status));
      expect(res.headers.location).toBe(`${t.config.APP_URL}/payment-failed?reason=${reason}`);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, req.order_id));
      expect(order?.status).toBe(stored);
    }
    expect((await subscriptionFor(t.database.db, u.id)).plan).toBe('free');
  });

  it('refuses amount, currency and order mismatches and tampered, truncated or foreign-key answers', async () => {
    const u = await buildUser(t.app);
    const req = await startOrder(u.cookie);
    const good = respond(req, 'Success');
    const bad = [
      respond(req, 'Success', { amount: '1.00' }),
      respond(req, 'Success', { currency: 'USD' }),
      respond(req, 'Success', { order_id: 'MWNOSUCHORDER' }),
      good.slice(0, -2) + (good.endsWith('00') ? '01' : '00'),
      good.slice(0, -32),
      good.slice(0, -7),
      encryptResponse(
        {
          order_id: req.order_id,
          tracking_id: 'T',
          order_status: 'Success',
          amount: req.amount,
          currency: req.currency,
        },
        'foreign working key',
      ),
      encrypt('order_status=Success', key),
      '',
    ];
    for (const enc of bad)
      expect((await answer(enc)).headers.location).toBe(`${t.config.APP_URL}/payment-failed?reason=error`);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/billing/response',
      headers: { origin: 'https://secure.ccavenue.com' },
    });
    expect(noBody.headers.location).toBe(`${t.config.APP_URL}/payment-failed?reason=error`);
    expect((await subscriptionFor(t.database.db, u.id)).plan).toBe('free');
  });
});

describe('settled orders', () => {
  it('lets the first answer decide: a later success for a failed order, or a failure after a success, changes nothing', async () => {
    const u = await buildUser(t.app);
    const failed = await startOrder(u.cookie);
    expect((await answer(respond(failed, 'Failure'))).headers.location).toBe(
      `${t.config.APP_URL}/payment-failed?reason=failure`,
    );
    expect((await answer(respond(failed, 'Success'))).headers.location).toBe(
      `${t.config.APP_URL}/payment-failed?reason=failure`,
    );
    expect((await subscriptionFor(t.database.db, u.id)).plan).toBe('free');

    const paid = await startOrder(u.cookie);
    const [success, cancel] = await Promise.all([answer(respond(paid, 'Success')), answer(respond(paid, 'Aborted'))]);
    const locations = [success.headers.location, cancel.headers.location];
    // Whichever came first decided the order; both browsers are told the same outcome.
    expect(new Set(locations).size).toBe(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, paid.order_id));
    const sub = await subscriptionFor(t.database.db, u.id);
    expect(order?.status === 'paid').toBe(sub.plan === 'plus');
  });

  it("sends Back to a settled order's result on our own page, never a payable gateway page again", async () => {
    const u = await buildUser(t.app);
    const open = async (outcome: string) => {
      const res = await checkout(u.cookie, { plan: 'plus' });
      const { encRequest, accessCode } = res.json<{ encRequest: string; accessCode: string }>();
      await answer(respond(decryptRequest(encRequest, key), outcome));
      return t.app.inject({
        method: 'GET',
        url: `/api/billing/sandbox?${new URLSearchParams({ encRequest, access_code: accessCode })}`,
      });
    };
    const aborted = await open('Aborted');
    expect(aborted.statusCode).toBe(303);
    expect(aborted.headers.location).toBe(`${t.config.APP_URL}/payment-failed?reason=aborted`);
    expect(aborted.body).not.toContain('name="encResp"');
    const paid = await open('Success');
    expect(paid.headers.location).toBe(`${t.config.APP_URL}/payment-success?plan=plus`);
  });

  it('lets an unfinished checkout expire from the history after an hour, and still honours a late payment', async () => {
    const u = await buildUser(t.app);
    const late = await startOrder(u.cookie);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(orders.id, late.order_id));
    const fresh = await startOrder(u.cookie);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/billing/orders', headers: { cookie: u.cookie } })).json<{
        orders: { id: string }[];
      }>().orders;
    expect((await list()).map((o) => o.id)).toEqual([fresh.order_id]);
    await answer(respond(late, 'Success'));
    expect((await subscriptionFor(t.database.db, u.id)).plan).toBe('plus');
    expect((await list()).map((o) => o.id)).toContain(late.order_id);
  });
});

describe('user scoping', () => {
  it('gives the plan to the order’s owner only, whoever’s browser brings the answer back', async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const req = await startOrder(owner.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/response',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: other.cookie },
      payload: new URLSearchParams({ encResp: respond(req, 'Success') }).toString(),
    });
    expect(res.headers.location).toBe(`${t.config.APP_URL}/payment-success?plan=plus`);
    expect((await subscriptionFor(t.database.db, owner.id)).plan).toBe('plus');
    expect((await subscriptionFor(t.database.db, other.id)).plan).toBe('free');
    const get = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: { cookie } })).json();
    expect(await get(other.cookie)).toMatchObject({ plan: 'free', planExpiryDate: null });
    expect(await get(owner.cookie)).toMatchObject({ plan: 'plus', daysUntilExpiry: 30 });
    const othersActivity = await t.database.db.select().from(activityLog).where(eq(activityLog.userId, other.id));
    expect(othersActivity.filter((a) => a.kind === 'plan_purchased')).toHaveLength(0);
    expect(outbox(t.app).filter((m) => m.to === other.email && /plan is active/.test(m.subject))).toHaveLength(0);
  });

  it('lists each person’s own payments only', async () => {
    const a = await buildUser(t.app);
    const b = await buildUser(t.app);
    const paid = await startOrder(a.cookie, { plan: 'plus', region: 'IN' });
    await answer(respond(paid, 'Success'));
    const cancelled = await startOrder(a.cookie, { plan: 'plus' });
    await answer(respond(cancelled, 'Aborted'));
    const list = async (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/billing/orders', headers: { cookie } });
    const mine = (await list(a.cookie)).json<{
      orders: { id: string; status: string; amount: string; currency: string; plan: string }[];
    }>().orders;
    expect(mine.map((o) => [o.id, o.status, o.amount, o.currency, o.plan])).toEqual([
      [cancelled.order_id, 'aborted', '2.99', 'USD', 'plus'],
      [paid.order_id, 'paid', '299.00', 'INR', 'plus'],
    ]);
    expect((await list(b.cookie)).json()).toEqual({ orders: [] });
    expect((await list('')).statusCode).toBe(401);
  });

  it('never lets a client choose whose order it starts', async () => {
    const a = await buildUser(t.app);
    const b = await buildUser(t.app);
    const req = await startOrder(b.cookie, { plan: 'plus', userId: a.id, email: a.email });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, req.order_id));
    expect(order?.userId).toBe(b.id);
    expect(req.billing_email).toBe(b.email);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, a.id))).toHaveLength(0);
  });
});

describe('subscription', () => {
  it('answers 401 to visitors and reports plan, expiry and quota use', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/billing/subscription' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('User not authenticated');
    const u = await buildUser(t.app);
    const get = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: { cookie: u.cookie } })).json();
    expect(await get()).toEqual({
      plan: 'free',
      planExpiryDate: null,
      isExpired: false,
      daysUntilExpiry: null,
      cancelledAt: null,
      usage: { generated_plans: { used: 0, limit: 0 }, pantry_scans: { used: 0, limit: 1 } },
    });
    const expiresAt = new Date(Date.now() + 2.5 * DAY);
    await t.database.db.update(user).set({ plan: 'plus', planExpiresAt: expiresAt }).where(eq(user.id, u.id));
    const plan = (await subscriptionFor(t.database.db, u.id)).plan;
    await consumeQuota(t.database.db, { userId: u.id, plan, feature: 'generated_plans' });
    expect(await get()).toMatchObject({
      plan: 'plus',
      planExpiryDate: expiresAt.toISOString(),
      isExpired: false,
      daysUntilExpiry: 3,
      usage: { generated_plans: { used: 1, limit: 5 } },
    });

    await t.database.db
      .update(user)
      .set({ planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(user.id, u.id));
    expect(await get()).toMatchObject({
      plan: 'free',
      isExpired: true,
      daysUntilExpiry: 0,
      usage: { generated_plans: { used: 1, limit: 0 } },
    });
    const expired = (await subscriptionFor(t.database.db, u.id)).plan;
    await expect(
      consumeQuota(t.database.db, { userId: u.id, plan: expired, feature: 'generated_plans' }),
    ).rejects.toMatchObject({ code: 'PLAN_REQUIRED' });
  });
});

describe('rate limit', () => {
  it('refuses a flood of checkouts from one address with 429', async () => {
    const u = await buildUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1)
      statuses.push((await checkout(u.cookie, { plan: 'plus' }, '203.0.113.9')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await checkout(u.cookie, { plan: 'plus' }, '203.0.113.10')).statusCode).toBe(200);
  });
});
