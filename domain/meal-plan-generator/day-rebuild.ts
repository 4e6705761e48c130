import type { Problem, Slot } from './problem';
import type { PlanState } from './state';

/**
 * The repair of a day the menu rules left a slot empty in: the two cuisines its first meals chose
 * leave a later slot nothing (few vegan snacks of those cuisines, say). The day's generated meals are
 * taken out and put back within each pair of cuisines in turn (each slot its best candidate of the
 * two), and the best full day is kept. Rare, so it may look at every pair.
 */

type ByCuisine = Map<string, Map<number, number[]>>;

/** Per meal type, its candidate options by cuisine. */
export function optionsByCuisine(problem: Problem): ByCuisine {
  const found: ByCuisine = new Map();
  for (const slot of problem.slots) {
    if (slot.fixed || found.has(slot.mealType)) continue;
    const byCuisine = new Map<number, number[]>();
    for (const o of slot.candidates) {
      const c = problem.cuisineOf[o]!;
      const list = byCuisine.get(c);
      if (list) list.push(o);
      else byCuisine.set(c, [o]);
    }
    found.set(slot.mealType, byCuisine);
  }
  return found;
}

/** Fills the day's slots from two cuisines; returns the change of the objective, or null when a slot stays empty. */
function fillFrom(
  state: PlanState,
  slots: readonly Slot[],
  byCuisine: ByCuisine,
  pair: readonly number[],
): number | null {
  let total = 0;
  const lists = slots.map((slot) => pair.flatMap((c) => byCuisine.get(slot.mealType)?.get(c) ?? []));
  const order = slots.map((_, i) => i).sort((a, b) => lists[a]!.length - lists[b]!.length);
  for (const i of order) {
    const slot = slots[i]!;
    let best = -1;
    let bestDelta = Infinity;
    for (const o of lists[i]!) {
      if (!state.allowed(slot.index, o)) continue;
      const delta = state.delta(slot.index, o, 'building');
      if (delta < bestDelta) {
        bestDelta = delta;
        best = o;
      }
    }
    if (best < 0) return null;
    // chosen without the week's outer band (the day is being refilled), counted with it
    total += state.delta(slot.index, best);
    state.apply(slot.index, best);
  }
  return total;
}

/** Rebuilds `day` when that fills it better; returns whether it did. */
export function rebuildDay(state: PlanState, free: readonly Slot[], day: number, byCuisine: ByCuisine): boolean {
  const { problem } = state;
  const slots = free.filter((s) => s.day === day);
  const start = state.mark();
  let cleared = 0;
  for (const s of slots) {
    cleared += state.delta(s.index, -1);
    state.apply(s.index, -1);
  }
  const fixed = [...new Set(problem.fixedCuisines[day])];
  const cuisines = [...new Set(slots.flatMap((s) => [...(byCuisine.get(s.mealType)?.keys() ?? [])]))];
  const pairs: number[][] = [];
  if (fixed.length >= 2) pairs.push(fixed);
  else if (fixed.length === 1) for (const c of cuisines) pairs.push(c === fixed[0] ? [c] : [fixed[0]!, c]);
  else cuisines.forEach((a, i) => cuisines.slice(i).forEach((b) => pairs.push(a === b ? [a] : [a, b])));
  let best: { total: number; choice: number[] } | null = null;
  const afterClear = state.mark();
  for (const pair of pairs) {
    const total = fillFrom(state, slots, byCuisine, pair);
    if (total !== null && (!best || total < best.total))
      best = { total, choice: slots.map((s) => state.assignment[s.index]!) };
    state.rollback(afterClear);
  }
  if (best && cleared + best.total < -1e-9) {
    slots.forEach((s, i) => state.apply(s.index, best.choice[i]!));
    state.commit();
    return true;
  }
  state.rollback(start);
  return false;
}
