import { z } from 'zod';
import { DAY_NAMES } from './weeks';

// The answer of GET /api/nutrition/summary, apart from nutrition-summary.ts (its rules) so that a page
// reading the rules does not load zod (decision 034).

export const NutrientProgress = z.object({
  consumed: z.number(),
  target: z.number(),
  percent: z.number().int().min(0).max(100),
  remaining: z.number().min(0),
});
export type NutrientProgress = z.infer<typeof NutrientProgress>;

const Totals = z.object({ calories: z.number(), protein: z.number(), fat: z.number(), carbs: z.number() });
const ProgressByNutrient = z.object({
  calories: NutrientProgress,
  protein: NutrientProgress,
  fat: NutrientProgress,
  carbs: NutrientProgress,
});

export const NutritionSummary = z.object({
  weekStart: z.string(),
  targets: Totals,
  /** The weekly target divided by 7: what one day's bar is measured against. */
  dailyTargets: Totals,
  consumed: Totals,
  /** The four cards: consumed, target, percent complete (capped at 100) and remaining (not below 0). */
  week: ProgressByNutrient,
  /** Monday to Sunday, each against the daily share. */
  days: z.array(
    z.object({ day: z.number().int(), dayName: z.enum(DAY_NAMES), consumed: Totals, progress: ProgressByNutrient }),
  ),
  entryCount: z.number().int(),
});
export type NutritionSummary = z.infer<typeof NutritionSummary>;
