import { describe, expect, it } from 'vitest';
import { quotaBlock, quotaPrompt, quotaRenewsOn } from './quota-access';

describe('quota access', () => {
  it('knows before a try whether the plan includes the feature and whether uses are left', () => {
    expect(quotaBlock({ used: 0, limit: 0 })).toBe('plan');
    expect(quotaBlock({ used: 1, limit: 1 })).toBe('spent');
    expect(quotaBlock({ used: 4, limit: 5 })).toBeNull();
    expect(quotaBlock({ used: 40, limit: null })).toBeNull();
    expect(quotaBlock(undefined)).toBeNull();
  });

  it('renews on the first day of the next UTC month', () => {
    expect(quotaRenewsOn(new Date('2026-11-30T23:30:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(quotaRenewsOn(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('words the prompt with agreeing plurals, and offers Plus only to Basic', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const basicScan = quotaPrompt('pantry_scans', 'spent', { used: 1, limit: 1 }, 'free', now);
    expect(basicScan.reason).toBe('You have used your 1 pantry scan of this month. More come on 1 December.');
    expect(basicScan.offer).toMatch(/^Plus includes 5 photo scans a month/);
    const plusPlans = quotaPrompt('generated_plans', 'spent', { used: 5, limit: 5 }, 'plus', now);
    expect(plusPlans.reason).toBe('You have used all 5 generated meal plans of this month. More come on 1 December.');
    expect(plusPlans.offer).toBeNull();
    expect(quotaPrompt('generated_plans', 'plan', { used: 0, limit: 0 }, 'free', now).reason).toBe(
      'Generated meal plans are not part of the Basic plan.',
    );
  });
});
