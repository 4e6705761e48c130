import { asc, eq, inArray } from 'drizzle-orm';
import type { EntryPortion } from '../../../domain/meal-plans';
import type { Db } from '../../db/client';
import { householdMembers, memberPortions, recipes } from '../../db/schema';

/**
 * Each member's portion of the given plan entries (family planning, decision 032), in the members' order: what
 * the grid, the PDF and the deviations show in place of the average member's portion. Entries without portions
 * (placed by hand, or a week of one person) are absent from the map.
 */
export async function listEntryPortions(db: Db, entryIds: readonly number[]): Promise<Map<number, EntryPortion[]>> {
  const byEntry = new Map<number, EntryPortion[]>();
  if (!entryIds.length) return byEntry;
  const rows = await db
    .select({
      entryId: memberPortions.entryId,
      memberId: memberPortions.memberId,
      name: householdMembers.name,
      servings: memberPortions.servings,
      variantId: recipes.id,
      variantTitle: recipes.title,
    })
    .from(memberPortions)
    .innerJoin(householdMembers, eq(householdMembers.id, memberPortions.memberId))
    .leftJoin(recipes, eq(recipes.id, memberPortions.recipeId))
    .where(inArray(memberPortions.entryId, [...entryIds]))
    .orderBy(asc(householdMembers.position), asc(householdMembers.id));
  for (const { entryId, variantId, variantTitle, ...rest } of rows) {
    // the member's own dish, when the table's does not fit their diet (decision 032, 2026-11-27)
    const portion: EntryPortion =
      variantId !== null && variantTitle !== null ? { ...rest, variant: { id: variantId, title: variantTitle } } : rest;
    byEntry.set(entryId, [...(byEntry.get(entryId) ?? []), portion]);
  }
  return byEntry;
}
