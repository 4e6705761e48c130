import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, countDistinct, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { foods, legalContent, preferenceCategories, recipes, suggestedFeatures } from './db/schema';
import { readLegalSeed } from './modules/legal/legal.seed';
import { preferenceCatalogue, readCatalogueValues } from './modules/preferences/preferences.seed';
import { readSeedFoods, readSeedRecipes } from './modules/recipes/catalogue.seed';
import { SUGGESTED_FEATURES } from './modules/wishlist/wishlist.seed';
import { startApp } from './start-app';
import { createPostgresDatabase } from './test/db';
import { cookiesOf, ORIGIN } from './test/factories';
import type { FileMailer } from './adapters/mail/file-mailer';

// Two instances started at the same moment on one empty PostgreSQL database, as a deployment of two
// would (PGlite is one process: nothing to prove there).
describe.runIf(inject('dbKind') === 'postgres')('two instances on one empty PostgreSQL database', () => {
  const dirs: string[] = [];
  const started: { app: FastifyInstance; database: Database }[] = [];
  let dropDatabase = async () => {};
  afterAll(async () => {
    for (const { app, database } of started) {
      await app.close();
      await database.close();
    }
    await dropDatabase();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('both come up, the database is seeded once, and a session made on one works on the other', { timeout: 240_000 }, async () => {
    dirs.push(...[0, 1].map(() => mkdtempSync(join(tmpdir(), 'mealwise-two-'))));
    const empty = await createPostgresDatabase({ migrated: false });
    dropDatabase = empty.drop;
    // What instances share in production: the database and the secret. Each has its own disk.
    const configs = dirs.map((dir) =>
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: empty.url, DATA_DIR: dir, WEB_DIST: join(dir, 'no-web'), AUTH_SECRET: 's'.repeat(48), APP_URL: ORIGIN }),
    );
    const results = await Promise.allSettled(configs.map((config) => startApp(config)));
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up']);

    const [a, b] = await Promise.all(started.map(async ({ app }) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      return { app, base: `http://127.0.0.1:${port}` };
    }));
    for (const { base } of [a!, b!]) expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // One seed: the catalogue and every reference table hold exactly what one seed puts in.
    const db = started[0]!.database.db;
    const [catalogue] = await db.select({ n: count() }).from(recipes).where(isNull(recipes.ownerId));
    expect(catalogue!.n).toBe(readSeedRecipes().length);
    const [food] = await db.select({ n: count(), distinct: countDistinct(foods.key) }).from(foods);
    expect(food).toEqual({ n: readSeedFoods().length, distinct: readSeedFoods().length });
    const countOf = async (table: typeof legalContent | typeof suggestedFeatures | typeof preferenceCategories) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    expect(await countOf(legalContent)).toBe(readLegalSeed().length);
    expect(await countOf(suggestedFeatures)).toBe(SUGGESTED_FEATURES.length);
    expect(await countOf(preferenceCategories)).toBe(preferenceCatalogue(await readCatalogueValues(db)).length);

    // A session made on A (sign up, confirm by the e-mailed link) is valid on B.
    const email = 'two-instances@example.com';
    const legal = (await fetch(`${b!.base}/api/legal?region=US`).then((r) => r.json())) as { id: number; isRequiredForSignup: boolean }[];
    const consents = legal.filter((item) => item.isRequiredForSignup).map((item) => item.id);
    const signUp = await fetch(`${a!.base}/api/auth/sign-up/email`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ name: 'Ravi', email, password: 'Tamarind7!', consents, region: 'US', callbackURL: '/dashboard' }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const mail = (a!.app.mailer as FileMailer).list().find((m) => m.to === email && /Confirm/.test(m.subject));
    const link = mail!.text.match(/https?:\/\/\S+/)![0].replace(/^https?:\/\/[^/]+/, '');
    const verified = await a!.app.inject({ method: 'GET', url: link });
    const cookie = cookiesOf(verified);
    expect(cookie).toMatch(/session_token=/);
    const onB = await fetch(`${b!.base}/api/auth/get-session`, { headers: { cookie } });
    expect((await onB.json()) as { user: { email: string } }).toMatchObject({ user: { email } });
  });
});
