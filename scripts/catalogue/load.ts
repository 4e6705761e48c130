// Loads a synthetic catalogue (scripts/catalogue/generate.ts) into PostgreSQL or PGlite, fast: batches of
// thousands of recipes, one transaction each, written with COPY while the next batch is generated.
// Usage: npx tsx scripts/catalogue/load.ts --count 100000 [--database-url postgres://...] [--data-dir /tmp/pg]
//        [--seed 1] [--batch 5000] [--method copy|unnest] [--connections 1] [--no-reference]
// The target is --data-dir (PGlite), else --database-url, else BENCH_DATABASE_URL. Prints JSON.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../../server/db/client';
import { migrateUnderLock } from '../../server/db/startup';
import { foods } from '../../server/db/schema/index';
import { foodsSeed, readSeedFoods, readSeedRecipes } from '../../server/modules/recipes/catalogue.seed';
import { DEFAULT_REFERENCE_DIR, loadDistributions } from './distributions';
import { createGenerator, type CatalogueFood, type GeneratedRecipe } from './generate';
import { BULK_SESSION, pgliteWriter, postgresWriter, type CatalogueWriter, type LoadMethod } from './writer';

export interface LoadOptions {
  target: DatabaseTarget;
  count: number;
  seed?: number;
  batchSize?: number;
  method?: LoadMethod;
  /** PostgreSQL connections writing batches side by side (PGlite has one). */
  connections?: number;
  /** Folder of the Allrecipes reference CSVs; null to learn only from the project's recipes. */
  referenceDir?: string | null;
  log?: (message: string) => void;
}

export interface LoadResult {
  rows: number;
  ingredientRows: number;
  firstIndex: number;
  seconds: number;
  /** Of `seconds`: merging GIN pending lists and ANALYZE after the last batch. */
  finishSeconds: number;
  setupSeconds: number;
  rowsPerSecond: number;
  method: LoadMethod;
  target: DatabaseTarget['kind'];
  distributions: 'allrecipes' | 'seed';
}

const GIN_INDEXES = `SELECT c.oid::regclass::text AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
  JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'gin' AND i.indrelid IN ('recipes'::regclass, 'recipe_ingredients'::regclass)`;
const LAST_INDEX = `SELECT coalesce(max(substring(slug from '^gen-([0-9]+)-')::int), 0) AS n FROM recipes WHERE slug LIKE 'gen-%'`;
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Batches of generated recipes; pauses now and then so the previous batch keeps streaming out. */
async function* batches(generate: (n: number) => GeneratedRecipe, first: number, count: number, size: number) {
  for (let start = first; start < first + count; start += size) {
    const batch: GeneratedRecipe[] = [];
    for (let n = start; n < Math.min(first + count, start + size); n += 1) {
      batch.push(generate(n));
      if (batch.length % 500 === 0) await yieldToIo();
    }
    yield batch;
  }
}

/** Runs a query on either driver's raw client. */
type Run = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

export async function loadCatalogue(options: LoadOptions): Promise<LoadResult> {
  const { target, count, seed = 1, batchSize = 5000, method = 'copy', log = () => {} } = options;
  const began = performance.now();
  const database = await openDatabase(target.kind === 'postgres' ? { ...target, maxConnections: 2 } : target);
  const clients: pg.Client[] = [];
  try {
    await migrateUnderLock(database);
    if (await foodsSeed.isEmpty(database.db))
      await database.db.transaction((tx) => foodsSeed.run(tx as unknown as typeof database.db));
    const catalogueFoods: CatalogueFood[] = (await database.db.select().from(foods)).map((f) => ({
      id: f.id,
      key: f.key,
      name: f.name,
      aliases: f.aliases,
      facts: f.facts,
      per100g: {
        kcal: f.kcal,
        protein: f.protein,
        fat: f.fat,
        carbs: f.carbs,
        fiber: f.fiber,
        sugar: f.sugar,
        sodium: f.sodium,
      },
    }));
    const dists = loadDistributions({
      seedRecipes: readSeedRecipes(),
      seedFoods: readSeedFoods(),
      referenceDir: options.referenceDir === undefined ? DEFAULT_REFERENCE_DIR : options.referenceDir,
    });
    const generate = createGenerator(catalogueFoods, dists, seed);
    const writers: CatalogueWriter[] = [];
    let run: Run;
    if (target.kind === 'postgres') {
      for (let i = 0; i < Math.max(1, options.connections ?? 1); i += 1) {
        const client = new pg.Client({ connectionString: target.url });
        clients.push(client);
        await client.connect();
        for (const setting of BULK_SESSION) await client.query(setting);
        writers.push(postgresWriter(client, method));
      }
      run = async <T>(sql: string, params: unknown[] = []) => (await clients[0]!.query(sql, params)).rows as T[];
    } else {
      const lite = database.pglite!;
      for (const setting of BULK_SESSION) await lite.exec(setting);
      writers.push(pgliteWriter(lite, method));
      run = async <T>(sql: string, params: unknown[] = []) => (await lite.query<T>(sql, params)).rows;
    }
    const firstIndex = Number((await run<{ n: number }>(LAST_INDEX))[0]?.n ?? 0) + 1;
    log(
      `distributions from ${dists.source}; loading ${count} recipes from gen-${firstIndex} with ${method} on ${writers.length} connection(s)`,
    );
    const started = performance.now();
    let rows = 0;
    let ingredientRows = 0;
    // each writer takes the next batch when it is free, while this loop generates the one after
    const busy = new Map<CatalogueWriter, Promise<void>>();
    for await (const batch of batches(generate, firstIndex, count, batchSize)) {
      while (busy.size === writers.length) await Promise.race(busy.values());
      const writer = writers.find((w) => !busy.has(w))!;
      const writing = writer.write(batch).finally(() => busy.delete(writer));
      writing.catch(() => undefined); // raced or awaited below; this only keeps Node from calling it unhandled meanwhile
      busy.set(writer, writing);
      rows += batch.length;
      ingredientRows += batch.reduce((s, r) => s + r.ingredients.length, 0);
      if ((rows / batchSize) % 20 === 0) log(`${rows} recipes, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    await Promise.all(busy.values());
    const finishing = performance.now();
    for (const { name } of await run<{ name: string }>(GIN_INDEXES))
      await run('SELECT gin_clean_pending_list($1::regclass)', [name]);
    await run('ANALYZE recipes');
    await run('ANALYZE recipe_ingredients');
    const done = performance.now();
    const seconds = (done - started) / 1000;
    return {
      rows,
      ingredientRows,
      firstIndex,
      seconds: round2(seconds),
      finishSeconds: round2((done - finishing) / 1000),
      setupSeconds: round2((started - began) / 1000),
      rowsPerSecond: Math.round(rows / seconds),
      method,
      target: target.kind,
      distributions: dists.source,
    };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    await database.close();
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100;

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string', default: '1' },
      batch: { type: 'string', default: '5000' },
      method: { type: 'string', default: 'copy' },
      connections: { type: 'string', default: '1' },
      'no-reference': { type: 'boolean', default: false },
    },
  });
  const count = Number(values.count);
  const method = values.method as LoadMethod;
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive integer');
  if (method !== 'copy' && method !== 'unnest') throw new Error('--method must be copy or unnest');
  const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
  const target: DatabaseTarget | null = values['data-dir']
    ? { kind: 'pglite', dataDir: values['data-dir'] }
    : url
      ? { kind: 'postgres', url }
      : null;
  if (!target) throw new Error('give --database-url, BENCH_DATABASE_URL or --data-dir');
  const result = await loadCatalogue({
    target,
    count,
    method,
    seed: Number(values.seed),
    batchSize: Number(values.batch),
    connections: Number(values.connections),
    referenceDir: values['no-reference'] ? null : DEFAULT_REFERENCE_DIR,
    log: (m) => console.error(m),
  });
  console.log(JSON.stringify(result));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
