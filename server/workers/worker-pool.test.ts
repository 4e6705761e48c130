import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import type { GeneratorInput } from '../../domain/meal-plan-generator/problem';
import { buildTestCatalogue } from '../../domain/meal-plan-generator/test-catalogue';
import { DEFAULT_WEEKLY_TARGETS } from '../../domain/nutrition-targets';
import { NO_PREFERENCES } from '../../domain/recipe-search';
import { generateWeek } from '../modules/meal-plans/generator/generator-pool';
import { DEFAULT_SOLVE_SETTINGS } from '../modules/meal-plans/generator/solve-week';
import { TIMED_OUT_MESSAGE, WORKER_NICE, WorkerPool } from './worker-pool';

const input: GeneratorInput = {
  recipes: buildTestCatalogue(800, 11),
  fixed: [],
  targets: DEFAULT_WEEKLY_TARGETS,
  preferences: NO_PREFERENCES,
};
/** A job that holds its worker for about `ms`: HiGHS asked to improve the week until then. */
const longJob = (ms: number) => ({
  input,
  settings: { ...DEFAULT_SOLVE_SETTINGS, milpWhen: 'always' as const, relativeGap: 0 },
  deadline: Date.now() + ms,
});

let pool: WorkerPool;
beforeAll(async () => {
  pool = new WorkerPool({ size: 1, maxQueue: 1 });
  await pool.whenReady();
}, 60_000);
afterAll(() => pool.close());

describe('the worker pool', () => {
  it('makes a week in a worker, relaying its progress', async () => {
    const stages: string[] = [];
    const outcome = await generateWeek(pool, {
      input,
      settings: DEFAULT_SOLVE_SETTINGS,
      deadline: Date.now() + 3000,
      onProgress: (p) => stages.push(p.stage),
    });
    expect(outcome.entries).toHaveLength(35);
    expect(stages[0]).toBe('heuristic');
    // made in the worker, which has HiGHS (on the event loop the solver would be 'unavailable')
    expect(outcome.milp).not.toEqual({ skipped: 'solver unavailable' });
  }, 60_000);

  it('keeps the event loop free while a worker solves', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let startedAt = 0;
    delay.enable();
    await pool.run('generate', longJob(1500), { onStart: (at) => (startedAt = at) });
    delay.disable();
    const busyMs = Date.now() - startedAt;
    const worstDelayMs = delay.max / 1e6;
    // the solve held its worker for a second or more; run on this thread, it would have held the loop as long
    expect(busyMs).toBeGreaterThan(1000);
    expect(worstDelayMs).toBeLessThan(busyMs / 3);
  }, 60_000);

  it.runIf(existsSync('/proc/self/task'))(
    'runs its worker at the lowest CPU priority, the server thread at its own',
    () => {
      // field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the command's closing bracket)
      const nice = (tid: string) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      const threads = readdirSync('/proc/self/task');
      expect(nice(String(process.pid))).toBe(0);
      expect(threads.filter((t) => nice(t) === WORKER_NICE)).toHaveLength(1);
    },
  );

  it('refuses a job at once when the queue is full, saying when to come back', async () => {
    const running = pool.run('generate', longJob(1200));
    const waiting = pool.run('extractRecipe', { html: '<h1>Dal</h1>', url: 'https://example.org/dal' });
    expect(pool.full).toBe(true);
    const refused = await pool
      .run('extractRecipe', { html: '<h1>Dal</h1>', url: 'https://example.org/dal' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', details: { reason: 'busy' } });
    expect((refused as AppError).details).toHaveProperty('retryAfterSeconds', expect.any(Number));
    // the jobs ahead are not disturbed
    expect((await running).entries).toHaveLength(35);
    expect(await waiting).toBeNull();
    expect(pool.full).toBe(false);
  }, 60_000);

  it('brings back an AppError thrown in a worker as that error', async () => {
    const failed = await pool
      .run('preparePantryImage', { bytes: new TextEncoder().encode('not a photo'), label: 'That file' })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'That file is not a photo. Please choose images (JPEG, PNG, WebP, GIF or HEIC).',
    });
  }, 30_000);

  it('stops a job past its time limit and carries on with a new worker', async () => {
    const stopped = await pool.run('generate', longJob(5000), { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(stopped).toMatchObject({ code: 'UNAVAILABLE', message: TIMED_OUT_MESSAGE });
    const draft = await pool.run('extractRecipe', {
      html: '<script type="application/ld+json">{"@type":"Recipe","name":"Dal tadka","recipeIngredient":["1 cup toor dal"],"recipeInstructions":"Boil the dal."}</script>',
      url: 'https://example.org/dal',
    });
    expect(draft).toMatchObject({ title: 'Dal tadka', ingredients: ['1 cup toor dal'] });
  }, 60_000);

  it('refuses every job once closed', async () => {
    const closed = new WorkerPool({ size: 1, maxQueue: 5 });
    await closed.close();
    await expect(closed.run('extractRecipe', { html: '', url: 'https://example.org/' })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });
});
