import type { GridMealType } from '../meal-types';
import type { WeeklyTargets } from '../nutrition-targets';
import { bandCost, OBJECTIVE } from './objective';
import { DAYS, N, SERVING_STEPS, SWEET_SERVING_STEPS } from './problem';

/**
 * Each member's own portions of the week the table shares (family planning, decision 032). The dishes are
 * chosen for the whole table; here each member's servings of every meal they eat (0.5 to 2 in half steps, a
 * sweet 0.5 or 1, as for one person) are chosen so their week meets their own weekly targets, and their days
 * stay near a seventh of them. A small local search: one meal's portion at a time, then one meal up and
 * another down, until nothing improves. Forty meals and four steps: well under a millisecond a member.
 */

export interface TableMember {
  id: number;
  targets: WeeklyTargets;
  mealTypes: readonly GridMealType[];
}

/** A meal of the week: its day, row and nutrition per serving. */
export interface TableMeal {
  day: number;
  mealType: GridMealType;
  /** calories, protein, fat, carbs per serving */
  perServing: readonly [number, number, number, number];
  sweet: boolean;
}

export interface MemberPortions {
  memberId: number;
  /** Per meal (in the order given), the member's servings; 0 for a meal they do not eat. */
  servings: number[];
  /** Per meal, the member's variant (a recipe id) where the table's dish does not fit them (member-variants.ts). */
  variants?: (number | null)[];
}

/** A member's day calories may stray this far from a seventh of their week before it costs. */
const DAY_BAND = 0.1;
/** The day term weighs less than the week: a member's week is the promise, their days a courtesy. */
const DAY_WEIGHT = 0.25;
/** A half step away from one serving, to break ties towards plain portions. */
const STEP_COST = OBJECTIVE.portionStep / 5;

const targetsOf = (t: WeeklyTargets) => [t.calories, t.protein, t.fat, t.carbs];

/** The cost of a member's week: weekly misses beyond 1 % (weights as the objective's), days beyond 10 %. */
function memberCost(week: Float64Array, days: Float64Array, targets: number[], steps: number): number {
  let cost = 0;
  for (let n = 0; n < N; n += 1) cost += OBJECTIVE.week[n]! * bandCost(week[n]!, targets[n]!, 0.01);
  for (let d = 0; d < DAYS; d += 1) cost += DAY_WEIGHT * bandCost(days[d]!, targets[0]! / DAYS, DAY_BAND);
  return cost + STEP_COST * steps;
}

export function fitMemberPortions(
  meals: readonly TableMeal[],
  member: TableMember,
  /** What the member eats besides (meals filled by hand), per day x N. */
  fixed: Float64Array = new Float64Array(DAYS * N),
): MemberPortions {
  const targets = targetsOf(member.targets);
  const eaten = meals.flatMap((m, i) => (member.mealTypes.includes(m.mealType) ? [i] : []));
  const servings = meals.map(() => 0);
  const stepsOf = (i: number) => (meals[i]!.sweet ? SWEET_SERVING_STEPS : SERVING_STEPS) as readonly number[];
  // start from the portion that would meet the calories if every meal were scaled alike
  const fixedCalories = Array.from({ length: DAYS }, (_, d) => fixed[d * N]!).reduce((a, b) => a + b, 0);
  const plainCalories = eaten.reduce((sum, i) => sum + meals[i]!.perServing[0], 0);
  const scale = plainCalories > 0 ? Math.max(0, targets[0]! - fixedCalories) / plainCalories : 1;
  for (const i of eaten) {
    const steps = stepsOf(i);
    servings[i] = steps.reduce((best, s) => (Math.abs(s - scale) < Math.abs(best - scale) ? s : best), steps[0]!);
  }

  const week = new Float64Array(N);
  const days = new Float64Array(DAYS);
  for (let d = 0; d < DAYS; d += 1) {
    for (let n = 0; n < N; n += 1) week[n]! += fixed[d * N + n]!;
    days[d]! += fixed[d * N]!;
  }
  const add = (i: number, portion: number) => {
    const m = meals[i]!;
    for (let n = 0; n < N; n += 1) week[n]! += m.perServing[n]! * portion;
    days[m.day]! += m.perServing[0] * portion;
  };
  let stepCount = 0;
  const stepsAway = (s: number) => Math.round(Math.abs(s - 1) * 2);
  for (const i of eaten) {
    add(i, servings[i]!);
    stepCount += stepsAway(servings[i]!);
  }
  let cost = memberCost(week, days, targets, stepCount);

  /** Tries moving meal i to portion s; keeps it when the week costs less. */
  const tryMove = (i: number, s: number): boolean => {
    const old = servings[i]!;
    if (s === old) return false;
    add(i, s - old);
    const next = memberCost(week, days, targets, stepCount - stepsAway(old) + stepsAway(s));
    if (next < cost - 1e-12) {
      cost = next;
      stepCount += stepsAway(s) - stepsAway(old);
      servings[i] = s;
      return true;
    }
    add(i, old - s);
    return false;
  };
  const neighbour = (i: number, direction: 1 | -1) => {
    const steps = stepsOf(i);
    return steps[steps.indexOf(servings[i]!) + direction];
  };

  for (let round = 0; round < 100; round += 1) {
    let improved = false;
    for (const i of eaten) for (const s of stepsOf(i)) if (tryMove(i, s)) improved = true;
    if (improved) continue;
    // one meal a step up and another a step down: shifts the week's macros at nearly the same calories
    for (const i of eaten) {
      const up = neighbour(i, 1);
      if (up === undefined) continue;
      const old = servings[i]!;
      add(i, up - old);
      const baseSteps = stepCount - stepsAway(old) + stepsAway(up);
      for (const j of eaten) {
        if (j === i) continue;
        const down = neighbour(j, -1);
        if (down === undefined) continue;
        const jOld = servings[j]!;
        add(j, down - jOld);
        const next = memberCost(week, days, targets, baseSteps - stepsAway(jOld) + stepsAway(down));
        if (next < cost - 1e-12) {
          cost = next;
          stepCount = baseSteps - stepsAway(jOld) + stepsAway(down);
          servings[i] = up;
          servings[j] = down;
          improved = true;
          break;
        }
        add(j, jOld - down);
      }
      if (servings[i] !== up) add(i, old - up);
    }
    if (!improved) break;
  }
  return { memberId: member.id, servings };
}

/** Each member's weekly totals (calories, protein, fat, carbs) from their portions and what they eat besides. */
export function memberWeek(meals: readonly TableMeal[], portions: MemberPortions, fixed?: Float64Array): number[] {
  const week = [0, 0, 0, 0];
  if (fixed) for (let d = 0; d < DAYS; d += 1) for (let n = 0; n < N; n += 1) week[n]! += fixed[d * N + n]!;
  meals.forEach((m, i) => {
    for (let n = 0; n < N; n += 1) week[n]! += m.perServing[n]! * portions.servings[i]!;
  });
  return week;
}
