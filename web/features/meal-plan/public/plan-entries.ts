import type { MealPlan, PlanEntry } from '../../../../domain/meal-plans';
import type { GridMealType } from '../../../../domain/meal-types';
import type { DayIndex } from '../../../../domain/weeks';

export const slotKey = (day: DayIndex | number, mealType: GridMealType) => `${day}:${mealType}`;

/** The plan's entries by slot ('0:Breakfast'). */
export function entriesBySlot(plan: MealPlan | null | undefined): Map<string, PlanEntry> {
  return new Map((plan?.entries ?? []).map((e) => [slotKey(e.day, e.mealType), e]));
}

/** What an entry brings to the day: the recipe's per-serving values times the servings planned. */
export const entryCalories = (entry: PlanEntry) => Math.round(entry.recipe.calories * entry.servings);
export const entryProtein = (entry: PlanEntry) => Math.round(entry.recipe.protein * entry.servings * 10) / 10;

const FRACTIONS: Record<string, string> = { '0.25': '¼', '0.5': '½', '0.75': '¾' };

/** Servings as a cook writes them: 1½, ½, 2 (other fractions in decimals, at most two places). */
export function servingsAmount(servings: number): string {
  const whole = Math.floor(servings);
  const glyph = FRACTIONS[String(Math.round((servings - whole) * 100) / 100)];
  if (glyph) return `${whole > 0 ? whole : ''}${glyph}`;
  return String(Math.round(servings * 100) / 100);
}

/** '1½ servings', '½ serving', '2 servings': how a planned portion reads on every plan screen. */
export const servingsLabel = (servings: number): string =>
  `${servingsAmount(servings)} ${servings > 1 ? 'servings' : 'serving'}`;
