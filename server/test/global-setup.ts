import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** pglite: a tarball of a migrated data directory, loaded into a fresh in-memory database per test file. */
    pgliteTemplate: string;
    /** postgres: the migrated template database that each test file copies. */
    postgresTemplate: string;
    postgresUrl: string;
  }
}

/** Migrates once per run; each test file then gets a fresh copy (see server/test/db.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  project.provide('dbKind', kind);
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'mealwise-tpl-'));
    const database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    const dump = (await database.pglite!.dumpDataDir('none')) as Blob;
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
    project.provide('postgresUrl', '');
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
  const template = `mealwise_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), maxConnections: 1 });
  await runMigrations(database);
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', template);
  project.provide('postgresUrl', url);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `${template}_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
