import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, countDistinct, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { foods, legalContent, preferenceCategories, recipes, suggestedFeatures } from './db/schema';
import { readLegalSeed } from './modules/legal/legal.seed';
import { preferenceCatalogue, readCatalogueValues } from './modules/preferences/preferences.seed';
import { readFoodTable, readSeedRecipes } from './modules/recipes/catalogue.seed';
import { SUGGESTED_FEATURES } from './modules/wishlist/wishlist.seed';
import { startApp } from './start-app';
import { createPostgresDatabase } from './test/db';
import { cookiesOf, ORIGIN } from './test/factories';
import type { FileMailer } from './adapters/mail/file-mailer';

// Two instances started at the same moment on one empty PostgreSQL database (and one Redis when
// TEST_REDIS_URL is set), as a deployment of two would. PGlite is one process: nothing to prove there.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(inject('dbKind') === 'postgres')('two instances on one empty PostgreSQL database', () => {
  const dirs: string[] = [];
  const started: { app: FastifyInstance; database: Database }[] = [];
  let dropDatabase = async () => {};
  const redisPrefix = `mealwise-two-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    for (const { app, database } of started) {
      await app.close();
      await database.close();
    }
    await dropDatabase();
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'both come up, the database is seeded once, a session made on one works on the other, and (with Redis) a rate limit counts across both',
    { timeout: 240_000 },
    async () => {
      dirs.push(...[0, 1].map(() => mkdtempSync(join(tmpdir(), 'mealwise-two-'))));
      const empty = await createPostgresDatabase({ migrated: false });
      dropDatabase = empty.drop;
      // What instances share in production: the database, the secret and Redis. Each has its own disk.
      const shared = {
        DATABASE_URL: empty.url,
        AUTH_SECRET: 's'.repeat(48),
        APP_URL: ORIGIN,
        ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
      };
      const configs = dirs.map((dir) =>
        loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, WEB_DIST: join(dir, 'no-web'), ...shared }),
      );
      const results = await Promise.allSettled(configs.map((config) => startApp(config)));
      for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up']);

      const [a, b] = await Promise.all(
        started.map(async ({ app }) => {
          await app.listen({ port: 0, host: '127.0.0.1' });
          const { port } = app.server.address() as { port: number };
          return { app, base: `http://127.0.0.1:${port}` };
        }),
      );
      for (const { base } of [a!, b!]) expect((await fetch(`${base}/api/health`)).status).toBe(200);

      // One seed: the catalogue and every reference table hold exactly what one seed puts in.
      const db = started[0]!.database.db;
      const [catalogue] = await db.select({ n: count() }).from(recipes).where(isNull(recipes.ownerId));
      expect(catalogue!.n).toBe(readSeedRecipes().length);
      const [food] = await db.select({ n: count(), distinct: countDistinct(foods.key) }).from(foods);
      expect(food).toEqual({ n: readFoodTable().length, distinct: readFoodTable().length });
      const countOf = async (table: typeof legalContent | typeof suggestedFeatures | typeof preferenceCategories) =>
        (await db.select({ n: count() }).from(table))[0]!.n;
      expect(await countOf(legalContent)).toBe(readLegalSeed().length);
      expect(await countOf(suggestedFeatures)).toBe(SUGGESTED_FEATURES.length);
      expect(await countOf(preferenceCategories)).toBe(preferenceCatalogue(await readCatalogueValues(db)).length);

      // A session made on A (sign up, confirm by the e-mailed link) is valid on B.
      const email = 'two-instances@example.com';
      const legal = (await fetch(`${b!.base}/api/legal?region=US`).then((r) => r.json())) as {
        id: number;
        isRequiredForSignup: boolean;
      }[];
      const consents = legal.filter((item) => item.isRequiredForSignup).map((item) => item.id);
      const signUp = await fetch(`${a!.base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({
          name: 'Ravi',
          email,
          password: 'Tamarind7!',
          consents,
          region: 'US',
          callbackURL: '/dashboard',
        }),
      });
      expect(signUp.status, await signUp.clone().text()).toBe(200);
      const mail = (a!.app.mailer as FileMailer).list().find((m) => m.to === email && /Confirm/.test(m.subject));
      const link = mail!.text.match(/https?:\/\/\S+/)![0].replace(/^https?:\/\/[^/]+/, '');
      const verified = await a!.app.inject({ method: 'GET', url: link });
      const cookie = cookiesOf(verified);
      expect(cookie).toMatch(/session_token=/);
      const onB = await fetch(`${b!.base}/api/auth/get-session`, { headers: { cookie } });
      expect((await onB.json()) as { user: { email: string } }).toMatchObject({ user: { email } });

      // With Redis, the sign-in limit (5 a minute per address) counts across both: the 6th wrong password is refused.
      if (redisUrl) {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) {
          const res = await fetch(`${(i % 2 ? b : a)!.base}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: ORIGIN },
            body: JSON.stringify({ email, password: 'Not-the-password-1' }),
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      }
    },
  );
});
