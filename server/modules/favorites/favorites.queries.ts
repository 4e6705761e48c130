import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { FAVORITE_MESSAGES, type FavoriteMealPlan, type FavoriteRecipe } from '../../../domain/favorites';
import { RECIPE_FLAGS, type RecipeCard, type RecipeFlag } from '../../../domain/recipe-search';
import type { Db } from '../../db/client';
import { favoriteMealPlans, favoriteRecipes, mealPlanEntries, mealPlans, recipes } from '../../db/schema';
import { logActivity } from '../activity/activity.queries';

const visibleRecipe = (userId: string) => or(isNull(recipes.ownerId), eq(recipes.ownerId, userId))!;

/** The card fields of a recipe (domain/recipe-search.ts RecipeCard). */
const cardColumns = {
  id: recipes.id, slug: recipes.slug, title: recipes.title, description: recipes.description, picture: recipes.picture,
  cuisine: recipes.cuisine, course: recipes.course, diet: recipes.diet, cookingMethod: recipes.cookingMethod,
  prepMinutes: recipes.prepMinutes, cookMinutes: recipes.cookMinutes, servings: recipes.servings,
  calories: recipes.calories, protein: recipes.protein, carbs: recipes.carbs, fat: recipes.fat,
  ...(Object.fromEntries(RECIPE_FLAGS.map((f) => [f, recipes[f]])) as { [F in RecipeFlag]: (typeof recipes)[F] }),
  ownerId: recipes.ownerId,
};
type CardRow = Omit<RecipeCard, 'isCustom'> & { ownerId: string | null };
const toCard = ({ ownerId, ...row }: CardRow): RecipeCard => ({ ...row, isCustom: ownerId !== null });

/** The person's favorite recipes, newest first, each with its card (a recipe they can no longer see is left out). */
export async function listFavoriteRecipes(db: Db, { userId }: { userId: string }): Promise<FavoriteRecipe[]> {
  const rows = await db
    .select({ id: favoriteRecipes.id, createdAt: favoriteRecipes.createdAt, recipe: cardColumns })
    .from(favoriteRecipes)
    .innerJoin(recipes, eq(recipes.id, favoriteRecipes.recipeId))
    .where(and(eq(favoriteRecipes.userId, userId), visibleRecipe(userId)))
    .orderBy(desc(favoriteRecipes.createdAt), desc(favoriteRecipes.id));
  return rows.map((row) => ({ id: row.id, recipeId: row.recipe.id, createdAt: row.createdAt.toISOString(), recipe: toCard(row.recipe) }));
}

/** The ids of the person's favorite recipes: the hearts of every card on a page. */
export async function listFavoriteRecipeIds(db: Db, { userId }: { userId: string }): Promise<number[]> {
  const rows = await db.select({ recipeId: favoriteRecipes.recipeId }).from(favoriteRecipes).where(eq(favoriteRecipes.userId, userId));
  return rows.map((r) => r.recipeId);
}

/** Adds a favorite: 400 for a recipe the person cannot see, 409 'Already in favorites' for a second time. */
export async function addFavoriteRecipe(db: Db, { userId, recipeId }: { userId: string; recipeId: number }): Promise<FavoriteRecipe> {
  return db.transaction(async (tx) => {
    const [recipe] = await tx.select(cardColumns).from(recipes).where(and(eq(recipes.id, recipeId), visibleRecipe(userId)));
    if (!recipe) throw new AppError('BAD_REQUEST', FAVORITE_MESSAGES.recipeNotFound, { recipeId });
    const [row] = await tx
      .insert(favoriteRecipes)
      .values({ userId, recipeId })
      .onConflictDoNothing({ target: [favoriteRecipes.userId, favoriteRecipes.recipeId] })
      .returning();
    if (!row) throw new AppError('CONFLICT', FAVORITE_MESSAGES.alreadyFavorite);
    await logActivity(tx, { userId, kind: 'favorite_added', objectType: 'recipe', objectId: recipeId, summary: `Added ${recipe.title} to favorites` });
    return { id: row.id, recipeId, createdAt: row.createdAt.toISOString(), recipe: toCard(recipe) };
  });
}

export async function removeFavoriteRecipe(db: Db, { userId, recipeId }: { userId: string; recipeId: number }): Promise<void> {
  const [row] = await db
    .delete(favoriteRecipes)
    .where(and(eq(favoriteRecipes.userId, userId), eq(favoriteRecipes.recipeId, recipeId)))
    .returning({ id: favoriteRecipes.id });
  if (!row) throw new AppError('NOT_FOUND', FAVORITE_MESSAGES.notFavorite);
}

/** The person's saved meal plans, newest first. */
export async function listFavoriteMealPlans(db: Db, { userId }: { userId: string }): Promise<FavoriteMealPlan[]> {
  const rows = await db
    .select({
      id: favoriteMealPlans.id, name: favoriteMealPlans.name, createdAt: favoriteMealPlans.createdAt,
      mealPlanId: favoriteMealPlans.mealPlanId, weekStart: mealPlans.weekStarting, entryCount: count(mealPlanEntries.id),
    })
    .from(favoriteMealPlans)
    .innerJoin(mealPlans, and(eq(mealPlans.id, favoriteMealPlans.mealPlanId), eq(mealPlans.userId, userId)))
    .leftJoin(mealPlanEntries, eq(mealPlanEntries.mealPlanId, mealPlans.id))
    .where(eq(favoriteMealPlans.userId, userId))
    .groupBy(favoriteMealPlans.id, mealPlans.weekStarting)
    .orderBy(desc(favoriteMealPlans.createdAt), desc(favoriteMealPlans.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Saves a week's plan as a favorite meal plan, under a name (the plan's own by default). The favorite
 * points at the week's plan: Copy from Favorites copies what that plan holds when it is used.
 */
export async function saveFavoriteMealPlan(
  db: Db,
  { userId, weekStart, name }: { userId: string; weekStart: string; name?: string | undefined },
): Promise<FavoriteMealPlan> {
  return db.transaction(async (tx) => {
    const [plan] = await tx.select().from(mealPlans).where(and(eq(mealPlans.userId, userId), eq(mealPlans.weekStarting, weekStart)));
    if (!plan) throw new AppError('NOT_FOUND', FAVORITE_MESSAGES.noPlan);
    const [entries] = await tx.select({ n: count() }).from(mealPlanEntries).where(eq(mealPlanEntries.mealPlanId, plan.id));
    if (!entries?.n) throw new AppError('BAD_REQUEST', FAVORITE_MESSAGES.emptyPlan);
    const [row] = await tx
      .insert(favoriteMealPlans)
      .values({ userId, mealPlanId: plan.id, name: name ?? plan.name })
      .onConflictDoNothing({ target: [favoriteMealPlans.userId, favoriteMealPlans.mealPlanId] })
      .returning();
    if (!row) throw new AppError('CONFLICT', FAVORITE_MESSAGES.alreadyFavorite);
    await logActivity(tx, { userId, kind: 'favorite_added', objectType: 'meal_plan', objectId: plan.id, summary: `Saved ${row.name} to favorite meal plans` });
    return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), mealPlanId: plan.id, weekStart, entryCount: entries.n };
  });
}

export async function removeFavoriteMealPlan(db: Db, { userId, id }: { userId: string; id: number }): Promise<void> {
  const [row] = await db
    .delete(favoriteMealPlans)
    .where(and(eq(favoriteMealPlans.id, id), eq(favoriteMealPlans.userId, userId)))
    .returning({ id: favoriteMealPlans.id });
  if (!row) throw new AppError('NOT_FOUND', FAVORITE_MESSAGES.planNotFavorite);
}
