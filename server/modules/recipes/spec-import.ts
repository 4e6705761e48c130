import type { SeedRecipe } from '../../../domain/catalogue';
import { SpecRecipeRow, specRowFlags } from '../../../domain/spec-recipe-row';
import type { Db } from '../../db/client';
import { buildRecipe, insertBuiltRecipe, loadRecipeFoods, uniqueSlug } from './recipe-builder';

/**
 * Imports recipes given as the original product's rows (recipe_title, recipe_is_vegan: "yes"...):
 * ingredient lines are parsed and nutrition computed; flags the row sets win over derived ones.
 * Returns the number imported; a row that does not validate stops the import with its index.
 */
export async function importSpecRows(
  db: Db,
  rows: unknown[],
  { ownerId = null as string | null } = {},
): Promise<number> {
  const parsed = rows.map((row, index) => {
    const result = SpecRecipeRow.safeParse(row);
    if (!result.success)
      throw new Error(
        `row ${index}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    return { row: result.data, flags: specRowFlags(row as Record<string, unknown>) };
  });
  const { engineFoods, foodIds } = await loadRecipeFoods(db);
  await db.transaction(async (tx) => {
    for (const { row, flags } of parsed) {
      const built = buildRecipe(
        {
          slug: uniqueSlug(row.recipe_title),
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
      await insertBuiltRecipe(tx, built);
    }
  });
  return parsed.length;
}
