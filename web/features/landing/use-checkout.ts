import { useState } from 'react';
import { z } from 'zod';
import type { Plan } from '../../../domain/plans';
import type { PriceList } from '../../../domain/pricing';
import { AppError } from '../../../domain/errors';
import { api } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useSession } from '../accounts/auth-client';

export type PaidPlan = Exclude<Plan, 'free'>;

/** What the server answers to start a payment (spec 000 section 7, create-payment). */
const CheckoutAnswer = z.object({ paymentUrl: z.url(), encRequest: z.string(), accessCode: z.string() });

const FAILED = 'Failed to initiate payment. Please try again.';

/** Posts the encrypted request to the payment page in a hidden form, as the gateway's redirect protocol wants. */
function postToGateway({ paymentUrl, encRequest, accessCode }: z.infer<typeof CheckoutAnswer>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = paymentUrl;
  form.hidden = true;
  for (const [name, value] of [['encRequest', encRequest], ['access_code', accessCode]] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** A message worth showing: the server's own words for a refusal; the spec's fallback for anything unexpected. */
function failureMessage(error: unknown): string {
  if (error instanceof AppError && ['BAD_REQUEST', 'FORBIDDEN', 'CONFLICT', 'PLAN_REQUIRED'].includes(error.code)) return error.message;
  return FAILED;
}

/** Subscribing (spec 000 sections 4 and 8): sign-in first; the plan shows 'Processing...' while the payment starts. */
export function useCheckout(prices: PriceList) {
  const { data } = useSession();
  const [processing, setProcessing] = useState<PaidPlan | null>(null);

  async function subscribe(plan: PaidPlan) {
    if (!data) {
      notify({ title: 'Authentication Required', description: 'Please sign in to subscribe to a plan.', variant: 'destructive' });
      return;
    }
    setProcessing(plan);
    try {
      const answer = await api.post('/api/billing/checkout', { plan, region: prices.region }, CheckoutAnswer);
      postToGateway(answer);
    } catch (error) {
      console.error('Checkout failed', error);
      notify({ title: 'Subscription Failed', description: failureMessage(error), variant: 'destructive' });
    } finally {
      setProcessing(null);
    }
  }

  return { processing, subscribe };
}
