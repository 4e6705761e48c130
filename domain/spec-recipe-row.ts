import { z } from 'zod';

/** A flag may be a boolean or text; the texts yes, true and 1 (any case) count as true (spec 001 section 3). */
export function parseFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && ['yes', 'true', '1'].includes(value.trim().toLowerCase());
}

export const SPEC_FLAGS = {
  vegan: 'isVegan',
  gluten_free: 'isGlutenFree',
  jain: 'isJain',
  high_protein: 'isHighProtein',
  low_calorie: 'isLowCalorie',
  low_carb: 'isLowCarb',
  low_sugar: 'isLowSugar',
  high_fiber: 'isHighFiber',
  low_sodium: 'isLowSodium',
  quick_30min: 'isQuick30Min',
  one_pot: 'isOnePot',
} as const;

const text = z.string().trim();
const minutes = z.coerce
  .number()
  .int()
  .min(0)
  .max(24 * 60);

/**
 * A recipe row as the original product stored it (recipe_title, recipe_is_vegan...; one reading spells
 * flags without the recipe_ prefix), with its ingredient lines and steps.
 */
export const SpecRecipeRow = z.looseObject({
  recipe_title: text.min(3).max(120),
  recipe_description: text.max(2000).default(''),
  recipe_picture: text.nullable().optional(),
  recipe_cuisine: text.min(2),
  recipe_course: text.min(2),
  recipe_diet: text.min(2),
  recipe_prep_time_mins: minutes,
  recipe_cooking_time_mins: minutes,
  recipe_cooking_method: text.default('Simmered'),
  recipe_url: text.nullable().optional(),
  servings: z.coerce.number().int().min(1).max(48).default(4),
  ingredients: z.array(text.min(2)).min(1),
  steps: z.array(text.min(3)).default([]),
});
export type SpecRecipeRow = z.infer<typeof SpecRecipeRow>;

/** The flags a row sets explicitly, under either spelling; flags it leaves out are derived from ingredients. */
export function specRowFlags(
  row: Record<string, unknown>,
): Partial<Record<(typeof SPEC_FLAGS)[keyof typeof SPEC_FLAGS], boolean>> {
  const flags: Partial<Record<(typeof SPEC_FLAGS)[keyof typeof SPEC_FLAGS], boolean>> = {};
  for (const [name, column] of Object.entries(SPEC_FLAGS)) {
    const value = row[`recipe_is_${name}`] ?? row[`is_${name}`];
    if (value !== undefined && value !== null && value !== '') flags[column] = parseFlag(value);
  }
  return flags;
}
