import { existsSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultScanName, type AnalyzeResult, type PantryScan, type PantryStatus } from '../../../domain/pantry';
import { activityLog, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';
import { asUser } from '../../test/planning-fixtures';

/** The vision provider: a fake OpenAI-compatible server on 127.0.0.1 that answers as `reply` says. */
let reply: (res: ServerResponse) => void;
let provider: Server;
let t: TestApp;
const ok = (ingredients: object[]) => (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      choices: [{ finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify({ ingredients }) } }],
    }),
  );
};

beforeAll(async () => {
  provider = createServer((req, res) => req.resume().on('end', () => reply(res)));
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false', VISION_API_URL: url, VISION_MODEL: 'fake-vision' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

type Person = Awaited<ReturnType<typeof buildUser>>;
const photo = (color = '#c0703a') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

function upload(person: Person, files: { name: string; type: string; bytes: Buffer }[]) {
  const boundary = '----pantry' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/pantry/analyze',
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN, cookie: person.cookie },
  });
}
const jpeg = async (name = 'shelf.jpg') => ({ name, type: 'image/jpeg', bytes: await photo() });
const status = async (p: Person) => (await asUser(t.app, p.cookie).get('/api/pantry/status')).json<PantryStatus>();
const setPlan = (p: Person, plan: string) =>
  t.database.db
    .update(user)
    .set({ plan, planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
    .where(eq(user.id, p.id));

describe('analysing pantry photos', () => {
  it('detects ingredients (0.8 when the provider gives no confidence, Unknown without a quantity) and keeps the pictures re-encoded', async () => {
    const me = await buildUser(t.app);
    expect(await status(me)).toEqual({ visionEnabled: true, quota: { used: 0, limit: 1 } });
    reply = ok([{ name: 'tomatoes', quantity: '4', confidence: 0.95 }, { name: 'onions' }]);
    const res = await upload(me, [
      await jpeg('a.jpg'),
      {
        name: 'b.png',
        type: 'image/png',
        bytes: await sharp(await photo('#3a70c0'))
          .png()
          .toBuffer(),
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<AnalyzeResult>();
    expect(result.ingredients).toEqual([
      { name: 'tomatoes', quantity: '4', confidence: 0.95 },
      { name: 'onions', quantity: 'Unknown', confidence: 0.8 },
    ]);
    expect(result.quota).toEqual({ used: 1, limit: 1 });
    expect(result.imageUrls).toHaveLength(2);
    const someoneElse = await buildUser(t.app);
    for (const url of result.imageUrls) {
      expect(url).toMatch(new RegExp(`^/uploads/pantry/${me.id}/.+\\.webp$`));
      const served = await t.app.inject({ method: 'GET', url, headers: { cookie: me.cookie } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, max-age=3600');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      // The photos are the person's own: nobody else, signed in or not, gets them.
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: someoneElse.cookie } })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('takes one scan of the month per plan: 1 on Basic, 5 on Plus, no limit on Premium', async () => {
    reply = ok([{ name: 'rice', quantity: '1 kg' }]);
    const basic = await buildUser(t.app);
    expect((await upload(basic, [await jpeg()])).statusCode).toBe(200);
    const over = await upload(basic, [await jpeg()]);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } });

    const plus = await buildUser(t.app);
    await setPlan(plus, 'plus');
    for (let i = 0; i < 5; i += 1) expect((await upload(plus, [await jpeg()])).statusCode).toBe(200);
    expect((await upload(plus, [await jpeg()])).statusCode).toBe(429);

    const premium = await buildUser(t.app);
    await setPlan(premium, 'premium');
    for (let i = 0; i < 7; i += 1) expect((await upload(premium, [await jpeg()])).statusCode).toBe(200);
    expect((await status(premium)).quota).toEqual({ used: 7, limit: null });
  });

  it('gives the scan back when the provider fails, and says why', async () => {
    const me = await buildUser(t.app);
    reply = (res) => {
      res.writeHead(429, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"slow down"}}');
    };
    const busy = await upload(me, [await jpeg()]);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({ error: { code: 'RATE_LIMITED', details: { reason: 'rate_limited' } } });
    reply = ok([{ name: 'eggs', confidence: 'very' }]);
    expect((await upload(me, [await jpeg()])).json()).toMatchObject({ error: { details: { reason: 'malformed' } } });
    expect((await status(me)).quota.used).toBe(0);
    reply = ok([{ name: 'eggs', quantity: 6 }]);
    expect((await upload(me, [await jpeg()])).statusCode).toBe(200);
  });

  it('checks the photos by their bytes, their size and their number, before taking a scan', async () => {
    const me = await buildUser(t.app);
    reply = ok([{ name: 'milk' }]);
    const fake = await upload(me, [
      { name: 'shelf.jpg', type: 'image/jpeg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    expect(fake.statusCode).toBe(415);
    const big = await upload(me, [
      { name: 'huge.jpg', type: 'image/jpeg', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: { message: 'Some files were too large (max 10MB per image)' } });
    const four = await upload(me, await Promise.all([jpeg(), jpeg(), jpeg(), jpeg()]));
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ error: { message: 'Only 3 more images can be added (max 3 total)' } });
    expect((await upload(me, [])).statusCode).toBe(400);
    expect((await status(me)).quota.used).toBe(0);
  });

  it('needs sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pantry/status' });
    expect(res.statusCode).toBe(401);
  });
});

describe('saved pantry scans', () => {
  it('saves only rows with a name and a quantity, under a default name, and lists them newest first', async () => {
    const me = await buildUser(t.app);
    const api = asUser(t.app, me.cookie);
    const first = await api.post('/api/pantry/scans', {
      ingredients: [
        { name: ' Tomatoes ', quantity: '4', confidence: 0.9 },
        { name: '', quantity: '2' },
        { name: 'Onions', quantity: '  ' },
      ],
      appliedPreferences: true,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<PantryScan>()).toMatchObject({
      scanName: defaultScanName(new Date()),
      ingredients: [{ name: 'Tomatoes', quantity: '4', confidence: 0.9 }],
      appliedPreferences: true,
      imageUrls: [],
    });
    const second = await api.post('/api/pantry/scans', {
      scanName: 'Sunday fridge',
      ingredients: [{ name: 'paneer', quantity: '200 g' }],
    });
    expect(second.statusCode).toBe(201);
    const list = (await api.get('/api/pantry/scans')).json<PantryScan[]>();
    expect(list.map((s) => s.scanName)).toEqual(['Sunday fridge', defaultScanName(new Date())]);
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, me.id), eq(activityLog.kind, 'pantry_scan_saved')));
    expect(logged).toHaveLength(2);

    const empty = await api.post('/api/pantry/scans', { ingredients: [{ name: 'salt', quantity: '' }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: { message: 'Add at least one ingredient with a name and a quantity.' },
    });
  });

  it('keeps each person’s scans their own: another cannot list or delete them', async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const scan = (
      await asUser(t.app, owner.cookie).post('/api/pantry/scans', { ingredients: [{ name: 'rice', quantity: '1 kg' }] })
    ).json<PantryScan>();
    expect((await asUser(t.app, other.cookie).get('/api/pantry/scans')).json()).toEqual([]);
    const denied = await asUser(t.app, other.cookie).delete(`/api/pantry/scans/${scan.id}`);
    expect(denied.statusCode).toBe(404);
    expect((await asUser(t.app, owner.cookie).get('/api/pantry/scans')).json<PantryScan[]>()).toHaveLength(1);
    expect((await asUser(t.app, owner.cookie).delete(`/api/pantry/scans/${scan.id}`)).statusCode).toBe(204);
    expect((await asUser(t.app, owner.cookie).get('/api/pantry/scans')).json()).toEqual([]);
    expect((await asUser(t.app, owner.cookie).delete(`/api/pantry/scans/${scan.id}`)).statusCode).toBe(404);
  });

  it('links the pictures of the person’s own analysis, refuses others’, and removes them with the scan', async () => {
    const me = await buildUser(t.app);
    const other = await buildUser(t.app);
    reply = ok([{ name: 'carrots', quantity: '5' }]);
    const analysed = (await upload(me, [await jpeg()])).json<AnalyzeResult>();
    const theirs = await asUser(t.app, other.cookie).post('/api/pantry/scans', {
      ingredients: analysed.ingredients,
      imageUrls: analysed.imageUrls,
    });
    expect(theirs.statusCode).toBe(400);
    const saved = await asUser(t.app, me.cookie).post('/api/pantry/scans', {
      ingredients: analysed.ingredients,
      imageUrls: analysed.imageUrls,
    });
    expect(saved.json<PantryScan>().imageUrls).toEqual(analysed.imageUrls);
    const file = join(t.config.DATA_DIR, analysed.imageUrls[0]!);
    expect(existsSync(file)).toBe(true);
    expect((await asUser(t.app, me.cookie).delete(`/api/pantry/scans/${saved.json<PantryScan>().id}`)).statusCode).toBe(
      204,
    );
    expect(existsSync(file)).toBe(false);
  });
});

describe('without a vision provider', () => {
  it('says so plainly and takes no scan; typed ingredients are saved as usual', async () => {
    const bare = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    try {
      const me = await buildUser(bare.app);
      const api = asUser(bare.app, me.cookie);
      expect((await api.get('/api/pantry/status')).json()).toEqual({
        visionEnabled: false,
        quota: { used: 0, limit: 1 },
      });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/pantry/analyze',
        payload: '--x--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=x', origin: ORIGIN, cookie: me.cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: {
          code: 'UNAVAILABLE',
          message: 'Photo analysis is not set up on this server. Type what you have instead.',
          details: { reason: 'not_configured' },
        },
      });
      expect(
        (await api.post('/api/pantry/scans', { ingredients: [{ name: 'aloo', quantity: '1 kg' }] })).statusCode,
      ).toBe(201);
    } finally {
      await bare.close();
    }
  });
});
