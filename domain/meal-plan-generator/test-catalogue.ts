import { COURSES, DIETS } from '../catalogue';
import { RECIPE_FLAGS, type RecipeFlag } from '../recipe-search';
import { randomGenerator } from './heuristic';
import type { GeneratorRecipe } from './problem';

/**
 * A synthetic catalogue for tests and benchmarks of the generator: courses, diets and cuisines in the
 * catalogue's vocabulary, calories in a range that suits each course, and macros that vary around a
 * balanced split (protein 8-35%, fat 15-45% of calories, carbs the rest).
 */

export const TEST_CUISINES = [
  'Indian',
  'Italian',
  'Mexican',
  'Thai',
  'Japanese',
  'Mediterranean',
  'Chinese',
  'American',
] as const;

const CALORIES: Record<string, [number, number]> = {
  Breakfast: [250, 700],
  Snack: [80, 350],
  'Light Meal': [200, 550],
  Lunch: [350, 900],
  'Main Course': [350, 900],
  Dinner: [350, 900],
  Dessert: [150, 450],
  'Side Dish': [60, 300],
};

export function buildTestCatalogue(count: number, seed = 7, firstId = 1): GeneratorRecipe[] {
  const random = randomGenerator(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  return Array.from({ length: count }, (_, k) => {
    const course = pick(COURSES);
    const [lo, hi] = CALORIES[course]!;
    const calories = Math.round(between(lo, hi));
    const proteinShare = between(0.08, 0.35);
    const fatShare = between(0.15, 0.45);
    const carbShare = Math.max(0.05, 1 - proteinShare - fatShare);
    const diet = pick(DIETS);
    const flags = Object.fromEntries(RECIPE_FLAGS.map((f) => [f, random() < 0.3])) as Record<RecipeFlag, boolean>;
    flags.isVegan = diet === 'Vegan';
    flags.isJain = diet === 'Jain';
    const cuisine = pick(TEST_CUISINES);
    return {
      id: firstId + k,
      title: `${cuisine} ${course.toLowerCase()} ${firstId + k}`,
      cuisine,
      course,
      diet,
      cookMinutes: Math.round(between(5, 120)),
      flags,
      calories,
      protein: Math.round(((calories * proteinShare) / 4) * 10) / 10,
      fat: Math.round(((calories * fatShare) / 9) * 10) / 10,
      carbs: Math.round(((calories * carbShare) / 4) * 10) / 10,
      isFavorite: false,
    };
  });
}
