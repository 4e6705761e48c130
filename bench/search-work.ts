/**
 * The work each kind of the hard search mix does in PostgreSQL, independent of the machine's load: every
 * statement a search issues, captured from the app's own code, re-run under EXPLAIN (ANALYZE, BUFFERS) with
 * search's settings, and the shared buffers it touched (hit + read) and the backend's CPU time summed per kind.
 *
 *   npx tsx bench/search-work.ts --database search_bench_1m [--rounds 3] [--query 'q=curry&isVegan=true' ...]
 *     [--show '<kind>']   (prints each statement of that kind with its EXPLAIN (ANALYZE, BUFFERS))
 *     [--cold]            (forgets the rest's checkpoints before each round: a deep page as the first of its
 *                          search, as a shared link to page 200; without it the later rounds start from the
 *                          checkpoint the first round left, as a page loaded again or the next page would)
 *
 * The buffers are the median over the rounds (the first round also pulls pages into memory); the CPU is the
 * backend's user + system time from /proc for the statements as the app runs them (no EXPLAIN), median too.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SearchRequest } from '../domain/search-request';
import { openDatabase } from '../server/db/client';
import { forgetRestCheckpoints } from '../server/modules/recipes/search-rest';
import { searchRecipes } from '../server/modules/recipes/search.queries';
import { HARD_MIX } from './support/search-mix';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'search_bench_1m' },
    rounds: { type: 'string', default: '3' },
    show: { type: 'string' },
    query: { type: 'string', multiple: true },
    // forget the rest's checkpoints before every round: each search as the first of its kind (a link to page 200)
    cold: { type: 'boolean', default: false },
  },
});
const url = `postgres://postgres@127.0.0.1:5432/${args.database}`;
const rounds = Number(args.rounds);

type Statement = { text: string; values: unknown[] };
let captured: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query;
// Record what the app sends (drizzle hands node-postgres a config object or text and values).
pg.Client.prototype.query = function query(this: pg.Client, ...callArgs: unknown[]) {
  const [first, second] = callArgs as [unknown, unknown];
  if (captured) {
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    const values = second ?? (typeof first === 'string' ? [] : (first as { values?: unknown[] }).values) ?? [];
    if (!/^(begin|commit|rollback)/i.test(text.trim())) captured.push({ text, values: values as unknown[] });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, callArgs);
} as typeof pg.Client.prototype.query;

const clockTicks = 100;
/** /proc counts CPU in 10 ms ticks: the statements run this many times and the time is divided. */
const CPU_REPEATS = 10;
const backendCpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
};

type Plan = { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number; Plans?: Plan[] };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  const explain = new pg.Client({ connectionString: url });
  await explain.connect();
  const settings = `select set_config('work_mem', '32MB', true), set_config('jit', 'off', true),
    set_config('synchronize_seqscans', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;
  const rows: string[] = [];
  let totalBuffers = 0;
  const mix = args.query?.length ? args.query.map((query) => ({ name: query, query })) : HARD_MIX;
  for (const { name, query } of mix) {
    const params = new URLSearchParams(query);
    const raw = Object.fromEntries(
      [...params].reduce((m, [k, v]) => m.set(k, m.has(k) ? [m.get(k), v].flat() : v), new Map<string, unknown>()),
    );
    const { page, pageSize, useMyPreferences: _, ...filters } = SearchRequest.parse(raw);
    const buffers: number[] = [];
    const cpu: number[] = [];
    let statements = 0;
    let total = '';
    let digest = '';
    for (let round = 0; round < rounds; round += 1) {
      if (args.cold) forgetRestCheckpoints();
      captured = [];
      const result = await searchRecipes(database.db, { userId: null, filters, page, pageSize });
      const sent = captured;
      captured = null;
      total = `${result.totalIsEstimate ? '~' : ''}${result.total}`;
      digest = createHash('sha1')
        .update(result.items.map((i) => i.id).join(','))
        .digest('hex')
        .slice(0, 8);
      statements = sent.length;
      // CPU of the backend for the statements as sent, then buffers under EXPLAIN, on one connection
      const pid = (await explain.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await explain.query('begin');
      await explain.query(settings);
      const before = backendCpuMs(pid);
      for (let i = 0; i < CPU_REPEATS; i += 1) for (const s of sent) await explain.query(s.text, s.values);
      cpu.push((backendCpuMs(pid) - before) / CPU_REPEATS);
      let touched = 0;
      for (const s of sent.filter((x) => /^\s*(select|with)/i.test(x.text) && !/set_config/.test(x.text))) {
        const plan = await explain.query<{ 'QUERY PLAN': { Plan: Plan }[] }>(
          `explain (analyze, buffers, format json) ${s.text}`,
          s.values,
        );
        const top = plan.rows[0]!['QUERY PLAN'][0]!.Plan;
        touched += (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0);
        if (args.show === name && round === rounds - 1) {
          const text = await explain.query(`explain (analyze, buffers, costs off) ${s.text}`, s.values);
          console.log(`${s.text}\n${JSON.stringify(s.values)}\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
        }
      }
      await explain.query('rollback');
      buffers.push(touched);
    }
    totalBuffers += median(buffers);
    rows.push(
      `| ${name} | ${statements} | ${median(buffers).toLocaleString('en')} | ${median(cpu).toFixed(1)} | ${total} | ${digest} |`,
    );
  }
  console.log(
    `| kind | statements | shared buffers (hit + read) | backend CPU ms | total | page's ids (sha1) |\n|---|---|---|---|---|---|`,
  );
  console.log(rows.join('\n'));
  console.log(`| all ${mix.length} | | ${totalBuffers.toLocaleString('en')} | | |`);
  await explain.end();
  await database.close();
}

await main();
