/** Regions (spec 000 sections 3 and 9): the region drives the legal texts and the currency shown. */
export interface Region {
  code: string;
  name: string;
  /** The emoji flag, for plain text such as e-mails; the web app shows the pictures in web/public/flags (emoji flags render as letters on Windows). */
  flag: string;
  currency: string;
}

export const REGIONS: Region[] = [
  { code: 'US', name: 'United States', flag: '🇺🇸', currency: 'USD' },
  { code: 'IN', name: 'India', flag: '🇮🇳', currency: 'INR' },
  { code: 'UK', name: 'United Kingdom', flag: '🇬🇧', currency: 'GBP' },
  { code: 'EU', name: 'European Union', flag: '🇪🇺', currency: 'EUR' },
  { code: 'DE', name: 'Germany', flag: '🇩🇪', currency: 'EUR' },
  { code: 'FR', name: 'France', flag: '🇫🇷', currency: 'EUR' },
  { code: 'IT', name: 'Italy', flag: '🇮🇹', currency: 'EUR' },
  { code: 'ES', name: 'Spain', flag: '🇪🇸', currency: 'EUR' },
  { code: 'CA', name: 'Canada', flag: '🇨🇦', currency: 'CAD' },
  { code: 'AU', name: 'Australia', flag: '🇦🇺', currency: 'AUD' },
  { code: 'JP', name: 'Japan', flag: '🇯🇵', currency: 'JPY' },
  { code: 'BR', name: 'Brazil', flag: '🇧🇷', currency: 'BRL' },
  { code: 'MX', name: 'Mexico', flag: '🇲🇽', currency: 'MXN' },
  { code: 'SG', name: 'Singapore', flag: '🇸🇬', currency: 'SGD' },
  { code: 'AE', name: 'United Arab Emirates', flag: '🇦🇪', currency: 'AED' },
];

export const DEFAULT_REGION = 'US';

/** Countries that map to the EU region (spec 000 section 9, including the EEA and Switzerland as listed). */
export const EU_COUNTRIES = [
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'BE',
  'AT',
  'PT',
  'IE',
  'GR',
  'FI',
  'SE',
  'DK',
  'NO',
  'CH',
  'PL',
  'CZ',
  'HU',
  'RO',
  'BG',
  'HR',
  'SI',
  'SK',
  'EE',
  'LV',
  'LT',
  'LU',
  'MT',
  'CY',
];

export const LEGAL_REGIONS = ['US', 'EU', 'UK', 'IN', 'CA', 'AU'] as const;
export type LegalRegion = (typeof LEGAL_REGIONS)[number];

export function findRegion(code: string | null | undefined): Region | undefined {
  const upper = code?.toUpperCase();
  return REGIONS.find((r) => r.code === upper);
}

/** A detected ISO country code to a region: EU members to EU, GB to UK, listed regions as themselves, else US. */
export function regionForCountry(country: string | null | undefined): string {
  const code = country?.trim().toUpperCase() ?? '';
  if (EU_COUNTRIES.includes(code)) return 'EU';
  if (code === 'GB' || code === 'UK') return 'UK';
  return findRegion(code)?.code ?? DEFAULT_REGION;
}

/** The region whose legal texts apply: EU, DE, FR, IT, ES give EU; UK, IN, CA, AU as themselves; else US. */
export function legalRegionFor(region: string | null | undefined): LegalRegion {
  const code = region?.toUpperCase() ?? '';
  if (['EU', 'DE', 'FR', 'IT', 'ES'].includes(code) || EU_COUNTRIES.includes(code)) return 'EU';
  if (code === 'GB') return 'UK';
  return (LEGAL_REGIONS as readonly string[]).includes(code) ? (code as LegalRegion) : 'US';
}

export function currencyFor(region: string | null | undefined): string {
  return findRegion(region)?.currency ?? 'USD';
}
