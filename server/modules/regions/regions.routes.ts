import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cleanCountry, REGION_GUESS_PATH } from '../../../domain/region-detection';
import { RegionGuess } from '../../../domain/region-guess';
import { regionForCountry } from '../../../domain/regions';

/** Country headers set by CDNs and hosting platforms (Cloudflare, Vercel, CloudFront, App Engine). */
export const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'x-vercel-ip-country',
  'cloudfront-viewer-country',
  'x-appengine-country',
] as const;

/**
 * The country a trusted proxy put in a header. Without TRUST_PROXY anyone could send the header, so
 * it is ignored and the browser goes on to the next step of detection.
 */
export function countryFromHeaders(req: FastifyRequest, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  for (const name of COUNTRY_HEADERS) {
    const value = req.headers[name];
    const country = cleanCountry(Array.isArray(value) ? value[0] : value);
    if (country) return country;
  }
  return null;
}

export async function regionRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    REGION_GUESS_PATH,
    {
      schema: {
        tags: ['regions'],
        summary: 'The server’s guess of the visitor’s region, and the geolocation services the browser may ask next',
        response: { 200: RegionGuess },
      },
    },
    async (req, reply) => {
      const country = countryFromHeaders(req, app.config.TRUST_PROXY);
      void reply.header('cache-control', 'private, no-store');
      return {
        country,
        region: country ? regionForCountry(country) : null,
        services: app.config.GEOIP_SERVICE_URLS ?? [],
      };
    },
  );
}
