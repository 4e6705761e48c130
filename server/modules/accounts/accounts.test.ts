import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userConsent } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildLegalItems, buildUser, cookiesOf, linkFromMail, ORIGIN, outbox } from '../../test/factories';

let t: TestApp;
let required: number[];
let optional: number;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  const items = await buildLegalItems(t.database.db);
  required = items.filter((i) => i.isRequiredForSignup).map((i) => i.id);
  optional = items.find((i) => !i.isRequiredForSignup)!.id;
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, 'user-agent': 'vitest-browser/1.0', ...headers },
  });
const signUp = (payload: object) => post('/api/auth/sign-up/email', { callbackURL: '/dashboard', ...payload });

describe('sign-up', () => {
  it('refuses a weak password with code weak_password and the reasons', async () => {
    const res = await signUp({ name: 'A', email: 'weak@example.com', password: 'password1', consents: required });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; reasons: string[] }>();
    expect(body.code).toBe('weak_password');
    expect(body.reasons).toContain('This password is one of the most common passwords');
  });

  it('refuses a password under 6 characters', async () => {
    const res = await signUp({ name: 'A', email: 'short@example.com', password: 'Ab1', consents: required });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a sign-up without every required consent, creating nothing', async () => {
    const res = await signUp({
      name: 'A',
      email: 'noconsent@example.com',
      password: 'Tamarind7!',
      consents: [required[0]],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'consent_required',
      message: 'Please accept all required terms and policies to continue.',
    });
    const login = await post('/api/auth/sign-in/email', { email: 'noconsent@example.com', password: 'Tamarind7!' });
    expect(login.statusCode).toBe(401);
  });

  it('creates the account, records consents and sends the confirmation; the welcome follows the confirmation', async () => {
    const email = 'asha@example.com';
    const res = await signUp({ name: 'Asha Rao', email, password: 'Tamarind7!', consents: [...required, optional] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('token'); // signed in only after confirming the e-mail; the cookie is the session
    const subjects = () =>
      outbox(t.app)
        .filter((m) => m.to === email)
        .map((m) => m.subject);
    expect(subjects()).toEqual(['Confirm your e-mail for Mealwise']);
    const mail = outbox(t.app).find((m) => m.to === email && m.subject.startsWith('Confirm'))!;
    expect(mail.html).toContain('Mealwise');
    expect(mail.text).toContain('/api/auth/verify-email?token=');
    await t.app.inject({ method: 'GET', url: linkFromMail(t.app, email, /Confirm/).replace(/^https?:\/\/[^/]+/, '') });
    await vi.waitFor(() => expect(subjects()).toContain('Welcome to Mealwise, Asha!'));

    const user = await buildUser(t.app, { consents: [...required, optional] });
    const rows = await t.database.db.select().from(userConsent).where(eq(userConsent.userId, user.id));
    expect(rows.map((r) => r.legalContentId).sort()).toEqual([...required, optional].sort());
    expect(rows[0]).toMatchObject({ consentGiven: true, method: 'signup', ipAddress: '127.0.0.1' });
  });

  it('welcomes a person who gave no name without one', async () => {
    const email = 'noname@example.com';
    await signUp({ name: '', email, password: 'Tamarind7!', consents: required });
    await t.app.inject({ method: 'GET', url: linkFromMail(t.app, email, /Confirm/).replace(/^https?:\/\/[^/]+/, '') });
    await vi.waitFor(() =>
      expect(outbox(t.app).find((m) => m.to === email && m.subject === 'Welcome to Mealwise!')?.text).toMatch(/^Hi,/m),
    );
  });

  it('answers a sign-up for an existing e-mail exactly like a new one', async () => {
    const user = await buildUser(t.app, { consents: required });
    const again = await signUp({ name: 'X', email: user.email, password: 'Other-pass9', consents: required });
    const fresh = await signUp({
      name: 'X',
      email: 'brand-new@example.com',
      password: 'Other-pass9',
      consents: required,
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json<{ user: object }>().user).sort()).toEqual(
      Object.keys(fresh.json<{ user: object }>().user).sort(),
    );
    expect(outbox(t.app).some((m) => m.to === user.email && m.subject === 'You already have a Mealwise account')).toBe(
      true,
    );
  });
});

describe('sign-in and sessions', () => {
  it('signs in after the e-mail is confirmed, and the verification link lands on /dashboard', async () => {
    const email = 'verify-me@example.com';
    await signUp({ name: 'V', email, password: 'Tamarind7!', consents: required });
    const early = await post('/api/auth/sign-in/email', { email, password: 'Tamarind7!' });
    expect(early.statusCode).toBe(403);

    const link = linkFromMail(t.app, email, /Confirm/);
    const verify = await t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(verify.statusCode).toBe(302);
    // The newest link is the one the early sign-in sent again, marked as a confirmation link.
    expect(verify.headers.location).toBe('/dashboard?link=confirm');
    const cookie = cookiesOf(verify);
    expect(verify.headers['set-cookie']!.toString()).toMatch(/HttpOnly/i);

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toMatchObject({ user: { email, plan: 'free', emailVerified: true } });

    const signIn = await post('/api/auth/sign-in/email', { email, password: 'Tamarind7!' });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a wrong password with a message that does not reveal whether the account exists', async () => {
    const user = await buildUser(t.app, { consents: required });
    const wrong = await post('/api/auth/sign-in/email', { email: user.email, password: 'Wrong-pass1' });
    const unknown = await post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'Wrong-pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
  });

  it('signs out', async () => {
    const user = await buildUser(t.app, { consents: required });
    const out = await post('/api/auth/sign-out', {}, { cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.json()).toBeNull();
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const user = await buildUser(t.app, { consents: required });
    const res = await post('/api/auth/sign-out', {}, { cookie: user.cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie: user.cookie },
    });
    expect(noOrigin.statusCode).toBe(403);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.json()).toMatchObject({ user: { email: user.email } });
  });

  it('explains that Google sign-in is not configured', async () => {
    const res = await post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/Google sign-in is not configured/);
  });
});

describe('password reset', () => {
  const request = (email: string) => post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const user = await buildUser(t.app, { consents: required });
    const known = await request(user.email);
    const unknown = await request('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(outbox(t.app).some((m) => m.to === 'ghost@example.com')).toBe(false);
  });

  it('resets with a single-use link, signs the person in and retires the old password', async () => {
    const user = await buildUser(t.app, { consents: required });
    await request(user.email);
    const link = linkFromMail(t.app, user.email, /Reset your/);
    const landing = await t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(landing.statusCode).toBe(302);
    const location = new URL(landing.headers.location as string, 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token')!;

    const weak = await post('/api/auth/reset-password', { token, newPassword: 'aaaaaaaa' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ code: string }>().code).toBe('weak_password');

    const ok = await post('/api/auth/reset-password', { token, newPassword: 'Cardamom-42' });
    expect(ok.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookiesOf(ok) },
    });
    expect(session.json()).toMatchObject({ user: { email: user.email } });

    const again = await post('/api/auth/reset-password', { token, newPassword: 'Another-42' });
    expect(again.statusCode).toBe(400);
    expect((await post('/api/auth/sign-in/email', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/sign-in/email', { email: user.email, password: 'Cardamom-42' })).statusCode).toBe(
      200,
    );
    // Every older session ends with the reset.
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(old.json()).toBeNull();
  });
});
