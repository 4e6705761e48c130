import { and, eq } from 'drizzle-orm';
import { CUSTOM_RECIPE_MESSAGES, ingredientEntries, stepsOf, type CustomRecipe } from '../../../domain/custom-recipes';
import { AppError } from '../../../domain/errors';
import { planHas, subscriptionOf } from '../../../domain/plans';
import type { Db } from '../../db/client';
import { recipes, user } from '../../db/schema';
import { logActivity } from '../activity/activity.queries';
import { buildRecipe, insertBuiltRecipe, loadRecipeFoods, uniqueSlug } from './recipe-builder';

/** Plus or Premium, read from the user row (not the session cache), so a new plan counts at once. */
export async function requireCustomRecipesPlan(db: Db, { userId }: { userId: string }): Promise<void> {
  const [row] = await db
    .select({ plan: user.plan, planExpiresAt: user.planExpiresAt })
    .from(user)
    .where(eq(user.id, userId));
  const { plan } = subscriptionOf(row?.plan, row?.planExpiresAt ?? null);
  if (!planHas('custom_recipes', plan)) throw new AppError('PLAN_REQUIRED', CUSTOM_RECIPE_MESSAGES.planRequired);
}

/**
 * Saves a person's recipe: nutrition and flags computed from its ingredients, the nutrition they typed
 * winning over the computed one. The form asks no diet or cooking method: the diet is read from the
 * derived flags (Vegan, Jain, else none) and the method is left empty.
 */
export async function createCustomRecipe(db: Db, { userId, input }: { userId: string; input: CustomRecipe }) {
  const { engineFoods, foodIds } = await loadRecipeFoods(db);
  const built = buildRecipe(
    {
      slug: uniqueSlug(input.title),
      ownerId: userId,
      title: input.title,
      description: input.description,
      picture: input.imageUrl || null,
      sourceUrl: input.recipeUrl || null,
      cuisine: input.cuisine,
      // The course only picks the portion limits of the low-calorie, -sugar and -sodium flags.
      course: input.course || 'Main Course',
      diet: 'Vegetarian', // replaced below from the derived flags
      cookingMethod: 'Simmered', // with the steps, only steers the oven and frying flags
      prepMinutes: input.prepMinutes,
      cookMinutes: input.cookMinutes,
      servings: input.servings,
      onePot: false,
      ingredients: ingredientEntries(input.ingredients),
      steps: stepsOf(input.instructions),
    },
    engineFoods,
    foodIds,
  );
  const computed = built.recipe;
  const typed = input.nutrition;
  const recipe = {
    ...computed,
    course: input.course,
    cookingMethod: '',
    diet: computed.isVegan ? 'Vegan' : computed.isJain ? 'Jain' : '',
    calories: typed.calories || computed.calories,
    protein: typed.protein || computed.protein,
    carbs: typed.carbs || computed.carbs,
    fat: typed.fat || computed.fat,
  };
  return db.transaction(async (tx) => {
    const row = await insertBuiltRecipe(tx, { recipe, ingredients: built.ingredients });
    await logActivity(tx, {
      userId,
      kind: 'custom_recipe_created',
      objectType: 'recipe',
      objectId: row.id,
      summary: `Added ${row.title} to your recipes`,
    });
    return row;
  });
}

/** Deletes one of the person's own recipes; another person's is as missing as one that never was. */
export async function deleteCustomRecipe(db: Db, { userId, id }: { userId: string; id: number }): Promise<void> {
  const [row] = await db
    .delete(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.ownerId, userId)))
    .returning({ id: recipes.id });
  if (!row) throw new AppError('NOT_FOUND', 'Recipe not found');
}
