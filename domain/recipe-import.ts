import { z } from 'zod';

// The contract of 'Import from a web page' (POST /api/recipes/import): the server answers with it, the Add
// New Recipe form reads it (as a type only, so zod stays out of the web bundle).

const minutes = z.number().int().positive().nullable();

/** A recipe read from a web page, for the user to review before saving. Ingredient lines are not parsed yet. */
export const RecipeDraft = z.object({
  title: z.string().min(1),
  description: z.string().nullable(),
  imageUrl: z.url({ protocol: /^https?$/ }).nullable(),
  ingredients: z.array(z.string().min(1)),
  /** Groups of the ingredients ("For the sauce"), each from its first line's index to the next group's. */
  ingredientGroups: z.array(z.object({ name: z.string().min(1), first: z.number().int().min(0) })),
  instructions: z.array(z.string().min(1)),
  /** The yield as the page words it, e.g. "8 servings" or "2 pies". */
  yields: z.string().nullable(),
  servings: z.number().int().positive().nullable(),
  prepMinutes: minutes,
  cookMinutes: minutes,
  totalMinutes: minutes,
  cuisine: z.string().nullable(),
  category: z.string().nullable(),
  /** schema.org NutritionInformation as written, e.g. { calories: "551 kcal", fatContent: "26 g" }. */
  nutrition: z.record(z.string(), z.string()),
});
export type RecipeDraft = z.infer<typeof RecipeDraft>;

const Nutrients = z.object({
  kcal: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
  fiber: z.number(),
  sugar: z.number(),
  sodium: z.number(),
});

export const ImportResult = z.object({
  draft: RecipeDraft,
  nutritionPerServing: Nutrients,
  /** The servings the nutrition is shared over: the page's, or estimated from the recipe's weight when it gives none. */
  servings: z.number().int().positive(),
  servingsEstimated: z.boolean(),
  /** Why a serving's figures look wrong for the dish, for the person to check before saving; null when they look right. */
  nutritionWarning: z.string().nullable(),
  lines: z.array(z.object({ original: z.string(), foodKey: z.string().nullable(), grams: z.number().nullable() })),
  linesMatched: z.number(),
});
export type ImportResult = z.infer<typeof ImportResult>;
