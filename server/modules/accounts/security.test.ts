import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, cookiesOf, linkFromMail, ORIGIN, outbox } from '../../test/factories';
import { lockFor, MAX_LOCK_MS, MemoryFailureStore, SignInLimit } from './sign-in-limit';

/** The findings of the security review of 2026-11 (issue #16), one test or more each. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

let calls = 0;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...headers },
    // Each request from its own address: these tests are about per-account rules, not per-address ones.
    remoteAddress: `10.9.${(++calls >> 8) & 255}.${calls & 255}`,
  });
const session = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });

function avatarForm(bytes: Buffer) {
  const boundary = '----mealwise' + Math.random().toString(16).slice(2);
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN },
  };
}
const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#e07a5f' } })
    .png()
    .toBuffer();
const uploadAvatar = async (cookie: string, bytes?: Buffer) => {
  const form = avatarForm(bytes ?? (await png()));
  return t.app.inject({
    method: 'POST',
    url: '/api/accounts/avatar',
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
};
/** A small PNG whose header claims width × height: what a decompression bomb looks like before it is decoded. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png());
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}
const fileOf = (url: string) => join(t.config.DATA_DIR, url.replace(/^\/uploads\//, 'uploads/'));

describe("1. the picture changes only through the upload, and only the person's own files are removed", () => {
  it('refuses update-user with an image, whatever it names', async () => {
    const victim = await buildUser(t.app, { name: 'Victim Cook' });
    const theirs = (await uploadAvatar(victim.cookie)).json<{ image: string }>().image;
    const attacker = await buildUser(t.app, { name: 'Mallory' });
    for (const image of [
      theirs,
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'https://evil.example/x.png',
      '/uploads/avatars/',
    ]) {
      const res = await post('/api/auth/update-user', { image }, { cookie: attacker.cookie });
      expect(res.statusCode, image).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/picture/);
    }
    const [row] = await t.database.db.select({ image: user.image }).from(user).where(eq(user.id, attacker.id));
    expect(row!.image).toBeNull();
    expect((await uploadAvatar(attacker.cookie)).statusCode).toBe(200);
    expect(existsSync(fileOf(theirs))).toBe(true);
  });

  it("never removes a file outside the person's own avatar folder, even when the column names one", async () => {
    const victim = await buildUser(t.app, { name: 'Victim Two' });
    const theirs = (await uploadAvatar(victim.cookie)).json<{ image: string }>().image;
    const attacker = await buildUser(t.app, { name: 'Mallory Two' });
    // However the column came to name it (an old bug, a restored backup), the next upload leaves it alone.
    await t.database.db.update(user).set({ image: theirs }).where(eq(user.id, attacker.id));
    expect((await uploadAvatar(attacker.cookie)).statusCode).toBe(200);
    expect(existsSync(fileOf(theirs))).toBe(true);
    // While the person's own old picture does go.
    const first = (await uploadAvatar(victim.cookie)).json<{ image: string }>().image;
    await new Promise((r) => setTimeout(r, 5));
    expect((await uploadAvatar(victim.cookie)).statusCode).toBe(200);
    expect(existsSync(fileOf(first))).toBe(false);
  });

  it('refuses an 80-megapixel picture with a clear 413, before decoding it', async () => {
    const me = await buildUser(t.app, { name: 'Big Picture' });
    const bomb = await pngClaiming(10_000, 8_000);
    const res = await uploadAvatar(me.cookie, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/80 megapixels/);
  });
});

describe('2. change-password', () => {
  it('applies the password policy and signs out every other session', async () => {
    const me = await buildUser(t.app, { name: 'Two Devices' });
    const other = cookiesOf(await post('/api/auth/sign-in/email', { email: me.email, password: me.password }));
    expect((await session(other)).json()).toMatchObject({ user: { email: me.email } });

    for (const weak of ['aaaaaa', '111111', 'password1']) {
      const res = await post(
        '/api/auth/change-password',
        { currentPassword: me.password, newPassword: weak },
        { cookie: me.cookie },
      );
      expect(res.statusCode, weak).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('weak_password');
    }
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: me.password, newPassword: 'Fenugreek-81', revokeOtherSessions: false },
      { cookie: me.cookie },
    );
    expect(ok.statusCode).toBe(200);
    expect((await session(other)).json()).toBeNull();
  });
});

describe('3. guesses at one account from many addresses', () => {
  it("locks the account's password sign-in after 5 wrong guesses, whatever the address", async () => {
    const me = await buildUser(t.app, { name: 'Guessed At' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push(
        (await post('/api/auth/sign-in/email', { email: me.email, password: `Wrong-guess-${i}` })).statusCode,
      );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // Even the right password waits: the lock does not tell a guesser which guess was right.
    const right = await post('/api/auth/sign-in/email', { email: me.email, password: me.password });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(right.json<{ code: string; message: string }>()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: expect.stringMatching(/reset your password/),
    });
  });

  it('backs off by doubling, never beyond 15 minutes, and forgets after a success', async () => {
    expect([4, 5, 6, 7, 20].map(lockFor)).toEqual([0, 30_000, 60_000, 120_000, MAX_LOCK_MS]);
    let now = 0;
    const limit = new SignInLimit(new MemoryFailureStore(() => now), () => now);
    for (let i = 0; i < 30; i += 1) await limit.recordFailure('A@x.example');
    expect(await limit.waitFor('a@x.example')).toBe(MAX_LOCK_MS);
    now += MAX_LOCK_MS;
    expect(await limit.waitFor('a@x.example')).toBe(0);
    await limit.clear('a@x.example');
    await limit.recordFailure('a@x.example');
    expect(await limit.waitFor('a@x.example')).toBe(0);
  });

  it('lets a password reset end the lock: the person is never locked out for good', async () => {
    const me = await buildUser(t.app, { name: 'Reset Me' });
    for (let i = 0; i < 6; i += 1)
      await post('/api/auth/sign-in/email', { email: me.email, password: `Wrong-guess-${i}` });
    expect((await post('/api/auth/sign-in/email', { email: me.email, password: me.password })).statusCode).toBe(429);
    await post('/api/auth/request-password-reset', { email: me.email, redirectTo: '/reset-password' });
    const landing = await t.app.inject({
      method: 'GET',
      url: linkFromMail(t.app, me.email, /Reset your/).replace(/^https?:\/\/[^/]+/, ''),
    });
    const token = new URL(landing.headers.location as string, ORIGIN).searchParams.get('token')!;
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Ajwain-Seeds-5' })).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email: me.email, password: 'Ajwain-Seeds-5' })).statusCode).toBe(
      200,
    );
  });
});

describe('5. mail to a confirmed address only, with a name that cannot carry a link', () => {
  const signUp = (name: unknown, email: string) =>
    post('/api/auth/sign-up/email', { name, email, password: 'Tamarind7!', consents: [], callbackURL: '/dashboard' });

  it('sends no welcome before the address is confirmed, and none naming a link after', async () => {
    const email = 'stranger@example.com';
    expect((await signUp('https://evil.example/claim-your-refund Now', email)).statusCode).toBe(200);
    const subjects = () =>
      outbox(t.app)
        .filter((m) => m.to === email)
        .map((m) => m.subject);
    expect(subjects()).toEqual(['Confirm your e-mail for Mealwise']);
    expect(outbox(t.app).find((m) => m.to === email)!.text).not.toMatch(/evil/);
    await t.app.inject({ method: 'GET', url: linkFromMail(t.app, email, /Confirm/).replace(/^https?:\/\/[^/]+/, '') });
    await vi.waitFor(() => expect(subjects()).toContain('Welcome to Mealwise!'));
    expect(
      outbox(t.app)
        .filter((m) => m.to === email)
        .map((m) => m.text)
        .join('\n'),
    ).not.toMatch(/evil/);
  });

  it('refuses names over 100 characters and names that are not text', async () => {
    const long = await signUp('A'.repeat(101), 'long-name@example.com');
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe('Please keep your name to 100 characters or fewer.');
    expect((await signUp('A'.repeat(200_000), 'huge-name@example.com')).statusCode).toBe(400);
    expect((await signUp(['Asha'], 'array-name@example.com')).statusCode).toBe(400);
    const me = await buildUser(t.app, { name: 'Short Name' });
    expect((await post('/api/auth/update-user', { name: 'B'.repeat(101) }, { cookie: me.cookie })).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/update-user', { name: null }, { cookie: me.cookie })).statusCode).toBe(400);
    expect((await post('/api/auth/update-user', { name: 'Asha Rao' }, { cookie: me.cookie })).statusCode).toBe(200);
  });
});

describe('6. an unconfirmed account does not tell a right password from a wrong one', () => {
  it('answers both with the same 403, and mails a new link only for the right one', async () => {
    const email = 'unconfirmed@example.com';
    await post('/api/auth/sign-up/email', {
      name: 'Una',
      email,
      password: 'Tamarind7!',
      consents: [],
      callbackURL: '/dashboard',
    });
    const links = () => outbox(t.app).filter((m) => m.to === email && m.subject.startsWith('Confirm')).length;
    const before = links();
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'Wrong-pass1' });
    const right = await post('/api/auth/sign-in/email', { email, password: 'Tamarind7!' });
    expect(wrong.statusCode).toBe(403);
    expect(right.statusCode).toBe(403);
    expect(wrong.json()).toEqual(right.json());
    await vi.waitFor(() => expect(links()).toBe(before + 1));
    // The re-sent link is marked as a confirmation link, so a second use lands home with a word, not in silence.
    expect(decodeURIComponent(linkFromMail(t.app, email, /Confirm/))).toContain('callbackURL=/dashboard?link=confirm');
  });
});

describe('7. a Google sign-in that fails after the redirect', () => {
  it("lands on the app's own page, not the auth library's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/error?error=state_mismatch' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^http:\/\/localhost:3000\/\?error=state_mismatch/);
  });
});

describe('8. the session token stays in its cookie', () => {
  it('is not in the JSON of sign-in or get-session', async () => {
    const me = await buildUser(t.app, { name: 'No Token' });
    const signIn = await post('/api/auth/sign-in/email', { email: me.email, password: me.password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).not.toHaveProperty('token');
    expect(cookiesOf(signIn)).toMatch(/session_token=/);
    const current = (await session(me.cookie)).json<{ session: object }>();
    expect(current.session).not.toHaveProperty('token');
  });
});
