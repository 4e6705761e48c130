import type { FastifyInstance } from 'fastify';

/**
 * A server's first search cost it about 60 ms more of its own CPU than the next one (profiled at 1M recipes):
 * code the session lookup loads on first use, zod's first serialisation of a result, the first parse of id
 * arrays from PostgreSQL, the first Brotli stream. The server makes one search through the whole request path
 * once ready and before it listens (main.ts; so before its health check answers), so no person's search is
 * the first. It also fills the catalogue's filter values (filter-options.queries.ts), which a
 * filtered search reads. Search terms that any catalogue may or may not hold: the answer is not looked at.
 */
export const WARM_UP_REQUESTS = [
  '/api/recipes/filter-options',
  '/api/recipes/search?q=salt&isVegan=true&maxCookingTime=30',
] as const;

export async function warmSearchPath(app: FastifyInstance, warn: (message: string) => void): Promise<void> {
  for (const url of WARM_UP_REQUESTS) {
    try {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      if (answer.statusCode !== 200) warn(`search warm-up: ${url} answered ${answer.statusCode}`);
    } catch (err) {
      warn(`search warm-up: ${url}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
