import { describe, expect, it } from 'vitest';
import {
  extendedExpiry,
  type FEATURES,
  isPurchasable,
  planAllows,
  planHas,
  QUOTAS,
  quotaPeriod,
  subscriptionOf,
} from './plans';

const now = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('subscriptionOf', () => {
  it('treats a missing or unknown plan as free', () => {
    expect(subscriptionOf(null, null, now)).toEqual({
      plan: 'free',
      planExpiryDate: null,
      isExpired: false,
      daysUntilExpiry: null,
    });
    expect(subscriptionOf('gold', null, now).plan).toBe('free');
  });

  it('rounds the days left up', () => {
    expect(subscriptionOf('plus', new Date('2026-03-11T13:00:00Z'), now)).toMatchObject({
      plan: 'plus',
      isExpired: false,
      daysUntilExpiry: 2,
    });
    expect(subscriptionOf('plus', new Date('2026-04-09T12:00:00Z'), now).daysUntilExpiry).toBe(30);
    expect(subscriptionOf('plus', new Date(now.getTime() + 1000), now).daysUntilExpiry).toBe(1);
  });

  it('treats an expired paid plan as free, before and after the expiry job moved the row to free', () => {
    const ended = new Date('2026-03-10T11:59:00Z');
    const expired = { plan: 'free', planExpiryDate: ended.toISOString(), isExpired: true, daysUntilExpiry: 0 };
    expect(subscriptionOf('premium', ended, now)).toEqual(expired);
    expect(subscriptionOf('free', ended, now)).toEqual(expired);
    expect(subscriptionOf('plus', now, now)).toEqual({ ...expired, planExpiryDate: now.toISOString() });
    expect(subscriptionOf('plus', null, now)).toMatchObject({ plan: 'free', isExpired: true });
  });
});

describe('extendedExpiry', () => {
  it('adds 30 days to a running plan, and starts from now otherwise', () => {
    const running = subscriptionOf('plus', new Date(now.getTime() + 5 * DAY), now);
    expect(extendedExpiry(running, now).getTime()).toBe(now.getTime() + 35 * DAY);
    expect(extendedExpiry(subscriptionOf('plus', new Date(now.getTime() - DAY), now), now).getTime()).toBe(
      now.getTime() + 30 * DAY,
    );
    expect(extendedExpiry(subscriptionOf(null, null, now), now).getTime()).toBe(now.getTime() + 30 * DAY);
  });
});

describe('the feature matrix (spec 001 section 9)', () => {
  it('meters pantry scans 1 / 5 / unlimited and AI plans none / 5 / unlimited, per calendar month', () => {
    expect(QUOTAS.pantry_scans).toEqual({ free: 1, plus: 5, premium: null });
    expect(QUOTAS.generated_plans).toEqual({ free: 0, plus: 5, premium: null });
    expect(quotaPeriod(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
  });

  it('includes the other features by plan', () => {
    const row = (feature: keyof typeof FEATURES) =>
      (['free', 'plus', 'premium'] as const).map((p) => planHas(feature, p));
    expect(row('basic_meal_planning')).toEqual([true, true, true]);
    expect(row('smart_grocery_lists')).toEqual([true, true, true]);
    expect(row('custom_recipes')).toEqual([false, true, true]);
    expect(row('family_planning')).toEqual([false, false, true]);
    expect(row('priority_support')).toEqual([false, false, true]);
  });

  it('sells Plus only: Premium is Coming Soon and Basic is free', () => {
    expect([isPurchasable('free'), isPurchasable('plus'), isPurchasable('premium')]).toEqual([false, true, false]);
    expect([isPurchasable('free', true), isPurchasable('plus', true), isPurchasable('premium', true)]).toEqual([
      false,
      true,
      true,
    ]);
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
