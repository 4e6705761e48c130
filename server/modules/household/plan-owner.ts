import type { Db } from '../../db/client';

/**
 * Whose week and household the signed-in person sees. Alone, their own; the sharing work (issue 20, item 3)
 * answers the household owner's id here.
 */
export async function planOwnerId(_db: Db, userId: string): Promise<string> {
  return userId;
}
