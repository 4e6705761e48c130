import { favoriteMoves, repackMoves } from './favorite-moves';
import { pairMoves, singleMoves, swapMoves } from './moves';
import { construct, type ConstructOptions } from './construct';
import { optionsByCuisine, rebuildDay } from './day-rebuild';
import { evaluate, type ObjectiveBreakdown } from './objective';
import type { Assignment, Problem, Slot } from './problem';
import { PlanState } from './state';

/**
 * The fast answer: a greedy week (each slot takes the recipe closest to its meal type's share of the
 * day's targets; the day's last slot closes the gap), then local search (one slot, two slots of a day,
 * exchanges between days, favorites moved past the repeat rule) until nothing improves, then random
 * kicks within the time limit, keeping the best week seen.
 */

export interface HeuristicOptions {
  /** Stop improving after this many milliseconds (the greedy week and one descent always finish). */
  timeLimitMs?: number;
  /** Seeds the random kicks: the same seed and time give the same week. */
  seed?: number;
  /** A clock in milliseconds; Date.now unless given (tests and benchmarks pass performance.now). */
  clock?: () => number;
  /** Kicks in a row without a better week before the search stops (STALL_KICKS unless given). */
  stallKicks?: number;
  /**
   * Stop at the first week of a greedy start whose one-slot changes have settled and that is good enough (every
   * slot filled, every weekly figure and every day's calories near target): the week is answered at once, without
   * the wider moves, the other starts or the kicks. Unset: every start, then kicks.
   */
  goodEnough?: GoodEnough;
}

/** How near its targets a week must land to be answered at once (shares of the targets). */
export interface GoodEnough {
  /** Each weekly figure (calories, protein, fat, carbs). */
  week: number;
  /** Each day's calories. */
  day: number;
}

/** Inside the plan-quality bars (3 % a week, 10 % a day) with room to spare. */
export const GOOD_ENOUGH: GoodEnough = { week: 0.02, day: 0.05 };

export interface HeuristicResult {
  assignment: Assignment;
  objective: ObjectiveBreakdown;
  /** Local-search rounds run (descents after kicks included). */
  rounds: number;
  elapsedMs: number;
  /** Slots filled past the menu rules because the catalogue left nothing else (never past the preferences or the row). */
  relaxedSlots: number;
  /** The search ended on its own (no better week in STALL_KICKS kicks, or a week that costs nothing), not at its time limit. */
  converged: boolean;
}

export const HEURISTIC_TIME_LIMIT_MS = 200;
/** Kicks in a row that find no better week before the search stops early: the week is as good as it gets. */
export const STALL_KICKS = 30;

/** The greedy starts tried in turn (each followed by a descent); the best week is then kicked. */
export const STARTS: readonly ConstructOptions[] = [
  { favoritesFirst: true, keepFree: 1, shareWeight: 0.05 },
  { favoritesFirst: true, keepFree: 2, shareWeight: 0.25 },
  { favoritesFirst: false, keepFree: 0, shareWeight: 0.1 },
];

/** A small seeded generator (mulberry32): the domain has no randomness of its own. */
export function randomGenerator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** True when every free slot is filled and the week lands within `enough` of its targets. */
const isGoodEnough = (state: PlanState, free: readonly Slot[], enough: GoodEnough | undefined) =>
  enough !== undefined && free.every((s) => state.assignment[s.index]! >= 0) && state.within(enough.week, enough.day);

/** Local search until no neighbourhood improves, time is up, or (once one-slot changes settle) the week is good enough. */
function descend(state: PlanState, free: readonly Slot[], stop: () => boolean, enough?: GoodEnough): number {
  let rounds = 0;
  const pairs = free.flatMap((a) =>
    free.filter((b) => b.day === a.day && b.index > a.index).map((b) => [a, b] as const),
  );
  for (;;) {
    rounds += 1;
    state.commit();
    if (singleMoves(state, free)) continue;
    if (stop() || isGoodEnough(state, free, enough)) break;
    let improved = false;
    for (const [a, b] of pairs) if (pairMoves(state, a, b, stop)) improved = true;
    if (improved) continue;
    if (swapMoves(state, free) || favoriteMoves(state, free, stop) || repackMoves(state, free, stop)) continue;
    break;
  }
  return rounds;
}

/**
 * A slot the menu rules left empty while it has candidates (a small catalogue after the preferences)
 * takes its best candidate outside the repeat window that gives up as little as it can: first only
 * the dish rules (a third use, two days alike), then the cuisines, last the sweets. A meal beats none.
 */
function fillLeftovers(state: PlanState, free: readonly Slot[]): { assignment: Assignment; filled: number } {
  let filled = 0;
  const tiers = [
    (slot: number, o: number) => state.sweetAllowed(slot, o) && state.cuisineAllowed(slot, o),
    (slot: number, o: number) => state.sweetAllowed(slot, o),
    () => true,
  ];
  for (const slot of free) {
    if (state.assignment[slot.index]! >= 0) continue;
    let best = -1;
    for (const tier of tiers) {
      let bestDelta = Infinity;
      for (const o of slot.candidates) {
        if (!state.outsideWindow(slot.index, o) || !tier(slot.index, o)) continue;
        const delta = state.delta(slot.index, o);
        if (delta < bestDelta) {
          bestDelta = delta;
          best = o;
        }
      }
      if (best >= 0) break;
    }
    if (best >= 0) {
      state.apply(slot.index, best);
      filled += 1;
    }
  }
  return { assignment: Int32Array.from(state.assignment), filled };
}

export function solveHeuristic(problem: Problem, options: HeuristicOptions = {}): HeuristicResult {
  const clock = options.clock ?? Date.now;
  const started = clock();
  const deadline = started + (options.timeLimitMs ?? HEURISTIC_TIME_LIMIT_MS);
  const stop = () => clock() >= deadline;
  const random = randomGenerator(options.seed ?? 1);
  const stallKicks = options.stallKicks ?? STALL_KICKS;
  const free = problem.slots.filter((s) => !s.fixed && s.candidates.length > 0);

  let state = new PlanState(problem);
  let best = Int32Array.from(state.assignment);
  let bestTotal = Infinity;
  let rounds = 0;
  let early = false;
  STARTS.forEach((start, k) => {
    if (early || (k > 0 && stop())) return;
    const candidate = new PlanState(problem);
    construct(candidate, free, start);
    rounds += descend(candidate, free, stop, options.goodEnough);
    const objective = evaluate(problem, candidate.assignment);
    if (objective.total < bestTotal) {
      bestTotal = objective.total;
      best = Int32Array.from(candidate.assignment);
      state = candidate;
    }
    early = objective.total === bestTotal && isGoodEnough(candidate, free, options.goodEnough);
  });
  if (early) {
    const objective = evaluate(problem, best);
    return { assignment: best, objective, rounds, elapsedMs: clock() - started, relaxedSlots: 0, converged: true };
  }

  // a day the menu rules left a slot empty in is rebuilt within the best pair of cuisines
  const emptyDays = [...new Set(free.filter((s) => state.assignment[s.index]! < 0).map((s) => s.day))];
  if (emptyDays.length) {
    const byCuisine = optionsByCuisine(problem);
    if (emptyDays.filter((day) => rebuildDay(state, free, day, byCuisine)).length) {
      rounds += descend(state, free, stop);
      const total = evaluate(problem, state.assignment).total;
      if (total < bestTotal) {
        bestTotal = total;
        best = Int32Array.from(state.assignment);
      }
    }
  }

  // kicks: re-draw two slots of a random day, descend again, keep the week if it is better
  let stalled = 0;
  while (!stop() && free.length > 1 && stalled < stallKicks && bestTotal > 1e-12) {
    const day = free[Math.floor(random() * free.length)]!.day;
    const ofDay = free.filter((s) => s.day === day);
    for (let k = 0; k < 2; k += 1) {
      const slot = ofDay[Math.floor(random() * ofDay.length)]!;
      const r = slot.candidates[Math.floor(random() * slot.candidates.length)]!;
      if (state.allowed(slot.index, r)) state.apply(slot.index, r);
    }
    rounds += descend(state, free, stop);
    const total = evaluate(problem, state.assignment).total;
    stalled += 1;
    if (total < bestTotal - 1e-12) {
      bestTotal = total;
      best = Int32Array.from(state.assignment);
      stalled = 0;
    } else {
      for (const slot of free) state.apply(slot.index, -1);
      for (const slot of free) state.apply(slot.index, best[slot.index]!);
    }
  }
  const converged = stalled >= stallKicks || bestTotal <= 1e-12 || free.length <= 1;
  const relaxed = fillLeftovers(new PlanState(problem, best), free);
  return {
    assignment: relaxed.assignment,
    objective: evaluate(problem, relaxed.assignment),
    rounds,
    elapsedMs: clock() - started,
    relaxedSlots: relaxed.filled,
    converged,
  };
}
