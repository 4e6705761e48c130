import type { WeeklyTargets } from './nutrition-targets';
import { DAY_NAMES, type DayIndex } from './weeks';
import type { NutrientProgress, NutritionSummary } from './nutrition-summary.schema';

export type { NutrientProgress, NutritionSummary };

/**
 * The Weekly Nutrition Summary (spec 001 sections 2 and 9), from the person's actual plan: what the
 * week's entries add up to (per-serving values times servings), against the weekly targets, with a
 * bar per day against the daily share of the weekly target.
 */

export const NUTRIENT_KEYS = ['calories', 'protein', 'fat', 'carbs'] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];
export type NutrientTotals = Record<NutrientKey, number>;

export interface PlannedServing {
  day: DayIndex;
  servings: number;
  /** The recipe's values per serving. */
  perServing: NutrientTotals;
}

const zero = (): NutrientTotals => ({ calories: 0, protein: 0, fat: 0, carbs: 0 });

/** Whole kcal; grams to one decimal. */
function rounded(totals: NutrientTotals): NutrientTotals {
  const one = (x: number) => Math.round(x * 10) / 10;
  return {
    calories: Math.round(totals.calories),
    protein: one(totals.protein),
    fat: one(totals.fat),
    carbs: one(totals.carbs),
  };
}

/** Percent of a target reached, whole, capped at 100; a target of 0 counts as met. */
export function percentComplete(consumed: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.round((consumed / target) * 100));
}

/** What is left to reach a target, never below 0. */
export const remainingOf = (consumed: number, target: number): number => Math.max(0, target - consumed);

function progressOf(consumed: NutrientTotals, targets: NutrientTotals) {
  const one = (key: NutrientKey): NutrientProgress => ({
    consumed: consumed[key],
    target: targets[key],
    percent: percentComplete(consumed[key], targets[key]),
    remaining: rounded({ ...zero(), [key]: remainingOf(consumed[key], targets[key]) })[key],
  });
  return { calories: one('calories'), protein: one('protein'), fat: one('fat'), carbs: one('carbs') };
}

export function summarizeNutrition(
  weekStart: string,
  entries: readonly PlannedServing[],
  targets: WeeklyTargets,
): NutritionSummary {
  const perDay = DAY_NAMES.map(zero);
  for (const entry of entries) {
    const day = perDay[entry.day]!;
    for (const key of NUTRIENT_KEYS) day[key] += entry.perServing[key] * entry.servings;
  }
  const week = zero();
  for (const day of perDay) for (const key of NUTRIENT_KEYS) week[key] += day[key];
  const weekly: NutrientTotals = {
    calories: targets.calories,
    protein: targets.protein,
    fat: targets.fat,
    carbs: targets.carbs,
  };
  const daily = rounded({
    calories: weekly.calories / 7,
    protein: weekly.protein / 7,
    fat: weekly.fat / 7,
    carbs: weekly.carbs / 7,
  });
  const consumed = rounded(week);
  return {
    weekStart,
    targets: weekly,
    dailyTargets: daily,
    consumed,
    week: progressOf(consumed, weekly),
    days: perDay.map((totals, i) => {
      const dayConsumed = rounded(totals);
      return { day: i, dayName: DAY_NAMES[i]!, consumed: dayConsumed, progress: progressOf(dayConsumed, daily) };
    }),
    entryCount: entries.length,
  };
}
