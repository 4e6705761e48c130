import { describe, expect, it } from 'vitest';
import { GRID_MEAL_TYPES } from '../meal-types';
import { DEFAULT_WEEKLY_TARGETS, type WeeklyTargets } from '../nutrition-targets';
import { NO_PREFERENCES, RECIPE_FLAGS, type SearchPreferences } from '../recipe-search';
import { planDeviations } from './deviations';
import { randomGenerator, solveHeuristic } from './heuristic';
import { evaluate } from './objective';
import {
  buildProblem,
  generatedEntries,
  slotIndex,
  type FixedMeal,
  type GeneratorInput,
  type GeneratorRecipe,
} from './problem';
import { randomPlan } from './random-plan';
import { findRepeats, fitsPreferences } from './rules';
import { mealTypesOf } from './slot-fit';
import { PlanState } from './state';
import { buildTestCatalogue, TEST_CUISINES } from './test-catalogue';

const CATALOGUE = buildTestCatalogue(1500);
const byId = new Map(CATALOGUE.map((r) => [r.id, r]));
const clock = () => performance.now();

function run(input: Partial<GeneratorInput>, timeLimitMs = 150, seed = 1) {
  const full: GeneratorInput = {
    recipes: CATALOGUE,
    fixed: [],
    targets: DEFAULT_WEEKLY_TARGETS,
    preferences: NO_PREFERENCES,
    ...input,
  };
  const problem = buildProblem(full);
  const result = solveHeuristic(problem, { timeLimitMs, seed, clock });
  return { problem, result, entries: generatedEntries(problem, result.assignment), input: full };
}

/** A random set of preferences a person could save: a diet, some flags, cuisines and a cooking time. */
function randomPreferences(random: () => number): SearchPreferences {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const flags = Object.fromEntries(RECIPE_FLAGS.filter(() => random() < 0.08).map((f) => [f, true]));
  return {
    diets: random() < 0.5 ? [pick(['Vegetarian', 'Eggetarian', 'Pescatarian', 'Non-Vegetarian'])] : [],
    cuisines: random() < 0.4 ? TEST_CUISINES.filter(() => random() < 0.5) : [],
    courses: [],
    flags,
    maxCookingTime: random() < 0.4 ? 30 + Math.floor(random() * 60) : null,
  };
}

describe('the generated week', () => {
  it('never breaks a preference, always suits the meal type and never repeats a recipe within three days', () => {
    const random = randomGenerator(42);
    for (let k = 0; k < 25; k += 1) {
      const preferences = randomPreferences(random);
      const { entries } = run({ preferences }, 30, k);
      for (const e of entries) {
        const recipe = byId.get(e.recipeId)!;
        expect(fitsPreferences(recipe, preferences), `recipe ${recipe.id} breaks ${JSON.stringify(preferences)}`).toBe(
          true,
        );
        expect(mealTypesOf(recipe)).toContain(e.mealType);
      }
      expect(findRepeats(entries)).toEqual([]);
    }
  });

  it('keeps vegan and Jain people to vegan and Jain recipes', () => {
    for (const flag of ['isVegan', 'isJain'] as const) {
      const { entries } = run({ preferences: { ...NO_PREFERENCES, flags: { [flag]: true } } }, 30);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((e) => byId.get(e.recipeId)!.flags[flag])).toBe(true);
    }
  });

  it('meets the weekly targets within 3% and every day within 10% on the test catalogue', () => {
    const targets: WeeklyTargets[] = [
      DEFAULT_WEEKLY_TARGETS,
      { calories: 12600, protein: 630, fat: 420, carbs: 1600 },
      { calories: 16100, protein: 900, fat: 560, carbs: 1900 },
    ];
    for (const t of targets) {
      const { problem, result, entries } = run({ targets: t }, 250);
      expect(entries).toHaveLength(35);
      const deviations = planDeviations(problem, result.assignment);
      expect(Math.abs(deviations.week.calories.percent)).toBeLessThanOrEqual(3);
      expect(deviations.worstDayCaloriesPercent).toBeLessThanOrEqual(10);
      for (const n of ['protein', 'fat', 'carbs'] as const)
        expect(Math.abs(deviations.week[n].percent)).toBeLessThanOrEqual(10);
    }
  });

  it('keeps the slots filled by hand and does not bring their recipes back within three days', () => {
    const dinner = CATALOGUE.find((r) => r.course === 'Dinner')!;
    const breakfast = CATALOGUE.find((r) => r.course === 'Breakfast')!;
    const fixedMeal = (day: number, mealType: FixedMeal['mealType'], r: GeneratorRecipe, servings = 1): FixedMeal => ({
      day,
      mealType,
      recipeId: r.id,
      cuisine: r.cuisine,
      servings,
      calories: r.calories,
      protein: r.protein,
      fat: r.fat,
      carbs: r.carbs,
    });
    const fixed = [fixedMeal(2, 'Dinner', dinner, 2), fixedMeal(5, 'Breakfast', breakfast)];
    const { problem, result, entries } = run({ fixed }, 100);
    expect(entries).toHaveLength(33);
    expect(
      entries.some((e) => (e.day === 2 && e.mealType === 'Dinner') || (e.day === 5 && e.mealType === 'Breakfast')),
    ).toBe(false);
    expect(findRepeats([...entries, ...fixed])).toEqual([]);
    // hand-filled meals count in their day (servings included)
    const day2 = planDeviations(problem, result.assignment).days[2]!;
    const generated = entries
      .filter((e) => e.day === 2)
      .reduce((s, e) => s + byId.get(e.recipeId)!.calories * e.servings, 0);
    expect(day2.calories.actual).toBeCloseTo(generated + 2 * dinner.calories, 0);
  });

  it('prefers favorites that fit the day', () => {
    const favorites = new Set(
      CATALOGUE.filter((r) => r.course === 'Breakfast' || r.course === 'Dinner')
        .slice(0, 12)
        .map((r) => r.id),
    );
    const recipes = CATALOGUE.map((r) => ({ ...r, isFavorite: favorites.has(r.id) }));
    const withFavorites = run({ recipes }, 150).entries.filter((e) => favorites.has(e.recipeId)).length;
    const without = run({}, 150).entries.filter((e) => favorites.has(e.recipeId)).length;
    expect(withFavorites).toBeGreaterThanOrEqual(8);
    expect(withFavorites).toBeGreaterThan(without);
  });

  it('keeps each day to two cuisines and cooks nothing twice when 1,500 recipes allow it', () => {
    const { result, entries } = run({}, 150);
    for (let day = 0; day < 7; day += 1)
      expect(
        new Set(entries.filter((e) => e.day === day).map((e) => byId.get(e.recipeId)!.cuisine)).size,
      ).toBeLessThanOrEqual(2);
    expect(result.objective.repeats).toBe(0);
  });

  it('leaves a slot empty only when nothing may go there', () => {
    const onlyDinners = CATALOGUE.filter((r) => r.course === 'Dinner');
    const { problem, entries } = run({ recipes: onlyDinners }, 50);
    expect(entries.map((e) => e.mealType).every((t) => t === 'Dinner')).toBe(true);
    expect(entries).toHaveLength(7);
    expect(problem.slots.filter((s) => s.mealType === 'Breakfast').every((s) => s.candidates.length === 0)).toBe(true);
  });

  it('beats a random week within the rules', () => {
    const { problem, result } = run({}, 150);
    const random = evaluate(problem, randomPlan(problem, randomGenerator(3))).total;
    expect(result.objective.total).toBeLessThan(random / 5);
  });
});

describe('the moves score what the objective scores', () => {
  it('delta() agrees with evaluate() for random moves', () => {
    const problem = buildProblem({
      recipes: CATALOGUE,
      fixed: [],
      targets: DEFAULT_WEEKLY_TARGETS,
      preferences: NO_PREFERENCES,
    });
    const random = randomGenerator(9);
    const state = new PlanState(problem, randomPlan(problem, random));
    for (let k = 0; k < 300; k += 1) {
      const slot = problem.slots[Math.floor(random() * problem.slots.length)]!;
      if (!slot.candidates.length) continue;
      const r = random() < 0.1 ? -1 : slot.candidates[Math.floor(random() * slot.candidates.length)]!;
      if (!state.allowed(slot.index, r)) continue;
      const before = evaluate(problem, state.assignment).total;
      const delta = state.delta(slot.index, r);
      state.apply(slot.index, r);
      expect(evaluate(problem, state.assignment).total - before).toBeCloseTo(delta, 9);
    }
  });
});

describe('random weeks (the benchmark baseline)', () => {
  it('keep the hard rules too', () => {
    const problem = buildProblem({
      recipes: CATALOGUE,
      fixed: [],
      targets: DEFAULT_WEEKLY_TARGETS,
      preferences: NO_PREFERENCES,
    });
    const assignment = randomPlan(problem, randomGenerator(5));
    const entries = generatedEntries(problem, assignment);
    expect(entries).toHaveLength(35);
    expect(findRepeats(entries)).toEqual([]);
    for (const e of entries) expect(mealTypesOf(byId.get(e.recipeId)!)).toContain(e.mealType);
  });

  it('index slots by day and grid row', () => {
    expect(slotIndex(0, GRID_MEAL_TYPES[0])).toBe(0);
    expect(slotIndex(6, 'Dinner')).toBe(34);
  });
});
