import { describe, expect, it } from 'vitest';
import { planAllows, subscriptionOf } from './plans';

const now = new Date('2026-03-10T12:00:00Z');

describe('subscriptionOf', () => {
  it('treats a missing or unknown plan as free', () => {
    expect(subscriptionOf(null, null, now)).toEqual({ plan: 'free', planExpiryDate: null, isExpired: false, daysUntilExpiry: null });
    expect(subscriptionOf('gold', null, now).plan).toBe('free');
  });

  it('rounds the days left up', () => {
    expect(subscriptionOf('plus', new Date('2026-03-11T13:00:00Z'), now)).toMatchObject({ plan: 'plus', isExpired: false, daysUntilExpiry: 2 });
    expect(subscriptionOf('plus', new Date('2026-04-09T12:00:00Z'), now).daysUntilExpiry).toBe(30);
  });

  it('treats an expired paid plan as free', () => {
    expect(subscriptionOf('premium', new Date('2026-03-10T11:59:00Z'), now)).toMatchObject({ plan: 'free', isExpired: true, daysUntilExpiry: 0 });
  });
});

describe('planAllows', () => {
  it('allows plans in the list, defaulting to free only', () => {
    expect(planAllows(['plus', 'premium'], 'free')).toBe(false);
    expect(planAllows(['plus', 'premium'], 'plus')).toBe(true);
    expect(planAllows([], 'free')).toBe(true);
    expect(planAllows(undefined, 'plus')).toBe(false);
  });
});
