import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/mail/mailer';
import { renewalReminders, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { sendRenewalReminders } from './reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('renewal reminders', () => {
  it('sends one reminder per user and expiry, when run twice and concurrently', async () => {
    const now = new Date('2030-03-10T12:00:00Z');
    const due = await buildUser(t.app);
    const later = await buildUser(t.app);
    const free = await buildUser(t.app);
    await t.database.db
      .update(user)
      .set({ plan: 'plus', planExpiresAt: new Date(now.getTime() + 2.5 * DAY) })
      .where(eq(user.id, due.id));
    await t.database.db
      .update(user)
      .set({ plan: 'plus', planExpiresAt: new Date(now.getTime() + 10 * DAY) })
      .where(eq(user.id, later.id));
    await t.database.db
      .update(user)
      .set({ planExpiresAt: new Date(now.getTime() + DAY) })
      .where(eq(user.id, free.id));

    const sent: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void sent.push(m) };
    const deps = { db: t.database.db, mailer, appUrl: t.config.APP_URL };
    const counts = await Promise.all([
      sendRenewalReminders(deps, now),
      sendRenewalReminders(deps, now),
      sendRenewalReminders(deps, now),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendRenewalReminders(deps, new Date(now.getTime() + 60 * 60 * 1000))).toBe(0);
    expect(sent.map((m) => m.to)).toEqual([due.email]);
    expect(sent[0]?.subject).toBe('Your Mealwise Plus plan ends on Wednesday, 13 March 2030');

    // A renewal moves the expiry: the next period gets its own reminder.
    await t.database.db
      .update(user)
      .set({ planExpiresAt: new Date(now.getTime() + 32 * DAY) })
      .where(eq(user.id, due.id));
    expect(await sendRenewalReminders(deps, new Date(now.getTime() + 30 * DAY))).toBe(1);
  });

  it('gives the claim back when the e-mail fails, so the next run retries', async () => {
    const now = new Date('2031-05-01T00:00:00Z');
    const u = await buildUser(t.app);
    await t.database.db
      .update(user)
      .set({ plan: 'plus', planExpiresAt: new Date(now.getTime() + DAY) })
      .where(eq(user.id, u.id));
    const failing = { send: async () => Promise.reject(new Error('smtp down')) };
    const deps = { db: t.database.db, appUrl: t.config.APP_URL };
    expect(await sendRenewalReminders({ ...deps, mailer: failing }, now)).toBe(0);
    expect(await t.database.db.select().from(renewalReminders).where(eq(renewalReminders.userId, u.id))).toHaveLength(
      0,
    );
    const sent: MailMessage[] = [];
    expect(
      await sendRenewalReminders({ ...deps, mailer: { send: async (m: MailMessage) => void sent.push(m) } }, now),
    ).toBe(1);
  });
});
