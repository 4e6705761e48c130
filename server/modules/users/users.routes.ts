import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countUsers } from './users.queries';

/** The count is public and changes slowly: it is computed at most once per 10 minutes (spec 000 section 9), per process or, with Redis, for all instances. */
export const USER_COUNT_TTL_MS = 10 * 60_000;

const UserCount = z.object({ count: z.number().int().nonnegative() });

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  // Concurrent requests after expiry share one query; with Redis, every instance shares the figure.
  const currentCount = () => app.cache.remember('users:count', USER_COUNT_TTL_MS, () => countUsers(app.db));

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/users/count',
      { schema: { tags: ['users'], summary: 'The number of accounts (public)', response: { 200: UserCount } } },
      async (_req, reply) => {
        const value = await currentCount();
        void reply.header('cache-control', `public, max-age=${USER_COUNT_TTL_MS / 1000}`);
        return { count: value };
      },
    );
}
