import { EPS, REFILL_NEIGHBOURS, bestIn, lowerBound } from './moves';
import { N, type Slot } from './problem';
import type { PlanState } from './state';

/**
 * Moves that bring favorites in: one favorite into one slot (the day re-balancing around it, the
 * slots that hold it too close giving it up), and a favorite's uses re-packed across the week.
 */

/** At most this many favorites are re-packed per round (the ones that fit their slots best). */
const REPACK_LIMIT = 60;

/**
 * The other slots of a day re-balance around a change: each in turn takes its best recipe near the
 * calories that would close its part of the day's gap, for a couple of rounds. Returns the change of
 * the objective (applied, journalled).
 */
export function rebalanceDay(state: PlanState, slots: readonly Slot[], except: Slot): number {
  const { problem } = state;
  const others = slots.filter((s) => s !== except && s.day === except.day);
  let total = 0;
  for (let round = 0; round < 2; round += 1) {
    let changed = false;
    others.forEach((slot, k) => {
      const current = state.assignment[slot.index]!;
      if (current >= 0 && problem.favorite[current]) return;
      const gap = problem.dayTargets[0]! - state.dayCalories(except.day);
      const wanted = (current < 0 ? 0 : problem.values[current * N]!) + gap / (others.length - k);
      const at = lowerBound(state, slot.candidates, wanted);
      const best = bestIn(state, slot, at - REFILL_NEIGHBOURS, at + REFILL_NEIGHBOURS);
      if (best.delta < -EPS) {
        total += best.delta;
        state.apply(slot.index, best.recipe);
        changed = true;
      }
    });
    if (!changed) break;
  }
  return total;
}

/** True when the slot holds the recipe (in any portion). */
const holds = (state: PlanState, slot: Slot, recipe: number) => {
  const o = state.assignment[slot.index]!;
  return o >= 0 && state.problem.optionRecipe[o] === recipe;
};

/**
 * A favorite goes into a slot and the rest of the day re-balances around it. When the repeat rule
 * keep it out, the slots that hold it give it up (and re-balance their own days).
 */
export function favoriteMoves(state: PlanState, slots: readonly Slot[], stop: () => boolean): boolean {
  const { problem } = state;
  if (!problem.hasFavorites) return false;
  let improved = false;
  for (const slot of slots) {
    if (stop()) break;
    for (const f of slot.candidates) {
      const current = state.assignment[slot.index]!;
      if (!problem.favorite[f] || f === current) continue;
      const mark = state.mark();
      let delta = 0;
      const recipe = problem.optionRecipe[f]!;
      const holders = state.allowed(slot.index, f) ? [] : slots.filter((s) => s !== slot && holds(state, s, recipe));
      for (const h of holders) {
        delta += state.delta(h.index, -1);
        state.apply(h.index, -1);
      }
      if (!state.allowed(slot.index, f)) {
        state.rollback(mark);
        continue;
      }
      delta += state.delta(slot.index, f);
      state.apply(slot.index, f);
      for (const h of holders) {
        const at = lowerBound(state, h.candidates, problem.values[f * N]!);
        const best = bestIn(state, h, at - REFILL_NEIGHBOURS, at + REFILL_NEIGHBOURS);
        delta += best.delta;
        state.apply(h.index, best.recipe);
        delta += rebalanceDay(state, slots, h);
      }
      delta += rebalanceDay(state, slots, slot);
      if (delta < -EPS) {
        improved = true;
        state.commit();
      } else state.rollback(mark);
    }
  }
  return improved;
}

/**
 * A favorite's uses re-packed: taken out everywhere, then put back day by day, Monday first, in its best
 * slot whenever the repeat rule allows and the slot holds no other favorite (Monday, Thursday, Sunday
 * gives three uses where Wednesday and Saturday gave two). Emptied slots refill; touched days re-balance.
 */
export function repackMoves(state: PlanState, slots: readonly Slot[], stop: () => boolean): boolean {
  const { problem } = state;
  if (!problem.hasFavorites) return false;
  const favorites = new Set<number>();
  for (const slot of slots)
    for (const r of slot.candidates)
      if (problem.favorite[r] && problem.optionServings[r] === 1 && favorites.size < REPACK_LIMIT) favorites.add(r);
  let improved = false;
  for (const f of favorites) {
    if (stop()) break;
    const mark = state.mark();
    let delta = 0;
    const change = (slot: Slot, r: number) => {
      delta += state.delta(slot.index, r);
      state.apply(slot.index, r);
    };
    const emptied = slots.filter((s) => holds(state, s, problem.optionRecipe[f]!));
    emptied.forEach((s) => change(s, -1));
    const placed: Slot[] = [];
    for (let day = 0; day < 7; day += 1) {
      let best: { slot: Slot; delta: number } | null = null;
      for (const slot of slots) {
        if (slot.day !== day || !slot.candidates.includes(f) || !state.allowed(slot.index, f)) continue;
        const current = state.assignment[slot.index]!;
        if (current >= 0 && problem.favorite[current]) continue;
        const d = state.delta(slot.index, f);
        if (!best || d < best.delta) best = { slot, delta: d };
      }
      if (best) {
        change(best.slot, f);
        placed.push(best.slot);
      }
    }
    for (const slot of emptied) {
      if (state.assignment[slot.index]! >= 0) continue;
      const at = lowerBound(state, slot.candidates, problem.values[f * N]!);
      const refill = bestIn(state, slot, at - REFILL_NEIGHBOURS, at + REFILL_NEIGHBOURS);
      change(slot, refill.recipe);
    }
    for (const slot of [...placed, ...emptied]) delta += rebalanceDay(state, slots, slot);
    if (delta < -EPS) {
      improved = true;
      state.commit();
    } else state.rollback(mark);
  }
  return improved;
}
