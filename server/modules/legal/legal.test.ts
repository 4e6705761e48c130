import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildLegalItems, buildUser } from '../../test/factories';
import { readLegalSeed } from './legal.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  await buildLegalItems(t.database.db, 'EU');
  await buildLegalItems(t.database.db, 'US');
});
afterAll(() => t.close());

describe('legal content', () => {
  it('lists a region’s items, with sanitised HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal?region=FR' });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ contentType: string; content: string; isRequiredForSignup: boolean }[]>();
    expect(items.map((i) => i.contentType)).toEqual(['terms_conditions', 'privacy_policy', 'consent_message']);
    expect(items[0]!.content).toBe('<h2>Terms</h2><p>Be kind.</p>');
  });

  it('falls back to the US texts for a region without its own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal?region=JP' });
    expect(res.json<unknown[]>()).toHaveLength(3);
  });

  it('reads one text by key', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/legal/privacy_policy?region=US' });
    expect(ok.json()).toMatchObject({ title: 'Privacy Policy' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/legal/refund_policy?region=US' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/legal/nonsense' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a person only their own consents', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/legal/consents/mine' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'User not authenticated' } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/legal?region=US' })).json<
      { id: number; isRequiredForSignup: boolean }[]
    >();
    const required = list.filter((i) => i.isRequiredForSignup).map((i) => i.id);
    const a = await buildUser(t.app, { consents: required });
    const b = await buildUser(t.app, { consents: list.map((i) => i.id) });
    const mineA = await t.app.inject({ method: 'GET', url: '/api/legal/consents/mine', headers: { cookie: a.cookie } });
    const mineB = await t.app.inject({ method: 'GET', url: '/api/legal/consents/mine', headers: { cookie: b.cookie } });
    expect(mineA.json<unknown[]>()).toHaveLength(2);
    expect(mineB.json<unknown[]>()).toHaveLength(3);
  });
});

describe('legal seed', () => {
  it('holds every type for each legal region', () => {
    const rows = readLegalSeed();
    for (const region of ['US', 'EU', 'UK', 'IN', 'CA', 'AU']) {
      const types = new Set(rows.filter((r) => r.region === region).map((r) => r.contentType));
      expect([...types].sort()).toEqual(['consent_message', 'privacy_policy', 'refund_policy', 'terms_conditions']);
    }
  });
});
