import { useEffect, useState } from 'react';
import { CHECKOUT_MESSAGES, type CheckoutAnswer } from '../../../domain/billing';
import { AppError } from '../../../domain/errors';
import type { PaidPlan } from '../../../domain/plans';
import type { PriceList } from '../../../domain/pricing';
import { api, UNEXPECTED_ERROR } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useSession } from '../../lib/auth-client';
import { openAuthDialog, SIGN_IN_TO_SUBSCRIBE } from '../../lib/auth-dialog-store';

/** If the gateway's page never opens (the browser stopped the navigation), the button comes back after this long. */
const NAVIGATION_GRACE_MS = 20_000;

/** Posts the encrypted request to the payment page in a hidden form, as the gateway's redirect protocol wants. */
function postToGateway({ paymentUrl, encRequest, accessCode }: CheckoutAnswer): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = paymentUrl;
  form.hidden = true;
  for (const [name, value] of [
    ['encRequest', encRequest],
    ['access_code', accessCode],
  ] as const) {
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
  if (!(error instanceof AppError)) return CHECKOUT_MESSAGES.failed;
  if (['BAD_REQUEST', 'FORBIDDEN', 'CONFLICT', 'PLAN_REQUIRED', 'RATE_LIMITED'].includes(error.code))
    return error.message;
  if (error.code === 'UNAVAILABLE' && error.message !== UNEXPECTED_ERROR) return error.message;
  return CHECKOUT_MESSAGES.failed;
}

/**
 * Subscribing (spec 000 sections 4 and 8): sign-in first; the plan shows 'Processing...' and stays
 * disabled until the browser leaves for the payment page, or until the attempt fails.
 */
export function useCheckout(
  prices: PriceList,
  onSignInNeeded: () => void = () => openAuthDialog('signin', { notice: SIGN_IN_TO_SUBSCRIBE }),
) {
  const { data } = useSession();
  const signInFirst = () => {
    notify({ title: 'Authentication Required', description: CHECKOUT_MESSAGES.signInRequired, variant: 'destructive' });
    onSignInNeeded();
  };
  const [processing, setProcessing] = useState<PaidPlan | null>(null);

  useEffect(() => {
    // Back from the payment page, the browser may show this page from its cache: the attempt is over.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (!processing) return;
    const timer = window.setTimeout(() => setProcessing(null), NAVIGATION_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [processing]);

  async function subscribe(plan: PaidPlan) {
    if (processing) return;
    if (!data) return signInFirst();
    setProcessing(plan);
    try {
      postToGateway(await api.post<CheckoutAnswer>('/api/billing/checkout', { plan, region: prices.region }));
    } catch (error) {
      setProcessing(null);
      if (error instanceof AppError && error.code === 'UNAUTHORIZED') return signInFirst();
      console.error('Checkout failed', error);
      notify({ title: 'Subscription Failed', description: failureMessage(error), variant: 'destructive' });
    }
  }

  return { processing, subscribe };
}
