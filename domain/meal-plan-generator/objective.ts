import { DAYS, N, type Assignment, type Problem } from './problem';

/**
 * The one objective both solvers minimise (the MILP in server/modules/meal-plans/generator writes the
 * same terms as linear constraints). Nutrition is scored as a share of its target, outside a small
 * band that counts as on target: recipe nutrition is an estimate from ingredients, and a plan 1% off
 * is as good as one 0.1% off. Every term is non-negative. The menu rules (week-rules.ts) are not
 * traded off here: the solvers keep them.
 */

export const OBJECTIVE = {
  /** Per day and nutrient, per unit of relative miss beyond the band (calories, protein, fat, carbs). */
  day: [1, 0.5, 0.5, 0.5],
  /** The week's totals against the weekly targets. */
  week: [2, 1, 1, 1],
  /**
   * Each weekly figure's miss beyond BANDS.weekOuter, on top of `week`: recipe calories run a few percent
   * under the sum of their macros (fibre, food-specific energy factors), so targets whose macros add up to
   * their calories cannot all be met at once; the search trades them, and this keeps every one within 3 %.
   */
  weekOuter: 10,
  /** Per generated slot: its calories against its meal type's share of the day, as a share of the day. */
  slot: 0.2,
  /** Per generated use of a recipe beyond its first in the week (at most two uses, three days apart). */
  recipeRepeat: 0.01,
  /** Per generated meal that is not a favorite (only when some candidate is a favorite). */
  notFavorite: 0.02,
  /** Per half serving away from one: a second helping or half a portion when it meets the targets. */
  portionStep: 0.005,
  /** Per slot left empty: only when no recipe may go there. */
  emptySlot: 1,
} as const;

/**
 * Per generated meal of a recipe of the two weeks before: a new week brings new dishes. A favorite
 * costs less (it may come back, less often): with what a favorite earns, it then just loses to a
 * new dish that fits as well.
 */
export const RECENT_COST = { other: 0.05, favorite: 0.03 } as const;

/**
 * On top of RECENT_COST, per generated meal of a recipe of the week just before: where the catalogue has too
 * few dishes for a new week every week, the week before last comes back before last week does. Weighed
 * against nutrition: 0.15 is about a 1.4 % miss of a weekly figure past the outer band, so a person with few dishes
 * that meet their protein still gets them (at 0.2-0.3 protein-poor weeks missed by 8-17 %). A favorite pays
 * no more for being last week's: it may come back, less often than it would if it were not recent.
 */
export const LAST_WEEK_COST = { other: 0.15, favorite: 0 } as const;

/** What a meal of recipe `r` costs for having been eaten in the weeks before. */
export function recentCost(
  r: { id: number; isFavorite: boolean },
  recent: ReadonlySet<number>,
  lastWeek: ReadonlySet<number>,
): number {
  const kind = r.isFavorite ? 'favorite' : 'other';
  return (
    (recent.has(r.id) || lastWeek.has(r.id) ? RECENT_COST[kind] : 0) + (lastWeek.has(r.id) ? LAST_WEEK_COST[kind] : 0)
  );
}

/** What a portion costs on its own: nothing for one serving. */
export const portionCost = (servings: number): number => OBJECTIVE.portionStep * Math.round(Math.abs(servings - 1) * 2);

/** Misses within these shares of a target cost nothing (weekOuter: nothing more than the week's own term). */
export const BANDS = { day: 0.02, week: 0.01, weekOuter: 0.025, slot: 0.05 } as const;

/** The cost of landing at `actual` for a target, beyond a band (a share of the target), as a share of the target. */
export function bandCost(actual: number, target: number, band: number): number {
  if (target <= 0) return 0;
  return Math.max(0, Math.abs(actual - target) - band * target) / target;
}

/** What the week's total of nutrient `n` costs against its target (both week terms). */
export function weekTermCost(n: number, actual: number, target: number): number {
  if (target <= 0) return 0;
  const miss = Math.abs(actual - target);
  return (
    (OBJECTIVE.week[n]! * Math.max(0, miss - BANDS.week * target) +
      OBJECTIVE.weekOuter * Math.max(0, miss - BANDS.weekOuter * target)) /
    target
  );
}

/** A generated slot's calories against its share of the day; the band and the cost are shares of the day. */
export function slotCost(calories: number, share: number, dayCalories: number): number {
  if (dayCalories <= 0) return 0;
  return (
    (OBJECTIVE.slot * Math.max(0, Math.abs(calories - share * dayCalories) - BANDS.slot * dayCalories)) / dayCalories
  );
}

/** Everything one option costs in any slot: its own cost and, with favorites about, not being one. */
export const optionOwnCost = (problem: Problem, o: number): number =>
  problem.optionCost[o]! + (problem.hasFavorites && !problem.favorite[o] ? OBJECTIVE.notFavorite : 0);

export interface ObjectiveBreakdown {
  day: number;
  week: number;
  slot: number;
  repeats: number;
  favorites: number;
  /** Portions other than one serving, and recipes of the weeks before. */
  options: number;
  empty: number;
  total: number;
}

/** Day totals (hand-filled meals included), DAYS x N. */
export function dayTotals(problem: Problem, assignment: Assignment): Float64Array {
  const totals = Float64Array.from(problem.fixedValues);
  for (const slot of problem.slots) {
    const o = assignment[slot.index]!;
    if (slot.fixed || o < 0) continue;
    for (let n = 0; n < N; n += 1) totals[slot.day * N + n]! += problem.values[o * N + n]!;
  }
  return totals;
}

export function evaluate(problem: Problem, assignment: Assignment): ObjectiveBreakdown {
  const totals = dayTotals(problem, assignment);
  const parts = { day: 0, week: 0, slot: 0, repeats: 0, favorites: 0, options: 0, empty: 0 };
  const week = new Float64Array(N);
  for (let d = 0; d < DAYS; d += 1) {
    for (let n = 0; n < N; n += 1) {
      const v = totals[d * N + n]!;
      week[n]! += v;
      parts.day += OBJECTIVE.day[n]! * bandCost(v, problem.dayTargets[n]!, BANDS.day);
    }
  }
  for (let n = 0; n < N; n += 1) parts.week += weekTermCost(n, week[n]!, problem.weekTargets[n]!);
  const dayCalories = problem.dayTargets[0]!;
  const uses = new Set<number>();
  for (const slot of problem.slots) {
    if (slot.fixed) continue;
    const o = assignment[slot.index]!;
    const calories = o < 0 ? 0 : problem.values[o * N]!;
    parts.slot += slotCost(calories, slot.share, dayCalories);
    if (o < 0) {
      parts.empty += OBJECTIVE.emptySlot;
      continue;
    }
    const r = problem.optionRecipe[o]!;
    if (uses.has(r)) parts.repeats += OBJECTIVE.recipeRepeat;
    uses.add(r);
    if (problem.hasFavorites && !problem.favorite[o]) parts.favorites += OBJECTIVE.notFavorite;
    parts.options += problem.optionCost[o]!;
  }
  return {
    ...parts,
    total: parts.day + parts.week + parts.slot + parts.repeats + parts.favorites + parts.options + parts.empty,
  };
}
