/**
 * Recipe flags (vegan, Jain, low sodium, quick...) from the matched foods' facts, the nutrition per
 * serving and the recipe's method and times. Thresholds and their sources: docs/nutrition.md.
 */
import type { FoodFact, SeedRecipe } from '../catalogue';
import { amountOf, parseIngredientLine } from '../ingredients/parse-ingredient';
import { type FoodForNutrition, type RecipeNutrition, isAddedFat as isFat } from './compute-nutrition';

export interface FoodForFlags extends FoodForNutrition {
  facts: readonly FoodFact[];
}

export type RecipeForFlags = Pick<
  SeedRecipe,
  'course' | 'cookingMethod' | 'prepMinutes' | 'cookMinutes' | 'servings' | 'onePot' | 'steps'
>;

export const RECIPE_FLAGS = [
  'vegan',
  'glutenFree',
  'jain',
  'highProtein',
  'lowCalorie',
  'lowCarb',
  'lowSugar',
  'highFibre',
  'lowSodium',
  'quick',
  'minimalOil',
  'noDeepFrying',
  'noBaking',
  'steamedOnly',
  'onePot',
] as const;
export type RecipeFlag = (typeof RECIPE_FLAGS)[number];
export type RecipeFlags = Record<RecipeFlag, boolean>;

/** Facts that rule a recipe out of each "free of" claim. */
export const EXCLUDED_FACTS = {
  vegan: ['meat', 'fish', 'egg', 'dairy', 'honey'],
  glutenFree: ['gluten'],
  jain: ['meat', 'fish', 'egg', 'honey', 'alcohol', 'onion-garlic', 'root-vegetable', 'mushroom'],
} as const satisfies Record<string, readonly FoodFact[]>;

/**
 * Per-serving limits. Meals: FDA meal rules (per 100 g) times a 284 g (10 oz) FDA meal; snacks,
 * sides and desserts: the same per-100 g limits on a 100 g portion. Sources in docs/nutrition.md.
 */
export const THRESHOLDS = {
  meal: { maxKcal: 340, maxSodiumMg: 400, maxSugarG: 14 },
  small: { maxKcal: 120, maxSodiumMg: 140, maxSugarG: 5 },
  minProteinG: 10, // FDA "high": 20% of the 50 g Daily Value
  minProteinEnergyShare: 0.2, // EU 1924/2006 "high protein": 20% of energy
  minFibreG: 5.6, // FDA "high": 20% of the 28 g Daily Value
  maxCarbEnergyShare: 0.26, // low-carbohydrate diet: under 26% of energy (Feinman et al., 2015)
  maxAddedFatG: 5, // one teaspoon of oil or ghee: a fifth of ICMR-NIN's ~25 g visible fat a day
  maxQuickMinutes: 30,
} as const;

const SMALL_COURSES: readonly string[] = ['Snack', 'Side Dish', 'Dessert'];
const DEEP_FRY = /\bdeep[- ]?fr(?:y|ied|ying|ies)\b/i;
const OVEN = /\b(?:bake[sd]?|baking|oven)\b/i;
const FAT_WORDS = /\b(?:oil|ghee|butter|vanaspati|dalda|lard|margarine|shortening)\b/i;

export function deriveRecipeFlags(
  recipe: RecipeForFlags,
  nutrition: RecipeNutrition,
  foods: readonly FoodForFlags[],
): RecipeFlags {
  const byKey = new Map(foods.map((f) => [f.key, f]));
  const items = nutrition.coverage.items.map((item) => ({
    ...item,
    food: item.foodKey === null ? undefined : byKey.get(item.foodKey),
    parsed: parseIngredientLine(item.original),
  }));
  const allMatched = items.every((i) => i.food !== undefined);
  const freeOf = (facts: readonly FoodFact[]) =>
    allMatched && items.every((i) => !i.food?.facts.some((f) => facts.includes(f)));

  const isAddedFat = (f: FoodForFlags | undefined) => f !== undefined && isFat(f);
  // "low" claims need every amount accounted for; a line with no amount is a garnish, unless it is fat
  const complete = items.every(
    (i) => i.food !== undefined && (i.grams !== null || (amountOf(i.parsed) === null && !isAddedFat(i.food))),
  );
  const fatLines = items.filter((i) => isAddedFat(i.food) || (i.food === undefined && FAT_WORDS.test(i.parsed.name)));
  const fatKnown = fatLines.every((i) => i.food !== undefined && i.grams !== null);
  const addedFat = fatLines.reduce((sum, i) => sum + (i.grams ?? 0), 0) / Math.max(1, recipe.servings);

  const n = nutrition.perServing;
  const limits = SMALL_COURSES.includes(recipe.course) ? THRESHOLDS.small : THRESHOLDS.meal;
  const energyShare = (grams: number) => (n.kcal > 0 ? (grams * 4) / n.kcal : 0); // 4 kcal/g for protein and carbs
  const text = [...items.map((i) => i.original), ...recipe.steps].join('\n');
  const deepFried = recipe.cookingMethod === 'Deep-fried' || DEEP_FRY.test(text);

  return {
    vegan: freeOf(EXCLUDED_FACTS.vegan),
    glutenFree: freeOf(EXCLUDED_FACTS.glutenFree),
    jain: freeOf(EXCLUDED_FACTS.jain),
    highProtein: n.protein >= THRESHOLDS.minProteinG && energyShare(n.protein) >= THRESHOLDS.minProteinEnergyShare,
    highFibre: n.fiber >= THRESHOLDS.minFibreG,
    lowCalorie: complete && n.kcal <= limits.maxKcal,
    lowCarb: complete && n.kcal > 0 && energyShare(n.carbs) <= THRESHOLDS.maxCarbEnergyShare,
    lowSugar: complete && n.sugar <= limits.maxSugarG,
    lowSodium: complete && n.sodium <= limits.maxSodiumMg,
    // no times given (an imported page without them, a form left blank) is not "quick": a cake's 50 minutes unsaid
    quick:
      recipe.prepMinutes + recipe.cookMinutes > 0 &&
      recipe.prepMinutes + recipe.cookMinutes <= THRESHOLDS.maxQuickMinutes,
    minimalOil: !deepFried && fatKnown && addedFat <= THRESHOLDS.maxAddedFatG,
    noDeepFrying: !deepFried,
    noBaking: recipe.cookingMethod !== 'Baked' && !OVEN.test(recipe.steps.join('\n')),
    steamedOnly: recipe.cookingMethod === 'Steamed',
    onePot: recipe.onePot,
  };
}
