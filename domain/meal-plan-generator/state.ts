import { BANDS, OBJECTIVE, slotCost } from './objective';
import { DAYS, N, SLOT_COUNT, type Assignment, type Problem } from './problem';
import { REPEAT_WINDOW_DAYS } from './rules';

/** Per day, the bits of the days a recipe used then would be too close to. */
const WINDOW_MASKS = Array.from({ length: DAYS }, (_, day) => {
  let mask = 0;
  for (let d = Math.max(0, day - REPEAT_WINDOW_DAYS + 1); d <= Math.min(DAYS - 1, day + REPEAT_WINDOW_DAYS - 1); d += 1) mask |= 1 << d;
  return mask;
});
const DAY_WEIGHTS = Float64Array.from(OBJECTIVE.day);
/** Uses of a recipe: the days set in its bitmask (one use a day at most). */
const usesOf = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n += 1;
  return n;
};
const WEEK_WEIGHTS = Float64Array.from(OBJECTIVE.week);

/**
 * A plan being improved, with running totals so that the change of the objective for putting one recipe
 * in one slot costs a few dozen arithmetic operations (the heuristic scores millions of such moves).
 * delta() and apply() agree with evaluate() in objective.ts; the tests check it.
 */
export class PlanState {
  readonly assignment: Assignment;
  private readonly totals: Float64Array;
  private readonly week = new Float64Array(N);
  private readonly cuisineCount: Int32Array;
  /** Per recipe, a bit per day it is generated on (the rules allow at most one use a day). */
  private readonly days: Uint8Array;
  private readonly cuisineStride: number;
  private readonly slotDay: Int32Array;
  private readonly slotShare: Float64Array;

  constructor(
    readonly problem: Problem,
    assignment?: Assignment,
  ) {
    this.assignment = new Int32Array(SLOT_COUNT).fill(-1);
    this.totals = Float64Array.from(problem.fixedValues);
    for (let d = 0; d < DAYS; d += 1) for (let n = 0; n < N; n += 1) this.week[n]! += this.totals[d * N + n]!;
    this.cuisineStride = problem.cuisines.length;
    this.slotDay = Int32Array.from(problem.slots, (s) => s.day);
    this.slotShare = Float64Array.from(problem.slots, (s) => s.share);
    this.cuisineCount = new Int32Array(DAYS * this.cuisineStride);
    problem.fixedCuisines.forEach((list, d) => list.forEach((c) => (this.cuisineCount[d * this.cuisineStride + c]! += 1)));
    this.days = new Uint8Array(problem.recipes.length);
    if (assignment) for (const slot of problem.slots) if (!slot.fixed && assignment[slot.index]! >= 0) this.apply(slot.index, assignment[slot.index]!);
  }

  /** True when the recipe is not used on any day within the repeat window of `day`. */
  allowed(recipe: number, day: number): boolean {
    return recipe < 0 || (this.days[recipe]! & WINDOW_MASKS[day]!) === 0;
  }

  /**
   * The change of the objective if `slot` took `next` (-1: empty). Does not check the repeat rule.
   * Without `totals`, the day and week terms are left out (the greedy start aims at shares instead).
   * Written flat, with the arrays in locals: it is the inner loop of the whole search.
   */
  delta(slot: number, next: number, totals = true): number {
    const current = this.assignment[slot]!;
    if (current === next) return 0;
    const { values, dayTargets, weekTargets, cuisineOf, favorite, hasFavorites } = this.problem;
    const day = this.slotDay[slot]!;
    let change = 0;
    if (totals) {
      for (let n = 0; n < N; n += 1) {
        const diff = (next < 0 ? 0 : values[next * N + n]!) - (current < 0 ? 0 : values[current * N + n]!);
        if (diff === 0) continue;
        const total = this.totals[day * N + n]!;
        const target = dayTargets[n]!;
        const band = BANDS.day * target;
        change += (DAY_WEIGHTS[n]! * (Math.max(0, Math.abs(total + diff - target) - band) - Math.max(0, Math.abs(total - target) - band))) / target;
        const week = this.week[n]!;
        const weekTarget = weekTargets[n]!;
        const weekBand = BANDS.week * weekTarget;
        change += (WEEK_WEIGHTS[n]! * (Math.max(0, Math.abs(week + diff - weekTarget) - weekBand) - Math.max(0, Math.abs(week - weekTarget) - weekBand))) / weekTarget;
      }
    }
    const dayCalories = dayTargets[0]!;
    const share = this.slotShare[slot]!;
    change += slotCost(next < 0 ? 0 : values[next * N]!, share, dayCalories) - slotCost(current < 0 ? 0 : values[current * N]!, share, dayCalories);
    const base = day * this.cuisineStride;
    let removed = -1;
    if (current >= 0) {
      removed = cuisineOf[current]!;
      if (this.cuisineCount[base + removed]! >= 2) change -= OBJECTIVE.cuisineRepeat;
      if (usesOf(this.days[current]!) >= 2) change -= OBJECTIVE.recipeRepeat;
      if (hasFavorites && !favorite[current]) change -= OBJECTIVE.notFavorite;
    } else change -= OBJECTIVE.emptySlot;
    if (next >= 0) {
      const added = cuisineOf[next]!;
      if (this.cuisineCount[base + added]! - (added === removed ? 1 : 0) >= 1) change += OBJECTIVE.cuisineRepeat;
      if (this.days[next]! !== 0) change += OBJECTIVE.recipeRepeat;
      if (hasFavorites && !favorite[next]) change += OBJECTIVE.notFavorite;
    } else change += OBJECTIVE.emptySlot;
    return change;
  }

  /** Every change applied, as [slot, previous recipe], so that a compound move can be taken back. */
  private readonly journal: number[] = [];

  /** A point to roll back to. */
  mark(): number {
    return this.journal.length;
  }

  /** Takes back every change since `mark`. */
  rollback(mark: number): void {
    while (this.journal.length > mark) {
      const previous = this.journal.pop()!;
      const slot = this.journal.pop()!;
      this.apply(slot, previous);
      this.journal.length -= 2; // the take-back itself is not journalled
    }
  }

  /** Forgets the journal (after a move is kept). */
  commit(): void {
    this.journal.length = 0;
  }

  apply(slot: number, next: number): void {
    const current = this.assignment[slot]!;
    if (current === next) return;
    this.journal.push(slot, current);
    const { values, cuisineOf } = this.problem;
    const day = this.slotDay[slot]!;
    const base = day * this.cuisineStride;
    for (let n = 0; n < N; n += 1) {
      const diff = (next < 0 ? 0 : values[next * N + n]!) - (current < 0 ? 0 : values[current * N + n]!);
      this.totals[day * N + n]! += diff;
      this.week[n]! += diff;
    }
    if (current >= 0) {
      this.cuisineCount[base + cuisineOf[current]!]! -= 1;
      this.days[current]! &= ~(1 << day);
    }
    if (next >= 0) {
      this.cuisineCount[base + cuisineOf[next]!]! += 1;
      this.days[next]! |= 1 << day;
    }
    this.assignment[slot] = next;
  }

  /** What a day's totals cost now (its day terms). */
  dayCost(day: number): number {
    const { dayTargets } = this.problem;
    let cost = 0;
    for (let n = 0; n < N; n += 1) {
      const target = dayTargets[n]!;
      cost += (DAY_WEIGHTS[n]! * Math.max(0, Math.abs(this.totals[day * N + n]! - target) - BANDS.day * target)) / target;
    }
    return cost;
  }

  /** What the week's totals cost now. */
  weekCost(): number {
    const { weekTargets } = this.problem;
    let cost = 0;
    for (let n = 0; n < N; n += 1) {
      const target = weekTargets[n]!;
      cost += (WEEK_WEIGHTS[n]! * Math.max(0, Math.abs(this.week[n]! - target) - BANDS.week * target)) / target;
    }
    return cost;
  }

  /**
   * The most a slot's own terms (its share, cuisine repeat, emptiness and, unless left out, its not
   * being a favorite) can fall by a change.
   */
  ownCost(slot: number, withFavorite = true): number {
    const { values, dayTargets, cuisineOf, favorite, hasFavorites } = this.problem;
    const r = this.assignment[slot]!;
    if (r < 0) return OBJECTIVE.emptySlot + slotCost(0, this.slotShare[slot]!, dayTargets[0]!);
    let cost = slotCost(values[r * N]!, this.slotShare[slot]!, dayTargets[0]!);
    if (withFavorite && hasFavorites && !favorite[r]) cost += OBJECTIVE.notFavorite;
    if (usesOf(this.days[r]!) >= 2) cost += OBJECTIVE.recipeRepeat;
    if (this.cuisineCount[this.slotDay[slot]! * this.cuisineStride + cuisineOf[r]!]! >= 2) cost += OBJECTIVE.cuisineRepeat;
    return cost;
  }

  /** Calories of a day so far (hand-filled meals included). */
  dayCalories(day: number): number {
    return this.totals[day * N]!;
  }
}
