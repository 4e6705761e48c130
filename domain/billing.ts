import { z } from 'zod';
import { PLANS } from './plans';

/**
 * The billing contracts shared by the server and the web app: starting a payment (the spec's
 * create-payment), the subscription lookup with the month's quota use, and the reasons of the
 * payment-failed page (spec 000 sections 4, 7 and 8).
 */

/** Amount and currency are computed on the server from the plan and the price region; any sent are ignored. */
export const CheckoutInput = z.object({
  plan: z.enum(PLANS),
  /** The region whose prices the person sees (picked in the header, else the browser language's country). */
  region: z.string().trim().max(8).optional(),
});
export type CheckoutInput = z.infer<typeof CheckoutInput>;

export const CheckoutAnswer = z.object({
  success: z.literal(true),
  paymentUrl: z.string(),
  encRequest: z.string(),
  accessCode: z.string(),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswer>;

export const CHECKOUT_MESSAGES = {
  signInRequired: 'Please sign in to subscribe to a plan.',
  comingSoon: 'Premium is coming soon and cannot be bought yet.',
  premiumRunning:
    'Your Premium plan is still running and includes everything in Plus. Plus can be bought when it ends.',
  freePlan: 'The Basic plan is free: there is nothing to pay.',
  unavailable: 'Payments are not available right now. Please try again later.',
  failed: 'Failed to initiate payment. Please try again.',
} as const;

/** The paid plans on sale now: Plus, and Premium when the operator has put it on sale. */
export const PlansOnSale = z.object({ plans: z.array(z.enum(PLANS)) });
export type PlansOnSale = z.infer<typeof PlansOnSale>;

export const QuotaUse = z.object({ used: z.number().int(), limit: z.number().int().nullable() });
export type QuotaUse = z.infer<typeof QuotaUse>;

export const SubscriptionStatus = z.object({
  plan: z.enum(PLANS),
  planExpiryDate: z.string().nullable(),
  isExpired: z.boolean(),
  daysUntilExpiry: z.number().int().nullable(),
  /** When the person cancelled a running paid plan (it runs to its end, then Basic); null when not cancelled. */
  cancelledAt: z.string().nullable(),
  usage: z.object({ generated_plans: QuotaUse, pantry_scans: QuotaUse }),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const CANCEL_MESSAGES = {
  nothingToCancel: 'You are on the free Basic plan: there is nothing to cancel.',
  notCancelled: 'Your plan is not cancelled.',
} as const;

/** Why a payment did not go through: the gateway's Aborted and Failure, an unreadable or refused answer, anything else. */
export const PAYMENT_FAILURE_REASONS = ['aborted', 'failure', 'error', 'other'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** The reason of /payment-failed?reason=..., case-insensitive; anything unknown is 'other'. */
export function failureReasonOf(value: string | null | undefined): PaymentFailureReason {
  const reason = (value ?? '').trim().toLowerCase();
  return (PAYMENT_FAILURE_REASONS as readonly string[]).includes(reason) ? (reason as PaymentFailureReason) : 'other';
}

/** Title and explanation of the payment-failed page (spec 000 section 8). */
export const PAYMENT_FAILURE_MESSAGES: Record<PaymentFailureReason, { title: string; text: string }> = {
  aborted: {
    title: 'Payment was cancelled by user',
    text: 'You cancelled the payment process. No charges were made to your account.',
  },
  failure: {
    title: 'Payment processing failed',
    text: 'Your payment could not be processed. Please check your payment details (card number, expiry date, CVV) and try again.',
  },
  error: {
    title: 'An error occurred during payment',
    text: 'A technical error occurred while confirming your payment with the gateway. Please try again in a few minutes; if money was taken from your account, contact support.',
  },
  other: {
    title: 'Payment could not be completed',
    text: 'We could not complete your payment. Please try again or use another payment method.',
  },
};

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'aborted', 'error'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One payment of the person's history (GET /api/billing/orders), newest first. */
export const OrderSummary = z.object({
  id: z.string(),
  plan: z.enum(PLANS),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderList = z.object({ orders: z.array(OrderSummary) });
export type OrderList = z.infer<typeof OrderList>;

/** How many payments the history shows. */
export const ORDER_HISTORY_LIMIT = 20;
