import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/mail/mailer';
import { user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser } from '../../test/planning-fixtures';
import { downgradeExpiredPlans } from './expiry';
import { sendRenewalReminders } from './reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function plusUser(daysLeft: number) {
  const person = await buildUser(t.app);
  await t.database.db
    .update(user)
    .set({ plan: 'plus', planExpiresAt: new Date(Date.now() + daysLeft * DAY) })
    .where(eq(user.id, person.id));
  return { ...person, as: asUser(t.app, person.cookie) };
}

describe('cancelling a paid plan', () => {
  it('keeps the plan to its end date, says so, and can be undone', async () => {
    const me = await plusUser(12);
    const cancelled = await me.as.post('/api/billing/cancel', {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'plus', cancelledAt: expect.any(String) });
    const sub = (await me.as.get('/api/billing/subscription')).json<{
      plan: string;
      daysUntilExpiry: number;
      cancelledAt: string | null;
    }>();
    expect(sub).toMatchObject({ plan: 'plus', daysUntilExpiry: 12, cancelledAt: expect.any(String) });
    // Cancelling twice changes nothing.
    expect((await me.as.post('/api/billing/cancel', {})).json<{ cancelledAt: string }>().cancelledAt).toBe(
      sub.cancelledAt,
    );

    const kept = await me.as.delete('/api/billing/cancel');
    expect(kept.statusCode).toBe(200);
    expect((await me.as.get('/api/billing/subscription')).json()).toMatchObject({ plan: 'plus', cancelledAt: null });
    expect((await me.as.delete('/api/billing/cancel')).statusCode).toBe(409);
  });

  it('refuses to cancel Basic, and answers a visitor 401', async () => {
    const free = await buildUser(t.app);
    const res = await asUser(t.app, free.cookie).post('/api/billing/cancel', {});
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      'You are on the free Basic plan: there is nothing to cancel.',
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/billing/cancel',
          payload: {},
          headers: { origin: 'http://localhost:3000' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('sends no renewal reminder for a cancelled plan, and ends it on Basic at its end date', async () => {
    const cancelled = await plusUser(2);
    const running = await plusUser(2);
    await cancelled.as.post('/api/billing/cancel', {});
    const sent: MailMessage[] = [];
    const deps = {
      db: t.database.db,
      mailer: { send: async (m: MailMessage) => void sent.push(m) },
      appUrl: t.config.APP_URL,
    };
    await sendRenewalReminders(deps);
    expect(sent.map((m) => m.to)).toContain(running.email);
    expect(sent.map((m) => m.to)).not.toContain(cancelled.email);

    await downgradeExpiredPlans(deps, new Date(Date.now() + 3 * DAY));
    const [row] = await t.database.db
      .select({ plan: user.plan, cancelledAt: user.planCancelledAt })
      .from(user)
      .where(eq(user.id, cancelled.id));
    expect(row).toEqual({ plan: 'free', cancelledAt: null });
  });

  it("is one person's only: another's cancel leaves it alone", async () => {
    const mine = await plusUser(10);
    const other = await plusUser(10);
    await other.as.post('/api/billing/cancel', {});
    expect((await mine.as.get('/api/billing/subscription')).json()).toMatchObject({ cancelledAt: null });
  });
});
