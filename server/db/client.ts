import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { warmConnections } from './warm-up';

/** One type for both drivers (a union of the two driver types breaks method types). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, for PGlite-only operations such as dumping its data directory. */
  pglite?: PGlite;
  /**
   * Runs `work` while this process holds a PostgreSQL advisory lock, on a connection of its own, so that
   * instances starting or working together take turns (see docs/decisions/020). With `wait: false` it gives up
   * at once when another holds the lock, and answers `{ ran: false }`. PGlite is one process: it just runs.
   */
  withAdvisoryLock<T>(
    key: AdvisoryLockKey,
    work: () => Promise<T>,
    options?: { wait?: boolean },
  ): Promise<{ ran: true; value: T } | { ran: false }>;
  /** Opens and warms the pooled connections (server start; see warm-up.ts). */
  warm(warn: (message: string) => void): Promise<void>;
  /**
   * When a pooled connection last came back from a query without error (epoch ms; PostgreSQL only): evidence that the
   * database answers this instance, which the health check uses before sending a query of its own.
   */
  lastAnswerAt?(): number;
  close(): Promise<void>;
}

/** The advisory locks the app takes: one number each, the same in every instance. */
export const ADVISORY_LOCKS = { startup: 74_210_001, billingJobs: 74_210_002 } as const;
export type AdvisoryLockKey = (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS];

export type DatabaseTarget =
  { kind: 'postgres'; url: string; maxConnections?: number } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export function createPglite(target: { dataDir?: string; loadDataDir?: Blob }): PGlite {
  return new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const max = target.maxConnections ?? 10;
    // Connections stay open once made (a new one pays for its first search: warm-up.ts); idle ones do not keep a
    // script's process alive.
    const pool = new pg.Pool({ connectionString: target.url, max, idleTimeoutMillis: 0, allowExitOnIdle: true });
    // A connection the server closes while it sits idle or is being ended (a restart, a dropped test
    // database) must not crash the process: the pool replaces it, and a query on it fails on its own.
    const idleError = (err: Error) => process.emitWarning(`PostgreSQL connection closed: ${err.message}`);
    pool.on('error', idleError);
    pool.on('connect', (client) => client.on('error', idleError));
    let answeredAt = 0;
    // pg-pool passes the error a connection was given back with (one to drop); none after a query answered
    pool.on('release', (err: Error | undefined) => {
      if (!err) answeredAt = Date.now();
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      withAdvisoryLock: (key, work, options) => withPgAdvisoryLock(pool, key, work, options),
      warm: (warn) => warmConnections(() => pool.connect(), max, warn),
      lastAnswerAt: () => answeredAt,
      close: () => pool.end(),
    };
  }
  const client = createPglite(target);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    withAdvisoryLock: async (_key, work) => ({ ran: true, value: await work() }),
    warm: (warn) => warmConnections(async () => ({ query: (q) => client.query(q), release: () => undefined }), 1, warn),
    close: () => client.close(),
  };
}

/**
 * A session-level lock, held on one pooled connection while `work` runs on the others. If that connection
 * dies, PostgreSQL lets the lock go with it; the connection is then dropped rather than returned to the pool.
 */
async function withPgAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>, { wait = true } = {}) {
  const connection = await pool.connect();
  let broken: Error | undefined;
  const onLockConnection = (sql: string) =>
    connection.query<{ locked?: boolean }>(sql, [key]).catch((error: Error) => {
      broken = error;
      throw error;
    });
  try {
    if (wait) await onLockConnection('SELECT pg_advisory_lock($1)');
    else if (!(await onLockConnection('SELECT pg_try_advisory_lock($1) AS locked')).rows[0]?.locked)
      return { ran: false as const };
    try {
      return { ran: true as const, value: await work() };
    } finally {
      await onLockConnection('SELECT pg_advisory_unlock($1)').catch(() => undefined);
    }
  } finally {
    connection.release(broken);
  }
}
