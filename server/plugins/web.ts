import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { body } from './errors';

/**
 * Serves the built single-page app with an SPA fallback. The fallback never shadows /api:
 * an unknown /api path answers a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  // Profile pictures are public and named by time, so they may be cached anywhere. Every other upload (pantry
  // photos, refund receipts) is private: its module serves it to its owner (see private-files.ts).
  const avatars = resolve(app.config.DATA_DIR, 'uploads', 'avatars');
  mkdirSync(avatars, { recursive: true });
  await app.register(fastifyStatic, {
    root: avatars,
    prefix: '/uploads/avatars/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
  });
  const root = resolve(app.config.WEB_DIST);
  const built = existsSync(resolve(root, 'index.html'));
  // The landing page's and the dashboard's HTML also preload what their first render needs (their route's code, the
  // hero picture, the dashboard's first answers: written by vite.config.ts); any other page gets index.html.
  const pageFor = (name: string) => (existsSync(resolve(root, name)) ? name : 'index.html');
  const pages: Record<string, string> = { '/': pageFor('landing.html'), '/dashboard': pageFor('dashboard.html') };
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true, // .br and .gz written by scripts/build-web.ts
      index: false, // wildcard false: a route per built file; any other path falls to the SPA below
      setHeaders(res, path) {
        // Vite puts content-hashed files under /assets: cache them for a year; everything else revalidates.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (/^\/(api|uploads)([/?]|$)/.test(request.url) || !built || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(body('NOT_FOUND', `Not found: ${request.method} ${request.url.split('?')[0]}`));
    }
    const path = request.url.split(/[?#]/)[0]!;
    return reply.header('cache-control', 'no-cache').sendFile(pages[path] ?? 'index.html');
  });
}
