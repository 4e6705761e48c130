import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileMailer } from '../../adapters/mail/file-mailer';
import type { MailMessage } from '../../adapters/mail/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { cookiesOf, linkFromMail, ORIGIN } from '../../test/factories';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const signUp = (app: TestApp['app'], email: string, name = 'Ravi Kumar') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name, email, password: 'Tamarind7!', callbackURL: '/dashboard' },
  });

describe('Google sign-in when configured', () => {
  it('sends the person to Google with a return address on this origin', async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'shh' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: ORIGIN },
      payload: { provider: 'google', callbackURL: '/dashboard' },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('client-123.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
  });
});

describe('a failing welcome mail', () => {
  it('is logged and the sign-up and confirmation still succeed', async () => {
    class FailingWelcome extends FileMailer {
      override async send(message: MailMessage) {
        if (message.subject.startsWith('Welcome')) throw new Error('SMTP is down');
        await super.send(message);
      }
    }
    const dir = join('/tmp', `mealwise-mail-${Date.now()}`);
    t = await createTestApp({}, { mailer: new FailingWelcome(dir, 'Mealwise <hello@mealwise.app>') });
    const res = await signUp(t.app, 'welcome-fails@example.com');
    expect(res.statusCode).toBe(200);
    const link = linkFromMail(t.app, 'welcome-fails@example.com', /Confirm/);
    expect(link).toContain('/verify-email');
    const verify = await t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(verify.statusCode).toBe(302);
    expect(cookiesOf(verify)).toMatch(/session_token=/);
  });
});

describe('in production', () => {
  it('marks session cookies Secure and HttpOnly', async () => {
    t = await createTestApp(
      {
        NODE_ENV: 'production',
        AUTH_SECRET: 'p'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:1',
        APP_URL: 'http://localhost:3000',
      },
      { mailer: new FileMailer(join('/tmp', `mealwise-mail-prod-${Date.now()}`), 'Mealwise <hello@mealwise.app>') },
    );
    await signUp(t.app, 'prod@example.com');
    const link = linkFromMail(t.app, 'prod@example.com', /Confirm/);
    const verify = await t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    const cookies = [verify.headers['set-cookie']].flat().join('\n');
    expect(cookiesOf(verify)).toMatch(/__Secure-mealwise\.session_token=/);
    expect(cookies).toMatch(/Secure/);
    expect(cookies).toMatch(/HttpOnly/);
  });

  it('has no development outbox and no API documentation unless API_DOCS turns it on', async () => {
    t = await createTestApp(
      { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:1' },
      { mailer: new FileMailer(join('/tmp', 'mealwise-unused'), 'x') },
    );
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    await t.close();
    t = await createTestApp(
      { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:1', API_DOCS: 'true' },
      { mailer: new FileMailer(join('/tmp', 'mealwise-unused'), 'x') },
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
