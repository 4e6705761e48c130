/** Plans (spec 000 sections 3, 4 and 9): Basic (free), Plus and Premium; a paid plan runs 30 days. */
export const PLANS = ['free', 'plus', 'premium'] as const;
export type Plan = (typeof PLANS)[number];
export type PaidPlan = Exclude<Plan, 'free'>;

/** The names people see: the free plan is called Basic. */
export const PLAN_NAMES: Record<Plan, string> = { free: 'Basic', plus: 'Plus', premium: 'Premium' };

/**
 * Plans that can be bought now. By default Premium is shown as 'Coming Soon' and is not purchasable (spec 000
 * section 2); the operator puts it on sale with PREMIUM_ON_SALE (decision 025).
 */
export const purchasablePlans = (premiumOnSale: boolean): PaidPlan[] =>
  premiumOnSale ? ['plus', 'premium'] : ['plus'];
export const isPurchasable = (plan: Plan, premiumOnSale = false): plan is PaidPlan =>
  (purchasablePlans(premiumOnSale) as Plan[]).includes(plan);

export const PAID_PLAN_DAYS = 30;
/** The renewal reminder e-mail goes out 3 days before a paid plan ends (spec 000 section 9, refund policy). */
export const RENEWAL_REMINDER_DAYS = 3;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const isPlan = (value: unknown): value is Plan =>
  typeof value === 'string' && (PLANS as readonly string[]).includes(value);

export interface Subscription {
  plan: Plan;
  planExpiryDate: string | null;
  /** A paid plan whose expiry date has passed (whether or not the expiry job has downgraded the row yet). */
  isExpired: boolean;
  /** Days until expiry, rounded up; null on the free plan. */
  daysUntilExpiry: number | null;
}

/** The subscription as the product treats it: an expired paid plan counts as free. */
export function subscriptionOf(
  plan: string | null | undefined,
  expiresAt: Date | null | undefined,
  now = new Date(),
): Subscription {
  const stored: Plan = isPlan(plan) ? plan : 'free';
  const planExpiryDate = expiresAt?.toISOString() ?? null;
  const left = expiresAt ? expiresAt.getTime() - now.getTime() : null;
  if (left !== null && left <= 0) return { plan: 'free', planExpiryDate, isExpired: true, daysUntilExpiry: 0 };
  // A paid plan with no expiry date cannot be honoured: it counts as an expired one.
  if (stored !== 'free' && left === null) return { plan: 'free', planExpiryDate, isExpired: true, daysUntilExpiry: 0 };
  if (stored === 'free' || left === null)
    return { plan: 'free', planExpiryDate, isExpired: false, daysUntilExpiry: null };
  return { plan: stored, planExpiryDate, isExpired: false, daysUntilExpiry: Math.ceil(left / DAY_MS) };
}

/** When a plan bought now ends: 30 days after the current expiry while a paid plan is running, else 30 days from now. */
export function extendedExpiry(current: Subscription, now = new Date()): Date {
  const from = current.plan !== 'free' && current.planExpiryDate ? new Date(current.planExpiryDate) : now;
  return new Date(from.getTime() + PAID_PLAN_DAYS * DAY_MS);
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
export const QUOTA_FEATURES = Object.keys(QUOTAS) as QuotaFeature[];

/** The rest of the feature matrix (spec 001 section 9): which plans include each feature. */
export const FEATURES = {
  basic_meal_planning: ['free', 'plus', 'premium'],
  smart_grocery_lists: ['free', 'plus', 'premium'],
  custom_recipes: ['plus', 'premium'],
  family_planning: ['premium'],
  pdf_export: ['premium'],
  priority_support: ['premium'],
} as const satisfies Record<string, readonly Plan[]>;
export type Feature = keyof typeof FEATURES;

export const planHas = (feature: Feature, plan: Plan): boolean => (FEATURES[feature] as readonly Plan[]).includes(plan);

/** The calendar month a use counts in, as YYYY-MM (UTC). */
export const quotaPeriod = (now = new Date()) => now.toISOString().slice(0, 7);
