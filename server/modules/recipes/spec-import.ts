import type { SeedRecipe } from '../../../domain/catalogue';
import { SpecRecipeRow, specRowFlags } from '../../../domain/spec-recipe-row';
import type { Db } from '../../db/client';
import { foods, recipeIngredients, recipes } from '../../db/schema';
import { buildRecipe, toEngineFood } from './recipe-builder';

const slugify = (title: string) =>
  title.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

/**
 * Imports recipes given as the original product's rows (recipe_title, recipe_is_vegan: "yes"...):
 * ingredient lines are parsed and nutrition computed; flags the row sets win over derived ones.
 * Returns the number imported; a row that does not validate stops the import with its index.
 */
export async function importSpecRows(db: Db, rows: unknown[], { ownerId = null as string | null } = {}): Promise<number> {
  const parsed = rows.map((row, index) => {
    const result = SpecRecipeRow.safeParse(row);
    if (!result.success) throw new Error(`row ${index}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return { row: result.data, flags: specRowFlags(row as Record<string, unknown>) };
  });
  const foodRows = await db.select().from(foods);
  const engineFoods = foodRows.map(toEngineFood);
  const foodIds = new Map(foodRows.map((f) => [f.key, f.id]));
  await db.transaction(async (tx) => {
    for (const { row, flags } of parsed) {
      const { recipe, ingredients } = buildRecipe(
        {
          slug: `${slugify(row.recipe_title)}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
          title: row.recipe_title,
          description: row.recipe_description,
          cuisine: row.recipe_cuisine,
          course: row.recipe_course as SeedRecipe['course'],
          diet: row.recipe_diet as SeedRecipe['diet'],
          cookingMethod: row.recipe_cooking_method as SeedRecipe['cookingMethod'],
          prepMinutes: row.recipe_prep_time_mins,
          cookMinutes: row.recipe_cooking_time_mins,
          servings: row.servings,
          onePot: flags.isOnePot ?? false,
          ingredients: row.ingredients,
          steps: row.steps,
          picture: row.recipe_picture ?? null,
          sourceUrl: row.recipe_url ?? null,
          ownerId,
          flagOverrides: flags,
        },
        engineFoods,
        foodIds,
      );
      const [inserted] = await tx.insert(recipes).values(recipe).returning({ id: recipes.id });
      if (ingredients.length) await tx.insert(recipeIngredients).values(ingredients.map((line) => ({ ...line, recipeId: inserted!.id })));
    }
  });
  return parsed.length;
}
