import { bandCost, OBJECTIVE } from './objective';
import { fitMemberPortions, type TableMeal, type TableMember } from './member-portions';
import { DAYS, N, SERVING_STEPS, SLOT_COUNT, SWEET_SERVING_STEPS, type Assignment, type Problem } from './problem';
import { PlanState } from './state';

/**
 * The household's dishes, chosen again for the members themselves (decision 032). The first week is chosen
 * for the table's average person; its dishes may suit that average and nobody at the table (one member wants
 * much more protein, another less fat). Here each generated slot tries every dish it may take under the menu
 * rules, each member eating it in the portion best for their own week, and keeps the dish that leaves the
 * members' weeks nearest their targets; then each member's portions are fitted again. Given the other slots,
 * a member's best portion of a slot does not depend on the other members', so a dish is scored in
 * members x 4 portions evaluations.
 */

const DAY_BAND = 0.1;
const DAY_WEIGHT = 0.25;

interface MemberState {
  member: TableMember;
  targets: number[];
  week: Float64Array;
  days: Float64Array;
  /** Per slot, the servings this member eats (0: not eaten). */
  portions: Float64Array;
}

function cost(s: MemberState): number {
  let c = 0;
  for (let n = 0; n < N; n += 1) c += OBJECTIVE.week[n]! * bandCost(s.week[n]!, s.targets[n]!, 0.01);
  for (let d = 0; d < DAYS; d += 1) c += DAY_WEIGHT * bandCost(s.days[d]!, s.targets[0]! / DAYS, DAY_BAND);
  return c;
}

export interface FamilySearchResult {
  assignment: Assignment;
  /** Per member (in the order given), the servings per slot (0: not eaten). */
  portions: Float64Array[];
  rounds: number;
  /** Dishes scored: the search's work, the same on a busy machine as on a quiet one. */
  evaluations: number;
}

export function searchForMembers(
  problem: Problem,
  start: Assignment,
  members: readonly TableMember[],
  /** Per member, what they eat besides (hand-filled meals), DAYS x N. */
  fixed: readonly Float64Array[],
  {
    timeLimitMs = 150,
    maxEvaluations = Infinity,
    clock = Date.now,
  }: { timeLimitMs?: number; maxEvaluations?: number; clock?: () => number } = {},
): FamilySearchResult {
  const deadline = clock() + timeLimitMs;
  let evaluations = 0;
  const stopped = () => evaluations >= maxEvaluations || clock() >= deadline;
  // per serving values of every option (an option's values are for its own servings)
  const unit = Float64Array.from(problem.values, (v, i) => v / problem.optionServings[Math.floor(i / N)]!);
  const perServing = (_: Problem, o: number, n: number) => unit[o * N + n]!;
  const state = new PlanState(problem, start);
  const free = problem.slots.filter((s) => !s.fixed && s.candidates.length > 0);
  const states: MemberState[] = members.map((member, k) => {
    const week = new Float64Array(N);
    const days = new Float64Array(DAYS);
    for (let d = 0; d < DAYS; d += 1) {
      for (let n = 0; n < N; n += 1) week[n]! += fixed[k]![d * N + n]!;
      days[d]! += fixed[k]![d * N]!;
    }
    return {
      member,
      targets: [member.targets.calories, member.targets.protein, member.targets.fat, member.targets.carbs],
      week,
      days,
      portions: new Float64Array(SLOT_COUNT),
    };
  });
  const add = (s: MemberState, slot: number, o: number, servings: number) => {
    if (o < 0 || servings === 0) return;
    for (let n = 0; n < N; n += 1) s.week[n]! += perServing(problem, o, n) * servings;
    s.days[problem.slots[slot]!.day]! += perServing(problem, o, 0) * servings;
  };

  /** Each member's portions fitted afresh to the week as it stands. */
  const refit = () => {
    const slots = free.filter((s) => state.assignment[s.index]! >= 0);
    const meals: TableMeal[] = slots.map((s) => {
      const o = state.assignment[s.index]!;
      return {
        day: s.day,
        mealType: s.mealType,
        perServing: [0, 1, 2, 3].map((n) => perServing(problem, o, n)) as unknown as TableMeal['perServing'],
        sweet: problem.sweet[o] === 1,
      };
    });
    states.forEach((s, k) => {
      for (const slot of slots) add(s, slot.index, state.assignment[slot.index]!, -s.portions[slot.index]!);
      s.portions.fill(0);
      const fitted = fitMemberPortions(meals, s.member, fixed[k]);
      slots.forEach((slot, i) => {
        s.portions[slot.index] = fitted.servings[i]!;
        add(s, slot.index, state.assignment[slot.index]!, fitted.servings[i]!);
      });
    });
  };
  refit();

  const eaters = free.map((slot) => states.filter((s) => s.member.mealTypes.includes(slot.mealType)));
  let rounds = 0;
  for (; rounds < 20 && !stopped(); rounds += 1) {
    let improved = false;
    free.forEach((slot, f) => {
      if (stopped()) return;
      const current = state.assignment[slot.index]!;
      const at = eaters[f]!;
      // take the slot's dish out of every eater's week
      for (const s of at) add(s, slot.index, current, -s.portions[slot.index]!);
      const othersCost = states.filter((s) => !at.includes(s)).reduce((sum, s) => sum + cost(s), 0);
      // a dish changes the eaters' weeks and this one day: the other days' costs are counted once
      const otherDays = at.map((s) => {
        let c = 0;
        for (let d = 0; d < DAYS; d += 1)
          if (d !== slot.day) c += DAY_WEIGHT * bandCost(s.days[d]!, s.targets[0]! / DAYS, DAY_BAND);
        return c;
      });
      const score = (o: number, best: number[]) => {
        evaluations += 1;
        let total = othersCost;
        const steps = problem.sweet[o] ? SWEET_SERVING_STEPS : SERVING_STEPS;
        const base = o * N;
        at.forEach((s, k) => {
          let bestCost = Infinity;
          for (const step of steps) {
            let c = otherDays[k]!;
            for (let n = 0; n < N; n += 1)
              c += OBJECTIVE.week[n]! * bandCost(s.week[n]! + unit[base + n]! * step, s.targets[n]!, 0.01);
            c += DAY_WEIGHT * bandCost(s.days[slot.day]! + unit[base]! * step, s.targets[0]! / DAYS, DAY_BAND);
            if (c < bestCost) {
              bestCost = c;
              best[k] = step;
            }
          }
          total += bestCost;
        });
        return total;
      };
      const keepSteps: number[] = at.map((s) => s.portions[slot.index]!);
      let bestOption = current;
      let bestSteps = keepSteps;
      let bestTotal = current >= 0 ? score(current, (bestSteps = [...keepSteps])) : Infinity;
      const seen = new Set<number>();
      for (const o of slot.candidates) {
        const r = problem.optionRecipe[o]!;
        if (seen.has(r) || (current >= 0 && problem.optionRecipe[current] === r)) continue;
        seen.add(r);
        if (!state.allowed(slot.index, o)) continue;
        const steps: number[] = [];
        const total = score(o, steps);
        if (total < bestTotal - 1e-9) {
          bestTotal = total;
          bestOption = o;
          bestSteps = steps;
        }
      }
      if (bestOption !== current) {
        state.apply(slot.index, bestOption);
        improved = true;
      }
      at.forEach((s, k) => {
        s.portions[slot.index] = bestSteps[k]!;
        add(s, slot.index, bestOption, bestSteps[k]!);
      });
    });
    refit();
    if (!improved) break;
  }
  return {
    assignment: Int32Array.from(state.assignment),
    portions: states.map((s) => s.portions),
    rounds,
    evaluations,
  };
}
