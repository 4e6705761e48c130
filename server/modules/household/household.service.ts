import { and, eq, gte } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { HouseholdSize } from '../../../domain/household';
import { weekStart } from '../../../domain/weeks';
import type { Db } from '../../db/client';
import { groceryLists, mealPlans } from '../../db/schema';
import { buildGroceryList } from '../grocery/grocery.queries';
import { setHouseholdSize } from './household.queries';

/** West of UTC a week may still be running when UTC's has ended: its list is still someone's shopping. */
const LATEST_OFFSET_MS = 12 * 60 * 60 * 1000;

/**
 * Saves how many people eat, then rebuilds the grocery lists of this week and later ones, so what is bought
 * follows it at once (ticks and one's own lines are kept by the rebuild). Past weeks' lists stay as they were shopped.
 */
export async function changeHouseholdSize(
  db: Db,
  { userId, size, now = new Date() }: { userId: string; size: HouseholdSize; now?: Date },
) {
  const saved = await setHouseholdSize(db, { userId, size });
  const from = weekStart(new Date(now.getTime() - LATEST_OFFSET_MS));
  const upcoming = await db
    .select({ week: mealPlans.weekStarting })
    .from(groceryLists)
    .innerJoin(mealPlans, eq(mealPlans.id, groceryLists.mealPlanId))
    .where(and(eq(groceryLists.userId, userId), eq(mealPlans.userId, userId), gte(mealPlans.weekStarting, from)));
  for (const { week } of upcoming) {
    try {
      await buildGroceryList(db, { userId, weekStart: week });
    } catch (error) {
      // a list of one's own lines on a plan emptied since: nothing of the plan's to rebuild
      if (!(error instanceof AppError && error.code === 'BAD_REQUEST')) throw error;
    }
  }
  return saved;
}
