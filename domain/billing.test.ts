import { describe, expect, it } from 'vitest';
import { CheckoutInput, failureReasonOf, PAYMENT_FAILURE_MESSAGES } from './billing';

describe('payment failure reasons', () => {
  it('reads the reason case-insensitively; anything else is other', () => {
    expect(['aborted', 'FAILURE', ' Error ', 'declined', '', null].map(failureReasonOf)).toEqual([
      'aborted',
      'failure',
      'error',
      'other',
      'other',
      'other',
    ]);
  });

  it('uses the spec’s titles', () => {
    expect(Object.fromEntries(Object.entries(PAYMENT_FAILURE_MESSAGES).map(([k, v]) => [k, v.title]))).toEqual({
      aborted: 'Payment was cancelled by user',
      failure: 'Payment processing failed',
      error: 'An error occurred during payment',
      other: 'Payment could not be completed',
    });
    expect(PAYMENT_FAILURE_MESSAGES.aborted.text).toBe(
      'You cancelled the payment process. No charges were made to your account.',
    );
  });
});

describe('checkout input', () => {
  it('keeps plan and region and drops an amount or currency sent by the client', () => {
    expect(CheckoutInput.parse({ plan: 'plus', region: 'IN', amount: 0.01, currency: 'USD' })).toEqual({
      plan: 'plus',
      region: 'IN',
    });
    expect(CheckoutInput.safeParse({ plan: 'gold' }).success).toBe(false);
  });
});
