import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../../../domain/billing';
import { AppError } from '../../../domain/errors';
import {
  extendedExpiry,
  isPurchasable,
  PAID_PLAN_DAYS,
  PLAN_NAMES,
  subscriptionOf,
  type Plan,
} from '../../../domain/plans';
import { orderPrice } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders, user } from '../../db/schema';
import { logActivity } from '../activity/activity.queries';
import {
  decryptResponse,
  DecryptError,
  encryptRequest,
  outcomeOf,
  SANDBOX_ACCESS_CODE,
  SANDBOX_MERCHANT_ID,
  sandboxWorkingKey,
  type GatewayConfig,
  type PaymentOutcome,
  type PaymentResponse,
} from './ccavenue';

/** The real gateway when the merchant keys are set; the built-in sandbox otherwise (never in production). */
export function gatewayOf(config: Config, secret: string): GatewayConfig | null {
  if (config.CCAVENUE_MERCHANT_ID && config.CCAVENUE_ACCESS_CODE && config.CCAVENUE_WORKING_KEY) {
    return {
      kind: 'ccavenue',
      merchantId: config.CCAVENUE_MERCHANT_ID,
      accessCode: config.CCAVENUE_ACCESS_CODE,
      workingKey: config.CCAVENUE_WORKING_KEY,
      paymentUrl: config.CCAVENUE_URL,
    };
  }
  if (config.isProduction) return null;
  return {
    kind: 'sandbox',
    merchantId: SANDBOX_MERCHANT_ID,
    accessCode: SANDBOX_ACCESS_CODE,
    workingKey: sandboxWorkingKey(secret),
    paymentUrl: `${config.APP_URL}/api/billing/sandbox`,
  };
}

/** Order ids the gateway accepts: up to 30 letters and digits, unguessable. */
const newOrderId = () => `MW${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

export interface CheckoutInput {
  /** Whether Premium is on sale (config PREMIUM_ON_SALE). */
  premiumOnSale: boolean;
  userId: string;
  email: string;
  name: string;
  plan: Plan;
  region: string | null | undefined;
}

/** A pending order priced on the server from plan and region, and the encrypted request for the gateway. */
export async function startCheckout(db: Db, gateway: GatewayConfig, appUrl: string, input: CheckoutInput) {
  if (input.plan === 'free') throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.freePlan);
  if (!isPurchasable(input.plan, input.premiumOnSale)) throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.comingSoon);
  // Plus bought over a running Premium would take Premium's features away for the days already paid.
  if (input.plan === 'plus' && (await subscriptionFor(db, input.userId)).plan === 'premium')
    throw new AppError('CONFLICT', CHECKOUT_MESSAGES.premiumRunning);
  const { amount, currency } = orderPrice(input.plan, input.region);
  const id = newOrderId();
  await db.insert(orders).values({ id, userId: input.userId, plan: input.plan, amount, currency, status: 'pending' });
  const returnUrl = `${appUrl}/api/billing/response`;
  const encRequest = encryptRequest(
    {
      merchant_id: gateway.merchantId,
      order_id: id,
      currency,
      amount,
      redirect_url: returnUrl,
      cancel_url: returnUrl,
      language: 'EN',
      billing_email: input.email,
      billing_name: input.name,
    },
    gateway.workingKey,
  );
  return { orderId: id, amount, currency, paymentUrl: gateway.paymentUrl, encRequest, accessCode: gateway.accessCode };
}

export type SettleOutcome = PaymentOutcome | 'error';

export interface Settlement {
  outcome: SettleOutcome;
  orderId: string | null;
  plan: Plan | null;
  /** Set when this answer activated the plan (never on a replay). */
  activated: {
    userId: string;
    email: string;
    name: string;
    plan: Plan;
    expiresAt: Date;
    amount: string;
    currency: string;
  } | null;
}

type OrderRow = typeof orders.$inferSelect;

const sameAmount = (a: string, b: string) => {
  const x = Number(a);
  const y = Number(b);
  return a.trim() !== '' && Number.isFinite(x) && Number.isFinite(y) && Math.round(x * 100) === Math.round(y * 100);
};

/** What a settled order's answer was, for replays: the first answer decides an order once and for all. */
function settledOutcome(order: OrderRow): SettleOutcome {
  if (order.status === 'paid') return 'success';
  if (order.status === 'error') return 'error';
  return outcomeOf(order.gatewayStatus ?? '');
}

const STORED: Record<PaymentOutcome, string> = {
  success: 'paid',
  aborted: 'aborted',
  failure: 'failed',
  other: 'failed',
};

/** Records a non-success answer on a pending order; false when another answer settled it first. */
async function closeOrder(db: Db, order: OrderRow, fields: Partial<OrderRow>): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set(fields)
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

async function readOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

/**
 * Reads the gateway's encResp and settles its order. The answer must decrypt under our working key and
 * match the stored order's amount and currency; the plan goes to the order's owner, whoever's browser
 * posts it. Only a pending order is settled: the first answer decides, and a replayed or later answer
 * changes nothing and is answered as the first one was. A success activates the plan exactly once,
 * claimed with a conditional update in the same transaction as the plan change.
 */
export async function settlePayment(
  db: Db,
  workingKey: string,
  encResp: string,
  now = new Date(),
): Promise<Settlement> {
  let response: PaymentResponse;
  try {
    response = decryptResponse(encResp, workingKey);
  } catch (error) {
    if (error instanceof DecryptError) return { outcome: 'error', orderId: null, plan: null, activated: null };
    throw error;
  }
  const order = await readOrder(db, response.order_id);
  if (!order) return { outcome: 'error', orderId: null, plan: null, activated: null };
  const plan = order.plan as Plan;
  const replay = async (): Promise<Settlement> => {
    const settled = (await readOrder(db, order.id)) ?? order;
    return { outcome: settledOutcome(settled), orderId: order.id, plan, activated: null };
  };
  if (order.status !== 'pending') return replay();

  if (
    !sameAmount(response.amount, order.amount) ||
    response.currency.trim().toUpperCase() !== order.currency.toUpperCase()
  ) {
    const closed = await closeOrder(db, order, { status: 'error', gatewayStatus: 'mismatch', completedAt: now });
    return closed ? { outcome: 'error', orderId: order.id, plan, activated: null } : replay();
  }
  const outcome = outcomeOf(response.order_status);
  const gatewayFields = {
    gatewayTrackingId: response.tracking_id || null,
    gatewayStatus: response.order_status.slice(0, 100),
    completedAt: now,
  };
  if (outcome !== 'success') {
    const closed = await closeOrder(db, order, { status: STORED[outcome], ...gatewayFields });
    return closed ? { outcome, orderId: order.id, plan, activated: null } : replay();
  }

  const activated = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(orders)
      .set({ status: 'paid', appliedAt: now, ...gatewayFields })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (!claimed.length) return null;
    const [account] = await tx
      .select({ id: user.id, email: user.email, name: user.name, plan: user.plan, planExpiresAt: user.planExpiresAt })
      .from(user)
      .where(eq(user.id, order.userId))
      .for('update');
    if (!account) return null;
    const expiresAt = extendedExpiry(subscriptionOf(account.plan, account.planExpiresAt, now), now);
    // Paying again renews: a cancellation of the running plan no longer stands.
    await tx
      .update(user)
      .set({ plan, planExpiresAt: expiresAt, planCancelledAt: null, updatedAt: now })
      .where(eq(user.id, account.id));
    await logActivity(tx, {
      userId: account.id,
      kind: 'plan_purchased',
      objectType: 'order',
      objectId: order.id,
      summary: `Purchased the ${PLAN_NAMES[plan]} plan for ${PAID_PLAN_DAYS} days`,
    });
    return {
      userId: account.id,
      email: account.email,
      name: account.name,
      plan,
      expiresAt,
      amount: order.amount,
      currency: order.currency,
    };
  });
  return activated ? { outcome: 'success', orderId: order.id, plan, activated } : replay();
}

/** The person's subscription as the product treats it, read fresh from the database. */
export async function subscriptionFor(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({ plan: user.plan, planExpiresAt: user.planExpiresAt, planCancelledAt: user.planCancelledAt })
    .from(user)
    .where(eq(user.id, userId));
  const sub = subscriptionOf(row?.plan, row?.planExpiresAt, now);
  return { ...sub, cancelledAt: sub.plan !== 'free' ? (row?.planCancelledAt?.toISOString() ?? null) : null };
}
