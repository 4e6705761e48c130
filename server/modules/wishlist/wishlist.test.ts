import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WishlistFeature } from '../../../domain/wishlist';
import { featureVotes } from '../../db/schema';
import { runSeeds } from '../../db/seed/run-seeds';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';
import { SUGGESTED_FEATURES, wishlistSeed } from './wishlist.seed';
import { VOTE_RATE_LIMIT } from './wishlist.routes';

let t: TestApp;
let features: WishlistFeature[];
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  await runSeeds(t.database.db, { info: () => undefined }, [wishlistSeed]);
  features = await list();
});
afterAll(() => t.close());

async function list(cookie?: string): Promise<WishlistFeature[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.json<WishlistFeature[]>();
}

/** Each test votes from its own client address, so the per-address limit only shows where it is tested. */
const nextAddress = () => `10.1.0.${++address}`;

function vote(
  id: number | string,
  payload: object,
  { cookie, remoteAddress = nextAddress() }: { cookie?: string; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/wishlist/${id}/vote`,
    payload,
    remoteAddress,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

const countOf = async (id: number, cookie?: string) => (await list(cookie)).find((f) => f.id === id)!;

describe('the wishlist', () => {
  it('lists the seeded features ordered by id, with no votes yet', () => {
    expect(features.map((f) => f.description)).toEqual([...SUGGESTED_FEATURES]);
    expect(features.map((f) => f.id)).toEqual([...features.map((f) => f.id)].sort((a, b) => a - b));
    expect(features.every((f) => f.votes === 0 && !f.voted)).toBe(true);
  });

  it('counts a vote on the server, with the e-mail trimmed and lower-cased, and only once per e-mail', async () => {
    const id = features[0]!.id;
    const first = await vote(id, { email: '  Anjali.Rao@Example.COM ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ featureId: id, votes: 1 });
    const rows = await t.database.db.select().from(featureVotes).where(eq(featureVotes.featureId, id));
    expect(rows).toMatchObject([{ email: 'anjali.rao@example.com', userId: null }]);

    const again = await vote(id, { email: 'anjali.rao@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'CONFLICT', message: 'You have already voted for this feature.' },
    });
    expect((await countOf(id)).votes).toBe(1);

    const other = await vote(id, { email: 'vikram@example.com' });
    expect(other.json()).toEqual({ featureId: id, votes: 2 });
    expect((await countOf(id)).votes).toBe(2);
    expect((await countOf(features[1]!.id)).votes).toBe(0);
  });

  it("answers 'Please enter your email to vote for features.' for a blank or missing e-mail", async () => {
    const id = features[2]!.id;
    for (const payload of [{ email: '   ' }, { email: '' }, {}]) {
      const res = await vote(id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          code: 'BAD_REQUEST',
          message: 'Please enter your email to vote for features.',
          details: { title: 'Email Required' },
        },
      });
    }
    const invalid = await vote(id, { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { message: 'Please enter a valid email address.' } });
    expect((await countOf(id)).votes).toBe(0);
  });

  it('answers 404 for an unknown feature and 400 for a malformed id', async () => {
    const missing = await vote(999_999, { email: 'cook@example.com' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Feature not found' } });
    expect((await vote('soup', { email: 'cook@example.com' })).statusCode).toBe(400);
  });

  it('keeps the signed-in voter, and allows one vote per account whatever e-mail is typed', async () => {
    const u = await buildUser(t.app);
    const id = features[3]!.id;
    const res = await vote(id, { email: u.email }, { cookie: u.cookie });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(featureVotes).where(eq(featureVotes.featureId, id));
    expect(row).toMatchObject({ userId: u.id, email: u.email.toLowerCase() });

    const otherEmail = await vote(id, { email: 'my-other-address@example.com' }, { cookie: u.cookie });
    expect(otherEmail.statusCode).toBe(409);
    expect((await countOf(id)).votes).toBe(1);

    const mine = await list(u.cookie);
    expect(mine.find((f) => f.id === id)).toMatchObject({ votes: 1, voted: true });
    expect(mine.filter((f) => f.voted)).toHaveLength(1);
    expect((await list()).find((f) => f.id === id)!.voted).toBe(false);
  });

  it('counts two simultaneous votes from one account once', async () => {
    const u = await buildUser(t.app);
    const id = features[4]!.id;
    const results = await Promise.all(
      ['a', 'b', 'c'].map((tag) => vote(id, { email: `${tag}-${u.email}` }, { cookie: u.cookie })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await countOf(id)).votes).toBe(1);
  });

  it('shows a signed-in person the features they voted for with their e-mail before signing in', async () => {
    const u = await buildUser(t.app);
    const id = features[5]!.id;
    expect((await vote(id, { email: u.email.toUpperCase() })).statusCode).toBe(201);
    expect((await countOf(id, u.cookie)).voted).toBe(true);
    expect((await vote(id, { email: u.email }, { cookie: u.cookie })).statusCode).toBe(409);
  });

  it(`limits votes to ${VOTE_RATE_LIMIT.max} an hour per address`, async () => {
    const remoteAddress = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i <= VOTE_RATE_LIMIT.max; i += 1) {
      const feature = features[i % features.length]!;
      statuses.push((await vote(feature.id, { email: `voter${i}@example.com` }, { remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, VOTE_RATE_LIMIT.max).every((s) => s === 201)).toBe(true);
    const last = await vote(features[0]!.id, { email: 'one-more@example.com' }, { remoteAddress });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many votes from this address/) },
    });
    expect((await vote(features[0]!.id, { email: 'elsewhere@example.com' })).statusCode).toBe(201);
  });
});
