import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousWeek, weekStart } from '../domain/weeks';
import { user } from './db/schema';
import { createTestApp, type TestApp } from './test/app';
import { buildUser, ORIGIN } from './test/factories';
import { catalogueRecipes } from './test/planning-fixtures';
import {
  BAD_TEXTS,
  deepJson,
  mutantsOf,
  sampleOf,
  WRONG_TYPES,
  type Hints,
  type JsonSchema,
} from './test/schema-sample';

/**
 * The kinds of bad input server/bad-input.test.ts does not send: well-formed requests whose values break storage or
 * a library (a NUL, half a UTF-16 pair, the wrong type in one field, valid JSON nested 2,000 deep), broken multipart
 * uploads and decompression bombs. Each JSON route gets a valid example built from its schema, with real ids, so
 * that every mutant reaches the code behind validation. None may answer 5xx; bad text must answer 4xx.
 */

let t: TestApp;
let me: { email: string; password: string; cookie: string; id: string };
const hints: Hints = {};
const ids: Record<string, number> = {};
const week = weekStart(new Date());

interface Operation {
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
let paths: Record<string, Record<string, Operation>> = {};

let calls = 0;
async function send(method: string, url: string, body?: { contentType: string; payload: string | Buffer }) {
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    headers: { cookie: me.cookie, origin: ORIGIN, ...(body ? { 'content-type': body.contentType } : {}) },
    ...(body ? { payload: body.payload } : {}),
    remoteAddress: `10.${(++calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`,
  });
  return { status: res.statusCode, body: res.body, short: res.body.slice(0, 160) };
}
const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });

beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT: 'false', VISION_API_URL: 'http://127.0.0.1:9/v1', VISION_MODEL: 'none' },
    { catalogue: true },
  );
  me = await buildUser(t.app, { name: 'Value Fuzzer' });
  await t.database.db
    .update(user)
    .set({ plan: 'premium', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
    .where(eq(user.id, me.id));
  const [recipe] = await catalogueRecipes(t.database.db);
  // Real things of this person's, so that ids in paths and bodies name something.
  const post = async (url: string, payload: object) => (await send('POST', url, json(payload))).body;
  const entry = JSON.parse(
    await post(`/api/meal-plans/${week}/entries`, { day: 'Monday', mealType: 'Dinner', recipeId: recipe!.id }),
  );
  const favorite = JSON.parse(await post('/api/favorites/meal-plans', { week, name: 'Fuzz week' }));
  const item = JSON.parse(await post(`/api/grocery/${week}/items`, { name: 'Basmati rice', quantity: 1, unit: 'kg' }));
  const scan = JSON.parse(await post('/api/pantry/scans', { ingredients: [{ name: 'Onion', quantity: '2' }] }));
  Object.assign(ids, {
    entryId: entry.id ?? entry.entry?.id,
    favoriteId: favorite.id,
    itemId: item.id ?? item.item?.id,
    scanId: scan.id,
  });
  Object.assign(hints, {
    week,
    fromWeek: previousWeek(week),
    recipeId: recipe!.id,
    favoriteId: ids.favoriteId,
    day: 'Monday',
    mealType: 'Dinner',
    // The import guard refuses loopback here: no page is fetched from anywhere.
    url: 'http://127.0.0.1:9/recipe',
  });
  paths = (t.app as unknown as { swagger(): { paths: typeof paths } }).swagger().paths;
}, 120_000);
afterAll(() => t.close());

/** A path with its parameters set to this person's own things. */
function fill(path: string): string {
  return path
    .replace('{week}', week)
    .replace('{entryId}', String(ids.entryId))
    .replace('{itemId}', String(ids.itemId))
    .replace('{recipeId}', String(hints.recipeId))
    .replace(
      /\{[^}]+\}/g,
      String(path.includes('pantry') ? ids.scanId : path.includes('favorites') ? ids.favoriteId : 1),
    );
}

describe('well-formed requests with values that break storage', () => {
  it('finds every JSON body in the OpenAPI document, with real ids', () => {
    const bodies = Object.values(paths)
      .flatMap((ops) => Object.values(ops))
      .filter((op) => op.requestBody?.content?.['application/json']);
    expect(bodies.length).toBeGreaterThan(15);
    expect(Object.values(ids).every((id) => Number.isInteger(id))).toBe(true);
  });

  it('answers each field given a NUL, half a UTF-16 pair or a wrong type with a 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        const url = fill(path);
        for (const mutant of mutantsOf(sampleOf(schema, hints))) {
          const res = await send(method.toUpperCase(), url, json(mutant.body));
          sent += 1;
          const badText = BAD_TEXTS.some((text) => mutant.what.endsWith(JSON.stringify(text)));
          if (res.status >= 500 || (badText && res.status < 400))
            failures.push(`${method.toUpperCase()} ${url} ${mutant.what} → ${res.status} ${res.short}`);
        }
      }
    }
    expect(failures).toEqual([]);
    console.info(`bad values: ${sent} requests, none answered 5xx`);
  }, 240_000);

  it('refuses NUL and broken text in the address and query of every GET route', async () => {
    const failures: string[] = [];
    for (const [path, ops] of Object.entries(paths)) {
      if (!ops.get) continue;
      for (const bad of ['%00', '%ED%A0%80', '%F0%9F']) {
        const res = await send('GET', `${fill(path)}?q=dal${bad}&week=${bad}`);
        if (res.status >= 500) failures.push(`GET ${path} ${bad} → ${res.status} ${res.short}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('the auth routes', () => {
  const account = () => ({ email: `fuzz-${++calls}@example.com`, password: 'Tamarind7!' });
  const examples: Record<string, () => object> = {
    'sign-up/email': () => ({ name: 'Asha Rao', ...account(), consents: [], callbackURL: '/dashboard' }),
    'sign-in/email': () => ({ email: me.email, password: 'Not-the-password-1' }),
    'request-password-reset': () => ({ email: me.email, redirectTo: '/reset-password' }),
    'reset-password': () => ({ token: 'not-a-token', newPassword: 'Tamarind7!' }),
    'update-user': () => ({ name: 'Asha Rao' }),
    // A wrong current password: the example itself must not sign the fuzzer out of its other sessions.
    'change-password': () => ({ currentPassword: 'Not-the-password-1', newPassword: 'Fenugreek-81' }),
  };

  it('answers wrong types, bad text, arrays and deep nesting with a 4xx', async () => {
    const failures: string[] = [];
    const note = (what: string, res: { status: number; short: string }) => {
      if (res.status >= 500 || res.status < 400) failures.push(`${what} → ${res.status} ${res.short}`);
    };
    for (const [path, example] of Object.entries(examples)) {
      const url = `/api/auth/${path}`;
      for (const mutant of mutantsOf(example())) {
        // A wrong type in an optional field may be ignored by better-auth; what matters is that nothing breaks.
        const res = await send('POST', url, json(mutant.body));
        const optional = /^(callbackURL|redirectTo|consents)/.test(mutant.what);
        if (res.status >= 500 || (!optional && res.status < 400))
          failures.push(`${url} ${mutant.what} → ${res.status} ${res.short}`);
      }
      for (const payload of [
        ...deepJson(2000),
        '[]',
        '[{"email":"a@b.c"}]',
        ...WRONG_TYPES.map((w) => JSON.stringify(w)),
      ]) {
        note(`${url} <${payload.slice(0, 20)}>`, await send('POST', url, { contentType: 'application/json', payload }));
      }
    }
    for (const bad of ['%00', '%ED%A0%80']) {
      note(`verify-email ${bad}`, await send('GET', `/api/auth/verify-email?token=a${bad}b`));
      const reset = await send('GET', `/api/auth/reset-password/a${bad}b?callbackURL=%2Freset-password`);
      if (reset.status >= 500) failures.push(`reset link ${bad} → ${reset.status}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('uploads', () => {
  /** A small PNG whose header claims 10,000 × 10,000 pixels. */
  async function bomb(): Promise<Buffer> {
    const bytes = Buffer.from(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    bytes.writeUInt32BE(10_000, 16);
    bytes.writeUInt32BE(10_000, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
    return bytes;
  }
  const part = (name: string, content: Buffer | string, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);

  it('answers broken multipart, bombs and bad text in fields with a 4xx', async () => {
    const multipart = (payload: Buffer | string, boundary = 'b') => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload,
    });
    const png = await bomb();
    const cases: [string, { contentType: string; payload: string | Buffer }][] = [
      ['no boundary', { contentType: 'multipart/form-data', payload: 'hello' }],
      ['cut short', multipart('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc')],
      ['broken part header', multipart('--b\r\nGarbage without a colon\r\n\r\nxx\r\n--b--\r\n')],
      ['no parts', multipart('--b--\r\n')],
      ['wrong boundary', multipart(Buffer.concat([part('file', 'x', 'a.png'), Buffer.from('--b--\r\n')]), 'other')],
      ['a 100-megapixel bomb', multipart(Buffer.concat([part('file', png, 'bomb.png'), Buffer.from('--b--\r\n')]))],
      [
        'a bomb as a receipt, NUL in the reason',
        multipart(
          Buffer.concat([
            part('email', 'a@example.com'),
            part('reason', 'late\u0000'),
            part('receipt', png, 'r.png'),
            Buffer.from('--b--\r\n'),
          ]),
        ),
      ],
      [
        'a bomb receipt',
        multipart(
          Buffer.concat([
            part('email', 'a@example.com'),
            part('reason', 'Charged twice'),
            part('receipt', png, 'r.png'),
            Buffer.from('--b--\r\n'),
          ]),
        ),
      ],
    ];
    const failures: string[] = [];
    for (const url of ['/api/accounts/avatar', '/api/refunds', '/api/pantry/analyze']) {
      for (const [what, body] of cases) {
        const res = await send('POST', url, body);
        if (res.status >= 500 || res.status < 400) failures.push(`${url} ${what} → ${res.status} ${res.short}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
