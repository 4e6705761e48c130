import { z } from 'zod';
import { RecipeCard } from './recipe-search';
import { formatWeekDate } from './weeks';

/**
 * Build from ingredients and the pantry scan (spec 001 sections 2 to 9): the contracts shared by the
 * server and the web app, the limits, the messages, and the small rules both sides apply.
 */

export const PANTRY_LIMITS = {
  maxImages: 3,
  maxImageBytes: 10 * 1024 * 1024,
  defaultConfidence: 0.8,
  maxIngredients: 60,
  nameMax: 80,
  quantityMax: 40,
  scanNameMax: 120,
} as const;

export const BUILD_LIMITS = { ingredientMax: 60, listMax: 30, results: 24 } as const;

export const PANTRY_MESSAGES = {
  primaryRequired: 'Primary ingredient required: Please add a primary ingredient to generate recipes.',
  missingIngredient: { title: 'Missing ingredient', description: 'Please enter at least a primary ingredient.' },
  listRequired: 'Add at least one ingredient to find recipes.',
  buildFailed: { title: 'Error', description: 'Failed to generate recipes. Please try again.' },
  notConfigured: 'Photo analysis is not set up on this server. Type what you have instead.',
  tooLarge: 'Some files were too large (max 10MB per image)',
  tooMany: (left: number) => `Only ${left} more images can be added (max ${PANTRY_LIMITS.maxImages} total)`,
  noImages: 'Add at least one photo to analyse.',
  noRows: 'Add at least one ingredient with a name and a quantity.',
  scanNotFound: 'Pantry scan not found',
  foreignImage: 'These pictures do not belong to your pantry scans.',
  scanDeleted: { title: 'Scan deleted', description: 'Pantry scan has been removed' },
  saveFailed: { title: 'Error saving scan', description: 'Failed to save pantry scan' },
  searchFailed: { title: 'Error searching recipes', description: 'Failed to search recipes' },
  addFailed: { title: 'Error', description: 'Failed to add recipe. Please try again.' },
} as const;

/** What a failed analysis was, so the app can offer typing instead when photos cannot help. */
export const VISION_FAILURES = [
  'not_configured',
  'timeout',
  'rate_limited',
  'refused',
  'malformed',
  'http_error',
  'unreachable',
] as const;
export type VisionFailure = (typeof VISION_FAILURES)[number];

const ingredientText = z
  .string()
  .max(BUILD_LIMITS.ingredientMax, `Ingredients must be at most ${BUILD_LIMITS.ingredientMax} characters`);

/** POST /api/recipes/from-ingredients (the spec's generate-recipes-from-ingredients; the person comes from the session). */
export const BuildRequest = z.object({
  /** Required, non-blank after trimming: checked by the route so that the spec's message is returned as it is. */
  primaryIngredient: ingredientText.optional(),
  secondaryIngredient: ingredientText.nullish(),
  useDietaryPreferences: z.boolean().default(false),
});
export type BuildRequest = z.input<typeof BuildRequest>;

/** POST /api/recipes/from-ingredient-list: every ingredient of a pantry, none required. */
export const IngredientListRequest = z.object({
  ingredients: z.array(ingredientText).max(BUILD_LIMITS.listMax, `At most ${BUILD_LIMITS.listMax} ingredients`),
  useDietaryPreferences: z.boolean().default(false),
});
export type IngredientListRequest = z.input<typeof IngredientListRequest>;

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A generated recipe (spec 001 section 3) with what the suggestion cards show. */
export const BuiltRecipe = z.object({
  recipe_id: z.number().int(),
  recipe_title: z.string(),
  recipe_description: z.string(),
  recipe_picture: z.string().nullable(),
  /** The recipe's source page when it has one, else its full recipe in the app (/dashboard/recipes/{id}). */
  recipe_URL: z.string(),
  recipe_prep_time_mins: z.number().int(),
  recipe_cooking_time_mins: z.number().int(),
  recipe_ss_calories: z.number(),
  recipe_cuisine: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  /** The ingredients asked for that the recipe uses, as they were typed. */
  used_ingredients: z.array(z.string()),
  /** The recipe's main ingredients (domain/suggestion-rank.ts), and how many of them are at hand: 'You have 4 of 5'. */
  main_ingredients_count: z.number().int(),
  main_ingredients_at_hand: z.number().int(),
  /** The main ingredients not at hand, as the recipe names them: what you would buy. Staples and spices never are. */
  missing_ingredients: z.array(z.string()),
  /** The share of the recipe's main ingredients at hand (by count and by weight), 0 to 1. */
  match_score: z.number().min(0).max(1),
  card: RecipeCard,
});
export type BuiltRecipe = z.infer<typeof BuiltRecipe>;

export const BuildResult = z.object({ success: z.literal(true), recipes: z.array(BuiltRecipe) });
export type BuildResult = z.infer<typeof BuildResult>;

/** Easy, Medium or Hard from the total time and the number of ingredient lines. */
export function difficultyOf({
  prepMinutes,
  cookMinutes,
  lines,
}: {
  prepMinutes: number;
  cookMinutes: number;
  lines: number;
}): Difficulty {
  const total = prepMinutes + cookMinutes;
  if (total <= 30 && lines <= 8) return 'Easy';
  if (total > 90 || lines > 15) return 'Hard';
  return 'Medium';
}

/** A pantry ingredient: a name, a quantity as written ('2', '500 g', 'Unknown') and, when detected, a confidence. */
export const PantryIngredient = z.object({
  name: z.string().max(PANTRY_LIMITS.nameMax, `Ingredient names must be at most ${PANTRY_LIMITS.nameMax} characters`),
  quantity: z
    .string()
    .max(PANTRY_LIMITS.quantityMax, `Quantities must be at most ${PANTRY_LIMITS.quantityMax} characters`),
  confidence: z.number().min(0).max(1).optional(),
});
export type PantryIngredient = z.infer<typeof PantryIngredient>;

/** Review rule (spec 001 section 5): only rows with a non-blank name and a non-blank quantity are kept, trimmed. */
export function keepValidRows<T extends PantryIngredient>(rows: readonly T[]): T[] {
  return rows.flatMap((row) => {
    const name = row.name.trim();
    const quantity = row.quantity.trim();
    return name && quantity ? [{ ...row, name, quantity }] : [];
  });
}

/** 'Pantry Scan - 16 Nov 2026': the default name of a saved scan (spec 001 section 5). */
export const defaultScanName = (date: Date) =>
  `Pantry Scan - ${formatWeekDate(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`)}`;
const pad = (n: number) => String(n).padStart(2, '0');

export const SaveScanInput = z.object({
  /** Blank or absent: 'Pantry Scan - {date}'. */
  scanName: z
    .string()
    .max(PANTRY_LIMITS.scanNameMax, `Scan names must be at most ${PANTRY_LIMITS.scanNameMax} characters`)
    .nullish(),
  ingredients: z
    .array(PantryIngredient)
    .max(PANTRY_LIMITS.maxIngredients, `At most ${PANTRY_LIMITS.maxIngredients} ingredients`),
  appliedPreferences: z.boolean().default(false),
  /** Pictures stored by an analysis of this person's photos. */
  imageUrls: z.array(z.string().max(500)).max(PANTRY_LIMITS.maxImages).default([]),
});
export type SaveScanInput = z.input<typeof SaveScanInput>;

export const PantryScan = z.object({
  id: z.number().int(),
  scanName: z.string(),
  ingredients: z.array(PantryIngredient),
  appliedPreferences: z.boolean(),
  imageUrls: z.array(z.string()),
  createdAt: z.string(),
});
export type PantryScan = z.infer<typeof PantryScan>;

const QuotaUse = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

export const AnalyzeResult = z.object({
  ingredients: z.array(PantryIngredient.required({ confidence: true })),
  imageUrls: z.array(z.string()),
  quota: QuotaUse,
});
export type AnalyzeResult = z.infer<typeof AnalyzeResult>;

/** Whether photos can be analysed here, and this month's pantry scans. */
export const PantryStatus = z.object({ visionEnabled: z.boolean(), quota: QuotaUse });
export type PantryStatus = z.infer<typeof PantryStatus>;
