import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client';
import { legalContent } from '../db/schema';
import { FileMailer } from '../adapters/mail/file-mailer';

/** Three legal items for a region: terms (required), privacy (required), marketing consent (optional). */
export async function buildLegalItems(db: Db, region = 'US') {
  const base = { region, versionNumber: 1, effectiveDate: '2024-01-01' };
  return db
    .insert(legalContent)
    .values([
      {
        ...base,
        contentType: 'terms_conditions',
        title: 'Terms of Service',
        displayName: 'Terms of Service',
        content: '<h2>Terms</h2><p>Be kind.</p><script>alert(1)</script>',
        isRequiredForSignup: true,
        displayOrder: 0,
      },
      {
        ...base,
        contentType: 'privacy_policy',
        title: 'Privacy Policy',
        displayName: 'Privacy Policy',
        content: '<p>We keep little.</p>',
        isRequiredForSignup: true,
        displayOrder: 1,
      },
      {
        ...base,
        contentType: 'consent_message',
        title: 'Marketing',
        displayName: 'Marketing e-mails',
        content: '<p>Send me recipes.</p>',
        isRequiredForSignup: false,
        displayOrder: 2,
      },
    ])
    .returning();
}

/** The cookie header to send back, from a response's set-cookie headers. */
export function cookiesOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('='))
    .join('; ');
}

export function outbox(app: FastifyInstance) {
  if (!(app.mailer instanceof FileMailer)) throw new Error('tests expect the file mailer');
  return app.mailer.list();
}

/** The first link in the newest mail to an address whose subject matches. */
export function linkFromMail(app: FastifyInstance, to: string, subject: RegExp): string {
  const mail = outbox(app).find((m) => m.to === to && subject.test(m.subject));
  if (!mail) throw new Error(`no mail to ${to} matching ${subject}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('mail has no link');
  return link;
}

export const ORIGIN = 'http://localhost:3000';

let counter = 0;

/** Signs a person up, confirms their e-mail through the link in the mail, and returns their session cookie. */
export async function buildUser(
  app: FastifyInstance,
  { name = 'Priya Sharma', password = 'Tamarind7!', consents = [] as number[] } = {},
): Promise<{ email: string; password: string; cookie: string; id: string }> {
  counter += 1;
  const email = `cook${counter}-${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name, email, password, consents, callbackURL: '/dashboard' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const verify = await app.inject({
    method: 'GET',
    url: linkFromMail(app, email, /Confirm/).replace(/^https?:\/\/[^/]+/, ''),
  });
  const cookie = cookiesOf(verify);
  const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  const id = session.json<{ user: { id: string } }>().user.id;
  return { email, password, cookie, id };
}
