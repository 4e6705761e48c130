import type { PaidPlan, Plan } from './plans';

/**
 * Monthly prices (spec 000 section 9). The price list follows a region: the one the person picked in
 * the header, else the region of the browser language ("en-IN" gives IN). Regions without a list of
 * their own pay in US dollars. Basic is free; a paid plan runs for a 30-day cycle.
 */
export const PRICE_REGIONS = ['US', 'IN', 'UK', 'AU', 'CA'] as const;
export type PriceRegion = (typeof PRICE_REGIONS)[number];

export interface PriceList {
  region: PriceRegion;
  currency: 'USD' | 'INR' | 'GBP' | 'AUD' | 'CAD';
  symbol: string;
  monthly: Record<Plan, number>;
}

export const PRICE_LISTS: Record<PriceRegion, PriceList> = {
  US: { region: 'US', currency: 'USD', symbol: '$', monthly: { free: 0, plus: 2.99, premium: 5.99 } },
  IN: { region: 'IN', currency: 'INR', symbol: '₹', monthly: { free: 0, plus: 299, premium: 599 } },
  UK: { region: 'UK', currency: 'GBP', symbol: '£', monthly: { free: 0, plus: 2.49, premium: 4.99 } },
  AU: { region: 'AU', currency: 'AUD', symbol: 'A$', monthly: { free: 0, plus: 4.99, premium: 9.49 } },
  CA: { region: 'CA', currency: 'CAD', symbol: 'C$', monthly: { free: 0, plus: 3.99, premium: 7.99 } },
};

/** The price list of a region or country code: GB and UK give pounds; unknown codes give dollars. */
export function priceListFor(code: string | null | undefined): PriceList {
  const upper = code?.trim().toUpperCase() ?? '';
  if (upper === 'GB') return PRICE_LISTS.UK;
  return (PRICE_REGIONS as readonly string[]).includes(upper) ? PRICE_LISTS[upper as PriceRegion] : PRICE_LISTS.US;
}

/**
 * The country of a browser language tag: "en-IN" gives IN; a bare language is expanded to its most
 * likely country ("hi" gives IN, "en" gives US). Null for an empty or malformed tag.
 */
export function countryOfLocale(locale: string | null | undefined): string | null {
  if (!locale?.trim()) return null;
  try {
    const parsed = new Intl.Locale(locale.trim());
    return parsed.region ?? parsed.maximize().region ?? null;
  } catch {
    return null;
  }
}

/** The prices shown: the picked region's, else those of the browser language's country. */
export function priceListForVisitor({ pickedRegion, locale }: { pickedRegion: string | null; locale: string | null | undefined }): PriceList {
  return priceListFor(pickedRegion ?? countryOfLocale(locale));
}

/**
 * What an order for a plan costs in a region, as the gateway takes it: a decimal string with two places
 * ("299.00") and the ISO currency. Computed by the server from the plan and the region, never read from the client.
 */
export function orderPrice(plan: PaidPlan, region: string | null | undefined): { amount: string; currency: PriceList['currency'] } {
  const list = priceListFor(region);
  return { amount: list.monthly[plan].toFixed(2), currency: list.currency };
}

/** "$2.99", "₹299", "A$4.99", "£0": whole amounts without decimals, others with two. */
export function formatPrice(list: PriceList, amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${list.symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** What each plan offers (spec 000 section 9, spec 001 section 9), as shown on the pricing cards. */
export const PLAN_FEATURES: Record<Plan, string[]> = {
  free: ['Basic meal planning', '1 pantry scan & suggestions per month', 'Smart grocery lists', 'Recipe search & favorites'],
  plus: [
    'Everything in Basic',
    '5 AI weekly meal plans per month',
    '5 pantry scans & suggestions per month',
    'Custom recipes',
    'Advanced nutrition tracking',
  ],
  premium: [
    'Everything in Plus',
    'Unlimited AI weekly meal plans',
    'Unlimited pantry scans & suggestions',
    'Family planning',
    'Priority support',
  ],
};

/** The lists of the 'Choose Your Plan' dialog (spec 000 section 2). */
export const PLAN_DIALOG_FEATURES = {
  plus: ['AI-powered meal planning', 'Smart grocery lists', 'Advanced nutrition tracking', 'Recipe recommendations', 'Email support'],
  premium: [
    'Everything in Plus',
    'Unlimited meal plans',
    'Priority support',
    'Export to PDF',
    'Advanced dietary preferences',
    'Family meal planning',
  ],
} as const;
