import {
  computeRecipeNutrition,
  type FoodForNutrition,
  type RecipeNutrition,
} from '../../../../domain/nutrition/compute-nutrition';
import { dishKindOf, estimateServings, implausibleServing } from '../../../../domain/nutrition/servings';
import { MOST_INGREDIENT_ROWS } from '../../../../domain/custom-recipes';
import type { RecipeDraft } from '../../../../domain/recipe-import';

export interface DraftNutrition {
  nutrition: RecipeNutrition;
  /** The servings the nutrition is shared out over: the page's, or an estimate when it gives none. */
  servings: number;
  servingsEstimated: boolean;
  /** Why a serving's figures look wrong for the dish (2,000 kcal for a muffin), or null. */
  warning: string | null;
}

/** Longer than an ingredient line (the reference pages' longest: 305 characters): a paragraph read as a line. */
const LONGEST_LINE = 500;

/**
 * The lines nutrition is counted from: as many as a recipe holds (the reference pages' longest list: 34). A hostile
 * page's thousands of lines, or a line of a megabyte, held the server's event loop for seconds (the draft is weighed
 * there, after the worker has read the page).
 */
function weighable(lines: readonly string[]): string[] {
  return lines.slice(0, MOST_INGREDIENT_ROWS).filter((line) => line.length <= LONGEST_LINE);
}

/**
 * Nutrition of an imported draft per serving. When the page's yield counts no servings ("1 loaf", "1 quart", or
 * nothing), they are estimated from the recipe's weight and the kind of dish (domain/nutrition/servings.ts).
 */
export function draftNutrition(draft: RecipeDraft, foods: readonly FoodForNutrition[]): DraftNutrition {
  const kind = dishKindOf({ title: draft.title, course: draft.category, yields: draft.yields });
  const lines = weighable(draft.ingredients);
  let servings = draft.servings;
  if (servings === null) {
    const whole = computeRecipeNutrition(lines, foods, 1);
    servings = estimateServings(
      whole.coverage.items.reduce((sum, item) => sum + (item.grams ?? 0), 0),
      kind,
    );
  }
  const nutrition = computeRecipeNutrition(lines, foods, servings);
  return {
    nutrition,
    servings,
    servingsEstimated: draft.servings === null,
    warning: implausibleServing(nutrition.perServing.kcal, kind),
  };
}
