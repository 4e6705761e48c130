// Large-catalogue load benchmark: 1M synthetic recipes (scripts/catalogue/generate.ts) into a fresh
// PostgreSQL database, created on the server at BENCH_DATABASE_URL and dropped afterwards.
// Usage: npx tsx bench/catalogue-load.ts [--count 1000000] [--method copy|unnest] [--connections 1] [--batch 5000]
// Prints JSON { rows, seconds, rowsPerSecond, ... }; with no PostgreSQL server answering, a notice and exit 0.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadCatalogue } from '../scripts/catalogue/load';
import type { LoadMethod } from '../scripts/catalogue/writer';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000000' },
      method: { type: 'string', default: 'copy' },
      connections: { type: 'string', default: '1' },
      batch: { type: 'string', default: '5000' },
    },
  });
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  try {
    await admin(url, (c) => c.query('SELECT 1'));
  } catch (err) {
    console.log(
      `catalogue-load: skipped, no PostgreSQL server at ${new URL(url).host} (${err instanceof Error ? err.message : err})`,
    );
    return;
  }
  const name = `mealwise_bench_load_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const drop = () => admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const interrupted = () => void drop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const result = await loadCatalogue({
      target: { kind: 'postgres', url: withDatabase(url, name) },
      count: Number(values.count),
      method: values.method as LoadMethod,
      connections: Number(values.connections),
      batchSize: Number(values.batch),
      log: (m) => console.error(m),
    });
    const size = await admin(withDatabase(url, name), (c) =>
      c.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size'),
    );
    console.log(JSON.stringify({ ...result, databaseSize: size.rows[0]?.size }));
  } finally {
    await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
