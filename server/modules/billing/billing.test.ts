import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orders, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN, outbox } from '../../test/factories';
import { authSecret } from '../accounts/dev-secret';
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

async function checkout(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { cookie, origin: ORIGIN }, payload });
}

async function startOrder(cookie: string, payload: Record<string, unknown> = { plan: 'plus', region: 'IN' }): Promise<PaymentRequest> {
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

const respond = (req: PaymentRequest, order_status: string, over: Partial<Record<'amount' | 'currency' | 'order_id', string>> = {}) =>
  encryptResponse({ order_id: req.order_id, tracking_id: 'T1', order_status, amount: req.amount, currency: req.currency, ...over }, key);

describe('checkout', () => {
  it('refuses visitors, Premium and free', async () => {
    const visitor = await checkout('', { plan: 'plus' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('Please sign in to subscribe to a plan.');
    const u = await buildUser(t.app);
    const premium = await checkout(u.cookie, { plan: 'premium' });
    expect(premium.statusCode).toBe(400);
    expect(premium.json().error.message).toBe('Coming Soon');
    expect((await checkout(u.cookie, { plan: 'free' })).statusCode).toBe(400);
  });

  it('prices the order on the server from plan and region, ignoring amounts sent by the client', async () => {
    const u = await buildUser(t.app);
    const res = await checkout(u.cookie, { plan: 'plus', region: 'IN', amount: 0.01, currency: 'USD' });
    const body = res.json<{ success: boolean; paymentUrl: string; encRequest: string; accessCode: string }>();
    expect(body).toMatchObject({ success: true, paymentUrl: `${t.config.APP_URL}/api/billing/sandbox`, accessCode: 'SANDBOXACCESSCODE' });
    const req = decryptRequest(body.encRequest, key);
    expect(req).toMatchObject({ amount: '299.00', currency: 'INR', billing_email: u.email, redirect_url: `${t.config.APP_URL}/api/billing/response` });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, req.order_id));
    expect(order).toMatchObject({ userId: u.id, plan: 'plus', amount: '299.00', currency: 'INR', status: 'pending', appliedAt: null });
    expect(decryptRequest((await checkout(u.cookie, { plan: 'plus' })).json<{ encRequest: string }>().encRequest, key)).toMatchObject({ amount: '2.99', currency: 'USD' });
    expect(decryptRequest((await checkout(u.cookie, { plan: 'plus', region: 'GB' })).json<{ encRequest: string }>().encRequest, key)).toMatchObject({ amount: '2.49', currency: 'GBP' });
  });
});

describe('sandbox gateway', () => {
  it('shows the order and offers Success, Failure and Cancel posting encResp to the return URL', async () => {
    const u = await buildUser(t.app);
    const res = await checkout(u.cookie, { plan: 'plus', region: 'IN' });
    const { encRequest, accessCode } = res.json<{ encRequest: string; accessCode: string }>();
    const page = await t.app.inject({
      method: 'POST', url: '/api/billing/sandbox', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams({ encRequest, access_code: accessCode }).toString(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of ['Plus', '299.00', 'INR', decryptRequest(encRequest, key).order_id, '>Success<', '>Failure<', '>Cancel<']) expect(page.body).toContain(text);
    expect(page.body.match(/name="encResp"/g)).toHaveLength(3);
    const bad = await t.app.inject({ method: 'GET', url: `/api/billing/sandbox?encRequest=${encRequest.slice(0, -32)}&access_code=${accessCode}` });
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
    expect(replays.map((r) => r.headers.location)).toEqual(Array(3).fill(`${t.config.APP_URL}/payment-success?plan=plus`));
    expect((await subscriptionFor(t.database.db, u.id)).planExpiryDate).toBe(sub.planExpiryDate);
    expect(outbox(t.app).filter((m) => m.to === u.email && /plan is active/.test(m.subject))).toHaveLength(1);
    const acts = await t.database.db.select().from(activityLog).where(eq(activityLog.userId, u.id));
    expect(acts.filter((a) => a.kind === 'plan_purchased')).toHaveLength(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, req.order_id));
    expect(order).toMatchObject({ status: 'paid', gatewayTrackingId: 'T1' });

    // A second purchase extends from the current expiry.
    await answer(respond(await startOrder(u.cookie), 'Success'));
    expect(new Date((await subscriptionFor(t.database.db, u.id)).planExpiryDate!).getTime()).toBe(expiry + 30 * DAY);
  });

  it('maps Aborted, Failure and unknown statuses, and does not activate', async () => {
    const u = await buildUser(t.app);
    const cases: [string, string, string][] = [['Aborted', 'aborted', 'aborted'], ['Failure', 'failure', 'failed'], ['Invalid', 'other', 'failed']];
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
      encryptResponse({ order_id: req.order_id, tracking_id: 'T', order_status: 'Success', amount: req.amount, currency: req.currency }, 'foreign working key'),
      encrypt('order_status=Success', key),
      '',
    ];
    for (const enc of bad) expect((await answer(enc)).headers.location).toBe(`${t.config.APP_URL}/payment-failed?reason=error`);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/billing/response', headers: { origin: 'https://secure.ccavenue.com' } });
    expect(noBody.headers.location).toBe(`${t.config.APP_URL}/payment-failed?reason=error`);
    expect((await subscriptionFor(t.database.db, u.id)).plan).toBe('free');
  });
});

describe('subscription', () => {
  it('answers 401 to visitors and reports plan, expiry and quota use', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/billing/subscription' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('User not authenticated');
    const u = await buildUser(t.app);
    const get = async () => (await t.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: { cookie: u.cookie } })).json();
    expect(await get()).toEqual({
      plan: 'free', planExpiryDate: null, isExpired: false, daysUntilExpiry: null,
      usage: { generated_plans: { used: 0, limit: 0 }, pantry_scans: { used: 0, limit: 1 } },
    });
    const expiresAt = new Date(Date.now() + 2.5 * DAY);
    await t.database.db.update(user).set({ plan: 'plus', planExpiresAt: expiresAt }).where(eq(user.id, u.id));
    const plan = (await subscriptionFor(t.database.db, u.id)).plan;
    await consumeQuota(t.database.db, { userId: u.id, plan, feature: 'generated_plans' });
    expect(await get()).toMatchObject({ plan: 'plus', planExpiryDate: expiresAt.toISOString(), isExpired: false, daysUntilExpiry: 3, usage: { generated_plans: { used: 1, limit: 5 } } });

    await t.database.db.update(user).set({ planExpiresAt: new Date(Date.now() - 1000) }).where(eq(user.id, u.id));
    expect(await get()).toMatchObject({ plan: 'free', isExpired: true, daysUntilExpiry: 0, usage: { generated_plans: { used: 1, limit: 0 } } });
    const expired = (await subscriptionFor(t.database.db, u.id)).plan;
    await expect(consumeQuota(t.database.db, { userId: u.id, plan: expired, feature: 'generated_plans' })).rejects.toMatchObject({ code: 'PLAN_REQUIRED' });
  });
});
