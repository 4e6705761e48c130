import type { MealPlan, PlanEntry } from '../../../domain/meal-plans';
import type { GridMealType } from '../../../domain/meal-types';
import type { DayIndex } from '../../../domain/weeks';

export const slotKey = (day: DayIndex | number, mealType: GridMealType) => `${day}:${mealType}`;

/** The plan's entries by slot ('0:Breakfast'). */
export function entriesBySlot(plan: MealPlan | null | undefined): Map<string, PlanEntry> {
  return new Map((plan?.entries ?? []).map((e) => [slotKey(e.day, e.mealType), e]));
}

/** What an entry brings to the day: the recipe's per-serving values times the servings planned. */
export const entryCalories = (entry: PlanEntry) => Math.round(entry.recipe.calories * entry.servings);
export const entryProtein = (entry: PlanEntry) => Math.round(entry.recipe.protein * entry.servings * 10) / 10;
