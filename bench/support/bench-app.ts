// The application on a database a benchmark prepared, in this process, with a data folder of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';

export async function startBenchApp(database: Database, name: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `mealwise-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    AUTH_RATE_LIMIT: 'false',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
