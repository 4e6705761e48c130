// Recipe search latency: p50/p95 of ten typical searches through app.inject, and throughput over 32 HTTP
// connections, on PGlite with 100k recipes and on PostgreSQL with 100k and 1M, each beside the original
// approach (every recipe ordered by title, filtered in JS with matchesSearch) as a ratio. Prints JSON.
// Usage: npx tsx bench/search.ts [--pglite 100000] [--postgres 100000,1000000] [--rounds 15] [--seconds 8]
//        [--existing postgres://.../db]  (measure an already loaded, migrated database as it is)
//        npx tsx bench/search.ts --mix [--database mealwise_bench_1m] [--size 1000000] [--rounds 20] [--starts 3]
//          the hard mix of issue #19 over HTTP against the server in its own process, beside the plain-SQL
//          baseline (ILIKE + count) in the same run, the first search after each of `starts` starts and the
//          first round of the mix after the last start (firstRoundAfterLastStart). The
//          catalogue database is made once (created and loaded to --size if absent or smaller) and kept;
//          --server-root /path/to/other/checkout measures that checkout's server on the same data (before/after).
// PostgreSQL parts need a server at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
// without --mix the bench makes and drops its own database there. Data: scripts/catalogue/load.ts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { asc, count, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { matchesSearch, type SearchFilters } from '../domain/recipe-search';
import { SearchRequest } from '../domain/search-request';
import { loadCatalogue } from '../scripts/catalogue/load';
import { openDatabase, type Database, type DatabaseTarget } from '../server/db/client';
import { recipes } from '../server/db/schema/index';
import { runSeeds } from '../server/db/seed/run-seeds';
import { migrateUnderLock } from '../server/db/startup';
import { cardColumns, ratingTotalsJoin } from '../server/modules/recipes/recipe-cards.queries';
import { buildUser, ORIGIN } from '../server/test/factories';
import { baselineSearch, HARD_MIX } from './support/search-mix';
import { startBenchApp } from './support/bench-app';
import { startServer } from './support/web-server';

interface Query {
  name: string;
  query: string;
  signedIn?: boolean;
}

/** Ten searches people make: text, text with filters, filters alone, a typo, preferences, a later page. */
const QUERIES: Query[] = [
  { name: 'text', query: 'q=chicken' },
  { name: 'text, two words', query: 'q=paneer%20curry' },
  { name: 'text, rare word', query: 'q=biryani' },
  { name: 'typo', query: 'q=panner' },
  { name: 'text + filters', query: 'q=curry&cuisines=Indian&isVegan=true' },
  { name: 'text + time', query: 'q=soup&maxCookingTime=30' },
  { name: 'filters only', query: 'cuisines=Italian&courses=Dinner&maxCookingTime=30' },
  { name: 'flags only', query: 'isVegan=true&isHighProtein=true' },
  { name: 'preferences', query: 'q=rice&useMyPreferences=true', signedIn: true },
  { name: 'text, page 3', query: 'q=salad&page=3' },
];

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const ms = (x: number) => Math.round(x * 10) / 10;
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
};
const stats = (xs: number[]) => ({
  p50: ms(percentile(xs, 50)),
  p95: ms(percentile(xs, 95)),
  max: ms(Math.max(...xs)),
  n: xs.length,
});

const startApp = (database: Database) => startBenchApp(database, 'search');

/** A signed-in cook whose saved preferences are Indian cuisine, vegetarian and 30 minutes (best effort). */
async function cookWithPreferences(app: FastifyInstance) {
  const legal = await app.inject({ method: 'GET', url: '/api/legal?region=US' });
  const consents = legal
    .json<{ id: number; isRequiredForSignup: boolean }[]>()
    .filter((i) => i.isRequiredForSignup)
    .map((i) => i.id);
  const cook = await buildUser(app, { name: 'Bench Cook', consents });
  const res = await app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie: cook.cookie } });
  type Filter = { id: number; key: string; allowed: boolean };
  const filters = res.statusCode === 200 ? res.json<{ filters: Filter[] }[]>().flatMap((c) => c.filters) : [];
  const wanted: Record<string, unknown> = {
    cuisine_preference: ['Indian'],
    dietary_preference: ['Vegetarian'],
    cooking_time: 30,
  };
  const selections = filters
    .filter((f) => f.allowed && f.key in wanted)
    .map((f) => ({ filterId: f.id, selectedValues: wanted[f.key] }));
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/preferences',
    headers: { cookie: cook.cookie, origin: ORIGIN },
    payload: { selections },
  });
  return { cookie: cook.cookie, preferencesSaved: saved.statusCode === 200 ? selections.length : 0 };
}

async function timeSearch(app: FastifyInstance, q: Query, cookie: string) {
  const started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `/api/recipes/search?${q.query}`,
    headers: q.signedIn ? { cookie } : {},
  });
  const took = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${q.name}: ${res.statusCode} ${res.body}`);
  return { took, total: res.json<{ total: number; totalIsCapped: boolean }>() };
}

/** The original approach: every catalogue recipe ordered by title, the rules applied in JS, then a page. */
async function originalSearch(database: Database, q: Query) {
  const {
    page,
    pageSize,
    useMyPreferences: _,
    ...filters
  } = SearchRequest.parse(Object.fromEntries(new URLSearchParams(q.query)));
  const started = performance.now();
  const rows = await database.db
    .select(cardColumns)
    .from(recipes)
    .leftJoin(...ratingTotalsJoin)
    .where(isNull(recipes.ownerId))
    .orderBy(asc(recipes.title));
  const found = rows.filter((r) => matchesSearch(r, filters as SearchFilters));
  found.slice((page - 1) * pageSize, page * pageSize);
  return performance.now() - started;
}

async function measure(
  database: Database,
  label: string,
  options: { rounds: number; seconds: number; originalRounds: number },
) {
  const { app, close } = await startApp(database);
  try {
    const cook = await cookWithPreferences(app);
    for (const q of QUERIES) for (let i = 0; i < 2; i += 1) await timeSearch(app, q, cook.cookie); // warm caches and plans
    const perQuery: Record<string, number[]> = Object.fromEntries(QUERIES.map((q) => [q.name, []]));
    const totals: Record<string, string> = {};
    for (let round = 0; round < options.rounds; round += 1) {
      for (const q of QUERIES) {
        const { took, total } = await timeSearch(app, q, cook.cookie);
        perQuery[q.name]!.push(took);
        totals[q.name] = `${total.total}${total.totalIsCapped ? '+' : ''}`;
      }
    }
    const all = Object.values(perQuery).flat();
    // throughput: 32 connections over loopback HTTP, each with one request in flight, cycling through the
    // queries (app.inject has no sockets: with PGlite, whose engine runs on the main thread, it starves
    // requests that wait for I/O, such as the session check, in a way real connections do not)
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const latencies: number[] = [];
    const until = performance.now() + options.seconds * 1000;
    let next = 0;
    const worker = async () => {
      while (performance.now() < until) {
        const q = QUERIES[next++ % QUERIES.length]!;
        const started = performance.now();
        const res = await fetch(`${address}/api/recipes/search?${q.query}`, {
          headers: q.signedIn ? { cookie: cook.cookie } : {},
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${q.name}: ${res.status}`);
        latencies.push(performance.now() - started);
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: 32 }, worker));
    const elapsed = (performance.now() - began) / 1000;
    // the original approach, fewer rounds (it reads the whole catalogue every time)
    const original: number[] = [];
    for (let round = 0; round < options.originalRounds; round += 1)
      for (const q of QUERIES) original.push(await originalSearch(database, q));
    const search = stats(all);
    const before = stats(original);
    return {
      label,
      latencyMs: search,
      perQuery: Object.fromEntries(
        QUERIES.map((q) => [q.name, { ...stats(perQuery[q.name]!), total: totals[q.name] }]),
      ),
      throughput: {
        concurrency: 32,
        requestsPerSecond: Math.round(latencies.length / elapsed),
        latencyMs: stats(latencies),
      },
      original: { latencyMs: before, p50Ratio: ms(before.p50 / search.p50), p95Ratio: ms(before.p95 / search.p95) },
      preferencesSaved: cook.preferencesSaved,
      loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
    };
  } finally {
    await close();
  }
}

async function prepare(target: DatabaseTarget, count: number) {
  const loaded = await loadCatalogue({ target, count, log: (m) => console.error(m) });
  const database = await openDatabase(target);
  try {
    await runSeeds(database.db, { info: () => undefined });
  } catch (err) {
    await database.close();
    throw err;
  }
  return { database, loadSeconds: loaded.seconds };
}

async function serverAnswers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return client;
  } catch {
    await client.end().catch(() => undefined);
    return null;
  }
}

const load = () => loadavg().map((x) => Math.round(x * 10) / 10);

/**
 * The catalogue database for the mix, kept between runs: created if absent, topped up to `size` synthetic
 * recipes (the loader migrates first), seeded, vacuumed and analysed after a load. Never dropped.
 */
async function ensureCatalogue(adminUrl: string, name: string, size: number): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--database must be a plain name, not ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target: DatabaseTarget = { kind: 'postgres', url: url.toString(), maxConnections: 2 };
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  let have = 0;
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where tablename = 'recipes' and schemaname = 'public'",
    );
    if (rows[0]?.n)
      have = (await client.query<{ n: number }>("select count(*)::int as n from recipes where slug like 'gen-%'"))
        .rows[0]!.n;
  } finally {
    await client.end();
  }
  if (have < size) await loadCatalogue({ target, count: size - have, log: (m) => console.error(m) });
  const database = await openDatabase(target);
  try {
    await migrateUnderLock(database); // this branch's migrations, so the first start measured migrates nothing
    await runSeeds(database.db, { info: () => undefined });
    if (have < size) await database.db.execute('VACUUM ANALYZE recipes');
  } finally {
    await database.close();
  }
  return url.toString();
}

async function timeGet(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as { total: number; totalIsEstimate: boolean; items: unknown[] };
  const took = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return { took, body };
}

/** The hard mix over HTTP against the server in its own process, beside the plain-SQL baseline. */
async function measureMix(
  databaseUrl: string,
  options: { rounds: number; starts: number; seconds: number; baselineRounds: number; serverRoot?: string },
) {
  const loadBefore = load();
  // the first search after a start: a new process each time (empty caches, new connections)
  const firstAfterStart: { query: string; ms: number; startSeconds: number }[] = [];
  const firstQueries = [HARD_MIX[5]!, HARD_MIX[6]!, HARD_MIX[0]!];
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  for (let i = 0; i < options.starts; i += 1) {
    server?.stop();
    const began = performance.now();
    server = await startServer({ DATABASE_URL: databaseUrl, AUTH_RATE_LIMIT: 'false' }, options.serverRoot);
    const startSeconds = ms((performance.now() - began) / 1000);
    const q = firstQueries[i % firstQueries.length]!;
    const { took } = await timeGet(`${server.url}/api/recipes/search?${q.query}`);
    firstAfterStart.push({ query: q.name, ms: ms(took), startSeconds });
  }
  try {
    const base = `${server!.url}/api/recipes/search?`;
    // the round right after the last start (it also warms): what a server does in its first seconds, while
    // background work of the start (the generator catalogue's load, decision 038) may still be running
    const firstRound: number[] = [];
    for (const q of HARD_MIX) firstRound.push((await timeGet(base + q.query)).took);
    const perQuery: Record<string, number[]> = Object.fromEntries(HARD_MIX.map((q) => [q.name, []]));
    const totals: Record<string, string> = {};
    for (let round = 0; round < options.rounds; round += 1)
      for (const q of HARD_MIX) {
        const { took, body } = await timeGet(base + q.query);
        perQuery[q.name]!.push(took);
        totals[q.name] = `${body.totalIsEstimate ? 'about ' : ''}${body.total} (${body.items.length} on the page)`;
      }
    // 8 connections, each with one search in flight, cycling through the mix
    const latencies: number[] = [];
    const until = performance.now() + options.seconds * 1000;
    let next = 0;
    const worker = async () => {
      while (performance.now() < until)
        latencies.push((await timeGet(base + HARD_MIX[next++ % HARD_MIX.length]!.query)).took);
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: 8 }, worker));
    const elapsed = (performance.now() - began) / 1000;
    // the plain-SQL baseline, same database, same run (fewer rounds: each counts every match)
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const baseline: Record<string, number[]> = Object.fromEntries(HARD_MIX.map((q) => [q.name, []]));
    const baselineTotals: Record<string, number> = {};
    try {
      for (let round = 0; round < options.baselineRounds; round += 1)
        for (const q of HARD_MIX) {
          const started = performance.now();
          baselineTotals[q.name] = (await baselineSearch(client, q.query)).total;
          baseline[q.name]!.push(performance.now() - started);
        }
    } finally {
      await client.end();
    }
    return {
      label: 'hard mix over HTTP, PostgreSQL',
      latencyMs: stats(Object.values(perQuery).flat()),
      baselineLatencyMs: stats(Object.values(baseline).flat()),
      perQuery: Object.fromEntries(
        HARD_MIX.map((q) => [
          q.name,
          {
            ...stats(perQuery[q.name]!),
            total: totals[q.name],
            baseline: { ...stats(baseline[q.name]!), total: baselineTotals[q.name] },
          },
        ]),
      ),
      concurrent: {
        connections: 8,
        requestsPerSecond: Math.round(latencies.length / elapsed),
        latencyMs: stats(latencies),
      },
      firstSearchAfterStart: firstAfterStart,
      firstRoundAfterLastStart: stats(firstRound),
      loadAverage: { before: loadBefore, after: load() },
    };
  } finally {
    server?.stop();
  }
}

/** The server's settings the figures depend on (docs/operations.md sizes shared_buffers for the catalogue). */
async function serverSettings(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from pg_settings
       where name in ('server_version', 'shared_buffers', 'effective_cache_size', 'work_mem', 'max_connections')`,
    );
    const size = await client.query<{ recipes: string }>(
      "select pg_size_pretty(pg_total_relation_size('recipes')) as recipes",
    );
    return { ...Object.fromEntries(rows.map((r) => [r.name, r.setting])), recipesWithIndexes: size.rows[0]?.recipes };
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      pglite: { type: 'string', default: '100000' },
      postgres: { type: 'string', default: '100000,1000000' },
      rounds: { type: 'string', default: '15' },
      seconds: { type: 'string', default: '8' },
      'original-rounds': { type: 'string', default: '1' },
      existing: { type: 'string' },
      mix: { type: 'boolean', default: false },
      database: { type: 'string', default: 'mealwise_bench_1m' },
      size: { type: 'string', default: '1000000' },
      starts: { type: 'string', default: '3' },
      'server-root': { type: 'string' },
      'baseline-rounds': { type: 'string', default: '3' },
    },
  });
  const options = {
    rounds: Number(values.rounds),
    seconds: Number(values.seconds),
    originalRounds: Number(values['original-rounds']),
  };
  const results: unknown[] = [];
  const notices: string[] = [];
  const targets = { p95Ms: { 'postgres 1M': 50, 'pglite 100k': 100 } };

  if (values.mix) {
    const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
    const databaseUrl = await ensureCatalogue(url, values.database, Number(values.size));
    const result = await measureMix(databaseUrl, {
      rounds: Number(values.rounds === '15' ? '20' : values.rounds),
      starts: Number(values.starts),
      seconds: Number(values.seconds),
      serverRoot: values['server-root'],
      baselineRounds: Number(values['baseline-rounds']),
    });
    const targetsMix = { hardMixP95Ms: 50, firstSearchAfterStartMs: 300 };
    const postgres = await serverSettings(databaseUrl);
    console.log(
      JSON.stringify(
        { benchmark: 'recipe search, hard mix', targets: targetsMix, database: values.database, postgres, result },
        null,
        2,
      ),
    );
    return;
  }

  if (values.existing) {
    const database = await openDatabase({ kind: 'postgres', url: values.existing, maxConnections: 10 });
    try {
      await runSeeds(database.db, { info: () => undefined });
      const [row] = await database.db.select({ n: count() }).from(recipes);
      results.push({ ...(await measure(database, `postgres existing`, options)), recipes: row?.n ?? 0 });
    } finally {
      await database.close();
    }
    console.log(JSON.stringify({ benchmark: 'recipe search', targets, results, notices }, null, 2));
    return;
  }

  for (const size of values.pglite.split(',').filter(Boolean).map(Number)) {
    const dir = mkdtempSync(join(tmpdir(), 'mealwise-bench-search-pg-'));
    try {
      const { database, loadSeconds } = await prepare({ kind: 'pglite', dataDir: dir }, size);
      try {
        results.push({ ...(await measure(database, `pglite ${size}`, options)), recipes: size, loadSeconds });
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const admin = await serverAnswers(url);
  if (!admin) notices.push(`no PostgreSQL server answers at ${url}: PostgreSQL parts skipped`);
  else {
    const name = `mealwise_bench_search_${randomBytes(4).toString('hex')}`;
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      let have = 0;
      for (const size of values.postgres
        .split(',')
        .filter(Boolean)
        .map(Number)
        .sort((a, b) => a - b)) {
        const target: DatabaseTarget = { kind: 'postgres', url: dbUrl.toString(), maxConnections: 10 };
        const { database, loadSeconds } = await prepare(target, size - have);
        have = size;
        try {
          await database.db.execute('VACUUM ANALYZE recipes');
          results.push({ ...(await measure(database, `postgres ${size}`, options)), recipes: size, loadSeconds });
        } finally {
          await database.close();
        }
      }
    } finally {
      // pool.end() resolves before its sockets close: wait for them, or FORCE would kill them mid-close
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  console.log(JSON.stringify({ benchmark: 'recipe search', targets, results, notices }, null, 2));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
