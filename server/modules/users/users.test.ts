import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { USER_COUNT_TTL_MS } from './users.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const userCount = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/count' });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('GET /api/users/count', () => {
  it('answers the real number of accounts to anyone, and keeps it for 10 minutes', async () => {
    await buildUser(t.app);
    await buildUser(t.app);
    const first = await userCount();
    expect(first.json()).toEqual({ count: 2 });
    expect(first.headers['cache-control']).toBe('public, max-age=600');

    await buildUser(t.app);
    expect((await userCount()).json()).toEqual({ count: 2 }); // still the cached figure

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + USER_COUNT_TTL_MS + 1000);
    expect((await userCount()).json()).toEqual({ count: 3 });
  });
});
