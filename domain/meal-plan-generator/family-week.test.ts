import { describe, expect, it } from 'vitest';
import { memberPreferences, tablePreferences } from '../family';
import { fitsPreferences } from './rules';
import { fitMemberPortions, memberWeek, type TableMeal } from './member-portions';
import { fixedPerMember, leaveUneatenRowsEmpty, tableTargets } from './family-week';
import { searchForMembers } from './family-search';
import { solveHeuristic } from './heuristic';
import { buildProblem } from './problem';
import { buildTestCatalogue } from './test-catalogue';
import { NO_PREFERENCES } from '../recipe-search';
import { GRID_MEAL_TYPES } from '../meal-types';

const meal = (day: number, mealType: TableMeal['mealType'], kcal: number, protein: number): TableMeal => ({
  day,
  mealType,
  perServing: [kcal, protein, (kcal * 0.3) / 9, (kcal - protein * 4 - kcal * 0.3) / 4],
  sweet: false,
});

describe('family planning in the generator', () => {
  it('gives each member portions that meet their own weekly calories, only of the meals they eat', () => {
    const meals = Array.from({ length: 7 }, (_, d) => [
      meal(d, 'Breakfast', 400, 15),
      meal(d, 'Lunch', 600, 35),
      meal(d, 'Dinner', 550, 25),
    ]).flat();
    const small = {
      id: 1,
      targets: { calories: 7000, protein: 300, fat: 230, carbs: 900 },
      mealTypes: ['Breakfast', 'Dinner'] as const,
    };
    const big = {
      id: 2,
      targets: { calories: 16000, protein: 800, fat: 530, carbs: 2000 },
      mealTypes: ['Breakfast', 'Lunch', 'Dinner'] as const,
    };
    for (const m of [small, big]) {
      const portions = fitMemberPortions(meals, { ...m, mealTypes: [...m.mealTypes] });
      meals.forEach((x, i) => {
        if (!m.mealTypes.includes(x.mealType as never)) expect(portions.servings[i]).toBe(0);
        else expect([0.5, 1, 1.5, 2]).toContain(portions.servings[i]);
      });
      const week = memberWeek(meals, portions);
      expect(Math.abs(week[0]! - m.targets.calories) / m.targets.calories).toBeLessThan(0.05);
    }
  });

  it('cuts the table to what every member may eat: a Jain grandparent and a vegetarian child', () => {
    const table = tablePreferences([
      { diet: 'Jain', glutenFree: false },
      { diet: 'Vegetarian', glutenFree: false },
      { diet: 'Any', glutenFree: true },
    ]);
    expect(table.flags).toEqual({ isJain: true, isGlutenFree: true });
    expect(table.diets).toEqual(['Vegetarian']);
    const members = [
      memberPreferences({ diet: 'Jain', glutenFree: false }),
      memberPreferences({ diet: 'Vegetarian', glutenFree: false }),
    ];
    const kept = buildTestCatalogue(400).filter((r) => fitsPreferences(r, table));
    expect(kept.length).toBeGreaterThan(0);
    for (const r of kept) for (const m of members) expect(fitsPreferences(r, m)).toBe(true);
  });

  it('plans for the average member', () => {
    expect(
      tableTargets([
        { targets: { calories: 10000, protein: 400, fat: 300, carbs: 1400 } },
        { targets: { calories: 16000, protein: 800, fat: 500, carbs: 2000 } },
      ]),
    ).toEqual({ calories: 13000, protein: 600, fat: 400, carbs: 1700 });
  });

  it("bounds the members' search by its work, not the clock: the same week however busy the machine", () => {
    const members = [
      { id: 1, targets: { calories: 16000, protein: 900, fat: 560, carbs: 1900 }, mealTypes: [...GRID_MEAL_TYPES] },
      { id: 2, targets: { calories: 10000, protein: 400, fat: 350, carbs: 1350 }, mealTypes: [...GRID_MEAL_TYPES] },
    ];
    const household = { members };
    const problem = buildProblem({
      recipes: buildTestCatalogue(800),
      fixed: [],
      targets: tableTargets(members),
      preferences: NO_PREFERENCES,
      household,
    });
    leaveUneatenRowsEmpty(problem, household);
    const start = solveHeuristic(problem, { timeLimitMs: 100 }).assignment;
    const search = (clock: () => number) =>
      searchForMembers(problem, start, members, fixedPerMember([], household), {
        timeLimitMs: 1000,
        maxEvaluations: 3000,
        clock,
      });
    // a clock that never moves (an idle machine) and one that crawls (a busy one) give the same week
    const still = search(() => 0);
    let t = 0;
    const crawling = search(() => (t += 0.01));
    expect(still.evaluations).toBeGreaterThanOrEqual(3000);
    expect(still.evaluations).toBeLessThan(3000 + problem.recipes.length);
    expect(Array.from(crawling.assignment)).toEqual(Array.from(still.assignment));
  });
});
