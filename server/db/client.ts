import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** One type for both drivers (a union of the two driver types breaks method types). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, for PGlite-only operations such as dumping its data directory. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export function createPglite(target: { dataDir?: string; loadDataDir?: Blob }): PGlite {
  return new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // A connection the server closes while it sits idle or is being ended (a restart, a dropped test
    // database) must not crash the process: the pool replaces it, and a query on it fails on its own.
    const idleError = (err: Error) => process.emitWarning(`PostgreSQL connection closed: ${err.message}`);
    pool.on('error', idleError);
    pool.on('connect', (client) => client.on('error', idleError));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = createPglite(target);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
