import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { FAMILY_MESSAGES, MEMBER_LIMIT, type HouseholdMember, type MemberInput } from '../../../domain/family';
import type { SolveOutcome } from '../meal-plans/generator/solve-week';
import { summarizeNutrition, type NutritionSummary } from '../../../domain/nutrition-summary';
import type { DayIndex } from '../../../domain/weeks';
import type { Db } from '../../db/client';
import { householdMembers, mealPlanEntries, memberPortions, recipes } from '../../db/schema';
import { listWeekEntryFigures } from '../nutrition/nutrition.queries';
import { selectRows } from '../recipes/raw-rows';
import { GENERATED_SOURCE } from '../meal-plans/generator/candidates.queries';

/** The people at a household's table (family planning), always scoped by the household's owner. */

type Row = typeof householdMembers.$inferSelect;

const toMember = (row: Row): HouseholdMember => ({
  id: row.id,
  name: row.name,
  diet: row.diet,
  glutenFree: row.glutenFree,
  targets: { calories: row.calories, protein: row.protein, fat: row.fat, carbs: row.carbs },
  mealTypes: row.mealTypes,
});

const columnsOf = (input: MemberInput) => ({
  name: input.name,
  diet: input.diet,
  glutenFree: input.glutenFree,
  ...input.targets,
  mealTypes: input.mealTypes,
});

export async function listMembers(db: Db, { ownerId }: { ownerId: string }): Promise<HouseholdMember[]> {
  const rows = await db
    .select()
    .from(householdMembers)
    .where(eq(householdMembers.userId, ownerId))
    .orderBy(asc(householdMembers.position), asc(householdMembers.id));
  return rows.map(toMember);
}

/** Adds a member; the ninth is refused. The count and the insert are one statement, so two at once cannot make nine. */
export async function createMember(
  db: Db,
  { ownerId, input }: { ownerId: string; input: MemberInput },
): Promise<HouseholdMember> {
  const c = columnsOf(input);
  const rows = await selectRows<{ id: number }>(
    db,
    sql`
    insert into ${householdMembers} (user_id, name, diet, gluten_free, calories, protein, fat, carbs, meal_types, position)
    select ${ownerId}, ${c.name}, ${c.diet}, ${c.glutenFree}, ${c.calories}, ${c.protein}, ${c.fat}, ${c.carbs},
      ${JSON.stringify(c.mealTypes)}::jsonb, coalesce(max(position) + 1, 0)
    from ${householdMembers} where user_id = ${ownerId}
    having count(*) < ${MEMBER_LIMIT}
    returning id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(householdMembers)
      .where(eq(householdMembers.userId, ownerId));
    // the count may only be short of the limit when the owner is gone: then nothing was theirs to add to
    throw new AppError(n >= MEMBER_LIMIT ? 'BAD_REQUEST' : 'NOT_FOUND', FAMILY_MESSAGES.limit);
  }
  return getMember(db, { ownerId, id });
}

export async function getMember(db: Db, { ownerId, id }: { ownerId: string; id: number }): Promise<HouseholdMember> {
  const [row] = await db
    .select()
    .from(householdMembers)
    .where(and(eq(householdMembers.id, id), eq(householdMembers.userId, ownerId)));
  if (!row) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.notFound);
  return toMember(row);
}

export async function updateMember(
  db: Db,
  { ownerId, id, input }: { ownerId: string; id: number; input: MemberInput },
): Promise<HouseholdMember> {
  const [row] = await db
    .update(householdMembers)
    .set(columnsOf(input))
    .where(and(eq(householdMembers.id, id), eq(householdMembers.userId, ownerId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.notFound);
  return toMember(row);
}

export async function deleteMember(db: Db, { ownerId, id }: { ownerId: string; id: number }): Promise<void> {
  const [row] = await db
    .delete(householdMembers)
    .where(and(eq(householdMembers.id, id), eq(householdMembers.userId, ownerId)))
    .returning({ id: householdMembers.id });
  if (!row) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.notFound);
}

/** After a household's generation: each member's portion of each generated entry (not eaten: no row). */
export async function saveMemberPortions(
  db: Db,
  { planId, outcome }: { planId: number; outcome: Pick<SolveOutcome, 'entries' | 'memberPortions'> },
): Promise<void> {
  if (!outcome.memberPortions?.length) return;
  const saved = await db
    .select({ id: mealPlanEntries.id, day: mealPlanEntries.day, mealType: mealPlanEntries.mealType })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.mealPlanId, planId), eq(mealPlanEntries.source, GENERATED_SOURCE)));
  const idOf = new Map(saved.map((e) => [`${e.day}:${e.mealType}`, e.id]));
  const rows = outcome.memberPortions.flatMap(({ memberId, servings, variants }) =>
    outcome.entries.flatMap((e, i) => {
      const entryId = idOf.get(`${e.day}:${e.mealType}`);
      // the member's variant, when the table's dish does not fit their diet (decision 032, 2026-11-27)
      const recipeId = variants?.[i] ?? null;
      return entryId !== undefined && servings[i]! > 0 ? [{ entryId, memberId, servings: servings[i]!, recipeId }] : [];
    }),
  );
  if (rows.length) await db.insert(memberPortions).values(rows).onConflictDoNothing();
}

/**
 * One member's Weekly Nutrition Summary: their portions of the meals they eat, against their own targets. A meal
 * with no portions (placed by hand) counts as its servings for each member who eats that row; a meal where the member
 * has a variant counts the variant's nutrition (decision 032, 2026-11-27).
 */
export async function getMemberNutritionSummary(
  db: Db,
  { ownerId, memberId, weekStart }: { ownerId: string; memberId: number; weekStart: string },
): Promise<NutritionSummary> {
  const member = await getMember(db, { ownerId, id: memberId });
  const entries = await listWeekEntryFigures(db, { planUserId: ownerId, weekStart });
  const portions = entries.length
    ? await db
        .select({
          entryId: memberPortions.entryId,
          memberId: memberPortions.memberId,
          servings: memberPortions.servings,
          variant: {
            calories: recipes.calories,
            protein: recipes.protein,
            fat: recipes.fat,
            carbs: recipes.carbs,
          },
        })
        .from(memberPortions)
        .leftJoin(recipes, eq(recipes.id, memberPortions.recipeId))
        .where(
          inArray(
            memberPortions.entryId,
            entries.map((e) => e.id),
          ),
        )
    : [];
  const withPortions = new Set(portions.map((p) => p.entryId));
  const mine = new Map(portions.filter((p) => p.memberId === member.id).map((p) => [p.entryId, p]));
  const planned = entries
    .filter((e) => e.day >= 0 && e.day <= 6)
    .flatMap(({ id, day, mealType, servings, calories, protein, fat, carbs }) => {
      const eats = member.mealTypes.includes(mealType as HouseholdMember['mealTypes'][number]);
      const own = mine.get(id);
      const portion = withPortions.has(id) ? (own?.servings ?? 0) : eats ? servings : 0;
      const perServing = own?.variant ?? { calories, protein, fat, carbs };
      return portion > 0 ? [{ day: day as DayIndex, servings: portion, perServing }] : [];
    });
  return summarizeNutrition(weekStart, planned, member.targets);
}
