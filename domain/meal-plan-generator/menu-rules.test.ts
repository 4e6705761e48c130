import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_TARGETS } from '../nutrition-targets';
import { NO_PREFERENCES } from '../recipe-search';
import { solveHeuristic } from './heuristic';
import {
  buildProblem,
  generatedEntries,
  SERVING_STEPS,
  slotIndex,
  type GeneratorInput,
  type GeneratorRecipe,
} from './problem';
import { PlanState } from './state';
import { findRepeats } from './rules';
import { menuBreaks } from './week-rules';
import { buildTestCatalogue } from './test-catalogue';
import { planDeviations } from './deviations';

const CATALOGUE = buildTestCatalogue(1500);
// A clock that moves by the work done, not by the wall: 0.15 ms a reading, about what a quiet 2-core machine gives
// (some 1,000 readings in the 150 ms), so a busy one (CI runs the database tests beside these) gets the same weeks.
let ticks = 0;
const clock = () => (ticks += 0.15);

function week(input: Partial<GeneratorInput>, seed = 1) {
  const full: GeneratorInput = {
    recipes: CATALOGUE,
    fixed: [],
    targets: DEFAULT_WEEKLY_TARGETS,
    preferences: NO_PREFERENCES,
    ...input,
  };
  const problem = buildProblem(full);
  const result = solveHeuristic(problem, { timeLimitMs: 150, seed, clock });
  const byId = new Map(full.recipes.map((r) => [r.id, r]));
  const entries = generatedEntries(problem, result.assignment);
  return { problem, result, entries, menu: entries.map((e) => ({ ...e, ...byId.get(e.recipeId)! })) };
}

/** The test catalogue with every dish of a course made to fit its row's calories best (the generator would pick it every time). */
const tempting = (course: string, count: number, calories: number): GeneratorRecipe[] =>
  CATALOGUE.filter((r) => r.course === course)
    .slice(0, count)
    .map((r) => ({
      ...r,
      calories,
      protein: (calories * 0.2) / 4,
      fat: (calories * 0.3) / 9,
      carbs: (calories * 0.5) / 4,
    }));

describe('a generated week reads as a menu', () => {
  it('serves breakfasts at breakfast only, never a light meal such as a soup', () => {
    const { menu } = week({});
    expect(menu.filter((e) => e.mealType === 'Breakfast').every((e) => e.course === 'Breakfast')).toBe(true);
    expect(menuBreaks(menu, 2).notForSlot).toBe(0);
  });

  it('keeps sweets within the allowance even when desserts fit the snacks best', () => {
    // favorites too, so that each one placed beats any other snack outright: only the allowance holds them back
    const desserts = tempting('Dessert', 30, 200).map((r) => ({ ...r, isFavorite: true }));
    const recipes = [...CATALOGUE.filter((r) => r.course !== 'Dessert'), ...desserts];
    expect(week({ recipes }).menu.filter((e) => e.course === 'Dessert').length).toBeLessThanOrEqual(2);
    const generous = week({ recipes, sweetsPerWeek: 5 }).menu.filter((e) => e.course === 'Dessert').length;
    expect(generous).toBeGreaterThan(2);
    expect(generous).toBeLessThanOrEqual(5);
    expect(week({ recipes, sweetsPerWeek: 0 }).menu.filter((e) => e.course === 'Dessert')).toEqual([]);
  });

  it('cooks a dish at most twice a week, breakfast included, even when it fits best every day', () => {
    // four breakfasts: one just right, three far too small
    const [best, ...others] = tempting('Breakfast', 4, 120);
    best!.calories = 500;
    const recipes = [best!, ...others, ...CATALOGUE.filter((r) => r.course !== 'Breakfast')];
    const { entries } = week({ recipes });
    expect(entries.filter((e) => e.recipeId === best!.id).length).toBeGreaterThanOrEqual(1);
    const uses = new Map<number, number>();
    for (const e of entries) uses.set(e.recipeId, (uses.get(e.recipeId) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
    expect(findRepeats(entries)).toEqual([]);
    // Monday's and Thursday's breakfast may not come back on Sunday (the three-day rule alone would let it)
    const state = new PlanState(
      buildProblem({ recipes, fixed: [], targets: DEFAULT_WEEKLY_TARGETS, preferences: NO_PREFERENCES }),
    );
    const option = state.problem.slots[slotIndex(0, 'Breakfast')]!.candidates[0]!;
    state.apply(slotIndex(0, 'Breakfast'), option);
    state.apply(slotIndex(3, 'Breakfast'), option);
    expect(state.allowed(slotIndex(6, 'Breakfast'), option)).toBe(false);
    expect(state.allowed(slotIndex(6, 'Dinner'), state.problem.slots[slotIndex(6, 'Dinner')]!.candidates[0]!)).toBe(
      true,
    );
  });

  it('keeps every day to two cuisines and no two days alike, with a small catalogue too', () => {
    const small = CATALOGUE.filter((r) => r.id % 6 === 0);
    for (const recipes of [CATALOGUE, small]) {
      const { menu, entries } = week({ recipes });
      expect(entries).toHaveLength(35);
      const ofDay = (day: number) => menu.filter((e) => e.day === day);
      for (let day = 0; day < 7; day += 1)
        expect(new Set(ofDay(day).map((e) => e.cuisine)).size).toBeLessThanOrEqual(2);
      for (let a = 0; a < 7; a += 1) {
        for (let b = a + 1; b < 7; b += 1)
          expect(ofDay(a).filter((e) => ofDay(b).some((o) => o.recipeId === e.recipeId)).length).toBeLessThanOrEqual(1);
      }
    }
    // Thursday may have Monday's breakfast or its dinner, not both
    const state = new PlanState(
      buildProblem({ recipes: CATALOGUE, fixed: [], targets: DEFAULT_WEEKLY_TARGETS, preferences: NO_PREFERENCES }),
    );
    const first = (day: number, type: 'Breakfast' | 'Dinner') =>
      state.problem.slots[slotIndex(day, type)]!.candidates[0]!;
    const [breakfast, dinner] = [first(0, 'Breakfast'), first(0, 'Dinner')];
    state.apply(slotIndex(0, 'Breakfast'), breakfast);
    state.apply(slotIndex(0, 'Dinner'), dinner);
    state.apply(slotIndex(3, 'Breakfast'), breakfast);
    expect(state.allowed(slotIndex(3, 'Dinner'), dinner)).toBe(false);
    expect(state.allowed(slotIndex(4, 'Dinner'), dinner)).toBe(true);
  });

  it('avoids the dishes of the two weeks before, and brings back a favorite sooner than another dish', () => {
    const first = week({});
    const recent = [...new Set(first.entries.map((e) => e.recipeId))];
    const again = week({});
    const next = week({ recent });
    const shared = (entries: { recipeId: number }[]) => entries.filter((e) => recent.includes(e.recipeId)).length;
    expect(shared(again.entries)).toBeGreaterThan(35 / 4); // the same inputs give much the same week...
    expect(shared(next.entries)).toBeLessThanOrEqual(35 / 4); // ...unless the weeks before are known
  });

  it('lets favorites of the weeks before come back sooner than other recent dishes, and less often than fresh ones', () => {
    const favorites = new Set(
      CATALOGUE.filter((r) => r.course === 'Breakfast' || r.course === 'Dinner')
        .slice(0, 15)
        .map((r) => r.id),
    );
    const asFavorites = CATALOGUE.map((r) => ({ ...r, isFavorite: favorites.has(r.id) }));
    const count = (entries: { recipeId: number }[]) => entries.filter((e) => favorites.has(e.recipeId)).length;
    const fresh = count(week({ recipes: asFavorites }).entries);
    // Every dish was eaten in the weeks before: what is left to choose by is whether it is a favorite.
    const everything = CATALOGUE.map((r) => r.id);
    const recentFavorites = count(week({ recipes: asFavorites, recent: everything }).entries);
    const recentPlain = count(week({ recipes: CATALOGUE, recent: everything }).entries);
    expect(recentFavorites).toBeGreaterThan(recentPlain);
    // Beside fresh dishes, recent favorites come back less often than when they were not recent.
    expect(count(week({ recipes: asFavorites, recent: [...favorites] }).entries)).toBeLessThan(fresh);
  });
});

describe('weeks in a row', () => {
  const dishes = (w: { entries: { recipeId: number }[] }) => [...new Set(w.entries.map((e) => e.recipeId))];
  /** The share of a week's dishes the other week had too. */
  const shared = (w: { entries: { recipeId: number }[] }, before: { entries: { recipeId: number }[] }) => {
    const old = new Set(dishes(before));
    return dishes(w).filter((r) => old.has(r)).length / dishes(w).length;
  };
  /** Three weeks, each told the dishes of the two before and which were last week's, as the server does. */
  const threeWeeks = (recipes: GeneratorRecipe[]) => {
    const first = week({ recipes });
    const second = week({ recipes, recent: dishes(first), lastWeek: dishes(first) });
    const third = week({ recipes, recent: [...dishes(first), ...dishes(second)], lastWeek: dishes(second) });
    return [first, second, third] as const;
  };

  it('makes a week share at most a quarter of its dishes with each of the two before, when the catalogue allows it', () => {
    const [first, second, third] = threeWeeks(CATALOGUE);
    expect(shared(second, first)).toBeLessThanOrEqual(0.25);
    expect(shared(third, second)).toBeLessThanOrEqual(0.25);
    expect(shared(third, first)).toBeLessThanOrEqual(0.25);
    // ...and still meets the targets
    for (const w of [second, third]) {
      const d = planDeviations(w.problem, w.result.assignment);
      for (const n of ['calories', 'protein', 'fat', 'carbs'] as const)
        expect(Math.abs(d.week[n].percent)).toBeLessThanOrEqual(3);
    }
  }, 30_000);

  it("brings last week's favorites back, less often than when they were not last week's", () => {
    // a catalogue of some 190 dishes: enough for a new week, not so many that another fits as well as each favorite
    const recipes = CATALOGUE.filter((r) => r.id % 8 === 0);
    const first = week({ recipes });
    const before = dishes(first);
    const asFavorites = recipes.map((r) => ({ ...r, isFavorite: before.includes(r.id) }));
    const again = (w: { entries: { recipeId: number }[] }) => dishes(w).filter((r) => before.includes(r)).length;
    const plain = again(week({ recipes, recent: before, lastWeek: before }));
    const favorites = again(week({ recipes: asFavorites, recent: before, lastWeek: before }));
    const unrestricted = again(week({ recipes: asFavorites }));
    expect(favorites).toBeGreaterThan(plain);
    expect(favorites).toBeLessThan(unrestricted);
    expect(favorites / before.length).toBeLessThanOrEqual(0.5);
  }, 30_000);

  it('with too few dishes for a new week every week, brings back the week before last rather than last week', () => {
    const small = CATALOGUE.filter((r) => r.id % 12 === 0);
    const [first, second, third] = threeWeeks(small);
    expect(shared(third, second)).toBeLessThan(shared(third, first));
    expect(shared(third, second)).toBeLessThanOrEqual(0.25);
  }, 30_000);
});

describe('portions', () => {
  it('meets a target one serving of each dish cannot: small dishes come in second helpings', () => {
    // one serving of the biggest dish of every row makes 1,440 kcal of the 2,000 a day
    const light = CATALOGUE.map((r) => ({
      ...r,
      calories: r.calories * 0.45,
      protein: r.protein * 0.45,
      fat: r.fat * 0.45,
      carbs: r.carbs * 0.45,
    }));
    const { problem, result, entries } = week({ recipes: light });
    expect(entries.every((e) => (SERVING_STEPS as readonly number[]).includes(e.servings))).toBe(true);
    expect(entries.filter((e) => e.servings > 1).length).toBeGreaterThan(10);
    const deviations = planDeviations(problem, result.assignment);
    expect(Math.abs(deviations.week.calories.percent)).toBeLessThanOrEqual(3);
    expect(deviations.worstDayCaloriesPercent).toBeLessThanOrEqual(10);
  });

  it('serves one helping when one meets the targets, and a sweet never doubled', () => {
    const { menu } = week({});
    expect(menu.filter((e) => e.servings === 1).length).toBeGreaterThanOrEqual(25);
    expect(menu.filter((e) => e.course === 'Dessert').every((e) => e.servings <= 1)).toBe(true);
  });
});
