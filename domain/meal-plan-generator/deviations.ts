import { z } from 'zod';
import { DAY_NAMES } from '../weeks';
import { dayTotals } from './objective';
import { DAYS, N, NUTRIENTS, type Assignment, type Problem } from './problem';

/** How far a generated week lands from its targets: per day against the daily share, and for the week. */

export const NutrientDeviation = z.object({
  actual: z.number(),
  target: z.number(),
  /** (actual - target) / target, in percent, signed, one decimal. */
  percent: z.number(),
});
export type NutrientDeviation = z.infer<typeof NutrientDeviation>;

const Deviations = z.object({
  calories: NutrientDeviation,
  protein: NutrientDeviation,
  fat: NutrientDeviation,
  carbs: NutrientDeviation,
});

export const DayDeviation = Deviations.extend({ day: z.number().int().min(0).max(6), dayName: z.enum(DAY_NAMES) });
export type DayDeviation = z.infer<typeof DayDeviation>;

export const PlanDeviations = z.object({
  days: z.array(DayDeviation),
  week: Deviations,
  /** The largest calorie miss of any day, in percent, unsigned. */
  worstDayCaloriesPercent: z.number(),
});
export type PlanDeviations = z.infer<typeof PlanDeviations>;

const one = (x: number) => Math.round(x * 10) / 10;

function deviation(actual: number, target: number): NutrientDeviation {
  return {
    actual: one(actual),
    target: one(target),
    percent: target > 0 ? one(((actual - target) / target) * 100) : 0,
  };
}

function byNutrient(values: ArrayLike<number>, targets: ArrayLike<number>, offset = 0) {
  const [calories, protein, fat, carbs] = NUTRIENTS.map((_, n) => deviation(values[offset + n]!, targets[n]!));
  return { calories: calories!, protein: protein!, fat: fat!, carbs: carbs! };
}

export function planDeviations(problem: Problem, assignment: Assignment): PlanDeviations {
  const totals = dayTotals(problem, assignment);
  const week = new Float64Array(N);
  for (let d = 0; d < DAYS; d += 1) for (let n = 0; n < N; n += 1) week[n]! += totals[d * N + n]!;
  const days = DAY_NAMES.map((dayName, day) => ({ day, dayName, ...byNutrient(totals, problem.dayTargets, day * N) }));
  const worst = Math.max(...days.map((d) => Math.abs(d.calories.percent)));
  return { days, week: byNutrient(week, problem.weekTargets), worstDayCaloriesPercent: worst };
}
