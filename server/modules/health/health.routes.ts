import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pg from 'pg';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';

const Health = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** A check that takes longer than this says the database is unavailable. */
const CHECK_TIMEOUT_MS = 2000;
/**
 * A pooled query answered this recently is the database answering: no query of the check's own is sent. Under load
 * (twenty plans generated at once) queries come back every few milliseconds, and the check's own `select 1` waited
 * on a CPU shared with twenty busy backends (decision 038); idle, the check queries as before.
 */
export const RECENT_ANSWER_MS = 500;

/**
 * On PostgreSQL the check has a connection of its own, outside the pool: under load (twenty plans generated at
 * once) dozens of queries wait for a pooled connection, and a load balancer's check queued behind them would take
 * a busy instance for a dead one (decision 030). Made at the first check, made again after it fails.
 */
function ownConnection(url: string) {
  let connecting: Promise<pg.Client> | null = null;
  const drop = (client: pg.Client) => {
    connecting = null;
    void client.end().catch(() => undefined);
  };
  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      query_timeout: CHECK_TIMEOUT_MS,
      application_name: 'mealwise health',
    });
    client.on('error', () => drop(client));
    try {
      await client.connect();
      return client;
    } catch (error) {
      connecting = null;
      throw error;
    }
  };
  return {
    async check(): Promise<void> {
      const client = await (connecting ??= connect());
      try {
        await client.query('select 1');
      } catch (error) {
        drop(client);
        throw error;
      }
    },
    async close(): Promise<void> {
      const client = await connecting?.catch(() => null);
      connecting = null;
      await client?.end().catch(() => undefined);
    },
  };
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const own =
    app.database.kind === 'postgres' && app.config.DATABASE_URL ? ownConnection(app.config.DATABASE_URL) : null;
  if (own) app.addHook('onClose', () => own.close());
  const lastAnswerAt = app.database.lastAnswerAt;
  const checkDatabase = own
    ? async () => {
        if (lastAnswerAt && Date.now() - lastAnswerAt() < RECENT_ANSWER_MS) return;
        await own.check();
      }
    : () => app.db.execute(sql`select 1`);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/health', { schema: { tags: ['health'], response: { 200: Health } } }, async (request) => {
      if (app.lifecycle.draining) throw new AppError('UNAVAILABLE', 'Draining: this instance is stopping');
      try {
        await checkDatabase();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    });
}
