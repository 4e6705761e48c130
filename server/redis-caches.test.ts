import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterOptions } from '../domain/recipe-search';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { createTestDatabase } from './test/db';
import { buildUser } from './test/factories';
import { insertCustomRecipe } from './test/planning-fixtures';

// Two instances on one database and one Redis (TEST_REDIS_URL; CI sets it): the caches are computed once for both.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('caches shared through Redis', () => {
  const prefix = `mealwise-test-${randomBytes(4).toString('hex')}:`;
  const dir = mkdtempSync(join(tmpdir(), 'mealwise-cache-'));
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let alone: FastifyInstance;
  let redis: Redis;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = (extra: Record<string, string>) =>
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dir,
        WEB_DIST: join(dir, 'no-web'),
        AUTH_SECRET: 'c'.repeat(40),
        AUTH_RATE_LIMIT: 'false',
        ...extra,
      });
    [a, b, alone] = await Promise.all([
      buildApp({ config: config({ REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix }), database }),
      buildApp({ config: config({ REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix }), database }),
      buildApp({ config: config({}), database }), // without Redis: its own cache
    ]);
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all([a, b, alone].map((app) => app?.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async <T>(app: FastifyInstance, url: string) => (await app.inject({ url })).json<T>();

  it('counts the users once for both instances', async () => {
    await buildUser(a);
    const counted = await get<{ count: number }>(a, '/api/users/count');
    await buildUser(b);
    // b answers the figure a computed (kept 10 minutes); an instance on its own counts again
    expect(await get(b, '/api/users/count')).toEqual(counted);
    expect(await get(alone, '/api/users/count')).toEqual({ count: counted.count + 1 });
    expect(await redis.exists(`${prefix}cache:users:count`)).toBe(1);
  });

  it('counts the catalogue’s filter values once for both instances', async () => {
    const cuisines = (options: FilterOptions) => options.cuisines.map((c) => c.value);
    const before = await get<FilterOptions>(a, '/api/recipes/filter-options');
    const owner = await buildUser(a);
    await insertCustomRecipe(database.db, owner.id, { ownerId: null, cuisine: 'Georgian', title: 'Lobio' });
    expect(cuisines(await get<FilterOptions>(b, '/api/recipes/filter-options'))).toEqual(cuisines(before));
    expect(cuisines(await get<FilterOptions>(alone, '/api/recipes/filter-options'))).toContain('Georgian');
  });

  it('keeps one trending list for both instances', async () => {
    const owner = await buildUser(a);
    await insertCustomRecipe(database.db, owner.id, {
      ownerId: null,
      course: 'Breakfast',
      title: 'Masala omelette',
      picture: '/recipes/masala-omelette.webp',
    });
    const fromA = await get<unknown[]>(a, '/api/recipes/trending?hour=8');
    expect(fromA).not.toEqual([]);
    expect(await get(b, '/api/recipes/trending?hour=8')).toEqual(fromA);
    // b reads the shared key: what Redis holds is what b answers
    await redis.set(`${prefix}cache:recipes:trending:8`, '[]', 'PX', 60_000);
    expect(await get(b, '/api/recipes/trending?hour=8')).toEqual([]);
  });
});
