import { and, asc, between, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AlternativeRecipe } from '../../../domain/meal-plans';
import type { GridMealType } from '../../../domain/meal-types';
import { alternativeCriteria } from '../../../domain/plan-alternatives';
import type { Db } from '../../db/client';
import { mealPlanEntries, recipes } from '../../db/schema';
import { planRecipeColumns, requireEntry, toPlanRecipe, visibleRecipe } from './meal-plans.queries';

/**
 * Alternatives for a filled slot: recipes whose course suits the slot's meal type, that keep the
 * current recipe's diet and dietary promises (vegan, Jain, gluten free), with calories per serving in
 * a band around it, leaving out every recipe already planned that day. Closest in calories first.
 */
export async function listAlternatives(
  db: Db,
  { userId, entryId, limit }: { userId: string; entryId: number; limit: number },
): Promise<AlternativeRecipe[]> {
  const { entry } = await requireEntry(db, { userId, entryId });
  const [current] = await db
    .select({
      diet: recipes.diet,
      calories: recipes.calories,
      isVegan: recipes.isVegan,
      isJain: recipes.isJain,
      isGlutenFree: recipes.isGlutenFree,
    })
    .from(recipes)
    .where(eq(recipes.id, entry.recipeId));
  if (!current) return [];
  const criteria = alternativeCriteria(current, entry.mealType as GridMealType);
  const sameDay = await db
    .select({ recipeId: mealPlanEntries.recipeId })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.mealPlanId, entry.mealPlanId), eq(mealPlanEntries.day, entry.day)));
  const distance = sql`abs(${recipes.calories} - ${current.calories})`;
  const rows = await db
    .select(planRecipeColumns)
    .from(recipes)
    .where(
      and(
        visibleRecipe(userId),
        inArray(recipes.course, [...criteria.courses]),
        inArray(recipes.diet, [...criteria.diets]),
        ...criteria.requiredFlags.map((flag) => eq(recipes[flag], true)),
        between(recipes.calories, criteria.minCalories, criteria.maxCalories),
        notInArray(recipes.id, [entry.recipeId, ...sameDay.map((r) => r.recipeId)]),
      ),
    )
    .orderBy(asc(distance), asc(recipes.id))
    .limit(limit);
  return rows.map((row) => ({ ...toPlanRecipe(row), calorieDifference: Math.round(row.calories - current.calories) }));
}
