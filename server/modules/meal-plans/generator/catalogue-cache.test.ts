import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { CatalogueCache, QUIET_MS } from './catalogue-cache';
import { readCatalogueVersion } from './catalogue.queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
}, 120_000);
afterAll(() => t.close());

const silent = { info: () => undefined, warn: () => undefined };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A cache whose server is busy until `quiet` is set: what loadWhenQuiet waits for. */
const cacheWith = (state: { quiet: boolean }) =>
  new CatalogueCache(t.database.db, t.app.workers, silent, true, (ms) => {
    expect(ms).toBe(QUIET_MS);
    return state.quiet;
  });

describe('the catalogue load after a start (decision 038)', () => {
  it('waits while the server answers requests, and loads once it is quiet', async () => {
    const state = { quiet: false };
    const cache = cacheWith(state);
    const loading = cache.loadWhenQuiet();
    // longer than a load of the test catalogue takes when it does not wait
    await pause(2_000);
    expect(cache.current).toBeNull();
    state.quiet = true;
    await loading;
    expect(cache.current!.size).toBeGreaterThan(100);
    expect(cache.current!.version).toBe(await readCatalogueVersion(t.database.db));
    await cache.close();
  }, 60_000);

  it('reads on at once when a generation asks for it, however busy the server', async () => {
    const state = { quiet: false };
    const cache = cacheWith(state);
    const loading = cache.loadWhenQuiet();
    await pause(300);
    expect(cache.current).toBeNull();
    cache.want(await readCatalogueVersion(t.database.db));
    await loading;
    expect(cache.current!.size).toBeGreaterThan(100);
    await cache.close();
  }, 60_000);

  it('refresh (tests, benches) loads at once even while a paced load waits', async () => {
    const cache = cacheWith({ quiet: false });
    void cache.loadWhenQuiet();
    await cache.refresh();
    expect(cache.current!.size).toBeGreaterThan(100);
    await cache.close();
  }, 60_000);

  it('a closing server ends a paced load without loading', async () => {
    const cache = cacheWith({ quiet: false });
    const loading = cache.loadWhenQuiet();
    await cache.close();
    await loading;
    expect(cache.current).toBeNull();
  }, 60_000);
});
