import { describe, expect, it } from 'vitest';
import { fallbackLegalItems } from './legal';
import { FALLBACK_REFUND_POLICY_HTML } from './refunds';

describe('the built-in refund policy (shown when the server has no text)', () => {
  it('says what the product does: one payment, nothing charged by itself, cancel in Settings, the 3-day reminder', () => {
    expect(FALLBACK_REFUND_POLICY_HTML).not.toMatch(
      /automatic(ally)? renew|renewal payment|billing cycle|stops the next renewal|forgetting to cancel/i,
    );
    expect(FALLBACK_REFUND_POLICY_HTML).toContain('one payment for 30 days');
    expect(FALLBACK_REFUND_POLICY_HTML).toContain('3 days before your plan ends');
    expect(FALLBACK_REFUND_POLICY_HTML).toContain('Settings → Your Plan → <strong>Cancel plan</strong>');
    for (const item of fallbackLegalItems('EU')) expect(item.content).not.toMatch(/renew|billing cycle/i);
  });
});
