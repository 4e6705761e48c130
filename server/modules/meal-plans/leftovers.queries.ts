import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mealPlanEntries } from '../../db/schema';

/**
 * Cook once, eat twice: a lunch marked as leftovers is the day before's dinner. It follows that dinner:
 * a dinner swapped for another dish takes its leftover lunch along, a dinner removed takes it away. A
 * leftover lunch the person changes (another dish, moved, or its dinner moved away) is a lunch like any
 * other from then on.
 */

/** The next day's leftover lunch takes the dinner's new dish. */
export async function followDinnerDish(
  db: Db,
  { planId, day, recipeId }: { planId: number; day: number; recipeId: number },
): Promise<void> {
  await db
    .update(mealPlanEntries)
    .set({ recipeId })
    .where(
      and(
        eq(mealPlanEntries.mealPlanId, planId),
        eq(mealPlanEntries.day, day + 1),
        eq(mealPlanEntries.mealType, 'Lunch'),
        eq(mealPlanEntries.leftover, true),
      ),
    );
}

/** The next day's leftover lunch goes with its dinner. */
export async function removeLeftoverLunch(db: Db, { planId, day }: { planId: number; day: number }): Promise<void> {
  await db
    .delete(mealPlanEntries)
    .where(
      and(
        eq(mealPlanEntries.mealPlanId, planId),
        eq(mealPlanEntries.day, day + 1),
        eq(mealPlanEntries.mealType, 'Lunch'),
        eq(mealPlanEntries.leftover, true),
      ),
    );
}

/** A leftover mark with no dinner of the same dish the day before (or not on a lunch) is dropped. */
export async function unmarkStrayLeftovers(db: Db, planId: number): Promise<void> {
  await db.execute(sql`
    update meal_plan_entries l set leftover = false
    where l.meal_plan_id = ${planId} and l.leftover
      and (l.meal_type <> 'Lunch' or not exists (
        select 1 from meal_plan_entries d
        where d.meal_plan_id = l.meal_plan_id and d.day = l.day - 1 and d.meal_type = 'Dinner' and d.recipe_id = l.recipe_id))`);
}
