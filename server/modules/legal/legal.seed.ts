import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
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

/** Reads the team-written legal texts: one file per legal region (US, EU, UK, IN, CA, AU). */
export function readLegalSeed() {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) => {
      const region = z.enum(LEGAL_REGIONS).parse(file.replace('.json', ''));
      const items = z.array(LegalSeedItem).parse(JSON.parse(readFileSync(join(DIR, file), 'utf8')));
      return items.map((item, index) => ({ ...item, region, displayOrder: index }));
    });
}

export const legalSeed: Seed = {
  name: 'legal texts',
  async isEmpty(db) {
    const [row] = await db.select({ n: count() }).from(legalContent);
    return (row?.n ?? 0) === 0;
  },
  async run(db) {
    const rows = readLegalSeed();
    if (rows.length) await db.insert(legalContent).values(rows);
  },
};
