import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestActivity } from './request-activity';

let clock = 0;
const activity = new RequestActivity(() => clock);
const app = Fastify();
let finish: () => void = () => undefined;
activity.track(app);
app.get('/api/slow', () => new Promise<string>((resolve) => (finish = () => resolve('done'))));
app.get('/api/quick', async () => 'done');
app.get('/api/health', async () => 'ok');

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('request activity', () => {
  it('is busy while a request is in flight and for the quiet spell after it, then quiet', async () => {
    clock = 10_000;
    expect(activity.quietFor(1_000)).toBe(true);
    const slow = app.inject({ url: '/api/slow' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock += 5_000;
    expect(activity.quietFor(1_000)).toBe(false);
    finish();
    expect((await slow).body).toBe('done');
    expect(activity.quietFor(1_000)).toBe(false);
    clock += 999;
    expect(activity.quietFor(1_000)).toBe(false);
    clock += 1;
    expect(activity.quietFor(1_000)).toBe(true);
  });

  it('does not count the health check, and counts the spell from a restart', async () => {
    clock += 10_000;
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/health?deep=1' });
    expect(activity.quietFor(1_000)).toBe(true);
    await app.inject({ url: '/api/quick' });
    expect(activity.quietFor(1_000)).toBe(false);
    clock += 2_000;
    activity.restart();
    expect(activity.quietFor(1_000)).toBe(false);
    clock += 1_000;
    expect(activity.quietFor(1_000)).toBe(true);
  });
});
