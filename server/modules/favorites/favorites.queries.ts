import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { FAVORITE_MESSAGES, type FavoriteMealPlan, type FavoriteRecipe } from '../../../domain/favorites';
import type { Db } from '../../db/client';
import {
  favoriteMealPlanEntries,
  favoriteMealPlans,
  favoriteRecipes,
  mealPlanEntries,
  mealPlans,
  recipes,
} from '../../db/schema';
import { logActivity } from '../activity/activity.queries';
import { cardColumns, ratingTotalsJoin, toCard } from '../recipes/recipe-cards.queries';

const visibleRecipe = (userId: string) => or(isNull(recipes.ownerId), eq(recipes.ownerId, userId))!;

/** The person's favorite recipes, newest first, each with its card (a recipe they can no longer see is left out). */
export async function listFavoriteRecipes(db: Db, { userId }: { userId: string }): Promise<FavoriteRecipe[]> {
  const rows = await db
    .select({ id: favoriteRecipes.id, createdAt: favoriteRecipes.createdAt, recipe: cardColumns })
    .from(favoriteRecipes)
    .innerJoin(recipes, eq(recipes.id, favoriteRecipes.recipeId))
    .leftJoin(...ratingTotalsJoin)
    .where(and(eq(favoriteRecipes.userId, userId), visibleRecipe(userId)))
    .orderBy(desc(favoriteRecipes.createdAt), desc(favoriteRecipes.id));
  return rows.map((row) => ({
    id: row.id,
    recipeId: row.recipe.id,
    createdAt: row.createdAt.toISOString(),
    recipe: toCard(row.recipe),
  }));
}

/** The ids of the person's favorite recipes: the hearts of every card on a page. */
export async function listFavoriteRecipeIds(db: Db, { userId }: { userId: string }): Promise<number[]> {
  const rows = await db
    .select({ recipeId: favoriteRecipes.recipeId })
    .from(favoriteRecipes)
    .where(eq(favoriteRecipes.userId, userId));
  return rows.map((r) => r.recipeId);
}

/** Adds a favorite: 400 for a recipe the person cannot see, 409 'Already in favorites' for a second time. */
export async function addFavoriteRecipe(
  db: Db,
  { userId, recipeId }: { userId: string; recipeId: number },
): Promise<FavoriteRecipe> {
  return db.transaction(async (tx) => {
    const [recipe] = await tx
      .select(cardColumns)
      .from(recipes)
      .leftJoin(...ratingTotalsJoin)
      .where(and(eq(recipes.id, recipeId), visibleRecipe(userId)));
    if (!recipe) throw new AppError('BAD_REQUEST', FAVORITE_MESSAGES.recipeNotFound, { recipeId });
    const [row] = await tx
      .insert(favoriteRecipes)
      .values({ userId, recipeId })
      .onConflictDoNothing({ target: [favoriteRecipes.userId, favoriteRecipes.recipeId] })
      .returning();
    if (!row) throw new AppError('CONFLICT', FAVORITE_MESSAGES.alreadyFavorite);
    await logActivity(tx, {
      userId,
      kind: 'favorite_added',
      objectType: 'recipe',
      objectId: recipeId,
      summary: `Added ${recipe.title} to favorites`,
    });
    return { id: row.id, recipeId, createdAt: row.createdAt.toISOString(), recipe: toCard(recipe) };
  });
}

export async function removeFavoriteRecipe(
  db: Db,
  { userId, recipeId }: { userId: string; recipeId: number },
): Promise<void> {
  const [row] = await db
    .delete(favoriteRecipes)
    .where(and(eq(favoriteRecipes.userId, userId), eq(favoriteRecipes.recipeId, recipeId)))
    .returning({ id: favoriteRecipes.id });
  if (!row) throw new AppError('NOT_FOUND', FAVORITE_MESSAGES.notFavorite);
}

/** The person's saved meal plans, newest first, each with the number of meals saved in it. */
export async function listFavoriteMealPlans(db: Db, { userId }: { userId: string }): Promise<FavoriteMealPlan[]> {
  const rows = await db
    .select({
      id: favoriteMealPlans.id,
      name: favoriteMealPlans.name,
      createdAt: favoriteMealPlans.createdAt,
      mealPlanId: favoriteMealPlans.mealPlanId,
      weekStart: favoriteMealPlans.weekStarting,
      entryCount: count(favoriteMealPlanEntries.id),
    })
    .from(favoriteMealPlans)
    .leftJoin(favoriteMealPlanEntries, eq(favoriteMealPlanEntries.favoriteMealPlanId, favoriteMealPlans.id))
    .where(eq(favoriteMealPlans.userId, userId))
    .groupBy(favoriteMealPlans.id)
    .orderBy(desc(favoriteMealPlans.createdAt), desc(favoriteMealPlans.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

type SavedEntry = { day: number; mealType: string; recipeId: number; servings: number };
/** The same meals in the same slots, at the same servings: a second save of an unchanged week. */
const sameEntries = (a: SavedEntry[], b: SavedEntry[]) => {
  const key = (list: SavedEntry[]) =>
    list
      .map((e) => `${e.day}|${e.mealType}|${e.recipeId}|${e.servings}`)
      .sort()
      .join(';');
  return key(a) === key(b);
};

/**
 * Saves a week's plan as a favorite meal plan, under a name (the plan's own by default): a copy of the
 * week's entries as they are now, so later changes to the week leave the favorite as it was saved. Saving
 * the same week again is refused only while it holds exactly what an earlier favorite of it saved.
 */
export async function saveFavoriteMealPlan(
  db: Db,
  {
    userId,
    weekStart,
    name,
    planUserId = userId,
  }: { userId: string; weekStart: string; name?: string | undefined; planUserId?: string },
): Promise<FavoriteMealPlan> {
  return db.transaction(async (tx) => {
    // the week is the household's (its owner's, decision 031); the favorite, a copy, is the person's own
    const [plan] = await tx
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.userId, planUserId), eq(mealPlans.weekStarting, weekStart)));
    if (!plan) throw new AppError('NOT_FOUND', FAVORITE_MESSAGES.noPlan);
    const entries = await tx
      .select({
        day: mealPlanEntries.day,
        mealType: mealPlanEntries.mealType,
        recipeId: mealPlanEntries.recipeId,
        servings: mealPlanEntries.servings,
        source: mealPlanEntries.source,
      })
      .from(mealPlanEntries)
      .where(eq(mealPlanEntries.mealPlanId, plan.id));
    if (!entries.length) throw new AppError('BAD_REQUEST', FAVORITE_MESSAGES.emptyPlan);
    const earlier = await tx
      .select({
        favoriteId: favoriteMealPlans.id,
        day: favoriteMealPlanEntries.day,
        mealType: favoriteMealPlanEntries.mealType,
        recipeId: favoriteMealPlanEntries.recipeId,
        servings: favoriteMealPlanEntries.servings,
      })
      .from(favoriteMealPlans)
      .innerJoin(favoriteMealPlanEntries, eq(favoriteMealPlanEntries.favoriteMealPlanId, favoriteMealPlans.id))
      .where(and(eq(favoriteMealPlans.userId, userId), eq(favoriteMealPlans.mealPlanId, plan.id)));
    const byFavorite = new Map<number, SavedEntry[]>();
    for (const { favoriteId, ...entry } of earlier)
      byFavorite.set(favoriteId, [...(byFavorite.get(favoriteId) ?? []), entry]);
    if ([...byFavorite.values()].some((saved) => sameEntries(saved, entries)))
      throw new AppError('CONFLICT', FAVORITE_MESSAGES.alreadyFavorite);
    const [row] = await tx
      .insert(favoriteMealPlans)
      .values({ userId, mealPlanId: plan.id, weekStarting: weekStart, name: name ?? plan.name })
      .returning();
    await tx.insert(favoriteMealPlanEntries).values(entries.map((e) => ({ ...e, favoriteMealPlanId: row!.id })));
    await logActivity(tx, {
      userId,
      kind: 'favorite_added',
      objectType: 'meal_plan',
      objectId: plan.id,
      summary: `Saved ${row!.name} to favorite meal plans`,
    });
    return {
      id: row!.id,
      name: row!.name,
      createdAt: row!.createdAt.toISOString(),
      mealPlanId: plan.id,
      weekStart,
      entryCount: entries.length,
    };
  });
}

export async function removeFavoriteMealPlan(db: Db, { userId, id }: { userId: string; id: number }): Promise<void> {
  const [row] = await db
    .delete(favoriteMealPlans)
    .where(and(eq(favoriteMealPlans.id, id), eq(favoriteMealPlans.userId, userId)))
    .returning({ id: favoriteMealPlans.id });
  if (!row) throw new AppError('NOT_FOUND', FAVORITE_MESSAGES.planNotFavorite);
}
