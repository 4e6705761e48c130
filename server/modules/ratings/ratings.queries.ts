import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import {
  RATING_MESSAGES,
  ratingScore,
  summarizeRatings,
  type MyRating,
  type RatingSummary,
} from '../../../domain/ratings';
import type { Db } from '../../db/client';
import { mealPlanEntries, mealPlans, recipeRatings, recipeRatingTotals, recipes } from '../../db/schema';
import { visibleTo } from '../recipes/search-filters';

/** 404 for a recipe that does not exist or is someone else's own recipe: the same answer, so nothing leaks. */
async function requireVisibleRecipe(db: Db, { userId, recipeId }: { userId: string | null; recipeId: number }) {
  const [recipe] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleTo(userId)));
  if (!recipe) throw new AppError('NOT_FOUND', RATING_MESSAGES.recipeNotFound);
}

async function readSummary(db: Db, recipeId: number): Promise<RatingSummary> {
  const [totals] = await db.select().from(recipeRatingTotals).where(eq(recipeRatingTotals.recipeId, recipeId));
  return summarizeRatings(totals?.ratingCount ?? 0, totals?.starTotal ?? 0);
}

/** Whether the recipe is in any of the person's weeks, past, present or future. */
async function hasPlanned(db: Db, { userId, recipeId }: { userId: string; recipeId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: mealPlanEntries.id })
    .from(mealPlanEntries)
    .innerJoin(mealPlans, eq(mealPlans.id, mealPlanEntries.mealPlanId))
    .where(and(eq(mealPlans.userId, userId), eq(mealPlanEntries.recipeId, recipeId)))
    .limit(1);
  return Boolean(row);
}

async function readStars(db: Db, { userId, recipeId }: { userId: string; recipeId: number }): Promise<number | null> {
  const [row] = await db
    .select({ stars: recipeRatings.stars })
    .from(recipeRatings)
    .where(and(eq(recipeRatings.userId, userId), eq(recipeRatings.recipeId, recipeId)));
  return row?.stars ?? null;
}

/**
 * A recipe's rating as one person sees it: the average and count, their own stars, and whether they may rate
 * it (they planned it in any of their weeks, or rated it before). A visitor sees the average and count only.
 */
export async function getMyRating(
  db: Db,
  { userId, recipeId }: { userId: string | null; recipeId: number },
): Promise<MyRating> {
  await requireVisibleRecipe(db, { userId, recipeId });
  const summary = await readSummary(db, recipeId);
  if (!userId) return { summary, stars: null, canRate: false };
  const stars = await readStars(db, { userId, recipeId });
  return { summary, stars, canRate: stars !== null || (await hasPlanned(db, { userId, recipeId })) };
}

/** Distinct from the other advisory locks of the app (server/db/client.ts, wishlist votes): ratings of one recipe. */
const RATING_LOCK_CLASS = 74_210_101;

/**
 * Rates a recipe for the signed-in person (1 to 5 stars; a second rating replaces the first). Only a recipe
 * they can see (404) and have planned or rated before (403). The recipe's totals are counted again from its
 * ratings under a lock per recipe, so two people rating at once both count.
 */
export async function rateRecipe(
  db: Db,
  { userId, recipeId, stars }: { userId: string; recipeId: number; stars: number },
): Promise<MyRating> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await requireVisibleRecipe(tx, { userId, recipeId });
    const rated = (await readStars(tx, { userId, recipeId })) !== null;
    if (!rated && !(await hasPlanned(tx, { userId, recipeId })))
      throw new AppError('FORBIDDEN', RATING_MESSAGES.notPlanned);
    await tx.execute(sql`select pg_advisory_xact_lock(${RATING_LOCK_CLASS}::int, ${recipeId}::int)`);
    const now = new Date();
    await tx
      .insert(recipeRatings)
      .values({ userId, recipeId, stars, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [recipeRatings.userId, recipeRatings.recipeId], set: { stars, updatedAt: now } });
    const [totals] = await tx
      .select({ count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${recipeRatings.stars}), 0)::int` })
      .from(recipeRatings)
      .where(eq(recipeRatings.recipeId, recipeId));
    const row = {
      ratingCount: totals!.count,
      starTotal: totals!.total,
      score: ratingScore(totals!.count, totals!.total),
    };
    await tx
      .insert(recipeRatingTotals)
      .values({ recipeId, ...row })
      .onConflictDoUpdate({ target: recipeRatingTotals.recipeId, set: row });
    return { summary: summarizeRatings(row.ratingCount, row.starTotal), stars, canRate: true };
  });
}
