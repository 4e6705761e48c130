import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateUnderLock, seedUnderLock } from './db/startup';

/**
 * Opens the database, migrates, builds the app and seeds: what every instance does before it listens
 * (main.ts; the two-instance test). Migrations and seeds run under the start-up lock.
 */
export async function startApp(
  config: Config,
  logger: FastifyServerOptions['logger'] = false,
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, maxConnections: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: join(config.DATA_DIR, 'pg') },
  );
  try {
    await migrateUnderLock(database);
    const app = await buildApp({ config, database, logger });
    if (config.SEED) await seedUnderLock(database, app.log);
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}
