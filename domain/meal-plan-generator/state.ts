import { BANDS, OBJECTIVE, optionOwnCost, slotCost, weekTermCost } from './objective';
import { DAYS, MEALS_PER_DAY, N, SLOT_COUNT, type Assignment, type Problem } from './problem';
import { REPEAT_WINDOW_DAYS } from './rules';
import { WEEK_RULES } from './week-rules';

/** Per day, the bits of the days a recipe used then would be too close to. */
const WINDOW_MASKS = Array.from({ length: DAYS }, (_, day) => {
  let mask = 0;
  for (let d = Math.max(0, day - REPEAT_WINDOW_DAYS + 1); d <= Math.min(DAYS - 1, day + REPEAT_WINDOW_DAYS - 1); d += 1)
    mask |= 1 << d;
  return mask;
});
const DAY_WEIGHTS = Float64Array.from(OBJECTIVE.day);
/** Uses of a recipe: the days set in its bitmask (one use a day at most). */
const usesOf = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n += 1;
  return n;
};

/** Which terms delta() counts (all of them unless said). */
export type DeltaTerms = 'all' | 'own' | 'building';

/**
 * A plan being improved, with running totals so that the change of the objective for putting one option
 * (a recipe in a portion) in one slot costs a few dozen arithmetic operations (the heuristic scores
 * millions of such moves), and whether the menu rules allow it a few more. delta() and apply() agree
 * with evaluate() in objective.ts; the tests check it.
 */
export class PlanState {
  readonly assignment: Assignment;
  private readonly totals: Float64Array;
  private readonly week = new Float64Array(N);
  /** Per day and cuisine, meals of it (hand-filled ones included), and per day the cuisines present. */
  private readonly cuisineCount: Int32Array;
  private readonly cuisinesOfDay = new Int32Array(DAYS);
  /** Per recipe, a bit per generated day (the rules allow one use a day at most). */
  private readonly days: Uint8Array;
  private readonly cuisineStride: number;
  private readonly slotDay: Int32Array;
  private readonly slotShare: Float64Array;
  /** Per option, its own cost with the favorite term. */
  private readonly own: Float64Array;
  private sweets = 0;

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
    this.own = Float64Array.from({ length: problem.optionRecipe.length }, (_, o) => optionOwnCost(problem, o));
    this.cuisineCount = new Int32Array(DAYS * this.cuisineStride);
    problem.fixedCuisines.forEach((list, d) => list.forEach((c) => this.countCuisine(d, c, 1)));
    this.days = new Uint8Array(problem.recipes.length);
    if (assignment)
      for (const slot of problem.slots)
        if (!slot.fixed && assignment[slot.index]! >= 0) this.apply(slot.index, assignment[slot.index]!);
  }

  private countCuisine(day: number, c: number, change: 1 | -1): void {
    const k = day * this.cuisineStride + c;
    if (change > 0 && this.cuisineCount[k] === 0) this.cuisinesOfDay[day]! += 1;
    this.cuisineCount[k]! += change;
    if (change < 0 && this.cuisineCount[k] === 0) this.cuisinesOfDay[day]! -= 1;
  }

  /** The recipe in a slot, generated or hand-filled (-1: none known). */
  private recipeAt(slot: number): number {
    const o = this.assignment[slot]!;
    return o >= 0 ? this.problem.optionRecipe[o]! : this.problem.fixedRecipe[slot]!;
  }

  /**
   * True when the menu rules let `slot` take `next`: the recipe is not used within the repeat window,
   * nor twice already; the day keeps to two cuisines; no other day holding it would then share more
   * than one dish with this day; sweets stay within the allowance. A change of portion is always allowed.
   */
  allowed(slot: number, next: number): boolean {
    return this.sweetAllowed(slot, next) && this.cuisineAllowed(slot, next) && this.dishAllowed(slot, next);
  }

  /** The sweets allowance holds. */
  sweetAllowed(slot: number, next: number): boolean {
    const current = this.assignment[slot]!;
    const { sweet, fixedSweets, sweetsPerWeek } = this.problem;
    return (
      next < 0 || !sweet[next] || (current >= 0 && sweet[current] === 1) || this.sweets + fixedSweets < sweetsPerWeek
    );
  }

  /** The day keeps to two cuisines (or to those its hand-filled meals brought). */
  cuisineAllowed(slot: number, next: number): boolean {
    const current = this.assignment[slot]!;
    if (next < 0 || next === current) return true;
    const { cuisineOf } = this.problem;
    const day = this.slotDay[slot]!;
    const c = cuisineOf[next]!;
    const base = day * this.cuisineStride;
    if (this.cuisineCount[base + c]! - (current >= 0 && cuisineOf[current] === c ? 1 : 0) > 0) return true;
    const leaving = current >= 0 && this.cuisineCount[base + cuisineOf[current]!] === 1 ? 1 : 0;
    return this.cuisinesOfDay[day]! - leaving < WEEK_RULES.cuisinesPerDay;
  }

  /** The dish is outside its repeat window, not used twice already, and makes no two days alike. */
  dishAllowed(slot: number, next: number): boolean {
    const current = this.assignment[slot]!;
    if (next < 0 || next === current) return true;
    const { optionRecipe, fixedDays } = this.problem;
    const day = this.slotDay[slot]!;
    const r = optionRecipe[next]!;
    if (current >= 0 && optionRecipe[current] === r) return true;
    const mask = this.days[r]! | fixedDays[r]!;
    if ((mask & WINDOW_MASKS[day]!) !== 0 || usesOf(mask) >= WEEK_RULES.usesPerWeek) return false;
    for (let m = mask; m; m &= m - 1) {
      const other = 31 - Math.clz32(m & -m);
      let shared = 0;
      for (let s = day * MEALS_PER_DAY; s < (day + 1) * MEALS_PER_DAY; s += 1) {
        const q = s === slot ? -1 : this.recipeAt(s);
        if (q >= 0 && ((this.days[q]! | fixedDays[q]!) >> other) & 1) shared += 1;
      }
      if (shared >= WEEK_RULES.sharedDishes) return false;
    }
    return true;
  }

  /** The rule that never gives way: the recipe is not used within the repeat window of the slot's day (nor that day). */
  outsideWindow(slot: number, next: number): boolean {
    const current = this.assignment[slot]!;
    if (next < 0 || next === current) return true;
    const r = this.problem.optionRecipe[next]!;
    if (current >= 0 && this.problem.optionRecipe[current] === r) return true;
    return ((this.days[r]! | this.problem.fixedDays[r]!) & WINDOW_MASKS[this.slotDay[slot]!]!) === 0;
  }

  /**
   * The change of the objective if `slot` took `next` (-1: empty). Does not check the rules.
   * `terms`: 'own' leaves the day and week terms out (the greedy start aims at shares instead); 'building'
   * leaves out the week's outer band, which on a week still being filled would only say it is not full yet.
   * Written flat, with the arrays in locals: it is the inner loop of the whole search.
   */
  delta(slot: number, next: number, terms: DeltaTerms = 'all'): number {
    const current = this.assignment[slot]!;
    if (current === next) return 0;
    const { values, dayTargets, weekTargets, optionRecipe } = this.problem;
    const day = this.slotDay[slot]!;
    let change = 0;
    if (terms !== 'own') {
      for (let n = 0; n < N; n += 1) {
        const diff = (next < 0 ? 0 : values[next * N + n]!) - (current < 0 ? 0 : values[current * N + n]!);
        if (diff === 0) continue;
        const total = this.totals[day * N + n]!;
        const target = dayTargets[n]!;
        const band = BANDS.day * target;
        change +=
          (DAY_WEIGHTS[n]! *
            (Math.max(0, Math.abs(total + diff - target) - band) - Math.max(0, Math.abs(total - target) - band))) /
          target;
        const week = this.week[n]!;
        const weekTarget = weekTargets[n]!;
        if (terms === 'all') change += weekTermCost(n, week + diff, weekTarget) - weekTermCost(n, week, weekTarget);
        else {
          const weekBand = BANDS.week * weekTarget;
          change +=
            (OBJECTIVE.week[n]! *
              (Math.max(0, Math.abs(week + diff - weekTarget) - weekBand) -
                Math.max(0, Math.abs(week - weekTarget) - weekBand))) /
            weekTarget;
        }
      }
    }
    const dayCalories = dayTargets[0]!;
    const share = this.slotShare[slot]!;
    change +=
      slotCost(next < 0 ? 0 : values[next * N]!, share, dayCalories) -
      slotCost(current < 0 ? 0 : values[current * N]!, share, dayCalories);
    const removed = current < 0 ? -1 : optionRecipe[current]!;
    const added = next < 0 ? -1 : optionRecipe[next]!;
    if (current >= 0) change -= this.own[current]!;
    else change -= OBJECTIVE.emptySlot;
    if (next >= 0) change += this.own[next]!;
    else change += OBJECTIVE.emptySlot;
    if (removed !== added) {
      if (removed >= 0 && usesOf(this.days[removed]!) >= 2) change -= OBJECTIVE.recipeRepeat;
      if (added >= 0 && this.days[added]! !== 0) change += OBJECTIVE.recipeRepeat;
    }
    return change;
  }

  /** Every change applied, as [slot, previous option], so that a compound move can be taken back. */
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
    const { values, cuisineOf, optionRecipe, sweet } = this.problem;
    const day = this.slotDay[slot]!;
    for (let n = 0; n < N; n += 1) {
      const diff = (next < 0 ? 0 : values[next * N + n]!) - (current < 0 ? 0 : values[current * N + n]!);
      this.totals[day * N + n]! += diff;
      this.week[n]! += diff;
    }
    if (current >= 0) {
      this.countCuisine(day, cuisineOf[current]!, -1);
      this.days[optionRecipe[current]!]! &= ~(1 << day);
      this.sweets -= sweet[current]!;
    }
    if (next >= 0) {
      this.countCuisine(day, cuisineOf[next]!, 1);
      this.days[optionRecipe[next]!]! |= 1 << day;
      this.sweets += sweet[next]!;
    }
    this.assignment[slot] = next;
  }

  /** What a day's totals cost now (its day terms). */
  dayCost(day: number): number {
    const { dayTargets } = this.problem;
    let cost = 0;
    for (let n = 0; n < N; n += 1) {
      const target = dayTargets[n]!;
      cost +=
        (DAY_WEIGHTS[n]! * Math.max(0, Math.abs(this.totals[day * N + n]! - target) - BANDS.day * target)) / target;
    }
    return cost;
  }

  /** What the week's totals cost now. */
  weekCost(): number {
    const { weekTargets } = this.problem;
    let cost = 0;
    for (let n = 0; n < N; n += 1) cost += weekTermCost(n, this.week[n]!, weekTargets[n]!);
    return cost;
  }

  /**
   * The most a slot's own terms (its share, repeat, emptiness, portion and, unless left out, its not
   * being a favorite) can fall by a change.
   */
  ownCost(slot: number, withFavorite = true): number {
    const { values, dayTargets, optionCost, optionRecipe } = this.problem;
    const o = this.assignment[slot]!;
    if (o < 0) return OBJECTIVE.emptySlot + slotCost(0, this.slotShare[slot]!, dayTargets[0]!);
    let cost =
      slotCost(values[o * N]!, this.slotShare[slot]!, dayTargets[0]!) + (withFavorite ? this.own[o]! : optionCost[o]!);
    if (usesOf(this.days[optionRecipe[o]!]!) >= 2) cost += OBJECTIVE.recipeRepeat;
    return cost;
  }

  /**
   * A floor under delta(slot, o) that reads only o's calories: the day's and the week's calorie terms and the
   * slot's share are exact, every other term is taken at its best (the other nutrients' costs and the slot's
   * own cost all gone, the new option's own cost nothing). It is convex in the calories, so a scan of the
   * candidates (sorted by calories) may stop on each side where it rises past the best change found.
   */
  calorieFloor(slot: number): (calories: number) => number {
    const { values, dayTargets, weekTargets } = this.problem;
    const current = this.assignment[slot]!;
    const day = this.slotDay[slot]!;
    const share = this.slotShare[slot]!;
    const dayCalories = dayTargets[0]!;
    const band = BANDS.day * dayCalories;
    const now = current < 0 ? 0 : values[current * N]!;
    // the day and week calories without the slot's option
    const dayRest = this.totals[day * N]! - now;
    const weekRest = this.week[0]! - now;
    const dayTerm = (total: number) =>
      (DAY_WEIGHTS[0]! * Math.max(0, Math.abs(total - dayCalories) - band)) / dayCalories;
    let gone =
      dayTerm(dayRest + now) + weekTermCost(0, weekRest + now, weekTargets[0]!) + slotCost(now, share, dayCalories);
    for (let n = 1; n < N; n += 1) {
      const target = dayTargets[n]!;
      gone +=
        (DAY_WEIGHTS[n]! * Math.max(0, Math.abs(this.totals[day * N + n]! - target) - BANDS.day * target)) / target +
        weekTermCost(n, this.week[n]!, weekTargets[n]!);
    }
    gone += current < 0 ? OBJECTIVE.emptySlot : this.own[current]!;
    if (current >= 0 && usesOf(this.days[this.problem.optionRecipe[current]!]!) >= 2) gone += OBJECTIVE.recipeRepeat;
    return (calories) =>
      dayTerm(dayRest + calories) +
      weekTermCost(0, weekRest + calories, weekTargets[0]!) +
      slotCost(calories, share, dayCalories) -
      gone;
  }

  /** True when every weekly figure is within `weekShare` of its target and every day's calories within `dayShare`. */
  within(weekShare: number, dayShare: number): boolean {
    const { dayTargets, weekTargets } = this.problem;
    for (let n = 0; n < N; n += 1)
      if (Math.abs(this.week[n]! - weekTargets[n]!) > weekShare * weekTargets[n]!) return false;
    for (let d = 0; d < DAYS; d += 1)
      if (Math.abs(this.totals[d * N]! - dayTargets[0]!) > dayShare * dayTargets[0]!) return false;
    return true;
  }

  /** Calories of a day so far (hand-filled meals included). */
  dayCalories(day: number): number {
    return this.totals[day * N]!;
  }
}
