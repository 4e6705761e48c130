import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import {
  MEAL_PLAN_MESSAGES,
  type MealPlan,
  type PlanEntry,
  type PlanRecipe,
  type PlanStatus,
  type WeekPlan,
} from '../../../domain/meal-plans';
import {
  gridSlotFor,
  isGridMealType,
  mealTypeOrder,
  type GridMealType,
  type MealType,
} from '../../../domain/meal-types';
import { formatWeekDate, dayName, planName, type DayIndex } from '../../../domain/weeks';
import type { Db } from '../../db/client';
import { mealPlanEntries, mealPlans, recipes } from '../../db/schema';
import { logActivity } from '../activity/activity.queries';
import { followDinnerDish, removeLeftoverLunch, unmarkStrayLeftovers } from './leftovers.queries';
import { listEntryPortions } from '../household/entry-portions.queries';

/** The person a plan is made for: their id, and their name for the plan's name. */
export interface Planner {
  id: string;
  name?: string | null;
}

type PlanRow = typeof mealPlans.$inferSelect;

/** Recipes a person may plan: the catalogue and their own custom recipes, never another person's. */
export const visibleRecipe = (userId: string) => or(isNull(recipes.ownerId), eq(recipes.ownerId, userId))!;

export const planRecipeColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  picture: recipes.picture,
  cuisine: recipes.cuisine,
  course: recipes.course,
  diet: recipes.diet,
  prepMinutes: recipes.prepMinutes,
  cookMinutes: recipes.cookMinutes,
  servings: recipes.servings,
  calories: recipes.calories,
  protein: recipes.protein,
  carbs: recipes.carbs,
  fat: recipes.fat,
  ownerId: recipes.ownerId,
};
type PlanRecipeRow = Omit<PlanRecipe, 'isCustom'> & { ownerId: string | null };
export const toPlanRecipe = ({ ownerId, ...row }: PlanRecipeRow): PlanRecipe => ({
  ...row,
  isCustom: ownerId !== null,
});

export async function findPlan(
  db: Db,
  { userId, weekStart }: { userId: string; weekStart: string },
): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), eq(mealPlans.weekStarting, weekStart)));
  return plan;
}

export async function requirePlan(db: Db, where: { userId: string; weekStart: string }): Promise<PlanRow> {
  const plan = await findPlan(db, where);
  if (!plan) throw new AppError('NOT_FOUND', MEAL_PLAN_MESSAGES.noPlan);
  return plan;
}

/** A plan with its entries, Monday first and in the grid's row order. */
export async function readPlan(db: Db, plan: PlanRow): Promise<MealPlan> {
  const rows = await db
    .select({ entry: mealPlanEntries, recipe: planRecipeColumns })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(eq(mealPlanEntries.mealPlanId, plan.id))
    .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.id));
  const portions = await listEntryPortions(
    db,
    rows.map(({ entry }) => entry.id),
  );
  const entries: PlanEntry[] = rows
    .filter(({ entry }) => isGridMealType(entry.mealType))
    .map(({ entry, recipe }) => ({
      id: entry.id,
      day: entry.day,
      dayName: dayName(entry.day as DayIndex),
      mealType: entry.mealType as GridMealType,
      servings: entry.servings,
      source: entry.source,
      leftover: entry.leftover,
      recipe: toPlanRecipe(recipe),
      ...(portions.has(entry.id) && { portions: portions.get(entry.id) }),
    }))
    .sort((a, b) => a.day - b.day || mealTypeOrder(a.mealType) - mealTypeOrder(b.mealType));
  return {
    id: plan.id,
    weekStart: plan.weekStarting,
    name: plan.name,
    status: plan.status as PlanStatus,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    entries,
  };
}

/** The plan of a week, or null: reading creates nothing. */
export async function getWeekPlan(
  db: Db,
  { userId, weekStart }: { userId: string; weekStart: string },
): Promise<WeekPlan> {
  const plan = await findPlan(db, { userId, weekStart });
  return { weekStart, plan: plan ? await readPlan(db, plan) : null };
}

/** The week's plan, made (as a draft named 'Week of {date} - {first name}') when missing. */
export async function ensurePlan(db: Db, { user, weekStart }: { user: Planner; weekStart: string }): Promise<PlanRow> {
  await db
    .insert(mealPlans)
    .values({ userId: user.id, weekStarting: weekStart, name: planName(weekStart, user) })
    .onConflictDoNothing({ target: [mealPlans.userId, mealPlans.weekStarting] });
  return requirePlan(db, { userId: user.id, weekStart });
}

export async function touchPlan(db: Db, planId: number): Promise<PlanRow> {
  const [plan] = await db.update(mealPlans).set({ updatedAt: new Date() }).where(eq(mealPlans.id, planId)).returning();
  return plan!;
}

/** A recipe the person may plan, or 400: a request that names a missing recipe is a client's mistake. */
export async function requireVisibleRecipe(db: Db, { userId, recipeId }: { userId: string; recipeId: number }) {
  const [recipe] = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleRecipe(userId)));
  if (!recipe) throw new AppError('BAD_REQUEST', MEAL_PLAN_MESSAGES.recipeNotFound, { recipeId });
  return recipe;
}

async function filledSlots(db: Db, planId: number, day: number, exceptEntryId?: number): Promise<Set<GridMealType>> {
  const rows = await db
    .select({ id: mealPlanEntries.id, mealType: mealPlanEntries.mealType })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.mealPlanId, planId), eq(mealPlanEntries.day, day)));
  return new Set(
    rows.filter((r) => r.id !== exceptEntryId && isGridMealType(r.mealType)).map((r) => r.mealType as GridMealType),
  );
}

const slotText = (day: number, mealType: GridMealType) => `${dayName(day as DayIndex)} ${mealType.toLowerCase()}`;

export interface AddEntry {
  user: Planner;
  weekStart: string;
  day: DayIndex;
  mealType: MealType;
  recipeId: number;
  servings: number;
}

/** Puts a recipe in a slot of the week (making the week's plan when missing); a filled slot is replaced. */
export async function addEntry(db: Db, input: AddEntry): Promise<{ plan: MealPlan; entry: PlanEntry }> {
  const { user, weekStart, day, recipeId, servings } = input;
  return db.transaction(async (tx) => {
    const recipe = await requireVisibleRecipe(tx, { userId: user.id, recipeId });
    const plan = await ensurePlan(tx, { user, weekStart });
    const mealType = gridSlotFor(input.mealType, await filledSlots(tx, plan.id, day));
    const [entry] = await tx
      .insert(mealPlanEntries)
      .values({ mealPlanId: plan.id, day, mealType, recipeId, servings, source: 'manual' })
      .onConflictDoUpdate({
        target: [mealPlanEntries.mealPlanId, mealPlanEntries.day, mealPlanEntries.mealType],
        set: { recipeId, servings, source: 'manual', leftover: false, createdAt: new Date() },
      })
      .returning({ id: mealPlanEntries.id });
    if (mealType === 'Dinner') await followDinnerDish(tx, { planId: plan.id, day, recipeId });
    await logActivity(tx, {
      userId: user.id,
      kind: 'recipe_planned',
      objectType: 'recipe',
      objectId: recipe.id,
      summary: `Planned ${recipe.title} for ${slotText(day, mealType)} (week of ${formatWeekDate(weekStart)})`,
    });
    const full = await readPlan(tx, await touchPlan(tx, plan.id));
    return { plan: full, entry: full.entries.find((e) => e.id === entry!.id)! };
  });
}

/** An entry of one of the person's plans, or 404 (another person's entry is as good as missing). */
export async function requireEntry(db: Db, { userId, entryId }: { userId: string; entryId: number }) {
  const [row] = await db
    .select({ entry: mealPlanEntries, plan: mealPlans })
    .from(mealPlanEntries)
    .innerJoin(mealPlans, eq(mealPlans.id, mealPlanEntries.mealPlanId))
    .where(and(eq(mealPlanEntries.id, entryId), eq(mealPlans.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', MEAL_PLAN_MESSAGES.entryNotFound);
  return row;
}

export interface UpdateEntry {
  userId: string;
  entryId: number;
  day?: DayIndex | undefined;
  mealType?: MealType | undefined;
  servings?: number | undefined;
}

/**
 * Moves an entry to another slot and/or changes its servings. Moving onto a filled slot swaps the two
 * entries, so nothing planned is lost by a drag.
 */
export async function updateEntry(
  db: Db,
  { userId, entryId, day, mealType, servings }: UpdateEntry,
): Promise<MealPlan> {
  if (day === undefined && mealType === undefined && servings === undefined) {
    throw new AppError('BAD_REQUEST', MEAL_PLAN_MESSAGES.nothingToChange);
  }
  return db.transaction(async (tx) => {
    const { entry, plan } = await requireEntry(tx, { userId, entryId });
    const toDay = day ?? entry.day;
    const toType =
      mealType === undefined
        ? (entry.mealType as GridMealType)
        : gridSlotFor(mealType, await filledSlots(tx, plan.id, toDay, entry.id));
    if (toDay !== entry.day || toType !== entry.mealType) {
      const [occupant] = await tx
        .select({ id: mealPlanEntries.id })
        .from(mealPlanEntries)
        .where(
          and(
            eq(mealPlanEntries.mealPlanId, plan.id),
            eq(mealPlanEntries.day, toDay),
            eq(mealPlanEntries.mealType, toType),
          ),
        );
      // the slots are unique, so the occupant steps aside (day -1) while the entry moves in
      if (occupant) await tx.update(mealPlanEntries).set({ day: -1 }).where(eq(mealPlanEntries.id, occupant.id));
      await tx.update(mealPlanEntries).set({ day: toDay, mealType: toType }).where(eq(mealPlanEntries.id, entry.id));
      if (occupant) {
        await tx
          .update(mealPlanEntries)
          .set({ day: entry.day, mealType: entry.mealType })
          .where(eq(mealPlanEntries.id, occupant.id));
      }
    }
    if (servings !== undefined)
      await tx.update(mealPlanEntries).set({ servings }).where(eq(mealPlanEntries.id, entry.id));
    await unmarkStrayLeftovers(tx, plan.id);
    return readPlan(tx, await touchPlan(tx, plan.id));
  });
}

export async function removeEntry(db: Db, { userId, entryId }: { userId: string; entryId: number }): Promise<MealPlan> {
  return db.transaction(async (tx) => {
    const { entry, plan } = await requireEntry(tx, { userId, entryId });
    await tx.delete(mealPlanEntries).where(eq(mealPlanEntries.id, entry.id));
    if (entry.mealType === 'Dinner') await removeLeftoverLunch(tx, { planId: plan.id, day: entry.day });
    return readPlan(tx, await touchPlan(tx, plan.id));
  });
}

/** Puts another recipe (an alternative) in an entry's slot, keeping its servings. */
export async function swapEntryRecipe(
  db: Db,
  { userId, entryId, recipeId }: { userId: string; entryId: number; recipeId: number },
): Promise<MealPlan> {
  return db.transaction(async (tx) => {
    const { entry, plan } = await requireEntry(tx, { userId, entryId });
    const recipe = await requireVisibleRecipe(tx, { userId, recipeId });
    await tx
      .update(mealPlanEntries)
      .set({ recipeId, source: 'manual', leftover: false })
      .where(eq(mealPlanEntries.id, entry.id));
    if (entry.mealType === 'Dinner') await followDinnerDish(tx, { planId: plan.id, day: entry.day, recipeId });
    await logActivity(tx, {
      userId,
      kind: 'recipe_planned',
      objectType: 'recipe',
      objectId: recipe.id,
      summary: `Swapped in ${recipe.title} for ${slotText(entry.day, entry.mealType as GridMealType)} (week of ${formatWeekDate(plan.weekStarting)})`,
    });
    return readPlan(tx, await touchPlan(tx, plan.id));
  });
}

/** Save Draft and Confirm Plan. A plan with no recipe cannot be confirmed. */
export async function setPlanStatus(
  db: Db,
  { userId, weekStart, status }: { userId: string; weekStart: string; status: PlanStatus },
): Promise<MealPlan> {
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, { userId, weekStart });
    if (status === 'confirmed') {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(mealPlanEntries)
        .where(eq(mealPlanEntries.mealPlanId, plan.id));
      if (!row?.n) throw new AppError('BAD_REQUEST', MEAL_PLAN_MESSAGES.confirmEmpty);
    }
    const [updated] = await tx
      .update(mealPlans)
      .set({ status, updatedAt: new Date() })
      .where(eq(mealPlans.id, plan.id))
      .returning();
    await logActivity(tx, {
      userId,
      kind: status === 'confirmed' ? 'plan_confirmed' : 'plan_saved',
      objectType: 'meal_plan',
      objectId: plan.id,
      summary: status === 'confirmed' ? `Confirmed ${plan.name}` : `Saved ${plan.name} as a draft`,
    });
    return readPlan(tx, updated!);
  });
}
