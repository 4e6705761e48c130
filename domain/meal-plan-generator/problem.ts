import { GRID_MEAL_TYPES, type GridMealType } from '../meal-types';
import type { WeeklyTargets } from '../nutrition-targets';
import type { SearchPreferences } from '../recipe-search';
import { mealTypesFor, preferenceFilter, tooClose, type RuleRecipe } from './rules';

/**
 * The week to fill: 7 days x 5 meal types, each free slot with the recipes it may take (the course suits
 * the meal type and every preference is kept), the slots the person filled by hand, and the targets.
 * Everything is flattened into typed arrays so that the heuristic can score thousands of moves a millisecond.
 */

/** The daily calories each meal type aims at: a written-down split of the day (sums to 1). */
export const MEAL_TYPE_SHARES: Readonly<Record<GridMealType, number>> = {
  Breakfast: 0.25,
  'Mid Day Snack': 0.1,
  Lunch: 0.3,
  'Evening Snack': 0.1,
  Dinner: 0.25,
};

export const DAYS = 7;
export const MEALS_PER_DAY = GRID_MEAL_TYPES.length;
export const SLOT_COUNT = DAYS * MEALS_PER_DAY;
/** Nutrients in the order of every vector here: calories, protein, fat, carbs. */
export const NUTRIENTS = ['calories', 'protein', 'fat', 'carbs'] as const;
export const N = NUTRIENTS.length;

export const slotIndex = (day: number, mealType: GridMealType) => day * MEALS_PER_DAY + GRID_MEAL_TYPES.indexOf(mealType);

/** A candidate recipe, with its nutrition per serving (a generated meal is one serving). */
export interface GeneratorRecipe extends RuleRecipe {
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
  isFavorite: boolean;
}

/** A slot the person filled by hand: kept as it is, counted in the day's nutrition. */
export interface FixedMeal {
  day: number;
  mealType: GridMealType;
  recipeId: number;
  cuisine: string;
  servings: number;
  /** Per serving. */
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
}

export interface GeneratorInput {
  recipes: readonly GeneratorRecipe[];
  fixed: readonly FixedMeal[];
  targets: WeeklyTargets;
  preferences: SearchPreferences;
}

export interface Slot {
  index: number;
  day: number;
  mealType: GridMealType;
  share: number;
  fixed: FixedMeal | null;
  /** Indexes into Problem.recipes, by calories ascending; empty for a fixed slot. */
  candidates: Int32Array;
}

export interface Problem {
  /** Recipes that keep the preferences and suit at least one meal type, once each. */
  recipes: GeneratorRecipe[];
  /** recipes.length x N values per serving. */
  values: Float64Array;
  cuisines: string[];
  cuisineOf: Int32Array;
  favorite: Uint8Array;
  /** True when some candidate is a favorite: only then does a non-favorite meal cost anything. */
  hasFavorites: boolean;
  slots: Slot[];
  dayTargets: Float64Array;
  weekTargets: Float64Array;
  /** DAYS x N: what the hand-filled slots add to each day. */
  fixedValues: Float64Array;
  /** Per day, the cuisine indexes of its hand-filled meals. */
  fixedCuisines: number[][];
}

const valuesOf = (r: { calories: number; protein: number; fat: number; carbs: number }) => [r.calories, r.protein, r.fat, r.carbs];

export function buildProblem({ recipes, fixed, targets, preferences }: GeneratorInput): Problem {
  const keeps = preferenceFilter(preferences);
  const seen = new Set<number>();
  const kept = recipes.filter((r) => !seen.has(r.id) && seen.add(r.id) && keeps(r) && mealTypesFor(r.course).length > 0);
  const cuisines: string[] = [];
  const cuisineIndex = new Map<string, number>();
  const cuisineOfName = (name: string) => {
    const key = name.trim().toLowerCase();
    let i = cuisineIndex.get(key);
    if (i === undefined) {
      i = cuisines.push(name) - 1;
      cuisineIndex.set(key, i);
    }
    return i;
  };
  const values = new Float64Array(kept.length * N);
  const cuisineOf = new Int32Array(kept.length);
  const favorite = new Uint8Array(kept.length);
  kept.forEach((r, i) => {
    values.set(valuesOf(r), i * N);
    cuisineOf[i] = cuisineOfName(r.cuisine);
    favorite[i] = r.isFavorite ? 1 : 0;
  });

  const fixedBySlot = new Map(fixed.filter((f) => f.day >= 0 && f.day < DAYS).map((f) => [slotIndex(f.day, f.mealType), f]));
  const fixedValues = new Float64Array(DAYS * N);
  const fixedCuisines: number[][] = Array.from({ length: DAYS }, () => []);
  for (const f of fixedBySlot.values()) {
    valuesOf(f).forEach((v, n) => (fixedValues[f.day * N + n]! += v * f.servings));
    fixedCuisines[f.day]!.push(cuisineOfName(f.cuisine));
  }

  const byMealType = new Map<GridMealType, number[]>(GRID_MEAL_TYPES.map((t) => [t, []]));
  kept.forEach((r, i) => mealTypesFor(r.course).forEach((t) => byMealType.get(t)!.push(i)));
  for (const list of byMealType.values()) list.sort((a, b) => values[a * N]! - values[b * N]! || a - b);

  const slots: Slot[] = [];
  for (let day = 0; day < DAYS; day += 1) {
    // a recipe placed by hand may not come back in a generated slot within the repeat window
    const blocked = new Set([...fixedBySlot.values()].filter((f) => tooClose(f.day, day)).map((f) => f.recipeId));
    for (const mealType of GRID_MEAL_TYPES) {
      const index = slotIndex(day, mealType);
      const own = fixedBySlot.get(index) ?? null;
      const list = own ? [] : byMealType.get(mealType)!.filter((i) => !blocked.has(kept[i]!.id));
      slots.push({ index, day, mealType, share: MEAL_TYPE_SHARES[mealType], fixed: own, candidates: Int32Array.from(list) });
    }
  }

  const weekTargets = Float64Array.from([targets.calories, targets.protein, targets.fat, targets.carbs]);
  return {
    recipes: kept, values, cuisines, cuisineOf, favorite, hasFavorites: favorite.some((f) => f === 1), slots,
    dayTargets: weekTargets.map((t) => t / DAYS), weekTargets, fixedValues, fixedCuisines,
  };
}

/** A choice per slot: an index into Problem.recipes, or -1 (a hand-filled slot, or no recipe fits). */
export type Assignment = Int32Array;

export const emptyAssignment = (): Assignment => new Int32Array(SLOT_COUNT).fill(-1);

/** The recipes of an assignment as plan entries: generated slots only. */
export function generatedEntries(problem: Problem, assignment: Assignment): { day: number; mealType: GridMealType; recipeId: number }[] {
  return problem.slots.flatMap((slot) => {
    const r = assignment[slot.index]!;
    return slot.fixed || r < 0 ? [] : [{ day: slot.day, mealType: slot.mealType, recipeId: problem.recipes[r]!.id }];
  });
}
