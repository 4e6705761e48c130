import { computeRecipeNutrition, type FoodForNutrition, type RecipeNutrition } from '../../../../domain/nutrition/compute-nutrition';
import type { RecipeDraft } from './extract-recipe';

export interface DraftNutrition {
  nutrition: RecipeNutrition;
  servings: number;
}

/** Nutrition of an imported draft per serving, over the servings the page gives (4 when it gives none). */
export function draftNutrition(draft: RecipeDraft, foods: readonly FoodForNutrition[]): DraftNutrition {
  const servings = draft.servings ?? 4;
  return { nutrition: computeRecipeNutrition(draft.ingredients, foods, servings), servings };
}
