import { randomUUID } from 'node:crypto';
import type { FoodFact, PortionUnit, SeedRecipe } from '../../../domain/catalogue';
import { slugOf } from '../../../domain/custom-recipes';
import { parseIngredientLine } from '../../../domain/ingredients/parse-ingredient';
import { computeRecipeNutrition, type IngredientEntry } from '../../../domain/nutrition/compute-nutrition';
import { deriveRecipeFlags, type FoodForFlags, type RecipeFlag } from '../../../domain/nutrition/recipe-flags';
import type { Db } from '../../db/client';
import { readOncePerDatabase } from '../../db/per-database';
import { foods, recipeIngredients, recipes } from '../../db/schema';

type FoodRow = typeof foods.$inferSelect;
export type NewRecipe = typeof recipes.$inferInsert;
export type NewIngredient = Omit<typeof recipeIngredients.$inferInsert, 'recipeId'>;

/** What the engine needs of a food row. */
export function toEngineFood(row: FoodRow): FoodForFlags {
  return {
    key: row.key,
    name: row.name,
    aliases: row.aliases,
    per100g: {
      kcal: row.kcal,
      protein: row.protein,
      fat: row.fat,
      carbs: row.carbs,
      fiber: row.fiber,
      sugar: row.sugar,
      sodium: row.sodium,
    },
    portions: row.portions as Partial<Record<PortionUnit, number>>,
    mlDensity: row.mlDensity ?? undefined,
    facts: row.facts as FoodFact[],
  };
}

/** A slug no other recipe has: the title's slug and a random suffix. */
export const uniqueSlug = (title: string) => `${slugOf(title)}-${randomUUID().slice(0, 8)}`;

type RecipeFoods = { engineFoods: FoodForFlags[]; foodIds: Map<string, number> };

async function readRecipeFoods(db: Db): Promise<RecipeFoods> {
  const rows = await db.select().from(foods);
  return { engineFoods: rows.map(toEngineFood), foodIds: new Map(rows.map((f) => [f.key, f.id])) };
}

/**
 * Every food, as the engine reads them and by key, for building recipes: read once per database, so the nutrition
 * engine's matcher, kept per foods array, is built once too rather than on every save.
 */
export const loadRecipeFoods = readOncePerDatabase(readRecipeFoods, (f) => f.engineFoods.length === 0);

/** The recipe columns of each derived flag. */
export const FLAG_COLUMNS = {
  vegan: 'isVegan',
  glutenFree: 'isGlutenFree',
  jain: 'isJain',
  highProtein: 'isHighProtein',
  lowCalorie: 'isLowCalorie',
  lowCarb: 'isLowCarb',
  lowSugar: 'isLowSugar',
  highFibre: 'isHighFiber',
  lowSodium: 'isLowSodium',
  quick: 'isQuick30Min',
  onePot: 'isOnePot',
  minimalOil: 'isMinimalOil',
  noDeepFrying: 'isNoDeepFrying',
  noBaking: 'isNoBaking',
  steamedOnly: 'isSteamedOnly',
} as const satisfies Record<RecipeFlag, keyof NewRecipe>;

export type FlagColumn = (typeof FLAG_COLUMNS)[RecipeFlag];

export type RecipeInput = Omit<SeedRecipe, 'picture'> & {
  picture: string | null;
  sourceUrl?: string | null;
  ownerId?: string | null;
  flagOverrides?: Partial<Record<FlagColumn, boolean>>;
};

/**
 * Turns a written recipe into rows: every ingredient line parsed and matched to a food, nutrition per
 * serving computed from them, and the dietary flags derived (hand-set overrides win).
 */
export function buildRecipe(
  input: RecipeInput,
  engineFoods: readonly FoodForFlags[],
  foodIds: ReadonlyMap<string, number>,
) {
  const nutrition = computeRecipeNutrition(input.ingredients as IngredientEntry[], engineFoods, input.servings);
  const flags = deriveRecipeFlags(input, nutrition, engineFoods);
  const flagColumns = Object.fromEntries(
    Object.entries(FLAG_COLUMNS).map(([flag, column]) => [
      column,
      input.flagOverrides?.[column] ?? flags[flag as RecipeFlag],
    ]),
  ) as Record<FlagColumn, boolean>;
  const n = nutrition.perServing;
  const recipe: NewRecipe = {
    slug: input.slug,
    ownerId: input.ownerId ?? null,
    title: input.title,
    description: input.description,
    picture: input.picture,
    cuisine: input.cuisine,
    region: input.region ?? null,
    course: input.course,
    diet: input.diet,
    cookingMethod: input.cookingMethod,
    prepMinutes: input.prepMinutes,
    cookMinutes: input.cookMinutes,
    servings: input.servings,
    steps: input.steps,
    sourceUrl: input.sourceUrl ?? null,
    calories: n.kcal,
    protein: n.protein,
    carbs: n.carbs,
    fat: n.fat,
    fiber: n.fiber,
    sugar: n.sugar,
    sodium: n.sodium,
    nutritionCoverage: nutrition.coverage.lines ? nutrition.coverage.matched / nutrition.coverage.lines : 0,
    flagOverrides: input.flagOverrides ?? {},
    ...flagColumns,
  };
  const coverage = new Map(nutrition.coverage.items.map((item) => [item.original, item]));
  const ingredients: NewIngredient[] = [];
  for (const entry of input.ingredients) {
    const group = typeof entry === 'string' ? null : entry.group;
    for (const line of typeof entry === 'string' ? [entry] : entry.items) {
      const parsed = parseIngredientLine(line);
      const item = coverage.get(line);
      ingredients.push({
        position: ingredients.length,
        groupName: group,
        originalText: line,
        quantity: parsed.quantity,
        quantityMax: parsed.quantityMax,
        unit: parsed.unit,
        name: parsed.name,
        note: parsed.note,
        foodId: item?.foodKey ? (foodIds.get(item.foodKey) ?? null) : null,
        grams: item?.grams ?? null,
        confidence: item?.confidence ?? 0,
      });
    }
  }
  recipe.ingredientNames = ingredients.map((line) => line.name).join(' ');
  return { recipe, ingredients, nutrition };
}

/** Saves a built recipe and its ingredient lines; call it inside a transaction. */
export async function insertBuiltRecipe(db: Db, built: Pick<ReturnType<typeof buildRecipe>, 'recipe' | 'ingredients'>) {
  const [row] = await db
    .insert(recipes)
    .values(built.recipe)
    .returning({ id: recipes.id, slug: recipes.slug, title: recipes.title });
  if (!row) throw new Error('recipe insert returned no row');
  if (built.ingredients.length)
    await db.insert(recipeIngredients).values(built.ingredients.map((line) => ({ ...line, recipeId: row.id })));
  return row;
}
