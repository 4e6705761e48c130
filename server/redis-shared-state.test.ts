import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { createTestDatabase } from './test/db';
import { buildUser, ORIGIN } from './test/factories';

// Two instances on one database and one Redis (TEST_REDIS_URL; CI sets it): limits count across both.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('two instances sharing Redis', () => {
  const prefix = `mealwise-test-${randomBytes(4).toString('hex')}:`;
  const dir = mkdtempSync(join(tmpdir(), 'mealwise-redis-'));
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
        AUTH_SECRET: 'r'.repeat(40),
        ...extra,
      });
    [a, b, alone] = await Promise.all([
      buildApp({ config: config({ REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix }), database }),
      buildApp({ config: config({ REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix }), database }),
      buildApp({ config: config({}), database }), // without Redis, for comparison
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

  const wrongPassword = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: ORIGIN },
      payload: { email: 'nobody@example.com', password: 'Wrong-pass1' },
    });

  it('refuses the 6th wrong password in a minute from one address, whichever instance takes it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await wrongPassword(i % 2 ? b : a, '10.9.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(await redis.keys(`${prefix}auth:*`)).not.toHaveLength(0);
  });

  it('keeps the in-process count per instance without Redis (the one-process default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await wrongPassword(alone, '10.9.0.2')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts wrong passwords for one account across both instances and many addresses', async () => {
    const person = await buildUser(a);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await (i % 2 ? b : a).inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `10.8.0.${i + 1}`,
        headers: { origin: ORIGIN },
        payload: { email: person.email, password: `Wrong-guess-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('counts a route limit (refund requests, 5 an hour) across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await (i % 2 ? b : a).inject({
        method: 'POST',
        url: '/api/refunds',
        remoteAddress: '10.9.0.3',
        headers: { origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n\r\n--x--\r\n',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('keeps a session made on one instance valid on the other, and after Redis loses its keys', async () => {
    const person = await buildUser(a);
    const session = (app: FastifyInstance) =>
      app.inject({ url: '/api/auth/get-session', headers: { cookie: person.cookie } });
    expect((await session(b)).json()).toMatchObject({ user: { id: person.id } });
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    expect((await session(b)).json()).toMatchObject({ user: { id: person.id } });
  });
});
