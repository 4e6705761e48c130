import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template in memory, or a new
 * PostgreSQL database made from the template database when the run targets a server. With `catalogue`, the
 * copy holds the food table and the recipe catalogue already (seeded once per run, server/test/global-setup.ts).
 */
export async function createTestDatabase({ catalogue = false }: { catalogue?: boolean } = {}): Promise<Database> {
  if (inject('dbKind') === 'pglite') {
    const tar = readFileSync(inject(catalogue ? 'pgliteCatalogueTemplate' : 'pgliteTemplate'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([tar]) });
  }
  const made = await createPostgresDatabase({ migrated: true, catalogue });
  const database = await openDatabase({ kind: 'postgres', url: made.url, maxConnections: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await made.drop();
    },
  };
}

/**
 * A new database on the test server: a copy of the migrated template, or (migrated: false) an empty one,
 * as a fresh deployment finds it. Only when the run targets PostgreSQL.
 */
export async function createPostgresDatabase({
  migrated,
  catalogue = false,
}: {
  migrated: boolean;
  /** Copy the template that also holds the food table and the catalogue. */
  catalogue?: boolean;
}): Promise<{ url: string; drop(): Promise<void> }> {
  const url = inject('postgresUrl');
  const template = inject('postgresTemplate');
  const source = catalogue ? inject('postgresCatalogueTemplate') : template;
  const name = `${template}_${migrated ? (catalogue ? 'cat_' : '') : 'empty_'}${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(migrated ? `CREATE DATABASE ${name} TEMPLATE ${source}` : `CREATE DATABASE ${name}`);
  return { url: withDatabase(url, name), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
