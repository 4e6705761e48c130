import loadHighs from 'highs';
import { describe, expect, it } from 'vitest';
import { solveHeuristic } from '../../../../domain/meal-plan-generator/heuristic';
import { evaluate } from '../../../../domain/meal-plan-generator/objective';
import { buildProblem, type GeneratorInput } from '../../../../domain/meal-plan-generator/problem';
import { findRepeats } from '../../../../domain/meal-plan-generator/rules';
import { buildTestCatalogue } from '../../../../domain/meal-plan-generator/test-catalogue';
import { DEFAULT_WEEKLY_TARGETS } from '../../../../domain/nutrition-targets';
import { NO_PREFERENCES } from '../../../../domain/recipe-search';
import { solveMilp } from './highs-milp';
import { buildMilp } from './milp-model';
import { buildShortlists } from './shortlist';
import { DEFAULT_SOLVE_SETTINGS, improvementLikely, solveWeek } from './solve-week';

const input: GeneratorInput = {
  recipes: buildTestCatalogue(800, 11),
  fixed: [],
  targets: DEFAULT_WEEKLY_TARGETS,
  preferences: NO_PREFERENCES,
};

describe('the MILP', () => {
  it('scores a week exactly as the objective does, and HiGHS never returns a worse week than its start', async () => {
    const highs = await loadHighs();
    const problem = buildProblem(input);
    const start = solveHeuristic(problem, { timeLimitMs: 20 }).assignment;
    const built = buildMilp(problem, buildShortlists(problem, start));
    const columns = built.columnsOf(start);
    const modelObjective = built.model.offset + built.model.colCost.reduce((s, c, k) => s + c * columns[k]!, 0);
    expect(modelObjective).toBeCloseTo(evaluate(problem, start).total, 9);
    expect(Array.from(built.assignmentOf(columns))).toEqual(Array.from(start));

    const result = solveMilp(highs, built.model, columns, { timeLimitSeconds: 2, relativeGap: 0.001 });
    expect(result.columns).not.toBeNull();
    const week = built.assignmentOf(result.columns!);
    expect(evaluate(problem, week).total).toBeCloseTo(result.objective!, 6);
    expect(evaluate(problem, week).total).toBeLessThanOrEqual(evaluate(problem, start).total + 1e-9);
  }, 30_000);

  it('solveWeek answers with the heuristic at once when its week meets the targets, and runs HiGHS when asked', async () => {
    const highs = await loadHighs();
    const quick = solveWeek(input, DEFAULT_SOLVE_SETTINGS, highs, Date.now() + 1500);
    expect(quick.deviations.worstDayCaloriesPercent).toBeLessThan(5);
    expect(quick.milp).toEqual({ skipped: 'improvement unlikely' });
    const asked = solveWeek(input, { ...DEFAULT_SOLVE_SETTINGS, milpWhen: 'always' }, highs, Date.now() + 1500);
    expect(asked.milp).toHaveProperty('status');
  }, 30_000);

  it('solveWeek runs HiGHS on a week that misses its targets when the heuristic ran out of time, not when it settled', async () => {
    const highs = await loadHighs();
    // 60 recipes cannot make a 4,000 kcal day: the heuristic's week is far off
    const hungry = {
      ...input,
      recipes: input.recipes.slice(0, 60),
      targets: { calories: 28000, protein: 1400, fat: 1000, carbs: 3500 },
    };
    // time enough to settle, however busy the machine
    const settled = solveWeek(hungry, { ...DEFAULT_SOLVE_SETTINGS, heuristicMs: 8000 }, highs, Date.now() + 10_000);
    expect(settled.milp).toEqual({ skipped: 'improvement unlikely' });
    // the same week from a search cut short by its time limit is worth HiGHS's time
    expect(improvementLikely({ objective: settled.objective, converged: false })).toBe(true);
    expect(improvementLikely({ objective: { ...settled.objective, day: 0, week: 0 }, converged: false })).toBe(false);
  }, 30_000);

  it('solveWeek keeps the rules whichever solver wins', async () => {
    const highs = await loadHighs();
    const outcome = solveWeek(input, { ...DEFAULT_SOLVE_SETTINGS, milpWhen: 'always' }, highs, Date.now() + 1500);
    expect(outcome.entries).toHaveLength(35);
    expect(findRepeats(outcome.entries)).toEqual([]);
    expect(outcome.objective.total).toBeLessThanOrEqual(outcome.heuristicObjective + 1e-9);
  }, 30_000);
});
