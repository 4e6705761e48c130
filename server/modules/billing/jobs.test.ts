import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/mail/mailer';
import { ADVISORY_LOCKS } from '../../db/client';
import { user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { runBillingJobs } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

it('sweeps on one instance at a time: a sweep that finds another running skips its round', async () => {
  const sent: MailMessage[] = [];
  const deps = {
    db: t.app.db,
    mailer: { send: async (m: MailMessage) => void sent.push(m) },
    appUrl: t.config.APP_URL,
    log: t.app.log,
  };
  const person = await buildUser(t.app);
  await t.app.db
    .update(user)
    .set({ plan: 'plus', planExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(user.id, person.id));

  if (t.database.kind === 'postgres') {
    // Another instance's sweep holds the lock (a connection of its own, as another process would).
    const held = await t.database.withAdvisoryLock(ADVISORY_LOCKS.billingJobs, () => runBillingJobs(t.database, deps));
    expect(held).toEqual({ ran: true, value: false });
    expect(sent).toHaveLength(0);
  }
  expect(await runBillingJobs(t.database, deps)).toBe(true);
  const [row] = await t.app.db.select({ plan: user.plan }).from(user).where(eq(user.id, person.id));
  expect(row!.plan).toBe('free');
  expect(sent.map((m) => m.to)).toEqual([person.email]);
});
