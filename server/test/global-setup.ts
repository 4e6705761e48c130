import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { runSeeds } from '../db/seed/run-seeds';
import { catalogueSeed, foodsSeed } from '../modules/recipes/catalogue.seed';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** pglite: a tarball of a migrated data directory, loaded into a fresh in-memory database per test file. */
    pgliteTemplate: string;
    /** pglite: the same with the food table and the recipe catalogue seeded (createTestApp's `catalogue`). */
    pgliteCatalogueTemplate: string;
    /** postgres: the migrated template database that each test file copies. */
    postgresTemplate: string;
    /** postgres: the migrated template with the food table and the recipe catalogue seeded. */
    postgresCatalogueTemplate: string;
    postgresUrl: string;
  }
}

/**
 * The food table and the catalogue, seeded once per run into a second template: seeding them takes ~10 s (parsing
 * and matching every catalogue recipe's ingredients, then inserting), which twenty test files paid each, twice.
 */
async function seedCatalogueOnce(database: Database): Promise<void> {
  await runSeeds(database.db, { info: () => undefined }, [foodsSeed, catalogueSeed]);
}

/** Migrates once per run; each test file then gets a fresh copy (see server/test/db.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  project.provide('dbKind', kind);
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'mealwise-tpl-'));
    const database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    const dump = async (name: string) => {
      const blob = (await database.pglite!.dumpDataDir('none')) as Blob;
      const file = join(dir, name);
      writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
      return file;
    };
    project.provide('pgliteTemplate', await dump('template.tar'));
    await seedCatalogueOnce(database);
    project.provide('pgliteCatalogueTemplate', await dump('catalogue.tar'));
    await database.close();
    project.provide('postgresTemplate', '');
    project.provide('postgresCatalogueTemplate', '');
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
  // named inside the template's own prefix, so the clean-up below drops it with the copies
  const catalogueTemplate = `${template}_catalogue`;
  await admin.query(`CREATE DATABASE ${catalogueTemplate} TEMPLATE ${template}`);
  const seeded = await openDatabase({
    kind: 'postgres',
    url: withDatabase(url, catalogueTemplate),
    maxConnections: 1,
  });
  await seedCatalogueOnce(seeded);
  await seeded.close();
  project.provide('pgliteTemplate', '');
  project.provide('pgliteCatalogueTemplate', '');
  project.provide('postgresTemplate', template);
  project.provide('postgresCatalogueTemplate', catalogueTemplate);
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
