import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ActivityEntry, ActivityKind, ActivityObject, ActivityPage } from '../../../domain/activity';
import { AppError } from '../../../domain/errors';
import { PLAN_NAMES, type Plan } from '../../../domain/plans';
import type { Db } from '../../db/client';
import { activityLog, mealPlans, orders, pantryScans, recipes } from '../../db/schema';

export interface ActivityInput {
  userId: string;
  kind: ActivityKind;
  objectType: ActivityObject;
  objectId: string | number | null;
  /** One line a person reads: "Added Palak Paneer to favorites". */
  summary: string;
}

/** Records what a person did. Call it in the same transaction as the change it describes. */
export async function logActivity(
  db: Db,
  { userId, kind, objectType, objectId, summary }: ActivityInput,
): Promise<void> {
  await db
    .insert(activityLog)
    .values({ userId, kind, objectType, objectId: objectId === null ? null : String(objectId), summary });
}

type Row = typeof activityLog.$inferSelect;
interface Target {
  title: string;
  link: string;
}

const numericIds = (rows: Row[], type: ActivityObject) => [
  ...new Set(
    rows
      .filter((r) => r.objectType === type && r.objectId && /^\d{1,9}$/.test(r.objectId))
      .map((r) => Number(r.objectId)),
  ),
];

/**
 * Where each entry's object lives now, read with one small query per kind of object, always scoped to
 * the person: a recipe they can see, their plan, scan or order. An object that is gone has no target.
 */
async function findTargets(db: Db, userId: string, rows: Row[]): Promise<Map<string, Target>> {
  const targets = new Map<string, Target>();
  const recipeIds = numericIds(rows, 'recipe');
  const planIds = numericIds(rows, 'meal_plan');
  const scanIds = numericIds(rows, 'pantry_scan');
  const orderIds = [...new Set(rows.filter((r) => r.objectType === 'order' && r.objectId).map((r) => r.objectId!))];
  const [recipeRows, planRows, scanRows, orderRows] = await Promise.all([
    recipeIds.length
      ? db
          .select({ id: recipes.id, title: recipes.title })
          .from(recipes)
          .where(and(inArray(recipes.id, recipeIds), or(isNull(recipes.ownerId), eq(recipes.ownerId, userId))))
      : [],
    planIds.length
      ? db
          .select({ id: mealPlans.id, name: mealPlans.name, week: mealPlans.weekStarting })
          .from(mealPlans)
          .where(and(inArray(mealPlans.id, planIds), eq(mealPlans.userId, userId)))
      : [],
    scanIds.length
      ? db
          .select({ id: pantryScans.id, name: pantryScans.scanName })
          .from(pantryScans)
          .where(and(inArray(pantryScans.id, scanIds), eq(pantryScans.userId, userId)))
      : [],
    orderIds.length
      ? db
          .select({ id: orders.id, plan: orders.plan })
          .from(orders)
          .where(and(inArray(orders.id, orderIds), eq(orders.userId, userId)))
      : [],
  ]);
  for (const r of recipeRows) targets.set(`recipe:${r.id}`, { title: r.title, link: `/dashboard/recipes/${r.id}` });
  for (const p of planRows)
    targets.set(`meal_plan:${p.id}`, { title: p.name, link: `/dashboard/meal-plan?week=${p.week}` });
  for (const s of scanRows) targets.set(`pantry_scan:${s.id}`, { title: s.name, link: '/dashboard/pantry-scan' });
  for (const o of orderRows)
    targets.set(`order:${o.id}`, { title: `${PLAN_NAMES[o.plan as Plan] ?? o.plan} Plan`, link: '/settings' });
  return targets;
}

/** A page of the person's Recent Activity, newest first; `before` is the last entry id of the previous page. */
export async function listActivity(
  db: Db,
  { userId, limit, before }: { userId: string; limit: number; before?: number | undefined },
): Promise<ActivityPage> {
  if (before !== undefined) {
    const [cursor] = await db
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(and(eq(activityLog.id, before), eq(activityLog.userId, userId)));
    if (!cursor) throw new AppError('BAD_REQUEST', 'Unknown activity cursor');
  }
  // Compared in SQL: timestamps keep microseconds that a JavaScript Date would round away.
  const after =
    before === undefined
      ? undefined
      : sql`(${activityLog.createdAt}, ${activityLog.id}) < (select a.created_at, a.id from ${activityLog} a where a.id = ${before})`;
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.userId, userId), after))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const targets = await findTargets(db, userId, page);
  const entries = page.map((row): ActivityEntry => {
    const target = row.objectId ? targets.get(`${row.objectType}:${row.objectId}`) : undefined;
    return {
      id: row.id,
      kind: row.kind as ActivityKind,
      text: row.summary,
      object: { type: row.objectType as ActivityObject, id: row.objectId, title: target?.title ?? null },
      link: target?.link ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { entries, nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}
