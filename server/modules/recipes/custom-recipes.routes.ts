import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CUSTOM_RECIPE_MESSAGES, CustomRecipeInput, ingredientLine, slugOf, stepsOf, type CustomRecipe } from '../../../domain/custom-recipes';
import { AppError } from '../../../domain/errors';
import { FEATURES, subscriptionOf } from '../../../domain/plans';
import type { Db } from '../../db/client';
import { foods, recipeIngredients, recipes, user } from '../../db/schema';
import { requireUser } from '../accounts/session';
import { logActivity } from '../activity/activity.queries';
import { buildRecipe, toEngineFood } from './recipe-builder';

const tags = ['recipes'];
const Params = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
const Created = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** Plus or Premium, read from the user row (not the session cache), so a new plan counts at once. */
async function requireCustomRecipesPlan(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ plan: user.plan, planExpiresAt: user.planExpiresAt }).from(user).where(eq(user.id, userId));
  const { plan } = subscriptionOf(row?.plan, row?.planExpiresAt ?? null);
  if (!(FEATURES.custom_recipes as readonly string[]).includes(plan)) throw new AppError('PLAN_REQUIRED', CUSTOM_RECIPE_MESSAGES.planRequired);
}

/** Builds the rows of a custom recipe: nutrition and flags from its ingredients; nutrition typed in by the person wins. */
async function createCustomRecipe(db: Db, { userId, input }: { userId: string; input: CustomRecipe }) {
  const foodRows = await db.select().from(foods);
  const built = buildRecipe(
    {
      slug: `${slugOf(input.title)}-${randomUUID().slice(0, 8)}`,
      ownerId: userId,
      title: input.title,
      description: input.description,
      picture: input.imageUrl || null,
      sourceUrl: input.recipeUrl || null,
      cuisine: input.cuisine || 'Other',
      course: input.course || 'Main Course',
      diet: 'Vegetarian', // replaced below from the derived flags
      cookingMethod: 'Simmered', // not asked on the form; only steers the oven and frying flags with the steps
      prepMinutes: input.prepMinutes,
      cookMinutes: input.cookMinutes,
      servings: input.servings,
      onePot: false,
      ingredients: input.ingredients.filter((r) => r.name !== '').map(ingredientLine),
      steps: stepsOf(input.instructions),
    },
    foodRows.map(toEngineFood),
    new Map(foodRows.map((f) => [f.key, f.id])),
  );
  const typed = input.nutrition;
  const recipe = {
    ...built.recipe,
    course: input.course,
    cuisine: input.cuisine,
    cookingMethod: '',
    diet: built.recipe.isVegan ? 'Vegan' : built.recipe.isJain ? 'Jain' : '',
    calories: typed.calories || built.recipe.calories,
    protein: typed.protein || built.recipe.protein,
    carbs: typed.carbs || built.recipe.carbs,
    fat: typed.fat || built.recipe.fat,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(recipes).values(recipe).returning({ id: recipes.id, slug: recipes.slug, title: recipes.title });
    if (!row) throw new AppError('INTERNAL', 'The recipe could not be saved');
    if (built.ingredients.length) await tx.insert(recipeIngredients).values(built.ingredients.map((line) => ({ ...line, recipeId: row.id })));
    await logActivity(tx, { userId, kind: 'custom_recipe_created', objectType: 'recipe', objectId: row.id, summary: `Added ${row.title} to your recipes` });
    return row;
  });
}

async function deleteCustomRecipe(db: Db, { userId, id }: { userId: string; id: number }): Promise<void> {
  const [row] = await db.delete(recipes).where(and(eq(recipes.id, id), eq(recipes.ownerId, userId))).returning({ id: recipes.id });
  if (!row) throw new AppError('NOT_FOUND', 'Recipe not found');
}

/** Custom recipes (spec 001 section 2, Add New Recipe): Plus and Premium only; each belongs to its author. */
export async function customRecipeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/recipes/custom', { schema: { tags, body: CustomRecipeInput, response: { 201: Created } } }, async (req, reply) => {
    const me = await requireUser(req);
    await requireCustomRecipesPlan(app.db, me.id);
    return reply.code(201).send(await createCustomRecipe(app.db, { userId: me.id, input: req.body }));
  });

  r.delete('/api/recipes/custom/:id', { schema: { tags, params: Params } }, async (req, reply) => {
    const me = await requireUser(req);
    await deleteCustomRecipe(app.db, { userId: me.id, id: req.params.id });
    return reply.code(204).send();
  });
}
