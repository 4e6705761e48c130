import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_TARGETS } from '../nutrition-targets';
import { NO_PREFERENCES } from '../recipe-search';
import { solveHeuristic } from './heuristic';
import { leftoverDinnerDay, leftoverLunchDay, pinLeftovers, portionNear } from './leftovers';
import { buildProblem, generatedEntries, type FixedMeal, type GeneratorInput } from './problem';
import { buildTestCatalogue } from './test-catalogue';

const input: GeneratorInput = {
  recipes: buildTestCatalogue(800, 11),
  fixed: [],
  targets: DEFAULT_WEEKLY_TARGETS,
  preferences: NO_PREFERENCES,
  leftovers: true,
};
const limitMs = 400;

describe('cook once, eat twice', () => {
  it("pairs each dinner with the next day's lunch, Sunday's dinner with none", () => {
    expect([0, 5, 6].map(leftoverLunchDay)).toEqual([1, 6, null]);
    expect([0, 1, 6].map(leftoverDinnerDay)).toEqual([null, 0, 5]);
  });

  it('takes the portion whose calories come nearest the lunch it replaces', () => {
    expect(portionNear(400, 610)).toBe(1.5);
    expect(portionNear(400, 150)).toBe(0.5);
    expect(portionNear(0, 500)).toBe(1);
  });

  it('pins six dinners with their leftover lunches, and the second pass fills the rest within the targets', () => {
    const { input: second, entries } = pinLeftovers(input, limitMs);
    const lunches = entries.filter((e) => e.leftover);
    const dinners = entries.filter((e) => e.mealType === 'Dinner');
    expect(lunches.map((e) => e.day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dinners.map((e) => e.day)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const lunch of lunches) expect(lunch.recipeId).toBe(dinners.find((d) => d.day === lunch.day - 1)!.recipeId);
    expect(second.fixed).toHaveLength(12);

    const problem = buildProblem(second);
    const week = solveHeuristic(problem, { timeLimitMs: limitMs });
    const generated = generatedEntries(problem, week.assignment);
    expect(generated.length + entries.length).toBe(35);
    // nothing generated lands on a pinned slot
    const pinnedSlots = new Set(entries.map((e) => `${e.day}:${e.mealType}`));
    expect(generated.some((e) => pinnedSlots.has(`${e.day}:${e.mealType}`))).toBe(false);
    const calories = [...generated, ...entries].reduce(
      (sum, e) => sum + input.recipes.find((r) => r.id === e.recipeId)!.calories * e.servings,
      0,
    );
    expect(Math.abs(calories / DEFAULT_WEEKLY_TARGETS.calories - 1)).toBeLessThan(0.03);
  }, 30_000);

  it('leaves a lunch filled by hand alone, and turns a dinner filled by hand into the next lunch', () => {
    const dal = input.recipes.find((r) => r.course === 'Dinner')!;
    const salad = input.recipes.find((r) => r.course === 'Lunch')!;
    const meal = (r: typeof dal, day: number, mealType: FixedMeal['mealType']): FixedMeal => ({
      ...r,
      recipeId: r.id,
      day,
      mealType,
      servings: 1,
    });
    const { entries } = pinLeftovers({ ...input, fixed: [meal(dal, 1, 'Dinner'), meal(salad, 4, 'Lunch')] }, limitMs);
    expect(entries.find((e) => e.day === 2 && e.leftover)?.recipeId).toBe(dal.id);
    expect(entries.some((e) => e.day === 1 && e.mealType === 'Dinner')).toBe(false); // the person's dinner is saved already
    expect(entries.some((e) => e.day === 4 && e.mealType === 'Lunch')).toBe(false);
    expect(entries.some((e) => e.day === 3 && e.mealType === 'Dinner')).toBe(false); // its lunch is the person's: no need to pin it
  }, 30_000);
});
