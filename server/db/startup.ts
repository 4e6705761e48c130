import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCKS, type Database } from './client';
import { runMigrations } from './migrate';
import { runSeeds } from './seed/run-seeds';

/*
 * Instances that start together on one empty PostgreSQL database take turns here: without the lock two
 * of them race on CREATE EXTENSION, on Drizzle's migrations table and on the seeds, and one crashes with a
 * duplicate key. The second to get the lock finds the work done (migrations are recorded, seeds look for
 * empty tables first). Decision 020.
 */

export async function migrateUnderLock(database: Database): Promise<void> {
  await database.withAdvisoryLock(ADVISORY_LOCKS.startup, () => runMigrations(database));
}

/** The names of the seeds this instance ran (none when another instance had already seeded). */
export async function seedUnderLock(database: Database, log: Pick<FastifyBaseLogger, 'info'>): Promise<string[]> {
  const result = await database.withAdvisoryLock(ADVISORY_LOCKS.startup, () => runSeeds(database.db, log));
  return result.ran ? result.value : [];
}
