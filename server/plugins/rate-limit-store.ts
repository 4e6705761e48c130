import type { FastifyInstance } from 'fastify';

/**
 * Where a @fastify/rate-limit registration counts: in Redis, shared by every instance, when REDIS_URL is
 * set; else in this process. A Redis outage lets requests through (logged) rather than failing them.
 */
export function rateLimitStore(app: FastifyInstance, name: string) {
  if (!app.redis) return {};
  return { redis: app.redis.client, nameSpace: `${app.redis.prefix}rate:${name}:`, skipOnError: true };
}
