import { z } from 'zod';

/** The answer of GET /api/region (the server's contract; the browser reads it with readRegionGuess, without zod). */
export const RegionGuess = z.object({
  /** ISO 3166 country code from a trusted CDN header, else null. */
  country: z.string().length(2).nullable(),
  /** The region that country maps to, else null. */
  region: z.string().nullable(),
  /** IP-geolocation services the browser may ask, in order (GEOIP_SERVICE_URLS); empty when none is configured. */
  services: z.array(z.url()),
});
export type RegionGuess = z.infer<typeof RegionGuess>;
