import { N, type Slot } from './problem';
import type { PlanState } from './state';

/**
 * The neighbourhoods of the local search. Each returns true when it changed the plan for the better;
 * each leaves the plan as it found it otherwise.
 */

export const EPS = 1e-9;
/** How many recipes either side of the ideal calories a pair move looks at. */
const PAIR_NEIGHBOURS = 3;
/** How many recipes either side of a removed recipe's calories a refill looks at. */
export const REFILL_NEIGHBOURS = 40;

/** The first candidate position whose calories reach `calories` (candidates are sorted by calories). */
export function lowerBound(state: PlanState, candidates: Int32Array, calories: number): number {
  const { values } = state.problem;
  let lo = 0;
  let hi = candidates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[candidates[mid]! * N]! < calories) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The best change of one slot over all its candidates (pruned by the calorie floor), and what it brings. */
export function bestSingle(state: PlanState, slot: Slot): { recipe: number; delta: number } {
  const current = state.assignment[slot.index]!;
  const found = scanOutward(
    state,
    slot,
    current < 0 ? 0 : state.problem.values[current * N]!,
    state.calorieFloor(slot.index),
    (o) => (o === current || !state.allowed(slot.index, o) ? null : state.delta(slot.index, o)),
    -EPS,
  );
  return found.option < 0 ? { recipe: current, delta: 0 } : { recipe: found.option, delta: found.score };
}

/** The best recipe for one slot among `from..to` of its candidates, and the change it brings. */
export function bestIn(state: PlanState, slot: Slot, from: number, to: number): { recipe: number; delta: number } {
  const current = state.assignment[slot.index]!;
  let best = { recipe: current, delta: 0 };
  for (let k = Math.max(0, from); k < Math.min(slot.candidates.length, to); k += 1) {
    const r = slot.candidates[k]!;
    if (r === current || !state.allowed(slot.index, r)) continue;
    const delta = state.delta(slot.index, r);
    if (delta < best.delta - EPS) best = { recipe: r, delta };
  }
  return best;
}

/**
 * The candidate of a slot with the lowest score below `bound`, or -1. `floor(calories)` is at most the score of
 * any candidate of those calories and convex in them: the candidates (sorted by calories) are scanned outward
 * from `calories` and each side stops once its floor rises past the bound (the best score found so far).
 * `score` answers null for a candidate the rules keep out.
 */
export function scanOutward(
  state: PlanState,
  slot: Slot,
  calories: number,
  floor: (calories: number) => number,
  score: (option: number) => number | null,
  bound: number,
): { option: number; score: number } {
  const { values } = state.problem;
  const candidates = slot.candidates;
  let best = { option: -1, score: bound };
  const start = lowerBound(state, candidates, calories);
  for (const step of [1, -1]) {
    let lastCalories = NaN;
    let lastFloor = -Infinity;
    for (let k = step > 0 ? start : start - 1; k >= 0 && k < candidates.length; k += step) {
      const o = candidates[k]!;
      const c = values[o * N]!;
      const f = floor(c);
      if (f >= best.score) {
        // convex: once the floor rises (between distinct calories) past the bound, it only rises further
        if (c !== lastCalories && f >= lastFloor) break;
      } else {
        const s = score(o);
        if (s !== null && s < best.score) best = { option: o, score: s };
      }
      if (c !== lastCalories) lastFloor = f;
      lastCalories = c;
    }
  }
  return best;
}

/** Each slot in turn takes its best recipe (every candidate that could improve it is scored). */
export function singleMoves(state: PlanState, slots: readonly Slot[]): boolean {
  let improved = false;
  for (const slot of slots) {
    const best = bestSingle(state, slot);
    if (best.delta < -EPS) {
      state.apply(slot.index, best.recipe);
      improved = true;
    }
  }
  return improved;
}

/**
 * Two slots of one day change together: for every recipe of the first, the second looks only near the
 * calories that would close the day, so the pair costs |A| x a few scores rather than |A| x |B|.
 */
export function pairMoves(state: PlanState, a: Slot, b: Slot, stop: () => boolean): boolean {
  const keepA = state.assignment[a.index]!;
  const keepB = state.assignment[b.index]!;
  const { values, dayTargets } = state.problem;
  let best = { i: keepA, j: keepB, delta: -EPS };
  // a pair gains at most the day's and week's costs and b's own terms (a favorite for b is left to
  // favoriteMoves): a's own change must beat that, which prunes most of a's recipes in a balanced day
  const most = state.dayCost(a.day) + state.weekCost() + state.ownCost(b.index, false);
  for (let k = 0; k < a.candidates.length; k += 1) {
    if ((k & 255) === 255 && stop()) break;
    const i = a.candidates[k]!;
    if (i !== keepA && !state.allowed(a.index, i)) continue;
    if (state.delta(a.index, i, 'own') - most >= best.delta) continue;
    const deltaA = state.delta(a.index, i);
    state.apply(a.index, i);
    const wanted = dayTargets[0]! - (state.dayCalories(a.day) - (keepB < 0 ? 0 : values[keepB * N]!));
    const at = lowerBound(state, b.candidates, wanted);
    for (let m = Math.max(0, at - PAIR_NEIGHBOURS); m < Math.min(b.candidates.length, at + PAIR_NEIGHBOURS); m += 1) {
      const j = b.candidates[m]!;
      if (j !== keepB && !state.allowed(b.index, j)) continue;
      const delta = deltaA + state.delta(b.index, j);
      if (delta < best.delta) best = { i, j, delta };
    }
    state.apply(a.index, keepA);
  }
  state.commit();
  if (best.i === keepA && best.j === keepB) return false;
  state.apply(a.index, best.i);
  state.apply(b.index, best.j);
  return true;
}

/** Runs `steps` on the plan and keeps them only when the objective falls; returns whether it did. */
function tryCompound(state: PlanState, steps: [slot: number, recipe: number][]): boolean {
  const mark = state.mark();
  let delta = 0;
  for (const [slot, recipe] of steps) {
    if (!state.allowed(slot, recipe)) {
      state.rollback(mark);
      return false;
    }
    delta += state.delta(slot, recipe);
    state.apply(slot, recipe);
  }
  if (delta < -EPS) return true;
  state.rollback(mark);
  return false;
}

/** Two slots of the same meal type on different days exchange their recipes. */
export function swapMoves(state: PlanState, slots: readonly Slot[]): boolean {
  let improved = false;
  for (const a of slots) {
    for (const b of slots) {
      if (b.index <= a.index || b.mealType !== a.mealType) continue;
      const ra = state.assignment[a.index]!;
      const rb = state.assignment[b.index]!;
      if (ra === rb) continue;
      if (
        tryCompound(state, [
          [a.index, -1],
          [b.index, -1],
          [a.index, rb],
          [b.index, ra],
        ])
      )
        improved = true;
    }
  }
  return improved;
}
