import { OBJECTIVE, slotCost } from './objective';
import { DAYS, N, type Problem, type Slot } from './problem';
import type { PlanState } from './state';

/**
 * The greedy start of the heuristic, day by day. First the favorites: each slot of the day takes the
 * favorite that costs least against its meal type's share of the day, when that costs less than what a
 * favorite earns (a favorite used today is free again in three days, so day order packs them well).
 * Then the other slots take the recipe closest to their share of every target, and the day's last slot
 * the recipe that closes the day's gap.
 */

export interface ConstructOptions {
  /** Place favorites first (false: favorites only win slots on the plain score). */
  favoritesFirst: boolean;
  /** Slots of a day left to non-favorites, to balance the day's nutrition around the favorites. */
  keepFree: number;
  /** The weight of the distance to the meal type's share of every target (against the objective's own terms). */
  shareWeight: number;
}

/** How far a recipe is from its meal type's share of every daily target, weighted as the objective weighs days. */
export function shareDistance(problem: Problem, slot: Slot, recipe: number): number {
  let distance = 0;
  for (let n = 0; n < N; n += 1) {
    const target = problem.dayTargets[n]!;
    if (target > 0)
      distance += (OBJECTIVE.day[n]! * Math.abs(problem.values[recipe * N + n]! - slot.share * target)) / target;
  }
  return distance;
}

function placeFavorites(state: PlanState, slots: readonly Slot[], keepFree: number): void {
  const { problem } = state;
  const dayCalories = problem.dayTargets[0]!;
  const choices = slots.map((slot) => {
    const favorites = [...slot.candidates].filter((r) => problem.favorite[r]);
    return {
      slot,
      favorites: favorites.map((r) => ({ r, cost: slotCost(problem.values[r * N]!, slot.share, dayCalories) })),
    };
  });
  let placed = 0;
  // the slot whose best favorite costs least goes first
  for (;;) {
    if (slots.length - placed <= keepFree) return;
    let best: { slot: Slot; r: number; cost: number } | null = null;
    for (const { slot, favorites } of choices) {
      if (state.assignment[slot.index]! >= 0) continue;
      for (const { r, cost } of favorites)
        if (cost < OBJECTIVE.notFavorite && (!best || cost < best.cost) && state.allowed(slot.index, r))
          best = { slot, r, cost };
    }
    if (!best) return;
    state.apply(best.slot.index, best.r);
    placed += 1;
  }
}

/** Per meal type, the cuisines it has candidates of. */
function cuisinesByMealType(problem: Problem): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  for (const slot of problem.slots) {
    if (slot.fixed || found.has(slot.mealType)) continue;
    found.set(slot.mealType, new Set(Array.from(slot.candidates, (o) => problem.cuisineOf[o]!)));
  }
  return found;
}

export function construct(state: PlanState, free: readonly Slot[], options: ConstructOptions): void {
  const { problem } = state;
  const cuisinesFor = cuisinesByMealType(problem);
  for (let day = 0; day < DAYS; day += 1) {
    const slots = free
      .filter((s) => s.day === day)
      .sort((a, b) => a.candidates.length - b.candidates.length || a.index - b.index);
    if (options.favoritesFirst && problem.hasFavorites) placeFavorites(state, slots, options.keepFree);
    const open = slots.filter((s) => state.assignment[s.index]! < 0);
    const dayCuisines = new Set(problem.fixedCuisines[day]);
    for (const s of slots)
      if (state.assignment[s.index]! >= 0) dayCuisines.add(problem.cuisineOf[state.assignment[s.index]!]!);
    // a cuisine that would make the day's second leaves every slot still open a candidate of one of the two
    const leavesRoom = (c: number, k: number) =>
      dayCuisines.has(c) ||
      dayCuisines.size !== 1 ||
      open.slice(k + 1).every((s) => [c, ...dayCuisines].some((x) => cuisinesFor.get(s.mealType)?.has(x)));
    open.forEach((slot, k) => {
      const last = k === open.length - 1;
      let best = -1;
      let bestScore = Infinity;
      const room = new Map<number, boolean>();
      for (const r of slot.candidates) {
        const c = problem.cuisineOf[r]!;
        if (!room.has(c)) room.set(c, leavesRoom(c, k));
        if (!room.get(c) || !state.allowed(slot.index, r)) continue;
        // before the last slot the day's totals mean little: aim at the meal type's share instead
        const score = last
          ? state.delta(slot.index, r, 'building')
          : options.shareWeight * shareDistance(problem, slot, r) + state.delta(slot.index, r, 'own');
        if (score < bestScore) {
          bestScore = score;
          best = r;
        }
      }
      state.apply(slot.index, best);
      if (best >= 0) dayCuisines.add(problem.cuisineOf[best]!);
    });
  }
}
