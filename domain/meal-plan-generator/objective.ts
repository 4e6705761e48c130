import { DAYS, N, type Assignment, type Problem } from './problem';

/**
 * The one objective both solvers minimise (the MILP in server/modules/meal-plans/generator writes the
 * same terms as linear constraints). Nutrition is scored as a share of its target, outside a small
 * band that counts as on target: recipe nutrition is an estimate from ingredients, and a plan 1% off
 * is as good as one 0.1% off. Every term is non-negative.
 */

export const OBJECTIVE = {
  /** Per day and nutrient, per unit of relative miss beyond the band (calories, protein, fat, carbs). */
  day: [1, 0.5, 0.5, 0.5],
  /** The week's totals against the weekly targets. */
  week: [2, 1, 1, 1],
  /** Per generated slot: its calories against its meal type's share of the day, as a share of the day. */
  slot: 0.2,
  /** Per meal that shares its cuisine with another meal of the same day. */
  cuisineRepeat: 0.01,
  /** Per generated use of a recipe beyond its first in the week (the hard rule already keeps uses 3 days apart). */
  recipeRepeat: 0.01,
  /** Per generated meal that is not a favorite (only when some candidate is a favorite). */
  notFavorite: 0.02,
  /** Per slot left empty: only when no recipe may go there. */
  emptySlot: 1,
} as const;

/** Misses within these shares of a target cost nothing. */
export const BANDS = { day: 0.02, week: 0.01, slot: 0.05 } as const;

/** The cost of landing at `actual` for a target, beyond a band (a share of the target), as a share of the target. */
export function bandCost(actual: number, target: number, band: number): number {
  if (target <= 0) return 0;
  return Math.max(0, Math.abs(actual - target) - band * target) / target;
}

/** A generated slot's calories against its share of the day; the band and the cost are shares of the day. */
export function slotCost(calories: number, share: number, dayCalories: number): number {
  if (dayCalories <= 0) return 0;
  return (OBJECTIVE.slot * Math.max(0, Math.abs(calories - share * dayCalories) - BANDS.slot * dayCalories)) / dayCalories;
}

export interface ObjectiveBreakdown {
  day: number;
  week: number;
  slot: number;
  cuisine: number;
  repeats: number;
  favorites: number;
  empty: number;
  total: number;
}

/** Day totals (hand-filled meals included), DAYS x N. */
export function dayTotals(problem: Problem, assignment: Assignment): Float64Array {
  const totals = Float64Array.from(problem.fixedValues);
  for (const slot of problem.slots) {
    const r = assignment[slot.index]!;
    if (slot.fixed || r < 0) continue;
    for (let n = 0; n < N; n += 1) totals[slot.day * N + n]! += problem.values[r * N + n]!;
  }
  return totals;
}

export function evaluate(problem: Problem, assignment: Assignment): ObjectiveBreakdown {
  const totals = dayTotals(problem, assignment);
  const parts = { day: 0, week: 0, slot: 0, cuisine: 0, repeats: 0, favorites: 0, empty: 0 };
  const week = new Float64Array(N);
  for (let d = 0; d < DAYS; d += 1) {
    for (let n = 0; n < N; n += 1) {
      const v = totals[d * N + n]!;
      week[n]! += v;
      parts.day += OBJECTIVE.day[n]! * bandCost(v, problem.dayTargets[n]!, BANDS.day);
    }
  }
  for (let n = 0; n < N; n += 1) parts.week += OBJECTIVE.week[n]! * bandCost(week[n]!, problem.weekTargets[n]!, BANDS.week);
  const dayCalories = problem.dayTargets[0]!;
  const cuisinesByDay: number[][] = problem.fixedCuisines.map((list) => [...list]);
  const uses = new Set<number>();
  for (const slot of problem.slots) {
    if (slot.fixed) continue;
    const r = assignment[slot.index]!;
    const calories = r < 0 ? 0 : problem.values[r * N]!;
    parts.slot += slotCost(calories, slot.share, dayCalories);
    if (r < 0) {
      parts.empty += OBJECTIVE.emptySlot;
      continue;
    }
    cuisinesByDay[slot.day]!.push(problem.cuisineOf[r]!);
    if (uses.has(r)) parts.repeats += OBJECTIVE.recipeRepeat;
    uses.add(r);
    if (problem.hasFavorites && !problem.favorite[r]) parts.favorites += OBJECTIVE.notFavorite;
  }
  for (const list of cuisinesByDay) parts.cuisine += OBJECTIVE.cuisineRepeat * (list.length - new Set(list).size);
  return { ...parts, total: parts.day + parts.week + parts.slot + parts.cuisine + parts.repeats + parts.favorites + parts.empty };
}
