import { GRID_MEAL_TYPES, type GridMealType } from '../meal-types';
import type { WeeklyTargets } from '../nutrition-targets';
import type { SearchPreferences } from '../recipe-search';
import type { HouseholdInput } from './family-week';
import { portionCost, recentCost } from './objective';
import { preferenceFilter, tooClose, type RuleRecipe } from './rules';
import { DEFAULT_SWEETS_PER_WEEK, isSweetTreat, mealTypesOf } from './slot-fit';

/**
 * The week to fill: 7 days x 5 meal types, each free slot with the dishes it may take (the dish suits
 * the row and keeps every preference) in every portion it may come in, the slots the person filled by
 * hand, the dishes of the weeks before, and the targets. Everything is flattened into typed arrays so
 * that the heuristic can score thousands of moves a millisecond.
 */

/** The daily calories each meal type aims at: a written-down split of the day (sums to 1). */
export const MEAL_TYPE_SHARES: Readonly<Record<GridMealType, number>> = {
  Breakfast: 0.25,
  'Mid Day Snack': 0.1,
  Lunch: 0.3,
  'Evening Snack': 0.1,
  Dinner: 0.25,
};

/** Servings a generated meal may have: half a portion to a second helping. */
export const SERVING_STEPS = [0.5, 1, 1.5, 2] as const;
/** A sweet comes whole or halved, never doubled. */
export const SWEET_SERVING_STEPS = [0.5, 1] as const;

export const DAYS = 7;
export const MEALS_PER_DAY = GRID_MEAL_TYPES.length;
export const SLOT_COUNT = DAYS * MEALS_PER_DAY;
/** Nutrients in the order of every vector here: calories, protein, fat, carbs. */
export const NUTRIENTS = ['calories', 'protein', 'fat', 'carbs'] as const;
export const N = NUTRIENTS.length;

export const slotIndex = (day: number, mealType: GridMealType) =>
  day * MEALS_PER_DAY + GRID_MEAL_TYPES.indexOf(mealType);

/** A candidate recipe, with its nutrition per serving. */
export interface GeneratorRecipe extends RuleRecipe {
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
  isFavorite: boolean;
}

/** A slot the person filled by hand: kept as it is, counted in the day's nutrition and menu. */
export interface FixedMeal {
  day: number;
  mealType: GridMealType;
  recipeId: number;
  cuisine: string;
  /** The recipe's course: a hand-placed dessert counts against the sweets (unknown: not a sweet). */
  course?: string;
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
  /** Recipes of the person's two weeks before this one: used again only when it pays (favorites more readily). */
  recent?: readonly number[];
  /** Of those, the recipes of the week just before: used again only when it pays well (LAST_WEEK_COST). */
  lastWeek?: readonly number[];
  /** Sweet treats allowed in the week (DEFAULT_SWEETS_PER_WEEK unless given). */
  sweetsPerWeek?: number;
  /** Cook once, eat twice: each dinner also makes the next day's lunch (leftovers.ts). */
  leftovers?: boolean;
  /** Family planning: the members at the table, each to get their own portions (family-week.ts). */
  household?: HouseholdInput;
}

export interface Slot {
  index: number;
  day: number;
  mealType: GridMealType;
  share: number;
  fixed: FixedMeal | null;
  /** Option indexes (a recipe in one portion), by calories ascending; empty for a fixed slot. */
  candidates: Int32Array;
}

export interface Problem {
  /** Recipes that keep the preferences and suit at least one meal type, once each. */
  recipes: GeneratorRecipe[];
  /** Per option: its recipe (index into recipes) and servings. */
  optionRecipe: Int32Array;
  optionServings: Float64Array;
  /** options x N values for the option's servings. */
  values: Float64Array;
  cuisines: string[];
  /** Per option, its recipe's cuisine index. */
  cuisineOf: Int32Array;
  /** Per option: its recipe is a favorite. */
  favorite: Uint8Array;
  /** Per option: a sweet treat. */
  sweet: Uint8Array;
  /** Per option: what choosing it costs on its own (its portion, a recent recipe). */
  optionCost: Float64Array;
  /** True when some candidate is a favorite: only then does a non-favorite meal cost anything. */
  hasFavorites: boolean;
  slots: Slot[];
  dayTargets: Float64Array;
  weekTargets: Float64Array;
  /** DAYS x N: what the hand-filled slots add to each day. */
  fixedValues: Float64Array;
  /** Per day, the cuisine indexes of its hand-filled meals. */
  fixedCuisines: number[][];
  /** Per recipe, a bit per day a hand-filled slot holds it. */
  fixedDays: Uint8Array;
  /** Per slot, the recipe index a hand-filled slot holds (-1: none, or not a candidate). */
  fixedRecipe: Int32Array;
  /** Hand-filled sweets of the week. */
  fixedSweets: number;
  sweetsPerWeek: number;
}

/**
 * A portion is offered to a meal type only near the calories it aims at (within 60 % of them, or a
 * tenth of the day): two helpings of a big curry at lunch or half a biscuit as a snack would never pay
 * for themselves, and leaving them out keeps the search fast.
 */
export const withinReach = (calories: number, aim: number, dayCalories: number): boolean =>
  Math.abs(calories - aim) <= Math.max(0.6 * aim, 0.1 * dayCalories);

const valuesOf = (r: { calories: number; protein: number; fat: number; carbs: number }) => [
  r.calories,
  r.protein,
  r.fat,
  r.carbs,
];

export function buildProblem({
  recipes,
  fixed,
  targets,
  preferences,
  recent = [],
  lastWeek = [],
  sweetsPerWeek = DEFAULT_SWEETS_PER_WEEK,
}: GeneratorInput): Problem {
  const keeps = preferenceFilter(preferences);
  const seen = new Set<number>();
  // the rows each recipe suits, worked out once (a title test per recipe): thousands of candidates at 100k recipes
  const kept: GeneratorRecipe[] = [];
  const keptTypes: GridMealType[][] = [];
  for (const r of recipes) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    if (!keeps(r)) continue;
    const types = mealTypesOf(r);
    if (!types.length) continue;
    kept.push(r);
    keptTypes.push(types);
  }
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
  const recentIds = new Set(recent);
  const lastWeekIds = new Set(lastWeek);
  const keptSweet = kept.map((r) => isSweetTreat(r));
  const options: { recipe: number; servings: number }[] = [];
  const firstOption: number[] = [];
  kept.forEach((_, i) => {
    firstOption.push(options.length);
    for (const servings of keptSweet[i] ? SWEET_SERVING_STEPS : SERVING_STEPS) options.push({ recipe: i, servings });
  });
  firstOption.push(options.length);
  const count = options.length;
  const values = new Float64Array(count * N);
  const optionRecipe = new Int32Array(count);
  const optionServings = new Float64Array(count);
  const cuisineOf = new Int32Array(count);
  const favorite = new Uint8Array(count);
  const sweet = new Uint8Array(count);
  const optionCost = new Float64Array(count);
  const recipeCuisine = kept.map((r) => cuisineOfName(r.cuisine));
  options.forEach(({ recipe, servings }, o) => {
    const r = kept[recipe]!;
    values[o * N] = r.calories * servings;
    values[o * N + 1] = r.protein * servings;
    values[o * N + 2] = r.fat * servings;
    values[o * N + 3] = r.carbs * servings;
    optionRecipe[o] = recipe;
    optionServings[o] = servings;
    cuisineOf[o] = recipeCuisine[recipe]!;
    favorite[o] = r.isFavorite ? 1 : 0;
    sweet[o] = keptSweet[recipe] ? 1 : 0;
    optionCost[o] = portionCost(servings) + recentCost(r, recentIds, lastWeekIds);
  });

  const indexOfId = new Map(kept.map((r, i) => [r.id, i]));
  const fixedBySlot = new Map(
    fixed.filter((f) => f.day >= 0 && f.day < DAYS).map((f) => [slotIndex(f.day, f.mealType), f]),
  );
  const fixedValues = new Float64Array(DAYS * N);
  const fixedCuisines: number[][] = Array.from({ length: DAYS }, () => []);
  const fixedDays = new Uint8Array(kept.length);
  const fixedRecipe = new Int32Array(SLOT_COUNT).fill(-1);
  let fixedSweets = 0;
  for (const [index, f] of fixedBySlot) {
    valuesOf(f).forEach((v, n) => (fixedValues[f.day * N + n]! += v * f.servings));
    fixedCuisines[f.day]!.push(cuisineOfName(f.cuisine));
    if (f.course !== undefined && isSweetTreat({ course: f.course })) fixedSweets += 1;
    const r = indexOfId.get(f.recipeId);
    if (r === undefined) continue;
    fixedDays[r]! |= 1 << f.day;
    fixedRecipe[index] = r;
  }

  const dayCalories = targets.calories / DAYS;
  const byMealType = new Map<GridMealType, number[]>(GRID_MEAL_TYPES.map((t) => [t, []]));
  kept.forEach((_, i) => {
    const types = keptTypes[i]!;
    for (let o = firstOption[i]!; o < firstOption[i + 1]!; o += 1) {
      for (const t of types)
        if (withinReach(values[o * N]!, MEAL_TYPE_SHARES[t] * dayCalories, dayCalories)) byMealType.get(t)!.push(o);
    }
  });
  for (const list of byMealType.values()) list.sort((a, b) => values[a * N]! - values[b * N]! || a - b);

  const slots: Slot[] = [];
  for (let day = 0; day < DAYS; day += 1) {
    // a recipe placed by hand may not come back in a generated slot within the repeat window
    const blocked = new Set([...fixedBySlot.values()].filter((f) => tooClose(f.day, day)).map((f) => f.recipeId));
    for (const mealType of GRID_MEAL_TYPES) {
      const index = slotIndex(day, mealType);
      const own = fixedBySlot.get(index) ?? null;
      const all = byMealType.get(mealType)!;
      const list = own ? [] : blocked.size ? all.filter((o) => !blocked.has(kept[optionRecipe[o]!]!.id)) : all;
      slots.push({
        index,
        day,
        mealType,
        share: MEAL_TYPE_SHARES[mealType],
        fixed: own,
        candidates: Int32Array.from(list),
      });
    }
  }

  const weekTargets = Float64Array.from([targets.calories, targets.protein, targets.fat, targets.carbs]);
  return {
    recipes: kept,
    optionRecipe,
    optionServings,
    values,
    cuisines,
    cuisineOf,
    favorite,
    sweet,
    optionCost,
    hasFavorites: favorite.some((f) => f === 1),
    slots,
    dayTargets: weekTargets.map((t) => t / DAYS),
    weekTargets,
    fixedValues,
    fixedCuisines,
    fixedDays,
    fixedRecipe,
    fixedSweets,
    sweetsPerWeek,
  };
}

/** A choice per slot: an option index, or -1 (a hand-filled slot, or no recipe fits). */
export type Assignment = Int32Array;

export const emptyAssignment = (): Assignment => new Int32Array(SLOT_COUNT).fill(-1);

export interface GeneratedEntry {
  day: number;
  mealType: GridMealType;
  recipeId: number;
  servings: number;
  /** A lunch of the day before's dinner (cook once, eat twice). */
  leftover?: boolean;
}

/** The recipes of an assignment as plan entries: generated slots only. */
export function generatedEntries(problem: Problem, assignment: Assignment): GeneratedEntry[] {
  return problem.slots.flatMap((slot) => {
    const o = assignment[slot.index]!;
    if (slot.fixed || o < 0) return [];
    return [
      {
        day: slot.day,
        mealType: slot.mealType,
        recipeId: problem.recipes[problem.optionRecipe[o]!]!.id,
        servings: problem.optionServings[o]!,
      },
    ];
  });
}

/** The assignment of plan entries (recipe and servings per slot); an entry no option matches is left out. */
export function assignmentOfEntries(problem: Problem, entries: readonly GeneratedEntry[]): Assignment {
  const key = (recipe: number, servings: number) => `${recipe}:${servings}`;
  const option = new Map<string, number>();
  problem.optionRecipe.forEach((r, o) => option.set(key(problem.recipes[r]!.id, problem.optionServings[o]!), o));
  const assignment = emptyAssignment();
  for (const e of entries) assignment[slotIndex(e.day, e.mealType)] = option.get(key(e.recipeId, e.servings)) ?? -1;
  return assignment;
}
