import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import {
  CHECK_YOU_HAVE,
  groupByAisle,
  mergeGroceryLines,
  normalizeName,
  shownAmount,
  statesWeightOfAll,
  type GroceryFood,
  type GroceryLine,
  type PlannedIngredientLine,
} from '../../../domain/grocery';
import { GROCERY_MESSAGES, type GroceryItem, type GroceryList } from '../../../domain/grocery-list';
import { subtractPantry } from '../../../domain/grocery-pantry';
import { productFor } from '../../../domain/grocery-products';
import { eatersAt, type HouseholdSize } from '../../../domain/household';
import { isGridMealType } from '../../../domain/meal-types';
import type { Db } from '../../db/client';
import { getTableSize } from '../household/table-size';
import {
  foods,
  groceryItems,
  groceryLists,
  mealPlanEntries,
  memberPortions,
  mealPlans,
  pantryScans,
  recipeIngredients,
  recipes,
} from '../../db/schema';

type ListRow = typeof groceryLists.$inferSelect;
type ItemRow = typeof groceryItems.$inferSelect;
type PlanRow = typeof mealPlans.$inferSelect;

const toItem = (row: ItemRow): GroceryItem => ({
  id: row.id,
  foodId: row.foodId,
  name: row.name,
  quantity: row.quantity,
  unit: row.unit,
  amount: shownAmount(row),
  aisle: row.aisle,
  checked: row.checked,
  isManual: row.isManual,
});

async function requirePlan(db: Db, { userId, weekStart }: { userId: string; weekStart: string }): Promise<PlanRow> {
  const [plan] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), eq(mealPlans.weekStarting, weekStart)));
  if (!plan) throw new AppError('NOT_FOUND', GROCERY_MESSAGES.noPlan);
  return plan;
}

async function readList(db: Db, list: ListRow, plan: PlanRow): Promise<GroceryList> {
  const rows = await db
    .select()
    .from(groceryItems)
    .where(eq(groceryItems.listId, list.id))
    .orderBy(asc(groceryItems.position), asc(groceryItems.id));
  const items = rows.map(toItem);
  const toShop = items.filter((i) => i.aisle !== CHECK_YOU_HAVE);
  return {
    id: list.id,
    mealPlanId: plan.id,
    weekStart: plan.weekStarting,
    planName: plan.name,
    subtractPantry: list.subtractPantry,
    updatedAt: list.updatedAt.toISOString(),
    itemCount: items.length,
    checkedCount: items.filter((i) => i.checked).length,
    aisles: groupByAisle(toShop),
    checkYouHave: groupByAisle(items.filter((i) => i.aisle === CHECK_YOU_HAVE)).flatMap((g) => g.items),
  };
}

async function findList(db: Db, planId: number): Promise<ListRow | undefined> {
  const [list] = await db.select().from(groceryLists).where(eq(groceryLists.mealPlanId, planId));
  return list;
}

/** The list of a week's plan, or 404. */
export async function getGroceryList(db: Db, where: { userId: string; weekStart: string }): Promise<GroceryList> {
  const plan = await requirePlan(db, where);
  const list = await findList(db, plan.id);
  if (!list) throw new AppError('NOT_FOUND', GROCERY_MESSAGES.noList);
  return readList(db, list, plan);
}

const groceryFood = (food: typeof foods.$inferSelect): GroceryFood => ({
  id: food.id,
  key: food.key,
  name: food.name,
  aliases: food.aliases,
  aisle: food.aisle,
  portions: food.portions,
  mlDensity: food.mlDensity,
});

/**
 * Every ingredient line of the plan's recipes, with the product it is bought as and the entry's scale: one
 * person's portion times the people who eat that meal, against what the recipe makes.
 */
async function listPlannedLines(db: Db, planId: number, household: HouseholdSize): Promise<PlannedIngredientLine[]> {
  const rows = await db
    .select({
      line: recipeIngredients,
      food: foods,
      servings: mealPlanEntries.servings,
      mealType: mealPlanEntries.mealType,
      recipeServings: recipes.servings,
      // family planning: what the members eat of the entry's own dish, when the generator gave them portions (a
      // member's variant is bought below, as its own dish: decision 032, 2026-11-27)
      memberServings: sql<number | null>`(select case when count(*) = 0 then null
        else coalesce(sum(${memberPortions.servings}) filter (where ${memberPortions.recipeId} is null), 0) end
        from ${memberPortions} where ${memberPortions.entryId} = ${mealPlanEntries.id})`,
    })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .innerJoin(recipeIngredients, eq(recipeIngredients.recipeId, recipes.id))
    .leftJoin(foods, eq(foods.id, recipeIngredients.foodId))
    .where(eq(mealPlanEntries.mealPlanId, planId))
    .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.id), asc(recipeIngredients.position));
  // a member's variant: that dish, in that member's portion
  const variants = await db
    .select({
      line: recipeIngredients,
      food: foods,
      servings: memberPortions.servings,
      recipeServings: recipes.servings,
    })
    .from(memberPortions)
    .innerJoin(mealPlanEntries, eq(mealPlanEntries.id, memberPortions.entryId))
    .innerJoin(recipes, eq(recipes.id, memberPortions.recipeId))
    .innerJoin(recipeIngredients, eq(recipeIngredients.recipeId, recipes.id))
    .leftJoin(foods, eq(foods.id, recipeIngredients.foodId))
    .where(eq(mealPlanEntries.mealPlanId, planId))
    .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.id), asc(recipeIngredients.position));
  const allFoods = rows.length || variants.length ? (await db.select().from(foods)).map(groceryFood) : [];
  const planned = rows.map(({ line, food, servings, mealType, recipeServings, memberServings }) => ({
    line,
    food,
    recipeServings,
    eaten:
      memberServings !== null
        ? Number(memberServings)
        : servings * (isGridMealType(mealType) ? eatersAt(household, mealType) : household.people),
  }));
  return [...planned, ...variants.map((v) => ({ ...v, eaten: v.servings }))]
    .filter((p) => p.eaten > 0)
    .map(({ line, food, recipeServings, eaten }) =>
      productFor(
        {
          food: food && groceryFood(food),
          name: line.name,
          quantity: line.quantity,
          quantityMax: line.quantityMax,
          unit: line.unit,
          grams: line.grams,
          gramsStated: line.quantityMax !== null && statesWeightOfAll(line.originalText),
          scale: eaten / Math.max(1, recipeServings),
        },
        allFoods,
      ),
    );
}

async function latestPantry(db: Db, userId: string) {
  const [scan] = await db
    .select({ ingredients: pantryScans.ingredients })
    .from(pantryScans)
    .where(eq(pantryScans.userId, userId))
    .orderBy(desc(pantryScans.createdAt), desc(pantryScans.id))
    .limit(1);
  return scan?.ingredients ?? [];
}

/** The checked state a rebuilt line keeps: that of the old line of the same food (the same unit preferred). */
function carryChecked(lines: readonly GroceryLine[], old: readonly ItemRow[]): boolean[] {
  const sameThing = (line: GroceryLine, item: ItemRow) =>
    line.foodId !== null
      ? item.foodId === line.foodId
      : item.foodId === null && normalizeName(item.name) === normalizeName(line.name);
  const left = [...old];
  return lines.map((line) => {
    const candidates = left.filter((item) => sameThing(line, item));
    const match = candidates.find((item) => item.unit === line.unit) ?? candidates[0];
    if (!match) return false;
    left.splice(left.indexOf(match), 1);
    return match.checked;
  });
}

/**
 * Builds (or rebuilds) the grocery list of a week's plan from its recipes. Manual items stay, and a
 * line that is still needed keeps its checked state.
 */
export async function buildGroceryList(
  db: Db,
  {
    userId,
    weekStart,
    subtractPantry: subtract,
  }: { userId: string; weekStart: string; subtractPantry?: boolean | undefined },
): Promise<GroceryList> {
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, { userId, weekStart });
    const planned = await listPlannedLines(tx, plan.id, await getTableSize(tx, { ownerId: userId }));
    if (!planned.length) throw new AppError('BAD_REQUEST', GROCERY_MESSAGES.emptyPlan);
    const existing = await findList(tx, plan.id);
    const useSubtract = subtract ?? existing?.subtractPantry ?? false;
    const merged = mergeGroceryLines(planned);
    const lines = useSubtract ? subtractPantry(merged, await latestPantry(tx, userId)) : merged;
    const [list] = await tx
      .insert(groceryLists)
      .values({ userId, mealPlanId: plan.id, subtractPantry: useSubtract })
      .onConflictDoUpdate({
        target: groceryLists.mealPlanId,
        set: { subtractPantry: useSubtract, updatedAt: new Date() },
      })
      .returning();
    const old = await tx
      .select()
      .from(groceryItems)
      .where(and(eq(groceryItems.listId, list!.id), eq(groceryItems.isManual, false)));
    const checked = carryChecked(lines, old);
    await tx.delete(groceryItems).where(and(eq(groceryItems.listId, list!.id), eq(groceryItems.isManual, false)));
    if (lines.length) {
      await tx.insert(groceryItems).values(
        lines.map((line, i) => ({
          listId: list!.id,
          foodId: line.foodId,
          name: line.name,
          quantity: line.quantity,
          unit: line.unit,
          grams: line.grams,
          aisle: line.aisle,
          checked: checked[i]!,
          isManual: false,
          position: i,
        })),
      );
    }
    return readList(tx, list!, plan);
  });
}

/** A manual item, on the week's list (an empty list is made for the plan when there is none yet). */
export async function addManualItem(
  db: Db,
  {
    userId,
    weekStart,
    name,
    quantity,
    unit,
    aisle,
  }: {
    userId: string;
    weekStart: string;
    name: string;
    quantity?: number | null | undefined;
    unit?: string | null | undefined;
    aisle: string;
  },
): Promise<GroceryItem> {
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, { userId, weekStart });
    await tx
      .insert(groceryLists)
      .values({ userId, mealPlanId: plan.id })
      .onConflictDoNothing({ target: groceryLists.mealPlanId });
    const list = (await findList(tx, plan.id))!;
    const [item] = await tx
      .insert(groceryItems)
      .values({ listId: list.id, name, quantity: quantity ?? null, unit: unit || null, aisle, isManual: true })
      .returning();
    await tx.update(groceryLists).set({ updatedAt: new Date() }).where(eq(groceryLists.id, list.id));
    return toItem(item!);
  });
}

/** An item of one of the person's lists, or 404. */
async function requireItem(db: Db, { userId, itemId }: { userId: string; itemId: number }): Promise<ItemRow> {
  const [row] = await db
    .select({ item: groceryItems })
    .from(groceryItems)
    .innerJoin(groceryLists, eq(groceryLists.id, groceryItems.listId))
    .where(and(eq(groceryItems.id, itemId), eq(groceryLists.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', GROCERY_MESSAGES.itemNotFound);
  return row.item;
}

export async function setItemChecked(
  db: Db,
  { userId, itemId, checked }: { userId: string; itemId: number; checked: boolean },
): Promise<GroceryItem> {
  const item = await requireItem(db, { userId, itemId });
  const [updated] = await db.update(groceryItems).set({ checked }).where(eq(groceryItems.id, item.id)).returning();
  return toItem(updated!);
}

export async function removeItem(db: Db, { userId, itemId }: { userId: string; itemId: number }): Promise<void> {
  const item = await requireItem(db, { userId, itemId });
  await db.delete(groceryItems).where(eq(groceryItems.id, item.id));
}
