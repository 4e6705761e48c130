import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHECKOUT_MESSAGES,
  CheckoutAnswer,
  CheckoutInput,
  OrderList,
  PlansOnSale,
  SubscriptionStatus,
} from '../../../domain/billing';
import { AppError } from '../../../domain/errors';
import { isPlan, PLAN_NAMES, purchasablePlans, QUOTA_FEATURES } from '../../../domain/plans';
import { orders } from '../../db/schema';
import { authSecret } from '../accounts/dev-secret';
import { getSessionUser, requireUser } from '../accounts/session';
import { loopbackOnly } from '../../plugins/loopback-only';
import { planConfirmationEmail } from './billing-emails';
import { decryptRequest, DecryptError, encryptResponse, SANDBOX_ACCESS_CODE } from './ccavenue';
import { listOrders } from './orders.queries';
import { gatewayOf, settlePayment, startCheckout, subscriptionFor } from './payments';
import { quotaUsage } from './quotas';
import { sandboxErrorPage, sandboxPage, type SandboxChoice } from './sandbox-page';
import { rateLimitStore } from '../../plugins/rate-limit-store';

/** Orders a client address may start per minute: each one is a row, and a real person starts one or two. */
export const CHECKOUT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** Reads a field of a urlencoded form (or of a JSON body, for tests). */
function field(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Billing (spec 000 sections 4, 7 and 8): checkout, the gateway's return, the sandbox gateway and the subscription. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  // The gateway posts its answer as an HTML form; this parser only applies inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );
  await app.register(rateLimit, {
    ...rateLimitStore(app, 'billing'),
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', `Too many payment attempts. Please try again in ${ctx.after}.`),
  });
  const configured = gatewayOf(app.config, authSecret(app.config));
  const gateway = () => configured;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/billing/checkout',
    {
      config: { rateLimit: CHECKOUT_RATE_LIMIT },
      schema: {
        tags: ['billing'],
        summary: 'Start paying for a plan (create-payment)',
        body: CheckoutInput,
        response: { 200: CheckoutAnswer },
      },
    },
    async (req) => {
      const person = await getSessionUser(req);
      if (!person) throw new AppError('UNAUTHORIZED', CHECKOUT_MESSAGES.signInRequired);
      const gw = gateway();
      if (!gw) throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.unavailable);
      const started = await startCheckout(app.db, gw, app.config.APP_URL, {
        premiumOnSale: app.config.PREMIUM_ON_SALE,
        userId: person.id,
        email: person.email,
        name: person.name,
        plan: req.body.plan,
        region: req.body.region,
      });
      req.log.info({ orderId: started.orderId, gateway: gw.kind }, 'checkout started');
      return {
        success: true as const,
        paymentUrl: started.paymentUrl,
        encRequest: started.encRequest,
        accessCode: started.accessCode,
      };
    },
  );

  r.post(
    '/api/billing/response',
    {
      config: { allowCrossOrigin: true },
      schema: { tags: ['billing'], summary: 'The payment gateway returns here (encResp)', hide: true },
    },
    async (req, reply) => {
      const gw = gateway();
      const encResp = field(req.body, 'encResp');
      const settled = gw && encResp ? await settlePayment(app.db, gw.workingKey, encResp) : null;
      const outcome = settled?.outcome ?? 'error';
      req.log.info(
        { orderId: settled?.orderId ?? null, outcome, applied: Boolean(settled?.activated) },
        'payment answer',
      );
      if (settled?.activated && settled.orderId) {
        const a = settled.activated;
        await app.mailer
          .send(planConfirmationEmail({ ...a, orderId: settled.orderId }, app.config.APP_URL))
          .catch((err: unknown) => req.log.error({ err, orderId: settled.orderId }, 'plan confirmation e-mail failed'));
      }
      const target =
        outcome === 'success' && settled?.plan
          ? `/payment-success?plan=${encodeURIComponent(settled.plan)}`
          : `/payment-failed?reason=${outcome}`;
      return reply.redirect(`${app.config.APP_URL}${target}`, 303);
    },
  );

  // The sandbox gateway: what CCAvenue's payment page does, on our own origin, when no merchant keys are set.
  const sandbox = async (payload: unknown, reply: FastifyReply) => {
    const gw = gateway();
    if (gw?.kind !== 'sandbox')
      throw new AppError('NOT_FOUND', 'The sandbox gateway is off while real merchant keys are set.');
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const encRequest = field(payload, 'encRequest');
    if (field(payload, 'access_code') !== SANDBOX_ACCESS_CODE || !encRequest) {
      return reply.status(400).send(sandboxErrorPage('The payment request has no valid access code.'));
    }
    try {
      const request = decryptRequest(encRequest, gw.workingKey);
      const [order] = await app.db
        .select({ plan: orders.plan, status: orders.status })
        .from(orders)
        .where(eq(orders.id, request.order_id));
      if (!order) return reply.status(400).send(sandboxErrorPage('This order is unknown.'));
      // Back from our result page lands here again: a settled order goes straight back to its result, as ours.
      if (order.status === 'paid')
        return reply.redirect(`${app.config.APP_URL}/payment-success?plan=${encodeURIComponent(order.plan)}`, 303);
      if (order.status !== 'pending')
        return reply.redirect(
          `${app.config.APP_URL}/payment-failed?reason=${order.status === 'aborted' ? 'aborted' : order.status === 'failed' ? 'failure' : 'error'}`,
          303,
        );
      const answer = (order_status: string) =>
        encryptResponse(
          {
            order_id: request.order_id,
            tracking_id: `SBX${randomBytes(6).toString('hex')}`,
            order_status,
            amount: request.amount,
            currency: request.currency,
          },
          gw.workingKey,
        );
      const choices: SandboxChoice[] = [
        { label: 'Success', action: request.redirect_url, encResp: answer('Success') },
        { label: 'Failure', action: request.redirect_url, encResp: answer('Failure') },
        { label: 'Cancel', action: request.cancel_url, encResp: answer('Aborted') },
      ];
      return reply.send(
        sandboxPage({ request, plan: isPlan(order.plan) ? PLAN_NAMES[order.plan] : order.plan, choices }),
      );
    } catch (error) {
      if (error instanceof DecryptError)
        return reply.status(400).send(sandboxErrorPage('The payment request could not be read.'));
      throw error;
    }
  };
  // Its Success button upgrades a plan for free: only a browser on this machine may use it.
  const sandboxOptions = {
    onRequest: loopbackOnly,
    config: { allowCrossOrigin: true },
    schema: { tags: ['billing'], summary: 'The built-in sandbox gateway (no merchant keys)', hide: true },
  };
  r.get('/api/billing/sandbox', sandboxOptions, (req, reply) => sandbox(req.query, reply));
  r.post('/api/billing/sandbox', sandboxOptions, (req, reply) => sandbox(req.body, reply));

  r.get(
    '/api/billing/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The paid plans on sale now (Premium when the operator has put it on sale)',
        response: { 200: PlansOnSale },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { plans: purchasablePlans(app.config.PREMIUM_ON_SALE) };
    },
  );

  r.get(
    '/api/billing/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: "The signed-in person's plan, expiry and this month's quota use",
        response: { 200: SubscriptionStatus },
      },
    },
    async (req, reply) => {
      const person = await requireUser(req);
      const now = new Date();
      const sub = await subscriptionFor(app.db, person.id, now);
      const uses = await Promise.all(
        QUOTA_FEATURES.map((feature) => quotaUsage(app.db, { userId: person.id, plan: sub.plan, feature, now })),
      );
      void reply.header('cache-control', 'private, no-store');
      return {
        ...sub,
        usage: Object.fromEntries(QUOTA_FEATURES.map((f, i) => [f, uses[i]!])) as SubscriptionStatus['usage'],
      };
    },
  );

  r.get(
    '/api/billing/orders',
    {
      schema: {
        tags: ['billing'],
        summary: "The signed-in person's payments, newest first",
        response: { 200: OrderList },
      },
    },
    async (req, reply) => {
      const person = await requireUser(req);
      void reply.header('cache-control', 'private, no-store');
      return { orders: await listOrders(app.db, { userId: person.id }) };
    },
  );
}
