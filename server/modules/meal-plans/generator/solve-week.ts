import type { Highs } from 'highs';
import { planDeviations, type PlanDeviations } from '../../../../domain/meal-plan-generator/deviations';
import {
  leaveUneatenRowsEmpty,
  leftoversServed,
  withFamilySearch,
  withMemberPortions,
} from '../../../../domain/meal-plan-generator/family-week';
import { GOOD_ENOUGH, solveHeuristic, type GoodEnough } from '../../../../domain/meal-plan-generator/heuristic';
import type { MemberPortions } from '../../../../domain/meal-plan-generator/member-portions';
import { pinLeftovers } from '../../../../domain/meal-plan-generator/leftovers';
import { evaluate, type ObjectiveBreakdown } from '../../../../domain/meal-plan-generator/objective';
import {
  buildProblem,
  generatedEntries,
  type Assignment,
  type GeneratedEntry,
  type GeneratorInput,
  type Problem,
} from '../../../../domain/meal-plan-generator/problem';
import { PlanState } from '../../../../domain/meal-plan-generator/state';
import { solveMilp } from './highs-milp';
import { buildMilp } from './milp-model';
import { buildShortlists, SHORTLIST_SIZE } from './shortlist';

/**
 * One generation, start to end of the maths: the problem, the heuristic's week, then HiGHS on the MILP
 * started from that week for whatever time is left, and the better of the two weeks by the one
 * objective. Runs in a generator worker; with no HiGHS (the worker pool down) it is the heuristic alone.
 */

export interface SolveSettings {
  /** The heuristic's time limit. */
  heuristicMs: number;
  /** The heuristic stops after this many kicks in a row without a better week (its search has settled). */
  stallKicks?: number;
  /**
   * The first settled week this near its targets is the answer at once (no wider moves, no other start, no kicks,
   * no HiGHS); unset, the heuristic searches to its time limit or until it stalls.
   */
  goodEnough?: GoodEnough;
  /** Time kept for HiGHS before the deadline: the heuristic stops early when less is left (HiGHS runs to the deadline). */
  milpMs: number;
  /** HiGHS stops when its week is proven within this share of the optimum. */
  relativeGap: number;
  shortlistSize: number;
  /** 'likely': HiGHS runs only when the heuristic's week leaves something it can win (improvementLikely); 'always' for the benchmark. */
  milpWhen: 'likely' | 'always';
}

export const DEFAULT_SOLVE_SETTINGS: SolveSettings = {
  heuristicMs: 150,
  milpMs: 250,
  relativeGap: 0.005,
  shortlistSize: SHORTLIST_SIZE,
  milpWhen: 'likely',
  goodEnough: GOOD_ENOUGH,
};

/** HiGHS is not started with less time than this: it would spend it all on presolve. */
const MIN_MILP_MS = 60;

export type SolveProgress =
  /** `outcome`: the heuristic's week, to answer with should HiGHS overrun the deadline. */
  | { stage: 'heuristic'; objective: number; ms: number; outcome: SolveOutcome }
  | { stage: 'improving'; objective: number; gap: number | null; ms: number };

export interface MilpSummary {
  status: string;
  objective: number | null;
  bound: number | null;
  gap: number | null;
  seconds: number;
}

export interface SolveOutcome {
  entries: GeneratedEntry[];
  deviations: PlanDeviations;
  objective: ObjectiveBreakdown;
  method: 'heuristic' | 'milp';
  heuristicObjective: number;
  /** The HiGHS run, or why there was none. */
  milp: MilpSummary | { skipped: string };
  candidates: number;
  emptySlots: number;
  /** Meals placed past a menu rule because the candidates left nothing else (ruleBreaks). */
  relaxedSlots: number;
  /** Family planning: each member's servings of `entries` (in their order). */
  memberPortions?: MemberPortions[];
}

/**
 * Whether HiGHS is worth its time on the heuristic's week: only when the heuristic was stopped by its
 * time limit before its search settled, and its week misses the nutrition targets beyond their bands.
 * A settled search is a local optimum over every candidate in every portion, and HiGHS sees a shortlist
 * of them: measured, it never beat a settled week (docs/decisions/019-weeks-a-cook-would-serve.md).
 */
export function improvementLikely(heuristic: { objective: ObjectiveBreakdown; converged: boolean }): boolean {
  return !heuristic.converged && heuristic.objective.day + heuristic.objective.week > NUTRITION_MISS_WORTH_SOLVING;
}

/** Day and week terms of the objective above which HiGHS is run (a week 5 % past its calorie band costs 0.1). */
export const NUTRITION_MISS_WORTH_SOLVING = 0.1;

/** Placements that break a menu rule (week-rules.ts), counted by placing the week one slot at a time. */
export function ruleBreaks(problem: Problem, assignment: Assignment): number {
  const state = new PlanState(problem);
  let breaks = 0;
  for (const slot of problem.slots) {
    const o = assignment[slot.index]!;
    if (slot.fixed || o < 0) continue;
    if (!state.allowed(slot.index, o)) breaks += 1;
    state.apply(slot.index, o);
  }
  return breaks;
}

export function solveWeek(
  asked: GeneratorInput,
  settings: SolveSettings,
  highs: Highs | null,
  deadline: number,
  onProgress: (progress: SolveProgress) => void = () => undefined,
): SolveOutcome {
  const started = Date.now();
  const heuristicMs = Math.max(20, Math.min(settings.heuristicMs, deadline - Date.now() - settings.milpMs));
  // cook once, eat twice: a first week gives the dinners, pinned with their leftover lunches for the search below
  const leftovers = leftoversServed(asked) ? pinLeftovers(asked, heuristicMs / 2, settings.goodEnough) : null;
  const input = leftovers?.input ?? asked;
  const problem = buildProblem(input);
  if (asked.household) leaveUneatenRowsEmpty(problem, asked.household);
  const heuristic = withFamilySearch(
    asked,
    input,
    problem,
    solveHeuristic(problem, {
      timeLimitMs: heuristicMs,
      stallKicks: settings.stallKicks,
      goodEnough: settings.goodEnough,
    }),
  );
  const outcomeOf = (
    assignment: Assignment,
    objective: ObjectiveBreakdown,
    method: SolveOutcome['method'],
    milp: SolveOutcome['milp'],
  ): SolveOutcome => ({
    entries: [...generatedEntries(problem, assignment), ...(leftovers?.entries ?? [])],
    deviations: planDeviations(problem, assignment),
    objective,
    method,
    heuristicObjective: heuristic.objective.total,
    milp,
    candidates: problem.recipes.length,
    emptySlots: problem.slots.filter((s) => !s.fixed && assignment[s.index]! < 0).length,
    relaxedSlots: ruleBreaks(problem, assignment),
    ...withMemberPortions(asked, input, problem, [
      ...generatedEntries(problem, assignment),
      ...(leftovers?.entries ?? []),
    ]),
  });
  onProgress({
    stage: 'heuristic',
    objective: heuristic.objective.total,
    ms: Date.now() - started,
    outcome: outcomeOf(heuristic.assignment, heuristic.objective, 'heuristic', { skipped: 'time limit' }),
  });

  let best = heuristic.assignment;
  let bestObjective = heuristic.objective;
  let method: SolveOutcome['method'] = 'heuristic';
  let milp: SolveOutcome['milp'] = { skipped: highs ? 'no time left' : 'solver unavailable' };
  const left = deadline - Date.now();
  const hasFreeSlots = problem.slots.some((s) => !s.fixed && s.candidates.length > 0);
  // every term is non-negative: a week that costs nothing cannot be improved
  if (heuristic.objective.total <= 1e-12) milp = { skipped: 'already optimal' };
  else if (highs && settings.milpWhen === 'likely' && !improvementLikely(heuristic))
    milp = { skipped: 'improvement unlikely' };
  else if (highs && left >= MIN_MILP_MS && hasFreeSlots) {
    try {
      const built = buildMilp(problem, buildShortlists(problem, heuristic.assignment, settings.shortlistSize));
      const limits = { timeLimitSeconds: (deadline - Date.now()) / 1000, relativeGap: settings.relativeGap };
      const result = solveMilp(highs, built.model, built.columnsOf(heuristic.assignment), limits, (e) =>
        onProgress({ stage: 'improving', objective: e.objective, gap: e.gap, ms: Date.now() - started }),
      );
      milp = {
        status: result.status,
        objective: result.objective,
        bound: result.bound,
        gap: result.gap,
        seconds: result.seconds,
      };
      if (result.columns) {
        const assignment = built.assignmentOf(result.columns);
        const objective = evaluate(problem, assignment);
        if (
          objective.total < bestObjective.total - 1e-9 &&
          ruleBreaks(problem, assignment) <= ruleBreaks(problem, heuristic.assignment)
        ) {
          best = assignment;
          bestObjective = objective;
          method = 'milp';
        }
      }
    } catch (error) {
      // the heuristic's week stands: a solver failure is never the person's problem
      milp = { skipped: `solver failed: ${error instanceof Error ? error.message : String(error)}` };
    }
  } else if (!hasFreeSlots) milp = { skipped: 'nothing to choose' };

  return outcomeOf(best, bestObjective, method, milp);
}
