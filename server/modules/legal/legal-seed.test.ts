import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_REMINDER_DAYS } from '../../../domain/plans';
import { legalContent } from '../../db/schema';
import { runSeeds } from '../../db/seed/run-seeds';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';
import { legalSeed, readLegalSeed } from './legal.seed';

const REGIONS = ['US', 'EU', 'UK', 'IN', 'CA', 'AU'] as const;
const OLD_TEXT =
  '<p>Unless you cancel, your plan renews at the end of each cycle and the price is charged to your payment method.</p>';
const log = { info: () => undefined };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

interface Item {
  id: number;
  contentType: string;
  versionNumber: number;
  effectiveDate: string;
  content: string;
  isRequiredForSignup: boolean;
}

describe('publishing a new version of the legal texts', () => {
  it('adds the versions a database seeded with the old texts lacks, keeps the old rows and consents, and serves the new ones', async () => {
    // A database seeded before this version: every item one version back where the files hold a newer one.
    const current = readLegalSeed();
    expect(current.filter((row) => row.contentType === 'refund_policy').every((row) => row.versionNumber >= 2)).toBe(
      true,
    );
    const old = current.map((row) =>
      row.versionNumber > 1
        ? { ...row, versionNumber: row.versionNumber - 1, effectiveDate: '2024-01-01', content: OLD_TEXT }
        : row,
    );
    await t.database.db.insert(legalContent).values(old);

    const before = (await t.app.inject({ method: 'GET', url: '/api/legal?region=US' })).json<Item[]>();
    const beforeRefund = before.find((i) => i.contentType === 'refund_policy')!;
    expect(beforeRefund.content).toBe(OLD_TEXT);
    const signedBefore = await buildUser(t.app, {
      consents: before.filter((i) => i.isRequiredForSignup).map((i) => i.id),
    });

    expect(await runSeeds(t.database.db, log, [legalSeed])).toEqual(['legal texts']);
    expect(await runSeeds(t.database.db, log, [legalSeed])).toEqual([]); // nothing left to add
    const rows = await t.database.db.select().from(legalContent);
    expect(rows).toHaveLength(old.length + current.filter((row) => row.versionNumber > 1).length);

    for (const region of REGIONS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/legal/refund_policy?region=${region}` });
      expect(res.statusCode).toBe(200);
      const item = res.json<Item>();
      const published = current.find((row) => row.region === region && row.contentType === 'refund_policy')!;
      expect(item).toMatchObject({ versionNumber: published.versionNumber, effectiveDate: '2026-11-25' });
      expect(item.content).not.toContain('renews at the end of each cycle');
      expect(item.content).toContain('Extend by 30 days');
    }

    // The earlier consent still points at the version that person accepted.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/legal/consents/mine',
      headers: { cookie: signedBefore.cookie },
    });
    expect(mine.json<{ versionNumber: number }[]>().map((c) => c.versionNumber)).toEqual(
      before.filter((i) => i.isRequiredForSignup).map((i) => i.versionNumber),
    );

    // Sign-up asks for the current required versions; a list read before the new version answers 400, never 500.
    const after = (await t.app.inject({ method: 'GET', url: '/api/legal?region=US' })).json<Item[]>();
    const required = after.filter((i) => i.isRequiredForSignup);
    await expect(buildUser(t.app, { consents: required.map((i) => i.id) })).resolves.toMatchObject({
      id: expect.any(String),
    });
    const changed = before.filter((i) => i.isRequiredForSignup && !after.some((a) => a.id === i.id));
    if (changed.length) {
      const stale = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN },
        payload: {
          name: 'Late Reader',
          email: 'late@example.com',
          password: 'Tamarind7!',
          consents: before.filter((i) => i.isRequiredForSignup).map((i) => i.id),
        },
      });
      expect(stale.statusCode).toBe(400);
    }
  });

  it('lets two instances publish at the same time without a duplicate or an error', async () => {
    const twin = await createTestApp();
    try {
      await Promise.all([runSeeds(twin.database.db, log, [legalSeed]), runSeeds(twin.database.db, log, [legalSeed])]);
      const rows = await twin.database.db.select().from(legalContent);
      expect(rows).toHaveLength(readLegalSeed().length);
    } finally {
      await twin.close();
    }
  });
});

const FORBIDDEN =
  /automatic(ally)? renew|auto-renew|renewal payment|charged .* end of each|renews at the end|e-mandate|payment method you authori[sz]ed|forgetting to cancel/i;

describe('what every region’s texts say about money', () => {
  it.each(REGIONS)('%s: no item says a plan renews or charges by itself', (region) => {
    for (const row of readLegalSeed().filter((r) => r.region === region)) {
      expect(row.content, `${region} ${row.contentType}`).not.toMatch(FORBIDDEN);
    }
  });

  it.each(REGIONS)(
    '%s: the refund policy says how to renew, cancel and undo it, and when the reminder comes',
    (region) => {
      const text = readLegalSeed().find((r) => r.region === region && r.contentType === 'refund_policy')!.content;
      expect(text).toContain('Settings → Your Plan → <strong>Cancel plan</strong>');
      expect(text).toContain('<strong>Keep my plan</strong>');
      expect(text).toContain('<strong>Extend by 30 days</strong>');
      expect(text).toContain(`${RENEWAL_REMINDER_DAYS} days before your plan ends`);
      expect(text).toMatch(/one payment/);
      expect(text).toMatch(/Coming Soon/);
      expect(text).toMatch(/after an hour/);
    },
  );
});
