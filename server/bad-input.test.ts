import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from './db/schema';
import { createTestApp, type TestApp } from './test/app';
import { buildUser, ORIGIN } from './test/factories';

/**
 * A client's mistake is never the server's error: every route of the API, as the OpenAPI document lists
 * them, is sent malformed path parameters, query strings and bodies by a signed-in Premium user (so plan
 * checks do not stop the request before its input is read), and must answer below 500.
 */

const BAD_PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  'null',
  '%00',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '%F0%9F%A5%98',
];
const BAD_QUERY =
  '?page=-1&limit=1e309&offset=abc&q=%FF%FE&week=2026-13-45&hour=99&maxMinutes=-5&region=%00&sort=%3Cscript%3E';
const BAD_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"title": ' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '42' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '{}' },
  { contentType: 'application/json', payload: JSON.stringify({ unexpected: true, __proto__: { admin: true } }) },
  { contentType: 'application/json', payload: '{"a":'.repeat(2000) },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/octet-stream', payload: '\u0000\u0001' },
];

interface Route {
  method: string;
  path: string;
}

let t: TestApp;
let cookie: string;
const routes: Route[] = [];

beforeAll(async () => {
  // Photo analysis set up (towards a closed port), so that its route reads its input instead of answering 503.
  t = await createTestApp(
    { AUTH_RATE_LIMIT: 'false', VISION_API_URL: 'http://127.0.0.1:9/v1', VISION_MODEL: 'none' },
    { catalogue: true },
  );
  const person = await buildUser(t.app, { name: 'Fuzzy Tester' });
  cookie = person.cookie;
  await t.database.db
    .update(user)
    .set({ plan: 'premium', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
    .where(eq(user.id, person.id));
  const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of Object.keys(methods)) routes.push({ method: method.toUpperCase(), path });
  }
  // better-auth's handler is hidden from the document; the calls the app makes of it.
  // Signing out comes last: the requests before it are the signed-in person's.
  for (const path of [
    'sign-in/email',
    'sign-up/email',
    'request-password-reset',
    'reset-password',
    'update-user',
    'change-password',
    'sign-out',
  ]) {
    routes.push({ method: 'POST', path: `/api/auth/${path}` });
  }
  routes.splice(
    -1,
    0,
    { method: 'GET', path: '/api/auth/get-session' },
    { method: 'GET', path: '/api/auth/verify-email' },
  );
}, 120_000);
afterAll(() => t.close());

let calls = 0;

/** The path with each `{param}` set to a value. */
const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

async function send(method: string, url: string, body?: { contentType: string; payload: string }) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, origin: ORIGIN, ...(body ? { 'content-type': body.contentType } : {}) },
    ...(body ? { payload: body.payload } : {}),
    // Each call from its own address, so per-address limits answer 429 only when a route is flooded.
    remoteAddress: `10.${(++calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`,
  });
  return { status: res.statusCode, body: res.body.slice(0, 200) };
}

describe('bad input to every API route', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/recipes/custom' });
  });

  it('answers malformed parameters, queries and bodies with a 4xx (or a success), never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    const note = (what: string, result: { status: number; body: string }) => {
      sent += 1;
      if (result.status >= 500) failures.push(`${what} → ${result.status} ${result.body}`);
    };
    for (const { method, path } of routes) {
      const params = path.includes('{') ? BAD_PARAMS : [''];
      for (const value of params) {
        const url = fill(path, value);
        note(`${method} ${url}`, await send(method, url));
        note(`${method} ${url}${BAD_QUERY}`, await send(method, `${url}${BAD_QUERY}`));
      }
      if (method === 'GET' || method === 'DELETE') continue;
      const url = fill(path, '1');
      for (const body of BAD_BODIES)
        note(`${method} ${url} <${body.contentType} ${body.payload.slice(0, 30)}>`, await send(method, url, body));
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 2);
    console.info(`bad input: ${sent} requests to ${routes.length} routes, none answered 5xx`);
  }, 240_000);
});
