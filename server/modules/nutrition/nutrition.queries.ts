import { and, eq } from 'drizzle-orm';
import { summarizeNutrition, type NutritionSummary } from '../../../domain/nutrition-summary';
import type { DayIndex } from '../../../domain/weeks';
import type { Db } from '../../db/client';
import { mealPlanEntries, mealPlans, recipes } from '../../db/schema';
import { getWeeklyTargets } from '../preferences/weekly-targets';

/** A week's planned entries with each recipe's per-serving figures: what a nutrition summary adds up. */
export function listWeekEntryFigures(db: Db, { planUserId, weekStart }: { planUserId: string; weekStart: string }) {
  return db
    .select({
      id: mealPlanEntries.id,
      day: mealPlanEntries.day,
      mealType: mealPlanEntries.mealType,
      servings: mealPlanEntries.servings,
      calories: recipes.calories,
      protein: recipes.protein,
      fat: recipes.fat,
      carbs: recipes.carbs,
    })
    .from(mealPlanEntries)
    .innerJoin(mealPlans, eq(mealPlans.id, mealPlanEntries.mealPlanId))
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(and(eq(mealPlans.userId, planUserId), eq(mealPlans.weekStarting, weekStart)));
}

/**
 * The Weekly Nutrition Summary of a week: the planned entries against the person's own weekly targets. In a shared
 * household the week is the owner's (`planUserId`, decision 031) and the targets stay the reader's.
 */
export async function getNutritionSummary(
  db: Db,
  { userId, weekStart, planUserId = userId }: { userId: string; weekStart: string; planUserId?: string },
): Promise<NutritionSummary> {
  const [entries, targets] = await Promise.all([
    listWeekEntryFigures(db, { planUserId, weekStart }),
    getWeeklyTargets(db, { userId }),
  ]);
  const planned = entries
    .filter((e) => e.day >= 0 && e.day <= 6)
    .map(({ day, servings, calories, protein, fat, carbs }) => ({
      day: day as DayIndex,
      servings,
      perServing: { calories, protein, fat, carbs },
    }));
  return summarizeNutrition(weekStart, planned, targets);
}
