import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that other sites may post to (the payment gateway's return), protected by its own signature. */
    allowCrossOrigin?: boolean;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins the browser app is served from: APP_URL, and the Vite dev server outside production. */
export function trustedOrigins(appUrl: string, production: boolean): string[] {
  return [new URL(appUrl).origin, ...(production ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'])];
}

/**
 * Cross-site request forgery guard: every state-changing /api request must come from one of our own
 * origins (the Origin header, or the Referer when a browser leaves Origin out).
 */
export function registerOriginCheck(app: FastifyInstance): void {
  const allowed = new Set(trustedOrigins(app.config.APP_URL, app.config.isProduction));
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.allowCrossOrigin) return;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (!origin || !allowed.has(origin)) {
      throw new AppError('FORBIDDEN', 'This request did not come from the Mealwise app.');
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
