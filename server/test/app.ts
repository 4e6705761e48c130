import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Mailer } from '../adapters/mail/mailer';
import type { Database } from '../db/client';
import { createTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database, for tests through app.inject(). With `catalogue`, the database holds
 * the food table and the recipe catalogue (as `seedCatalogue` would leave it, without its ~10 s).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { catalogue = false, ...options }: { mailer?: Mailer; catalogue?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mealwise-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), ...env });
  const database = await createTestDatabase({ catalogue });
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
