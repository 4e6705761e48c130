import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Rows of a hand-written query. Both drivers answer `{ rows }`; the shared Db type cannot say so. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
