/** Plans (spec 000 sections 3, 4 and 9): Basic (free), Plus and Premium; a paid plan runs 30 days. */
export const PLANS = ['free', 'plus', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export const PAID_PLAN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const isPlan = (value: unknown): value is Plan => typeof value === 'string' && (PLANS as readonly string[]).includes(value);

export interface Subscription {
  plan: Plan;
  planExpiryDate: string | null;
  isExpired: boolean;
  /** Days until expiry, rounded up; null on the free plan. */
  daysUntilExpiry: number | null;
}

/** The subscription as the product treats it: an expired paid plan counts as free. */
export function subscriptionOf(plan: string | null | undefined, expiresAt: Date | null | undefined, now = new Date()): Subscription {
  const stored: Plan = isPlan(plan) ? plan : 'free';
  if (stored === 'free' || !expiresAt) {
    return { plan: 'free', planExpiryDate: expiresAt?.toISOString() ?? null, isExpired: stored !== 'free', daysUntilExpiry: null };
  }
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return { plan: 'free', planExpiryDate: expiresAt.toISOString(), isExpired: true, daysUntilExpiry: 0 };
  return { plan: stored, planExpiryDate: expiresAt.toISOString(), isExpired: false, daysUntilExpiry: Math.ceil(left / DAY_MS) };
}

/** A plan is allowed when it is in the item's plan_access list (default: free only). */
export function planAllows(planAccess: readonly string[] | null | undefined, plan: Plan): boolean {
  return (planAccess?.length ? planAccess : ['free']).includes(plan);
}

/** Monthly quotas by plan (spec 000 section 9 / spec 001 section 9): null is unlimited, 0 is not included. */
export const QUOTAS = {
  generated_plans: { free: 0, plus: 5, premium: null },
  pantry_scans: { free: 1, plus: 5, premium: null },
} as const satisfies Record<string, Record<Plan, number | null>>;
export type QuotaFeature = keyof typeof QUOTAS;

/** Custom recipes, family planning and priority support by plan. */
export const FEATURES = {
  custom_recipes: ['plus', 'premium'],
  family_planning: ['premium'],
  priority_support: ['premium'],
} as const satisfies Record<string, readonly Plan[]>;

/** The calendar month a use counts in, as YYYY-MM (UTC). */
export const quotaPeriod = (now = new Date()) => now.toISOString().slice(0, 7);
