import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';
import { selectRows } from './raw-rows';

/**
 * The matches after a full window (decision 029), in the order the scan meets them: physical order, the same on
 * every page (search turns off synchronised and parallel scans). A page deep in them used to skip every match
 * before it (`OFFSET`): page 200 of "rice" read 4,800 matches' heap rows to return 25.
 *
 * Checkpoints make the next such page cheap: after a page, the row position (`ctid`) just before it and its
 * last row are kept for the search (its SQL and parameters, so one person's search never serves another's),
 * as "rest position n ends at ctid t". A later page of the same search starts from the nearest checkpoint at
 * or before it, `ctid > t`, and skips only the matches between: the same rows in the same order (every match
 * after `t` in physical order is a match after position n), so the same pages. Whether the planner reads on
 * from `t` in page order (a TID range scan) or scans the index and drops the rows before `t` is its choice, by
 * how many rows match. A page with no checkpoint before it (the first link to page 200) pays the skip once.
 *
 * Kept in this process, for `CHECKPOINT_TTL_MS` from when they were made: rows inserted, moved or deleted
 * between two page loads may repeat or skip a recipe on the later page, as they could before (the scan order
 * itself moves with them); a checkpoint never outlives that short span, so a table rewritten under it
 * (VACUUM FULL, a reload) serves stale positions for at most that long.
 */
export const CHECKPOINT_TTL_MS = 60_000;
const MAX_SEARCHES = 500;
const MAX_CHECKPOINTS = 64;
/** A first deep page also keeps a checkpoint every this many rows it skipped ("previous page" starts near). */
const CHECKPOINT_EVERY = 500;

interface Checkpoint {
  /** How many rows of the rest come before the row after `at`. */
  position: number;
  at: string;
}
interface Entry {
  made: number;
  points: Checkpoint[];
}

const checkpoints = new Map<string, Entry>();
const dialect = new PgDialect();

/** Forget every checkpoint (tests and the bench's cold runs). */
export function forgetRestCheckpoints() {
  checkpoints.clear();
}

function nearest(key: string, skip: number, now: number): Checkpoint | null {
  const entry = checkpoints.get(key);
  if (!entry) return null;
  if (now - entry.made > CHECKPOINT_TTL_MS) {
    checkpoints.delete(key);
    return null;
  }
  let best: Checkpoint | null = null;
  for (const p of entry.points) if (p.position <= skip && (!best || p.position > best.position)) best = p;
  return best;
}

function remember(key: string, points: Checkpoint[], now: number) {
  if (!points.length) return;
  let entry = checkpoints.get(key);
  if (!entry || now - entry.made > CHECKPOINT_TTL_MS) {
    entry = { made: now, points: [] };
    checkpoints.delete(key);
    if (checkpoints.size >= MAX_SEARCHES) checkpoints.delete(checkpoints.keys().next().value as string);
    checkpoints.set(key, entry);
  }
  for (const p of points) if (!entry.points.some((q) => q.position === p.position)) entry.points.push(p);
  if (entry.points.length > MAX_CHECKPOINTS) entry.points.splice(0, entry.points.length - MAX_CHECKPOINTS);
}

/**
 * `limit` rows of the rest from its `skip`th, leaving out `extra` (the window's candidates that are not among
 * its first rows). `windowSize`: how many matches of `source` the window took first.
 */
export async function listRest(
  db: Db,
  source: SQL,
  extra: number[],
  windowSize: number,
  skip: number,
  limit: number,
): Promise<number[]> {
  const leftOut = extra.length ? sql`and m.id <> all(${`{${extra.join(',')}}`}::int[])` : sql``;
  const query = dialect.sqlToQuery(source);
  // the search's statement, parameters (words, filters, the signed-in person) and left-out candidates
  const key = createHash('sha1')
    .update(JSON.stringify([query.sql, query.params, extra]))
    .digest('base64');
  const now = Date.now();
  const from = nearest(key, skip, now);
  const start = from?.position ?? 0;
  const skipped = skip - start;
  const rest = from
    ? sql`select ${recipes.id} as id, ctid::text as at from ${recipes} where ctid > ${from.at}::tid and ${source}`
    : sql`select ${recipes.id} as id, ctid::text as at from ${recipes} where ${source} offset ${windowSize}`;
  // the page, and of the rows skipped before it the last one and every CHECKPOINT_EVERY-th, as checkpoints
  const rows = await selectRows<{ id: number; at: string; n: string }>(
    db,
    sql`select x.id, x.at, x.n from (select l.id, l.at, row_number() over () as n
      from (select m.id, m.at from (${rest}) m where true ${leftOut} limit ${skipped + limit}) l) x
      where x.n >= ${skipped} or x.n % ${CHECKPOINT_EVERY} = 0 order by x.n`,
  );
  const points = rows.map((r) => ({ position: start + Number(r.n), at: r.at }));
  const page = rows.filter((r) => Number(r.n) > skipped);
  remember(key, points.filter((p) => p.position <= skip).concat(page.length ? [points.at(-1)!] : []), now);
  return page.map((r) => r.id);
}
