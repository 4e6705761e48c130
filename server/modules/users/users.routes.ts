import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countUsers } from './users.queries';

/** The count is public and changes slowly: it is computed at most once per 10 minutes per process (spec 000 section 9). */
export const USER_COUNT_TTL_MS = 10 * 60_000;

const UserCount = z.object({ count: z.number().int().nonnegative() });

export async function usersRoutes(app: FastifyInstance, { now = () => Date.now() }: { now?: () => number } = {}): Promise<void> {
  let cached: { count: number; expiresAt: number } | null = null;
  let pending: Promise<number> | null = null;

  const currentCount = async (): Promise<number> => {
    if (cached && cached.expiresAt > now()) return cached.count;
    // Concurrent requests after expiry share one query.
    pending ??= countUsers(app.db)
      .then((value) => {
        cached = { count: value, expiresAt: now() + USER_COUNT_TTL_MS };
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/users/count',
    { schema: { tags: ['users'], summary: 'The number of accounts (public)', response: { 200: UserCount } } },
    async (_req, reply) => {
      const value = await currentCount();
      void reply.header('cache-control', `public, max-age=${USER_COUNT_TTL_MS / 1000}`);
      return { count: value };
    },
  );
}
