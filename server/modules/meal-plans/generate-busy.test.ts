import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorInput } from '../../../domain/meal-plan-generator/problem';
import { buildTestCatalogue } from '../../../domain/meal-plan-generator/test-catalogue';
import { DEFAULT_WEEKLY_TARGETS } from '../../../domain/nutrition-targets';
import { NO_PREFERENCES } from '../../../domain/recipe-search';
import { user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';
import { quotaUsage } from '../billing/quotas';
import { GENERATOR_BUSY_MESSAGE } from './generator/generator-pool';
import { DEFAULT_SOLVE_SETTINGS } from './generator/solve-week';

/** One worker and no room to wait: a second heavy job while one runs is refused. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false', WORKER_THREADS: '1', WORKER_QUEUE_LIMIT: '0' });
  await t.app.workers.whenReady();
}, 60_000);
afterAll(() => t.close());

const input: GeneratorInput = {
  recipes: buildTestCatalogue(800, 3),
  fixed: [],
  targets: DEFAULT_WEEKLY_TARGETS,
  preferences: NO_PREFERENCES,
};

/** Holds the only worker for about `ms`; resolves once the worker has taken it. */
async function occupyWorker(ms: number): Promise<{ done: Promise<unknown> }> {
  let started!: () => void;
  const taken = new Promise<void>((resolve) => (started = resolve));
  const job = t.app.workers.run(
    'generate',
    { input, settings: { ...DEFAULT_SOLVE_SETTINGS, milpWhen: 'always', relativeGap: 0 }, deadline: Date.now() + ms },
    { onStart: () => started() },
  );
  await taken;
  return { done: job };
}

describe('a full worker queue', () => {
  it('answers 503 with a Retry-After and a clear message, and uses none of the month’s plans', async () => {
    const me = await buildUser(t.app);
    await t.database.db
      .update(user)
      .set({ plan: 'plus', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(user.id, me.id));
    const { done } = await occupyWorker(2000);
    for (const accept of ['application/json', 'text/event-stream']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/meal-plans/2026-11-16/generate',
        headers: { cookie: me.cookie, origin: ORIGIN, accept },
        payload: {},
      });
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json().error).toMatchObject({ code: 'UNAVAILABLE', message: GENERATOR_BUSY_MESSAGE });
    }
    expect((await quotaUsage(t.database.db, { userId: me.id, plan: 'plus', feature: 'generated_plans' })).used).toBe(0);
    await done;
  }, 60_000);

  it('refuses a recipe import the same way', async () => {
    const me = await buildUser(t.app);
    await t.database.db
      .update(user)
      .set({ plan: 'plus', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(user.id, me.id));
    const { done } = await occupyWorker(1500);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import',
      headers: { cookie: me.cookie, origin: ORIGIN },
      payload: { url: 'https://example.org/dal', html: '<h1>Dal</h1>' },
    });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json().error.message).toBe(
      'Many recipes are being imported right now. Please try again in a few seconds.',
    );
    await done;
  }, 60_000);
});
