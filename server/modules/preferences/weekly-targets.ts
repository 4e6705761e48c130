import { and, eq, inArray } from 'drizzle-orm';
import { TARGET_FILTER_KEYS, weeklyTargetsFrom, type WeeklyTargets } from '../../../domain/nutrition-targets';
import type { Db } from '../../db/client';
import { preferenceFilters, userPreferences } from '../../db/schema';

/** A person's weekly nutrition targets: their four weekly target preferences, else the defaults. */
export async function getWeeklyTargets(db: Db, { userId }: { userId: string }): Promise<WeeklyTargets> {
  const rows = await db
    .select({ key: preferenceFilters.filterKey, value: userPreferences.selectedValues })
    .from(userPreferences)
    .innerJoin(preferenceFilters, eq(preferenceFilters.id, userPreferences.filterId))
    .where(
      and(eq(userPreferences.userId, userId), inArray(preferenceFilters.filterKey, Object.values(TARGET_FILTER_KEYS))),
    );
  return weeklyTargetsFrom(new Map(rows.map((r) => [r.key, r.value])));
}
