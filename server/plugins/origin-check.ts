import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that other sites may post to (the payment gateway's return), protected by its own signature. */
    allowCrossOrigin?: boolean;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'This request did not come from the Mealwise app.';

/** The origins the browser app is served from: APP_URL, and the Vite dev server outside production. */
export function trustedOrigins(appUrl: string, production: boolean): string[] {
  return [new URL(appUrl).origin, ...(production ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'])];
}

/**
 * The host the browser addressed: the Host header, or behind a trusted proxy the last X-Forwarded-Host
 * (as Fastify's request.host reads it). Also used for better-auth, which gets Web Request headers.
 */
export function requestHost(headers: { get(name: string): string | null }, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? headers.get('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined;
  return (forwarded || headers.get('host')) ?? undefined;
}

/**
 * The request's own origins: the page that sent it was served by this server at the address the browser
 * used (a LAN address, a second name), whatever APP_URL says. Either scheme: a TLS proxy in front changes it.
 */
export function sameOrigins(host: string | undefined): string[] {
  return host ? [`http://${host}`, `https://${host}`] : [];
}

/**
 * Cross-site request forgery guard: every state-changing /api request must come from one of our own
 * origins (the Origin header, or the Referer when a browser leaves Origin out): APP_URL, the dev server,
 * or the very address this request was sent to.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  const allowed = new Set(trustedOrigins(app.config.APP_URL, app.config.isProduction));
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.allowCrossOrigin) return;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (!origin || !(allowed.has(origin) || sameOrigins(request.host).includes(origin))) {
      throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
    }
  });
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
