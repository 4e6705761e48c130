import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createPostgresDatabase } from '../../test/db';
import { RECENT_ANSWER_MS } from './health.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 while the instance drains before it stops, and keeps serving everything else', async () => {
    t.app.lifecycle.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'Draining: this instance is stopping' } });
      expect((await t.app.inject({ method: 'GET', url: '/api/legal?region=US' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 naming the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found: GET /api/nope' } });
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(doc.paths).toHaveProperty('/api/health');
  });
});

/**
 * An app on a new PostgreSQL database with a pool of two, its health check's own connection to `checkUrl` (the
 * database itself unless given), for `run`; everything closed and dropped after.
 */
async function withPostgresApp(
  run: (app: FastifyInstance, database: Database) => Promise<void>,
  checkUrl?: string,
): Promise<void> {
  const made = await createPostgresDatabase({ migrated: true });
  const dir = mkdtempSync(join(tmpdir(), 'mealwise-health-'));
  const database = await openDatabase({ kind: 'postgres', url: made.url, maxConnections: 2 });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    WEB_DIST: join(dir, 'no-web'),
    DATABASE_URL: checkUrl ?? made.url,
    DATABASE_POOL_SIZE: '2',
  });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    await run(app, database);
  } finally {
    await app.close();
    await database.close();
    await made.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.runIf(inject('dbKind') === 'postgres')('GET /api/health on PostgreSQL', () => {
  it('answers at once while every pooled connection is busy, on a connection of its own', async () => {
    await withPostgresApp(async (app, database) => {
      // both pooled connections held for five seconds: a check through the pool would wait for them
      const holding = Promise.all([1, 2].map(() => database.db.execute(sql`select pg_sleep(5)`)));
      // past the time a pooled answer counts for the check, so it asks on its own connection
      await new Promise((resolve) => setTimeout(resolve, RECENT_ANSWER_MS + 100));
      const check = app.inject({ method: 'GET', url: '/api/health' });
      const first = await Promise.race([check.then(() => 'health'), holding.then(() => 'pool')]);
      expect(first).toBe('health');
      const res = await check;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
      await holding;
    });
  });

  it('takes a pooled query answered just now for the database answering, and asks it itself once none has', async () => {
    // the check's own connection goes where no database answers: only the pool's answers can make it ok
    await withPostgresApp(async (app, database) => {
      await database.db.execute(sql`select 1`);
      const fresh = await app.inject({ method: 'GET', url: '/api/health' });
      expect(fresh.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, RECENT_ANSWER_MS + 100));
      const stale = await app.inject({ method: 'GET', url: '/api/health' });
      expect(stale.statusCode).toBe(503);
      expect(stale.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'Database unavailable' } });
    }, 'postgres://postgres@127.0.0.1:1/nowhere');
  });
});
