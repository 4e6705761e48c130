import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_TARGETS } from '../nutrition-targets';
import { NO_PREFERENCES } from '../recipe-search';
import { planDeviations } from './deviations';
import { GOOD_ENOUGH, randomGenerator, solveHeuristic } from './heuristic';
import { bestIn, bestSingle } from './moves';
import { BANDS, OBJECTIVE, weekTermCost } from './objective';
import { buildProblem, type GeneratorRecipe } from './problem';
import { PlanState } from './state';
import { buildTestCatalogue } from './test-catalogue';

const CATALOGUE = buildTestCatalogue(1500);
// a clock that moves by the work done (0.15 ms a reading), so a busy machine gets the same weeks
let ticks = 0;
const clock = () => (ticks += 0.15);

/** The catalogue with calories a few percent under what the macros add up to, as real recipes are (fibre). */
const underAtwater: GeneratorRecipe[] = CATALOGUE.map((r) => ({
  ...r,
  calories: Math.round(0.95 * (4 * r.protein + 9 * r.fat + 4 * r.carbs)),
}));

describe('the early answer', () => {
  it('answers with a week inside the bars with room to spare, well before its time limit', () => {
    const problem = buildProblem({
      recipes: CATALOGUE,
      fixed: [],
      targets: DEFAULT_WEEKLY_TARGETS,
      preferences: NO_PREFERENCES,
    });
    const early = solveHeuristic(problem, { timeLimitMs: 150, clock, goodEnough: GOOD_ENOUGH });
    const d = planDeviations(problem, early.assignment);
    for (const figure of Object.values(d.week)) expect(Math.abs(figure.percent)).toBeLessThanOrEqual(2);
    expect(d.worstDayCaloriesPercent).toBeLessThanOrEqual(5);
    expect(early.objective.empty).toBe(0);
    expect(early.converged).toBe(true);
    expect(early.elapsedMs).toBeLessThan(150);
  });

  it('keeps every weekly figure within 3% when the recipes run under their macros, as real ones do', () => {
    // targets whose macros add up to exactly their calories cannot all be met by such recipes: the week trades
    for (const seed of [1, 2]) {
      const problem = buildProblem({
        recipes: underAtwater,
        fixed: [],
        targets: DEFAULT_WEEKLY_TARGETS,
        preferences: NO_PREFERENCES,
      });
      const week = solveHeuristic(problem, { timeLimitMs: 150, seed, clock, goodEnough: GOOD_ENOUGH });
      const d = planDeviations(problem, week.assignment);
      for (const figure of Object.values(d.week)) expect(Math.abs(figure.percent)).toBeLessThanOrEqual(3);
    }
  });
});

describe('the weekly terms', () => {
  it('cost more steeply past the outer band, so that no figure is traded beyond it', () => {
    const target = 1000;
    const at = (share: number) => weekTermCost(3, target * (1 + share), target);
    expect(at(BANDS.week)).toBe(0);
    // between the bands: the week's own weight; past the outer band, OBJECTIVE.weekOuter more per unit
    expect(at(0.02) - at(0.015)).toBeCloseTo(OBJECTIVE.week[3]! * 0.005, 9);
    expect(at(0.035) - at(0.03)).toBeCloseTo((OBJECTIVE.week[3]! + OBJECTIVE.weekOuter) * 0.005, 9);
    expect(at(-0.03)).toBeCloseTo(at(0.03), 9);
  });
});

describe('one-slot changes', () => {
  it('find the same best change when the scan stops at the calorie floor as when every candidate is scored', () => {
    const recipes = CATALOGUE.map((r, i) => ({ ...r, isFavorite: i % 13 === 0 }));
    const problem = buildProblem({
      recipes,
      fixed: [],
      targets: DEFAULT_WEEKLY_TARGETS,
      preferences: NO_PREFERENCES,
      recent: recipes.filter((_, i) => i % 7 === 0).map((r) => r.id),
    });
    const random = randomGenerator(5);
    const settled = solveHeuristic(problem, { timeLimitMs: 150, clock, goodEnough: GOOD_ENOUGH }).assignment;
    let pruned = 0;
    let scored = 0;
    for (let trial = 0; trial < 4; trial += 1) {
      // a settled week, then (after the first trial) some of its slots changed at random or emptied
      const state = new PlanState(problem, settled);
      for (const slot of problem.slots) {
        if (trial === 0 || random() < 0.8) continue;
        const o = random() < 0.3 ? -1 : slot.candidates[Math.floor(random() * slot.candidates.length)]!;
        if (state.allowed(slot.index, o)) state.apply(slot.index, o);
      }
      for (const slot of problem.slots) {
        const every = bestIn(state, slot, 0, slot.candidates.length);
        const found = bestSingle(state, slot);
        expect(Math.min(0, found.delta)).toBeCloseTo(Math.min(0, every.delta), 9);
        // the floor is never above the change it bounds
        const floor = state.calorieFloor(slot.index);
        for (const o of slot.candidates.filter((_, k) => k % 5 === 0)) {
          const bound = floor(problem.values[o * 4]!);
          expect(bound).toBeLessThanOrEqual(state.delta(slot.index, o) + 1e-9);
          if (trial > 0) continue;
          scored += 1;
          if (bound > -1e-9) pruned += 1;
        }
      }
    }
    // on a settled week the floor rules most candidates out (else the scan would save nothing)
    expect(pruned / scored).toBeGreaterThan(0.3);
  }, 30_000);
});
