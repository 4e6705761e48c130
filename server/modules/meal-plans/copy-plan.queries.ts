import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { MEAL_PLAN_MESSAGES, type CopyResult } from '../../../domain/meal-plans';
import { formatWeekDate } from '../../../domain/weeks';
import type { Db } from '../../db/client';
import { favoriteMealPlanEntries, favoriteMealPlans, mealPlanEntries } from '../../db/schema';
import { logActivity } from '../activity/activity.queries';
import { unmarkStrayLeftovers } from './leftovers.queries';
import { ensurePlan, findPlan, readPlan, requirePlan, touchPlan, type Planner } from './meal-plans.queries';

/**
 * Copy from Past and Copy from Favorites: the entries of another plan of the same person go into this
 * week's plan (made when missing). By default only the empty slots are filled, so nothing planned is
 * lost; `overwrite` replaces filled slots too (docs/decisions/004-meal-types-and-copying.md).
 */
type SourceEntry = Pick<
  typeof mealPlanEntries.$inferSelect,
  'day' | 'mealType' | 'recipeId' | 'servings' | 'source'
> & { leftover?: boolean };

async function copyEntries(
  tx: Db,
  {
    user,
    source,
    weekStart,
    overwrite,
  }: { user: Planner; source: SourceEntry[]; weekStart: string; overwrite: boolean },
): Promise<{ planId: number; copied: number; skipped: number }> {
  if (!source.length) throw new AppError('BAD_REQUEST', MEAL_PLAN_MESSAGES.sourceEmpty);
  const target = await ensurePlan(tx, { user, weekStart });
  // a favorite's saved copy does not keep leftover marks: its lunches come back as plain lunches
  const rows = source.map((entry) => ({ ...entry, leftover: entry.leftover ?? false, mealPlanId: target.id }));
  const slot = [mealPlanEntries.mealPlanId, mealPlanEntries.day, mealPlanEntries.mealType];
  const insert = tx.insert(mealPlanEntries).values(rows);
  const written = overwrite
    ? await insert
        .onConflictDoUpdate({
          target: slot,
          set: {
            recipeId: sql`excluded.recipe_id`,
            servings: sql`excluded.servings`,
            source: sql`excluded.source`,
            leftover: sql`excluded.leftover`,
            createdAt: new Date(),
          },
        })
        .returning({ id: mealPlanEntries.id })
    : await insert.onConflictDoNothing({ target: slot }).returning({ id: mealPlanEntries.id });
  // a leftover lunch copied without its dinner (the slot was filled) is a lunch like any other
  await unmarkStrayLeftovers(tx, target.id);
  await touchPlan(tx, target.id);
  return { planId: target.id, copied: written.length, skipped: source.length - written.length };
}

const entryColumns = {
  day: mealPlanEntries.day,
  mealType: mealPlanEntries.mealType,
  recipeId: mealPlanEntries.recipeId,
  servings: mealPlanEntries.servings,
  source: mealPlanEntries.source,
  leftover: mealPlanEntries.leftover,
};
const favoriteEntryColumns = {
  day: favoriteMealPlanEntries.day,
  mealType: favoriteMealPlanEntries.mealType,
  recipeId: favoriteMealPlanEntries.recipeId,
  servings: favoriteMealPlanEntries.servings,
  source: favoriteMealPlanEntries.source,
};

async function finish(
  tx: Db,
  {
    userId,
    weekStart,
    copied,
    skipped,
    from,
  }: { userId: string; weekStart: string; copied: number; skipped: number; from: string },
): Promise<CopyResult> {
  const plan = await requirePlan(tx, { userId, weekStart });
  await logActivity(tx, {
    userId,
    kind: 'plan_copied',
    objectType: 'meal_plan',
    objectId: plan.id,
    summary: `Copied ${copied} ${copied === 1 ? 'meal' : 'meals'} from ${from} into ${plan.name}`,
  });
  return { plan: await readPlan(tx, plan), copied, skipped };
}

export async function copyFromPast(
  db: Db,
  { user, weekStart, fromWeek, overwrite }: { user: Planner; weekStart: string; fromWeek: string; overwrite: boolean },
): Promise<CopyResult> {
  if (fromWeek >= weekStart) throw new AppError('BAD_REQUEST', MEAL_PLAN_MESSAGES.pastOnly);
  return db.transaction(async (tx) => {
    const source = await findPlan(tx, { userId: user.id, weekStart: fromWeek });
    if (!source) throw new AppError('NOT_FOUND', `No meal plan for the week of ${formatWeekDate(fromWeek)}`);
    const entries = await tx
      .select(entryColumns)
      .from(mealPlanEntries)
      .where(eq(mealPlanEntries.mealPlanId, source.id));
    const { copied, skipped } = await copyEntries(tx, { user, source: entries, weekStart, overwrite });
    return finish(tx, { userId: user.id, weekStart, copied, skipped, from: `the week of ${formatWeekDate(fromWeek)}` });
  });
}

export async function copyFromFavorite(
  db: Db,
  {
    user,
    weekStart,
    favoriteId,
    overwrite,
    favoriteOwnerId = user.id,
  }: { user: Planner; weekStart: string; favoriteId: number; overwrite: boolean; favoriteOwnerId?: string },
): Promise<CopyResult> {
  return db.transaction(async (tx) => {
    const [favorite] = await tx
      .select({ id: favoriteMealPlans.id, name: favoriteMealPlans.name })
      .from(favoriteMealPlans)
      .where(and(eq(favoriteMealPlans.id, favoriteId), eq(favoriteMealPlans.userId, favoriteOwnerId)));
    if (!favorite) throw new AppError('NOT_FOUND', MEAL_PLAN_MESSAGES.favoriteNotFound);
    // The copy saved with the favorite, not what its week holds now (docs/decisions/024-ratings-and-favorite-plan-copies.md).
    const entries = await tx
      .select(favoriteEntryColumns)
      .from(favoriteMealPlanEntries)
      .where(eq(favoriteMealPlanEntries.favoriteMealPlanId, favorite.id));
    const { copied, skipped } = await copyEntries(tx, { user, source: entries, weekStart, overwrite });
    return finish(tx, { userId: user.id, weekStart, copied, skipped, from: `the favorite '${favorite.name}'` });
  });
}
