import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';

const Health = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/health', { schema: { tags: ['health'], response: { 200: Health } } }, async (request) => {
      if (app.lifecycle.draining) throw new AppError('UNAVAILABLE', 'Draining: this instance is stopping');
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    });
}
