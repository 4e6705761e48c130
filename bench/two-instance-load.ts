// Two instances behind a round-robin proxy, on one PostgreSQL database and one Redis, under a mixed load of
// searches, favorites and plan edits by many signed-in cooks. One instance is stopped part-way (SIGTERM by
// default, as a deploy or a scale-in does; --signal SIGKILL for a crash) and started again later. Prints JSON:
// answers by status and latency in each phase, and whether every write that was answered 2xx is in the
// database at the end (a lost write), and whether anything changed that was not acknowledged.
// Usage: npx tsx bench/two-instance-load.ts [--minutes 10] [--cooks 20] [--signal SIGTERM|SIGKILL] [--drain 3]
// Needs PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and Redis at
// BENCH_REDIS_URL (default redis://127.0.0.1:6379); skips with a notice when either is absent. It makes and drops
// its own database and Redis key prefix.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isNull } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { weekStart } from '../domain/weeks';
import { loadConfig } from '../server/config';
import { recipes } from '../server/db/schema';
import { startApp } from '../server/start-app';
import { buildUser, ORIGIN } from '../server/test/factories';
import { freePort, waitFor } from './support/web-server';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    cooks: { type: 'string', default: '20' },
    signal: { type: 'string', default: 'SIGTERM' },
    drain: { type: 'string', default: '3' },
  },
});
const MINUTES = Number(args.minutes);
const COOKS = Number(args.cooks);
const SIGNAL = args.signal === 'SIGKILL' ? 'SIGKILL' : 'SIGTERM';
const DRAIN_SECONDS = Number(args.drain);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HEALTH_EVERY_MS = 500;

const SEARCHES = [
  'q=chicken',
  'q=panner',
  'q=paneer%20tikka%20masala',
  'q=quick%20vegetarian%20dinner%20with%20spinach%20and%20chickpeas%20in%20tomato',
  'q=dal&diets=Vegetarian',
  'q=soup&maxCookingTime=30',
  'cuisines=Italian&courses=Dinner',
  'isVegan=true&isHighProtein=true',
  'q=rice&page=3',
  'q=ch',
  'q=biryani',
  'cuisines=Indian&isJain=true&maxCookingTime=45',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MEALS = ['Breakfast', 'Lunch', 'Dinner', 'Snack'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 10) / 10 : 0;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

// --- instances ---------------------------------------------------------------------------------------------

interface Instance {
  name: string;
  port: number;
  dir: string;
  env: NodeJS.ProcessEnv;
  child: ChildProcess | null;
}

function spawnInstance(instance: Instance) {
  const log = createWriteStream(join(instance.dir, 'server.log'), { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: instance.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  instance.child = child;
}

/** Up when /api/health answers 200 (migrated and seeded). */
const waitHealthy = (port: number) => waitFor(`http://127.0.0.1:${port}/api/health`, 120_000);

// --- the proxy: round robin over healthy instances, health checked every HEALTH_EVERY_MS ----------------------

interface Upstream {
  port: number;
  healthy: boolean;
  failedChecks: number;
}

/** As a load balancer does: out after two failed checks in a row (a slow answer counts), back in after one good one. */
const UNHEALTHY_AFTER = 2;

function startProxy(upstreams: Upstream[]) {
  let next = 0;
  const stats = { retried: 0 };
  const timer = setInterval(() => {
    for (const u of upstreams) {
      void fetch(`http://127.0.0.1:${u.port}/api/health`, { signal: AbortSignal.timeout(2000) })
        .then(
          (r) => r.status === 200,
          () => false,
        )
        .then((ok) => {
          u.failedChecks = ok ? 0 : u.failedChecks + 1;
          u.healthy = u.failedChecks < UNHEALTHY_AFTER;
        });
    }
  }, HEALTH_EVERY_MS);
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tried: Set<Upstream>) => {
    const untried = upstreams.filter((u) => !tried.has(u));
    const healthy = untried.filter((u) => u.healthy);
    const pool = healthy.length ? healthy : untried;
    const upstream = pool[next++ % pool.length]!;
    tried.add(upstream);
    // A new connection per request (agent: false): a request never goes out on a socket the instance is closing.
    const out = httpRequest(
      { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        // The instance died mid-answer: cut the client's answer too rather than leave it waiting.
        answer.on('aborted', () => res.destroy());
      },
    );
    out.on('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent) return void res.destroy();
      // Refused: the request never reached the instance, so it is safe to send it to another, whatever its method.
      // Reset before an answer: only a read is sent again (as nginx does for idempotent methods).
      if (error.code === 'ECONNREFUSED') upstream.healthy = false;
      const again = error.code === 'ECONNREFUSED' || req.method === 'GET' || req.method === 'HEAD';
      if (again && tried.size < upstreams.length) {
        stats.retried += 1;
        forward(req, res, body, tried);
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: error.message } }));
    });
    out.end(body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
  });
  // Keep client connections open longer than the clients do (as load balancers do, 60 s and more): otherwise a
  // client may reuse a connection at the moment the proxy closes it, a race of the bench, not of the app.
  server.keepAliveTimeout = 65_000;
  return {
    server,
    stats,
    stop: () => {
      clearInterval(timer);
      server.closeAllConnections();
      server.close();
    },
  };
}

// --- the cooks -----------------------------------------------------------------------------------------------

interface Phase {
  name: string;
  latencies: number[];
  statuses: Record<string, number>;
  failures: string[];
}

interface Cook {
  cookie: string;
  /** What the server acknowledged (2xx): recipe id -> favorite or not. */
  favorites: Map<number, boolean>;
  /** Entry id -> servings, as acknowledged. */
  entries: Map<number, number>;
  /** Recipes and entries whose last write got no clear answer: left out of the check, counted. */
  unsure: Set<string>;
}

async function runCook(base: string, cook: Cook, recipeIds: number[], week: string, until: number, phase: () => Phase) {
  while (Date.now() < until) {
    const roll = Math.random();
    let method = 'GET';
    let path = `/api/recipes/search?${pick(SEARCHES)}`;
    let body: unknown;
    let apply: (json: unknown) => void = () => undefined;
    let unsureKey = '';
    if (roll < 0.2) {
      const recipeId = pick(recipeIds.slice(0, 40));
      const on = !cook.favorites.get(recipeId);
      method = on ? 'POST' : 'DELETE';
      path = on ? '/api/favorites/recipes' : `/api/favorites/recipes/${recipeId}`;
      body = on ? { recipeId } : undefined;
      apply = () => cook.favorites.set(recipeId, on);
      unsureKey = `favorite:${recipeId}`;
    } else if (roll < 0.5) {
      const ids = [...cook.entries.keys()];
      const kind = ids.length < 6 ? 'add' : pick(['add', 'servings', 'servings', 'delete']);
      if (kind === 'add') {
        method = 'POST';
        path = `/api/meal-plans/${week}/entries`;
        body = { day: pick(DAYS), mealType: pick(MEALS), recipeId: pick(recipeIds) };
        apply = (json) => {
          const { entry } = json as { entry: { id: number; servings: number } };
          cook.entries.set(entry.id, entry.servings);
        };
        unsureKey = 'entry:new';
      } else {
        const entryId = pick(ids);
        const servings = pick([0.5, 1, 1.5, 2, 3]);
        method = kind === 'delete' ? 'DELETE' : 'PATCH';
        path = `/api/meal-plans/entries/${entryId}`;
        body = kind === 'delete' ? undefined : { servings };
        apply = () => (kind === 'delete' ? cook.entries.delete(entryId) : cook.entries.set(entryId, servings));
        unsureKey = `entry:${entryId}`;
      }
    }
    const started = performance.now();
    const current = phase();
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { cookie: cook.cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      current.latencies.push(performance.now() - started);
      current.statuses[res.status] = (current.statuses[res.status] ?? 0) + 1;
      if (res.ok) apply(text ? JSON.parse(text) : null);
      else if (res.status >= 500) {
        if (unsureKey) cook.unsure.add(unsureKey);
        if (current.failures.length < 5)
          current.failures.push(`${method} ${path}: ${res.status} ${text.slice(0, 160)}`);
      }
    } catch (error) {
      current.statuses.network = (current.statuses.network ?? 0) + 1;
      if (current.failures.length < 5)
        current.failures.push(`${method} ${path}: ${String((error as Error).cause ?? error)}`);
      if (unsureKey) cook.unsure.add(unsureKey);
    }
  }
}

/** Compares what each cook was told with what the database holds, read through the proxy. */
async function verify(base: string, cooks: Cook[], week: string) {
  const result = { favoritesChecked: 0, entriesChecked: 0, lostWrites: 0, unacknowledgedChanges: 0, unsureLeftOut: 0 };
  for (const cook of cooks) {
    const headers = { cookie: cook.cookie };
    const ids = new Set(
      ((await (await fetch(`${base}/api/favorites/recipe-ids`, { headers })).json()) as { recipeIds: number[] })
        .recipeIds,
    );
    for (const [recipeId, on] of cook.favorites) {
      if (cook.unsure.has(`favorite:${recipeId}`)) {
        result.unsureLeftOut += 1;
        continue;
      }
      result.favoritesChecked += 1;
      if (ids.has(recipeId) !== on) result.lostWrites += 1;
    }
    const plan = (await (await fetch(`${base}/api/meal-plans/${week}`, { headers })).json()) as {
      plan: { entries: { id: number; servings: number }[] } | null;
    };
    const held = new Map((plan.plan?.entries ?? []).map((e) => [e.id, e.servings]));
    for (const [entryId, servings] of cook.entries) {
      if (cook.unsure.has(`entry:${entryId}`)) {
        result.unsureLeftOut += 1;
        continue;
      }
      result.entriesChecked += 1;
      if (held.get(entryId) !== servings) result.lostWrites += 1;
    }
    // Entries the cook was never told about: only a request without a clear answer may have made them.
    const extra = [...held.keys()].filter((id) => !cook.entries.has(id)).length;
    if (extra && !cook.unsure.has('entry:new')) result.unacknowledgedChanges += extra;
  }
  return result;
}

async function main() {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const reachable = await Promise.all([
    admin.connect().then(
      () => true,
      () => false,
    ),
    redis.connect().then(
      () => true,
      () => false,
    ),
  ]);
  if (!reachable.every(Boolean)) {
    console.log(
      JSON.stringify({
        benchmark: 'two instances under load',
        notices: [`needs PostgreSQL at ${PG_URL} and Redis at ${REDIS_URL}: skipped`],
      }),
    );
    await admin.end().catch(() => undefined);
    redis.disconnect();
    return;
  }
  const name = `mealwise_bench_two_${randomBytes(4).toString('hex')}`;
  const prefix = `${name}:`;
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${name}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const dirs: string[] = [];
  const instances: Instance[] = [];
  let proxy: ReturnType<typeof startProxy> | null = null;
  try {
    const proxyPort = await freePort();
    const base = `http://127.0.0.1:${proxyPort}`;
    const shared = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      APP_URL: base,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    };
    for (const instanceName of ['a', 'b']) {
      const dir = mkdtempSync(join(tmpdir(), `mealwise-two-load-${instanceName}-`));
      dirs.push(dir);
      const port = await freePort();
      instances.push({
        name: instanceName,
        port,
        dir,
        child: null,
        env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dir, WEB_DIST: join(dir, 'no-web') },
      });
    }
    const startedAt = Date.now();
    instances.forEach(spawnInstance);
    await Promise.all(instances.map((i) => waitHealthy(i.port)));
    const startSeconds = (Date.now() - startedAt) / 1000;

    // Cooks are made in this process on the same database, secret and Redis: their sessions are valid on both.
    const maker = mkdtempSync(join(tmpdir(), 'mealwise-two-load-maker-'));
    dirs.push(maker);
    const { app, database } = await startApp(
      loadConfig({
        ...shared,
        NODE_ENV: 'test',
        APP_URL: ORIGIN,
        AUTH_RATE_LIMIT: 'false',
        DATA_DIR: maker,
        WEB_DIST: join(maker, 'no-web'),
      }),
    );
    const recipeIds = (
      await database.db.select({ id: recipes.id }).from(recipes).where(isNull(recipes.ownerId)).limit(200)
    ).map((r) => r.id);
    const legal = (await app.inject({ method: 'GET', url: '/api/legal?region=US' })).json<
      { id: number; isRequiredForSignup: boolean }[]
    >();
    const consents = legal.filter((i) => i.isRequiredForSignup).map((i) => i.id);
    const cooks: Cook[] = [];
    for (let i = 0; i < COOKS; i += 1) {
      const { cookie } = await buildUser(app, { name: `Load Cook ${i + 1}`, consents });
      cooks.push({ cookie, favorites: new Map(), entries: new Map(), unsure: new Set() });
    }
    await app.close();
    await database.close();

    const upstreams: Upstream[] = instances.map((i) => ({ port: i.port, healthy: true, failedChecks: 0 }));
    proxy = startProxy(upstreams);
    await new Promise<void>((resolve) => proxy!.server.listen(proxyPort, '127.0.0.1', resolve));

    const total = MINUTES * 60_000;
    const t0 = Date.now();
    const phases: Phase[] = ['both', 'one stopped', 'both again'].map((n) => ({
      name: n,
      latencies: [],
      statuses: {},
      failures: [],
    }));
    let phaseIndex = 0;
    const events: Record<string, number> = {};
    const stopper = (async () => {
      await sleep(total * 0.4);
      phaseIndex = 1;
      const victim = instances[0]!;
      const exited = new Promise((resolve) => victim.child!.once('exit', resolve));
      victim.child!.kill(SIGNAL);
      const stoppedAt = Date.now();
      await exited;
      events.stopSeconds = (Date.now() - stoppedAt) / 1000;
      await sleep(Math.max(0, t0 + total * 0.6 - Date.now()));
      const restartAt = Date.now();
      spawnInstance(victim);
      await waitHealthy(victim.port);
      events.restartSeconds = (Date.now() - restartAt) / 1000;
      phaseIndex = 2;
    })();
    const week = weekStart(new Date());
    await Promise.all(cooks.map((cook) => runCook(base, cook, recipeIds, week, t0 + total, () => phases[phaseIndex]!)));
    await stopper;

    const verification = await verify(base, cooks, week);
    const fiveHundreds = phases.reduce(
      (n, p) =>
        n +
        Object.entries(p.statuses)
          .filter(([s]) => s.startsWith('5'))
          .reduce((m, [, c]) => m + c, 0),
      0,
    );
    console.log(
      JSON.stringify(
        {
          benchmark: 'two instances under load',
          setup: {
            minutes: MINUTES,
            cooks: COOKS,
            signal: SIGNAL,
            drainSeconds: DRAIN_SECONDS,
            healthCheckMs: HEALTH_EVERY_MS,
            database: 'postgresql',
            redis: true,
            startSeconds,
          },
          events,
          phases: phases.map((p) => ({
            name: p.name,
            requests: p.latencies.length,
            statuses: p.statuses,
            failures: p.failures,
            latencyMs: {
              p50: percentile(p.latencies, 50),
              p95: percentile(p.latencies, 95),
              p99: percentile(p.latencies, 99),
            },
          })),
          fiveHundreds,
          proxyRetried: proxy.stats.retried,
          verification,
          loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
        },
        null,
        2,
      ),
    );
  } finally {
    proxy?.stop();
    for (const instance of instances) instance.child?.kill('SIGKILL');
    await sleep(500);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
