import { and, asc, eq, inArray } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { LegalContentType, LegalItem } from '../../../domain/legal';
import type { LegalRegion } from '../../../domain/regions';
import type { Db } from '../../db/client';
import { legalContent, userConsent } from '../../db/schema';

const ALLOWED = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
};

/** Legal HTML is sanitised on the way out, so no stored text can carry script into a page. */
export const sanitizeLegalHtml = (html: string) => sanitizeHtml(html, ALLOWED);

type Row = typeof legalContent.$inferSelect;
const toItem = (row: Row): LegalItem => ({
  id: row.id,
  title: row.title,
  content: sanitizeLegalHtml(row.content),
  contentType: row.contentType as LegalContentType,
  displayName: row.displayName,
  isRequiredForSignup: row.isRequiredForSignup,
  versionNumber: row.versionNumber,
  effectiveDate: row.effectiveDate,
});

/** The current version of each legal item of a region, in display order. */
export async function listLegalContent(db: Db, { region }: { region: LegalRegion }): Promise<LegalItem[]> {
  const rows = await db
    .select()
    .from(legalContent)
    .where(eq(legalContent.region, region))
    .orderBy(asc(legalContent.displayOrder), asc(legalContent.id));
  const latest = new Map<string, Row>();
  for (const row of rows) {
    const key = `${row.contentType}:${row.displayName}`;
    const seen = latest.get(key);
    if (!seen || row.versionNumber > seen.versionNumber) latest.set(key, row);
  }
  return [...latest.values()].map(toItem);
}

export async function getLegalText(
  db: Db,
  { region, contentType }: { region: LegalRegion; contentType: LegalContentType },
) {
  const items = await listLegalContent(db, { region });
  return items.find((item) => item.contentType === contentType) ?? null;
}

export interface ConsentInput {
  legalContentId: number;
  consentGiven: boolean;
}

export async function recordConsents(
  db: Db,
  {
    userId,
    consents,
    ipAddress,
    userAgent,
    method = 'signup',
  }: { userId: string; consents: ConsentInput[]; ipAddress: string | null; userAgent: string | null; method?: string },
): Promise<void> {
  if (!consents.length) return;
  await db.insert(userConsent).values(
    consents.map((c) => ({
      userId,
      legalContentId: c.legalContentId,
      consentGiven: c.consentGiven,
      method,
      ipAddress,
      userAgent,
    })),
  );
}

export async function listUserConsents(db: Db, { userId }: { userId: string }) {
  return db
    .select({
      legalContentId: userConsent.legalContentId,
      consentGiven: userConsent.consentGiven,
      method: userConsent.method,
      createdAt: userConsent.createdAt,
      displayName: legalContent.displayName,
      versionNumber: legalContent.versionNumber,
    })
    .from(userConsent)
    .innerJoin(legalContent, eq(legalContent.id, userConsent.legalContentId))
    .where(eq(userConsent.userId, userId))
    .orderBy(asc(userConsent.id));
}

/** Checks a sign-up's ticked items against the region's list: every required item must be ticked. */
export async function checkSignupConsents(db: Db, { region, tickedIds }: { region: LegalRegion; tickedIds: number[] }) {
  const items = await listLegalContent(db, { region });
  const missing = items.filter((item) => item.isRequiredForSignup && !tickedIds.includes(item.id));
  const known = new Set(items.map((i) => i.id));
  const unknown = tickedIds.filter((id) => !known.has(id));
  return { items, missing, unknown };
}

export async function countLegalContent(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .select({ id: legalContent.id })
    .from(legalContent)
    .where(and(inArray(legalContent.id, ids)));
  return rows.length;
}
