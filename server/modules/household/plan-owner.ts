import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { householdMemberships, households, user } from '../../db/schema';

/**
 * The user id whose week, grocery lists and household size the signed-in person sees and edits: their household
 * owner's when they are in a household, their own otherwise (decision 031). Every shared read and write goes
 * through here, so an outsider's id can never reach another household's rows.
 */
export async function planOwnerId(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ ownerId: households.ownerId })
    .from(householdMemberships)
    .innerJoin(households, eq(households.id, householdMemberships.householdId))
    .where(eq(householdMemberships.userId, userId));
  return row?.ownerId ?? userId;
}

/** The person a shared week is planned for (its id and the name its plan is named after): the owner, or oneself. */
export async function planOwner<T extends { id: string; name?: string | null }>(
  db: Db,
  person: T,
): Promise<T | { id: string; name: string | null }> {
  const ownerId = await planOwnerId(db, person.id);
  if (ownerId === person.id) return person;
  const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, ownerId));
  return { id: ownerId, name: owner?.name ?? null };
}
