import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { warmSearchPath, WARM_UP_REQUESTS } from './search-warm-up';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
}, 120_000);
afterAll(() => t.close());

describe('the search warm-up at start', () => {
  it('goes through the real routes without a warning', async () => {
    const warnings: string[] = [];
    await warmSearchPath(t.app, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
  });

  it('reports a request that does not answer 200, and never throws', async () => {
    const bare = Fastify();
    await bare.ready();
    const warnings: string[] = [];
    await warmSearchPath(bare, (message) => warnings.push(message));
    expect(warnings).toHaveLength(WARM_UP_REQUESTS.length);
    expect(warnings[0]).toContain('answered 404');
    await bare.close();
  });
});
