// Plan generation over HTTP on a 100k-recipe synthetic catalogue (scripts/catalogue/load.ts) in PostgreSQL:
// the whole request (session, quota, candidate query, the worker pool's solve, saving) timed p50/p95 one at a
// time ("quiet"), then with 20 people generating at once, while GET /api/health is asked every 100 ms (its p99
// shows whether the event loop stays free; beside it, how many queries were waiting for a database connection,
// sampled every 100 ms). The requests are sent from client threads of their own (support/http-load-client.ts),
// so the server's main thread does only the server's work. The CPU time this process (server thread, worker threads, the client) spent per
// generation is printed for both phases: on a shared machine it is the figure that does not depend on the
// others' load; beside it the same by place (the server's main thread, the worker threads, other threads of the
// process, and the PostgreSQL backends of the database), read from /proc on Linux. The gap to the best HiGHS finds in 20 s is bench/generator.ts's.
// Prints JSON. Needs a PostgreSQL server at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
// a database is created there and dropped afterwards, or --existing URL uses a loaded one as it is.
// The catalogue is loaded into memory first, as a server does once ready (decision 038: its size, bytes and
// CPU are printed); --catalogue database leaves it out, so every generation reads its candidates from PostgreSQL.
// Usage: npx tsx bench/generator-http.ts [--recipes 100000] [--quiet-runs 20] [--concurrency 20] [--rounds 3] [--workers N] [--existing URL] [--catalogue memory|database]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { loadCatalogue } from '../scripts/catalogue/load';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { legalContent, user } from '../server/db/schema/index';
import { runSeeds } from '../server/db/seed/run-seeds';
import { migrateUnderLock } from '../server/db/startup';
import { buildUser } from '../server/test/factories';
import { catalogueIndexBytes } from '../server/modules/meal-plans/generator/catalogue-index';
import { LoadClient } from './support/http-load-client';
import { cpuMeter } from './support/thread-cpu';

const { values } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100000' },
    'quiet-runs': { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    existing: { type: 'string' },
    workers: { type: 'string' },
    catalogue: { type: 'string', default: 'memory' },
  },
});
const TARGETS = { quietP95Ms: 300, concurrentP95Ms: 1000, healthP99Ms: 50 };
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const HEALTH_EVERY_MS = 100;

const cpuMsSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const percentile = (xs: number[], p: number) => {
  if (!xs.length) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
};
const summary = (xs: number[]) => ({
  n: xs.length,
  p50: percentile(xs, 50),
  p95: percentile(xs, 95),
  p99: percentile(xs, 99),
  max: xs.length ? Math.round(Math.max(...xs)) : null,
});

/** Mondays from 2027 on, one per generation, so that no request finds its week already made. */
let weekIndex = 0;
const nextWeek = () => new Date(Date.UTC(2027, 0, 4) + 7 * 86_400_000 * weekIndex++).toISOString().slice(0, 10);

async function withDatabase(work: (url: string, loadSeconds: number | null) => Promise<void>): Promise<void> {
  if (values.existing) return work(values.existing, null);
  const admin = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? DEFAULT_URL,
    connectionTimeoutMillis: 3000,
  });
  try {
    await admin.connect();
  } catch {
    console.log(
      JSON.stringify(
        {
          benchmark: 'meal plan generation over HTTP',
          notices: [`no PostgreSQL server answers at ${process.env.BENCH_DATABASE_URL ?? DEFAULT_URL}: skipped`],
        },
        null,
        2,
      ),
    );
    return;
  }
  const name = `mealwise_bench_generate_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL ?? DEFAULT_URL);
  url.pathname = `/${name}`;
  try {
    const loaded = await loadCatalogue({
      target: { kind: 'postgres', url: url.toString() },
      count: Number(values.recipes),
      log: (m) => console.error(m),
    });
    await work(url.toString(), loaded.seconds);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  await withDatabase(async (url, loadSeconds) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mealwise-bench-generate-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      DATABASE_URL: url,
      AUTH_RATE_LIMIT: 'false',
      LOG_LEVEL: 'silent',
      WORKER_QUEUE_LIMIT: '100',
      ...(values.workers ? { WORKER_THREADS: values.workers } : {}),
      GENERATOR_CATALOGUE: values.catalogue === 'database' ? 'database' : 'memory',
    });
    const database = await openDatabase({ kind: 'postgres', url, maxConnections: config.DATABASE_POOL_SIZE });
    await migrateUnderLock(database);
    await runSeeds(database.db, { info: () => undefined });
    const app = await buildApp({ config, database });
    // CPU by place (main thread, worker threads, PostgreSQL): the figures a busy machine moves least
    const meterClient = new pg.Client({ connectionString: url });
    await meterClient.connect();
    const meter = cpuMeter(meterClient);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      meter.openWorkers();
      await app.workers.whenReady();
      meter.closeWorkers();
      // the catalogue in memory (decision 038), loaded as a server loads it once ready; --catalogue database skips it
      const catalogueFrom = { cpu: process.cpuUsage(), at: Date.now(), heap: process.memoryUsage() };
      await app.catalogue.refresh();
      const catalogueIndex = app.catalogue.current;
      const catalogueLoad = catalogueIndex && {
        recipes: catalogueIndex.size,
        bytes: catalogueIndexBytes(catalogueIndex),
        processCpuMs: Math.round(cpuMsSince(catalogueFrom.cpu)),
        wallMs: Date.now() - catalogueFrom.at,
      };
      const address = app.server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const concurrency = Number(values.concurrency);
      // the seeded required policies of the region sign-up is asked from (the default, US), accepted
      const required = await database.db
        .select({ id: legalContent.id })
        .from(legalContent)
        .where(and(eq(legalContent.region, 'US'), eq(legalContent.isRequiredForSignup, true)));
      const consents = required.map((r) => r.id);
      const people = await Promise.all(Array.from({ length: concurrency }, () => buildUser(app, { consents })));
      await database.db
        .update(user)
        .set({ plan: 'premium', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
        .where(
          inArray(
            user.id,
            people.map((p) => p.id),
          ),
        );

      const statuses = new Map<number, number>();
      // the requests come from client threads (bench/support/http-load-client.ts), not from the server's own
      // event loop: a client on the same loop added its own work (fetch, reading 20 plans at once) to the
      // server's main thread and delayed the health checks it timed
      meter.openClients();
      const client = new LoadClient(origin);
      const poller = new LoadClient(origin);
      const generate = async (cookies: string[], oneAtATime = false) => {
        const runs = await client.generate(
          cookies.map((cookie) => ({ cookie, week: nextWeek() })),
          oneAtATime,
        );
        for (const run of runs) statuses.set(run.status, (statuses.get(run.status) ?? 0) + 1);
        return runs.map((run) => ({ ms: run.ms, ok: run.status >= 200 && run.status < 300 }));
      };

      await generate([people[0]!.cookie]); // a first request warms the connections and the workers' code
      await poller.poll(HEALTH_EVERY_MS)(); // and starts the poller's thread
      meter.closeClients();
      statuses.clear();
      const cpuMs = cpuMsSince;
      const quietCpu = process.cpuUsage();
      const quietFrom = await meter.sample();
      const quiet = (
        await generate(
          Array.from({ length: Number(values['quiet-runs']) }, (_, i) => people[i % people.length]!.cookie),
          true,
        )
      )
        .filter((r) => r.ok)
        .map((r) => r.ms);
      const quietCpuMs = cpuMs(quietCpu) / Math.max(1, Number(values['quiet-runs']));
      const quietByPlace = meter.perRun(quietFrom, await meter.sample(), Number(values['quiet-runs']));
      // the server's pg pool (Drizzle keeps it as $client): queries waiting for a connection
      const pool = (database.db as unknown as { $client?: { waitingCount?: number } }).$client;

      const concurrent: number[] = [];
      const waitingAtHealth: number[] = [];
      // the server runs in this process: its event loop's delay, apart from waits for a database connection
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const waiting = setInterval(() => waitingAtHealth.push(pool?.waitingCount ?? 0), HEALTH_EVERY_MS);
      const stopPolling = poller.poll(HEALTH_EVERY_MS);
      const concurrentCpu = process.cpuUsage();
      const concurrentFrom = await meter.sample();
      for (let round = 0; round < Number(values.rounds); round += 1) {
        const runs = await generate(people.map((p) => p.cookie));
        concurrent.push(...runs.filter((r) => r.ok).map((r) => r.ms));
      }
      const concurrentCpuMs = cpuMs(concurrentCpu) / Math.max(1, concurrency * Number(values.rounds));
      const concurrentByPlace = meter.perRun(concurrentFrom, await meter.sample(), concurrency * Number(values.rounds));
      const health = await stopPolling();
      clearInterval(waiting);
      loopDelay.disable();
      await client.close();
      await poller.close();
      const ms = (ns: number) => Math.round(ns / 1e6);

      const quietSummary = summary(quiet);
      const concurrentSummary = summary(concurrent);
      const healthSummary = summary(health);
      console.log(
        JSON.stringify(
          {
            benchmark: 'meal plan generation over HTTP',
            machine: {
              cpus: availableParallelism(),
              loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
              workerThreads: config.WORKER_THREADS,
              databasePool: config.DATABASE_POOL_SIZE,
            },
            database: { kind: 'postgres', recipes: values.existing ? 'existing' : Number(values.recipes), loadSeconds },
            catalogueInMemory: catalogueLoad,
            targets: TARGETS,
            quiet: { ...quietSummary, cpuMsPerGeneration: Math.round(quietCpuMs), cpuMsByPlace: quietByPlace },
            concurrent: {
              people: concurrency,
              rounds: Number(values.rounds),
              ...concurrentSummary,
              cpuMsPerGeneration: Math.round(concurrentCpuMs),
              cpuMsByPlace: concurrentByPlace,
            },
            healthDuringConcurrent: {
              everyMs: HEALTH_EVERY_MS,
              ...healthSummary,
              queriesWaitingForAConnection: summary(waitingAtHealth),
            },
            eventLoopDelayDuringConcurrentMs: {
              p50: ms(loopDelay.percentile(50)),
              p99: ms(loopDelay.percentile(99)),
              max: ms(loopDelay.max),
            },
            statuses: Object.fromEntries(statuses),
            met: {
              quietP95: (quietSummary.p95 ?? Infinity) <= TARGETS.quietP95Ms,
              concurrentP95: (concurrentSummary.p95 ?? Infinity) <= TARGETS.concurrentP95Ms,
              healthP99: (healthSummary.p99 ?? Infinity) <= TARGETS.healthP99Ms,
            },
            note: 'the gap to the best HiGHS finds in 20 s: bench/generator.ts (againstOptimum)',
          },
          null,
          2,
        ),
      );
    } finally {
      await meterClient.end();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
