import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LEGAL_CONTENT_TYPES } from '../../../domain/legal';
import { LEGAL_REGIONS } from '../../../domain/regions';
import { legalContent } from '../../db/schema';
import type { Seed } from '../../db/seed/run-seeds';

const LegalSeedItem = z.object({
  contentType: z.enum(LEGAL_CONTENT_TYPES),
  title: z.string().min(3),
  displayName: z.string().min(3),
  isRequiredForSignup: z.boolean(),
  versionNumber: z.number().int().min(1),
  effectiveDate: z.iso.date(),
  content: z.string().min(20),
});

const DIR = join(import.meta.dirname, '../../db/seed/data/legal');

/**
 * Reads the team-written legal texts: one file per legal region (US, EU, UK, IN, CA, AU), holding the current
 * version of each item. Older versions live on in databases that were seeded with them (and in git).
 */
export function readLegalSeed() {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) => {
      const region = z.enum(LEGAL_REGIONS).parse(file.replace('.json', ''));
      const items = z.array(LegalSeedItem).parse(JSON.parse(readFileSync(join(DIR, file), 'utf8')));
      return items.map((item, index) => ({ ...item, region, displayOrder: index }));
    });
}

const VERSION_KEY = [
  legalContent.region,
  legalContent.contentType,
  legalContent.displayName,
  legalContent.versionNumber,
];

const versionKey = (row: { region: string; contentType: string; displayName: string; versionNumber: number }) =>
  `${row.region}|${row.contentType}|${row.displayName}|${row.versionNumber}`;

/**
 * Publishes every version in the files that the table lacks, so a database seeded with older texts gets the new
 * ones at its next start; rows already there (and the consents pointing at them) are never changed. The unique key
 * (region, content type, display name, version) makes the insert idempotent, also when two instances start together.
 */
export const legalSeed: Seed = {
  name: 'legal texts',
  async isEmpty(db) {
    const have = await db
      .select({
        region: legalContent.region,
        contentType: legalContent.contentType,
        displayName: legalContent.displayName,
        versionNumber: legalContent.versionNumber,
      })
      .from(legalContent);
    const known = new Set(have.map(versionKey));
    return readLegalSeed().some((row) => !known.has(versionKey(row)));
  },
  async run(db) {
    const rows = readLegalSeed();
    if (rows.length) await db.insert(legalContent).values(rows).onConflictDoNothing({ target: VERSION_KEY });
  },
};
