import type { FastifyBaseLogger } from 'fastify';
import { legalSeed } from '../../modules/legal/legal.seed';
import { preferencesSeed } from '../../modules/preferences/preferences.seed';
import { catalogueSeed, foodsSeed } from '../../modules/recipes/catalogue.seed';
import { wishlistSeed } from '../../modules/wishlist/wishlist.seed';
import type { Db } from '../client';

/** A seed fills reference data (catalogue, legal texts, preference categories...) into empty tables. */
export interface Seed {
  name: string;
  /** True when the seed has rows to add: for most seeds, when its tables hold nothing yet; legal texts also when a new version is published. */
  isEmpty(db: Db): Promise<boolean>;
  run(db: Db): Promise<void>;
}

/** The seeds, in dependency order. Each module adds its own here. */
export const SEEDS: Seed[] = [legalSeed, foodsSeed, catalogueSeed, wishlistSeed, preferencesSeed];

/** Idempotent: a seed runs only when it has rows to add, inside one transaction. */
export async function runSeeds(db: Db, log: Pick<FastifyBaseLogger, 'info'>, seeds: Seed[] = SEEDS): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    if (!(await seed.isEmpty(db))) continue;
    const started = Date.now();
    await db.transaction(async (tx) => seed.run(tx as unknown as Db));
    log.info({ seed: seed.name, ms: Date.now() - started }, 'seeded');
    ran.push(seed.name);
  }
  return ran;
}
