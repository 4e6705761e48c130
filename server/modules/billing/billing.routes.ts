import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import { PLANS, QUOTAS, type QuotaFeature } from '../../../domain/plans';
import { orders } from '../../db/schema';
import { authSecret } from '../accounts/dev-secret';
import { getSessionUser, requireUser } from '../accounts/session';
import { planConfirmationEmail } from './billing-emails';
import { decryptRequest, DecryptError, encryptResponse, SANDBOX_ACCESS_CODE } from './ccavenue';
import { gatewayOf, settlePayment, startCheckout, subscriptionFor } from './payments';
import { quotaUsage } from './quotas';
import { sandboxErrorPage, sandboxPage, type SandboxChoice } from './sandbox-page';

const CheckoutBody = z.object({
  plan: z.enum(PLANS),
  /** The price region picked in the header or guessed from the browser language; prices come from the server. */
  region: z.string().trim().max(8).optional(),
});
const CheckoutAnswer = z.object({ success: z.literal(true), paymentUrl: z.string(), encRequest: z.string(), accessCode: z.string() });

const Usage = z.object({ used: z.number().int(), limit: z.number().int().nullable() });
const SubscriptionAnswer = z.object({
  plan: z.enum(PLANS),
  planExpiryDate: z.string().nullable(),
  isExpired: z.boolean(),
  daysUntilExpiry: z.number().int().nullable(),
  usage: z.object({ generated_plans: Usage, pantry_scans: Usage }),
});

/** Reads a field of a urlencoded form (or of a JSON body, for tests). */
function field(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Billing (spec 000 sections 4, 7 and 8): checkout, the gateway's return, the sandbox gateway and the subscription. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  // The gateway posts its answer as an HTML form; this parser only applies inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  const gateway = () => gatewayOf(app.config, authSecret(app.config));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/billing/checkout',
    { schema: { tags: ['billing'], summary: 'Start paying for a plan', body: CheckoutBody, response: { 200: CheckoutAnswer } } },
    async (req) => {
      const person = await getSessionUser(req);
      if (!person) throw new AppError('UNAUTHORIZED', 'Please sign in to subscribe to a plan.');
      const gw = gateway();
      if (!gw) throw new AppError('UNAVAILABLE', 'Payments are not configured. Please try again later.');
      const started = await startCheckout(app.db, gw, app.config.APP_URL, {
        userId: person.id,
        email: person.email,
        name: person.name,
        plan: req.body.plan,
        region: req.body.region,
      });
      req.log.info({ orderId: started.orderId, gateway: gw.kind }, 'checkout started');
      return { success: true as const, paymentUrl: started.paymentUrl, encRequest: started.encRequest, accessCode: started.accessCode };
    },
  );

  r.post('/api/billing/response', { config: { allowCrossOrigin: true }, schema: { tags: ['billing'], summary: 'The payment gateway returns here (encResp)', hide: true } }, async (req, reply) => {
    const gw = gateway();
    const encResp = field(req.body, 'encResp');
    const settled = gw && encResp ? await settlePayment(app.db, gw.workingKey, encResp) : null;
    const outcome = settled?.outcome ?? 'error';
    req.log.info({ orderId: settled?.orderId ?? null, outcome, applied: Boolean(settled?.activated) }, 'payment answer');
    if (settled?.activated && settled.orderId) {
      const a = settled.activated;
      await app.mailer
        .send(planConfirmationEmail({ ...a, orderId: settled.orderId }, app.config.APP_URL))
        .catch((err: unknown) => req.log.error({ err, orderId: settled.orderId }, 'plan confirmation e-mail failed'));
    }
    const target = outcome === 'success' && settled?.plan ? `/payment-success?plan=${encodeURIComponent(settled.plan)}` : `/payment-failed?reason=${outcome}`;
    return reply.redirect(`${app.config.APP_URL}${target}`, 303);
  });

  const sandbox = async (payload: unknown, reply: FastifyReply) => {
    const gw = gateway();
    if (gw?.kind !== 'sandbox') throw new AppError('NOT_FOUND', 'The sandbox gateway is off while real merchant keys are set.');
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const encRequest = field(payload, 'encRequest');
    if (field(payload, 'access_code') !== SANDBOX_ACCESS_CODE || !encRequest) {
      return reply.status(400).send(sandboxErrorPage('The payment request has no valid access code.'));
    }
    try {
      const request = decryptRequest(encRequest, gw.workingKey);
      const [order] = await app.db.select({ plan: orders.plan }).from(orders).where(eq(orders.id, request.order_id));
      if (!order) return reply.status(400).send(sandboxErrorPage('This order is unknown.'));
      const answer = (order_status: string) =>
        encryptResponse({ order_id: request.order_id, tracking_id: `SBX${randomBytes(6).toString('hex')}`, order_status, amount: request.amount, currency: request.currency }, gw.workingKey);
      const choices: SandboxChoice[] = [
        { label: 'Success', action: request.redirect_url, encResp: answer('Success') },
        { label: 'Failure', action: request.redirect_url, encResp: answer('Failure') },
        { label: 'Cancel', action: request.cancel_url, encResp: answer('Aborted') },
      ];
      return reply.send(sandboxPage({ request, plan: order.plan === 'plus' ? 'Plus' : order.plan === 'premium' ? 'Premium' : order.plan, choices }));
    } catch (error) {
      if (error instanceof DecryptError) return reply.status(400).send(sandboxErrorPage('The payment request could not be read.'));
      throw error;
    }
  };
  const sandboxOptions = { config: { allowCrossOrigin: true }, schema: { tags: ['billing'], summary: 'The built-in sandbox gateway (no merchant keys)', hide: true } };
  r.get('/api/billing/sandbox', sandboxOptions, (req, reply) => sandbox(req.query, reply));
  r.post('/api/billing/sandbox', sandboxOptions, (req, reply) => sandbox(req.body, reply));

  r.get(
    '/api/billing/subscription',
    { schema: { tags: ['billing'], summary: "The signed-in person's plan, expiry and quota use", response: { 200: SubscriptionAnswer } } },
    async (req, reply) => {
      const person = await requireUser(req);
      const now = new Date();
      const sub = await subscriptionFor(app.db, person.id, now);
      const features = Object.keys(QUOTAS) as QuotaFeature[];
      const uses = await Promise.all(features.map((feature) => quotaUsage(app.db, { userId: person.id, plan: sub.plan, feature, now })));
      void reply.header('cache-control', 'private, no-store');
      return { ...sub, usage: { generated_plans: uses[0]!, pantry_scans: uses[1]! } };
    },
  );
}
