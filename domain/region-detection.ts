import { DEFAULT_REGION, regionForCountry } from './regions';

/**
 * Region detection (spec 000 section 4), in order: the server's guess (a CDN country header, trusted
 * only behind a proxy), then each configured IP-geolocation service, then the time zone (Asia/Kolkata
 * gives IN), then US. Every step that fails or knows nothing hands over to the next.
 */

export const REGION_GUESS_PATH = '/api/region';

export type DetectionSource = 'server' | 'service' | 'time-zone' | 'default';

export interface DetectedRegion {
  region: string;
  source: DetectionSource;
}

export interface DetectionDeps {
  /** GETs a URL and returns its JSON body; throws (or rejects) on any failure. */
  getJson(url: string): Promise<unknown>;
  /** The browser's IANA time zone, e.g. Intl.DateTimeFormat().resolvedOptions().timeZone. */
  timeZone: string | undefined;
}

const COUNTRY = /^[A-Z]{2}$/;

/** A plain two-letter country code, or null. CDN placeholders (XX unknown, T1 Tor) count as unknown. */
export function cleanCountry(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return COUNTRY.test(upper) && upper !== 'XX' && upper !== 'T1' ? upper : null;
}

/**
 * The country in a geolocation service's answer. Services spell it differently: `country_code`
 * (ipapi.co, ipwho.is), `countryCode` (ip-api.com), `country` (ipinfo.io, Cloudflare trace as JSON).
 */
export function countryFromGeoAnswer(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['country_code', 'countryCode', 'country']) {
    const country = cleanCountry(record[key]);
    if (country) return country;
  }
  return null;
}

/** The time-zone step: Asia/Kolkata (and its old name Calcutta) give IN, Europe/London UK; other zones say nothing. */
export function regionForTimeZone(timeZone: string | undefined): string | null {
  if (!timeZone) return null;
  if (/^Asia\/(Kolkata|Calcutta)$/.test(timeZone)) return 'IN';
  if (timeZone === 'Europe/London') return 'UK';
  return null;
}

/**
 * What the browser needs of GET /api/region (domain/region-guess.ts): the country and the https services.
 * Read by hand rather than with zod, so the header's code keeps zod out of the first page load.
 */
export function readRegionGuess(body: unknown): { country: string | null; services: string[] } {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const services = Array.isArray(record.services)
    ? record.services.filter((s): s is string => typeof s === 'string' && s.startsWith('https://'))
    : [];
  return { country: cleanCountry(record.country), services };
}

async function attempt<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch {
    return null;
  }
}

export async function detectRegion({ getJson, timeZone }: DetectionDeps): Promise<DetectedRegion> {
  const guess = await attempt(async () => readRegionGuess(await getJson(REGION_GUESS_PATH)));
  const fromServer = guess?.country;
  if (fromServer) return { region: regionForCountry(fromServer), source: 'server' };
  for (const url of guess?.services ?? []) {
    const country = await attempt(async () => countryFromGeoAnswer(await getJson(url)));
    if (country) return { region: regionForCountry(country), source: 'service' };
  }
  const fromZone = regionForTimeZone(timeZone);
  if (fromZone) return { region: fromZone, source: 'time-zone' };
  return { region: DEFAULT_REGION, source: 'default' };
}
