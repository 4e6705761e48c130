import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ORIGIN } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // rate limits on, as in every real environment
});
afterAll(() => t.close());

it('limits sign-in attempts to 5 a minute per address', async () => {
  const attempt = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 'x@example.com', password: 'Wrong-pass1' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 7; i += 1) statuses.push((await attempt()).statusCode);
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.slice(5)).toEqual([429, 429]);
});

it('limits password-reset requests to 3 a minute per address', async () => {
  const request = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: 'y@example.com', redirectTo: '/reset-password' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await request()).statusCode);
  expect(statuses).toEqual([200, 200, 200, 429]);
});
