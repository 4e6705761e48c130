import { OBJECTIVE, slotCost } from '../../../../domain/meal-plan-generator/objective';
import { N, type Assignment, type Problem, type Slot } from '../../../../domain/meal-plan-generator/problem';

/**
 * The recipes the MILP may choose for each slot: a few dozen of the thousands of candidates, so that
 * HiGHS can search them within its time limit. Per meal type: the recipes closest to the meal type's
 * share of every daily target (a few of each cuisine, so the cuisine term has room), the person's
 * favorites that fit, and whatever the heuristic chose for that meal type on any day (so its week is a
 * feasible start).
 */

export const SHORTLIST_SIZE = 40;
/** Of the shortlist, at most this many recipes of one cuisine. */
const PER_CUISINE = 8;

function shareScore(problem: Problem, slot: Slot, r: number): number {
  let score = slotCost(problem.values[r * N]!, slot.share, problem.dayTargets[0]!);
  for (let n = 0; n < N; n += 1) {
    const target = problem.dayTargets[n]!;
    score += (OBJECTIVE.day[n]! * Math.abs(problem.values[r * N + n]! - slot.share * target)) / target;
  }
  return score;
}

export function buildShortlists(problem: Problem, seed: Assignment, size = SHORTLIST_SIZE): Int32Array[] {
  const byMealType = new Map<string, Set<number>>();
  for (const slot of problem.slots) {
    if (slot.fixed || byMealType.has(slot.mealType) || !slot.candidates.length) continue;
    const ranked = [...slot.candidates]
      .map((r) => ({ r, score: shareScore(problem, slot, r) }))
      .sort((a, b) => a.score - b.score);
    const chosen = new Set<number>();
    const perCuisine = new Map<number, number>();
    for (const { r } of ranked) {
      if (chosen.size >= size) break;
      const c = problem.cuisineOf[r]!;
      if ((perCuisine.get(c) ?? 0) >= PER_CUISINE) continue;
      perCuisine.set(c, (perCuisine.get(c) ?? 0) + 1);
      chosen.add(r);
    }
    // favorites whose calories are within reach of the slot: a far one never pays for itself
    for (const { r, score } of ranked) if (problem.favorite[r] && score < 1) chosen.add(r);
    byMealType.set(slot.mealType, chosen);
  }
  for (const slot of problem.slots) if (seed[slot.index]! >= 0) byMealType.get(slot.mealType)?.add(seed[slot.index]!);
  return problem.slots.map((slot) => {
    if (slot.fixed) return new Int32Array(0);
    const allowed = new Set(slot.candidates);
    return Int32Array.from([...(byMealType.get(slot.mealType) ?? [])].filter((r) => allowed.has(r)));
  });
}
