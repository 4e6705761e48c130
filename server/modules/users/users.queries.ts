import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';

/** How many accounts exist (the public user count of the header badge and the hero). */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user);
  return row?.n ?? 0;
}
