import { eq } from 'drizzle-orm';
import { normalizeHouseholdSize, ONE_PERSON, type HouseholdSize } from '../../../domain/household';
import type { Db } from '../../db/client';
import { householdSizes } from '../../db/schema';

/** How many people eat at the person's table; one when they never said. */
export async function getHouseholdSize(db: Db, { userId }: { userId: string }): Promise<HouseholdSize> {
  const [row] = await db.select().from(householdSizes).where(eq(householdSizes.userId, userId));
  return row ? normalizeHouseholdSize({ people: row.people, byMealType: row.byMealType }) : ONE_PERSON;
}

export async function setHouseholdSize(
  db: Db,
  { userId, size }: { userId: string; size: HouseholdSize },
): Promise<HouseholdSize> {
  const value = normalizeHouseholdSize(size);
  await db
    .insert(householdSizes)
    .values({ userId, ...value })
    .onConflictDoUpdate({ target: householdSizes.userId, set: { ...value, updatedAt: new Date() } });
  return value;
}
