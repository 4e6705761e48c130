import type { PaidPlan, Plan } from './plans';
import { EU_COUNTRIES } from './regions';

/**
 * Monthly prices (spec 000 section 9). The price list follows a region: the one the person picked in
 * the header, else the region of the browser language ("en-IN" gives IN, "de-DE" gives EU). Every currency of
 * the region table has its own list (decision 022 gives the price points); other countries pay in US dollars.
 * Basic is free; a paid plan runs for a 30-day cycle.
 */
export const PRICE_REGIONS = ['US', 'IN', 'UK', 'AU', 'CA', 'EU', 'JP', 'BR', 'MX', 'SG', 'AE'] as const;
export type PriceRegion = (typeof PRICE_REGIONS)[number];

export interface PriceList {
  region: PriceRegion;
  currency: 'USD' | 'INR' | 'GBP' | 'AUD' | 'CAD' | 'EUR' | 'JPY' | 'BRL' | 'MXN' | 'SGD' | 'AED';
  symbol: string;
  /** Digits after the decimal point the currency has (ISO 4217): 0 for yen, 2 for the others. */
  minorDigits: 0 | 2;
  monthly: Record<Plan, number>;
}

const list = (
  region: PriceRegion,
  currency: PriceList['currency'],
  symbol: string,
  plus: number,
  premium: number,
  minorDigits: 0 | 2 = 2,
): PriceList => ({
  region,
  currency,
  symbol,
  minorDigits,
  monthly: { free: 0, plus, premium },
});

export const PRICE_LISTS: Record<PriceRegion, PriceList> = {
  US: list('US', 'USD', '$', 2.99, 5.99),
  IN: list('IN', 'INR', '₹', 299, 599),
  UK: list('UK', 'GBP', '£', 2.49, 4.99),
  AU: list('AU', 'AUD', 'A$', 4.99, 9.49),
  CA: list('CA', 'CAD', 'C$', 3.99, 7.99),
  EU: list('EU', 'EUR', '€', 2.99, 5.99),
  JP: list('JP', 'JPY', '¥', 480, 980, 0),
  BR: list('BR', 'BRL', 'R$', 14.9, 29.9),
  MX: list('MX', 'MXN', 'MX$', 59, 119),
  SG: list('SG', 'SGD', 'S$', 3.99, 7.99),
  AE: list('AE', 'AED', 'AED ', 10.99, 21.99),
};

/**
 * The price list of a region or country code: GB and UK give pounds; the EU region, its members and the
 * euro regions of the picker (DE, FR, IT, ES) give euros; unknown codes give dollars.
 */
export function priceListFor(code: string | null | undefined): PriceList {
  const upper = code?.trim().toUpperCase() ?? '';
  if (upper === 'GB') return PRICE_LISTS.UK;
  if (EU_COUNTRIES.includes(upper)) return PRICE_LISTS.EU;
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
export function priceListForVisitor({
  pickedRegion,
  locale,
}: {
  pickedRegion: string | null;
  locale: string | null | undefined;
}): PriceList {
  return priceListFor(pickedRegion ?? countryOfLocale(locale));
}

/**
 * What an order for a plan costs in a region, as the gateway takes it: a decimal string with the currency's
 * places ("299.00", "480" yen) and the ISO currency. Computed by the server from the plan and the region, never read from the client.
 */
export function orderPrice(
  plan: PaidPlan,
  region: string | null | undefined,
): { amount: string; currency: PriceList['currency'] } {
  const prices = priceListFor(region);
  return { amount: prices.monthly[plan].toFixed(prices.minorDigits), currency: prices.currency };
}

/** "$2.99", "₹299", "A$4.99", "£0", "R$14.90", "¥480": whole amounts without decimals, others with two. */
export function formatPrice(prices: PriceList, amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${prices.symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** What each plan offers (spec 000 section 9, spec 001 section 9), as shown on the pricing cards. */
export const PLAN_FEATURES: Record<Plan, string[]> = {
  free: [
    'Basic meal planning',
    '1 pantry scan & suggestions per month',
    'Smart grocery lists',
    'Recipe search & favorites',
  ],
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
  plus: [
    'AI-powered meal planning',
    'Smart grocery lists',
    'Advanced nutrition tracking',
    'Recipe recommendations',
    'Email support',
  ],
  premium: [
    'Everything in Plus',
    'Unlimited meal plans',
    'Priority support',
    'Export to PDF',
    'Advanced dietary preferences',
    'Family meal planning',
  ],
} as const;
