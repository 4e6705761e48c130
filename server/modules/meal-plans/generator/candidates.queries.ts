import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { COURSES } from '../../../../domain/catalogue';
import type { FixedMeal, GeneratorRecipe } from '../../../../domain/meal-plan-generator/problem';
import { CANDIDATES_PER_COURSE, idealCalories } from '../../../../domain/meal-plan-generator/candidates';
import { allowedDiets } from '../../../../domain/meal-plan-generator/rules';
import { isGridMealType } from '../../../../domain/meal-types';
import type { WeeklyTargets } from '../../../../domain/nutrition-targets';
import { RECIPE_FLAGS, type SearchPreferences } from '../../../../domain/recipe-search';
import type { Db } from '../../../db/client';
import { selectRows } from '../../recipes/raw-rows';
import { cutCandidateRows, type CandidateRows } from './candidate-rows';
import type { CatalogueFilter, CatalogueIndex } from './catalogue-index';
import { candidateJson, catalogueVersionSql, FLAG_COLUMNS } from './catalogue.queries';
import { favoriteRecipes, mealPlanEntries, mealPlans, recipes } from '../../../db/schema';
import { addDays } from '../../../../domain/weeks';
import { visibleRecipe } from '../meal-plans.queries';

/**
 * The recipes a generation may choose from: the catalogue and the person's own recipes that keep every
 * preference (the domain's rules check them again) and whose course suits some meal type. A huge
 * catalogue is cut per course to the recipes whose calories lie closest to what that course's meal types
 * aim at; the person's favorites always come (domain/meal-plan-generator/candidates.ts is the same cut in memory).
 * Courses are matched as the catalogue writes them (custom recipes pick from the same list).
 */

const lower = (s: string) => s.trim().toLowerCase();

/**
 * The ways a value may be written (as chosen, lower case, capitalised): matched as stored, the column's
 * statistics let PostgreSQL walk the (course, calories) index in order (a lower() test hides them and
 * makes it sort every recipe of the course). The domain's rules check case-insensitively again.
 */
const spellings = (values: readonly string[]) => [
  ...new Set(
    values.flatMap((v) => {
      const l = lower(v);
      return [v.trim(), l, l.replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase())];
    }),
  ),
];

function preferenceConditions(prefs: SearchPreferences): SQL[] {
  const conditions: SQL[] = RECIPE_FLAGS.filter((f) => prefs.flags[f]).map((f) => eq(FLAG_COLUMNS[f], true));
  if (prefs.diets.length) conditions.push(inArray(recipes.diet, spellings([...allowedDiets(prefs.diets)])));
  if (prefs.cuisines.length) conditions.push(inArray(recipes.cuisine, spellings(prefs.cuisines)));
  if (prefs.maxCookingTime !== null) conditions.push(lte(recipes.cookMinutes, prefs.maxCookingTime));
  return conditions;
}

/** The preferences as the in-memory catalogue tests them: the same spellings and flags as the conditions above. */
export function catalogueFilter(prefs: SearchPreferences): CatalogueFilter {
  return {
    flagMask: RECIPE_FLAGS.reduce((mask, f, i) => (prefs.flags[f] ? mask | (1 << i) : mask), 0),
    diets: prefs.diets.length ? spellings([...allowedDiets(prefs.diets)]) : null,
    cuisines: prefs.cuisines.length ? spellings(prefs.cuisines) : null,
    maxCookMinutes: prefs.maxCookingTime,
  };
}

const candidateArray = candidateJson.as('r');

/** The rows of a candidate query as one JSON text (an expression: several go in one statement). */
const jsonOf = (query: SQL | { getSQL(): SQL }) => sql`(select coalesce(json_agg(s.r), '[]')::text from (${query}) s)`;

/** The candidate rows of a generation, and the catalogue's version they were read at (null: no version row). */
export interface CandidateRead {
  rows: CandidateRows;
  version: number | null;
  /** Whether the catalogue came from memory (its version matched), or whole from PostgreSQL. */
  fromMemory: boolean;
}

/**
 * Per course, the `perCourse` recipes nearest its aim: the nearest above and the nearest below, each an
 * index range scan on (course, calories), cut in the query. Then the person's favorites wherever they lie.
 * Answered as JSON text, for the generator worker to read (listCandidateRecipes reads it here). Given the
 * catalogue in memory (catalogue-index.ts), only the person's own recipes and favorites are read, with the
 * catalogue's version in the same statement; when the version has moved, the whole cut is read as before.
 */
export async function listCandidateRows(
  db: Db,
  {
    userId,
    preferences,
    targets,
    perCourse = CANDIDATES_PER_COURSE,
    catalogue = null,
  }: {
    userId: string;
    preferences: SearchPreferences;
    targets: WeeklyTargets;
    perCourse?: number;
    catalogue?: CatalogueIndex | null;
  },
): Promise<CandidateRead> {
  const ideal = idealCalories(targets);
  const conditions = preferenceConditions(preferences);
  const keeps = and(visibleRecipe(userId), ...conditions);
  const courses = COURSES.filter((c) => ideal.has(lower(c)));
  const aims = courses.map((c): [string, number] => [c, ideal.get(lower(c))!]);
  // per course (a row of `c`) the nearest `perCourse` above its aim and below it, each an ordered index range
  // scan on (course, calories), then the nearest `perCourse` of the two: the cut happens here, so only the kept
  // rows travel as JSON. Written once with the courses as a VALUES list (not a union of fourteen copies): the
  // statement is short to build on the event loop and to send.
  const side = (above: boolean) =>
    sql`(select ${candidateJson} as r, ${recipes.calories} as calories, ${recipes.id} as id from ${recipes} where ${recipes.course} = c.course and ${above ? sql`${recipes.calories} >= c.aim` : sql`${recipes.calories} < c.aim`} and ${keeps} order by ${recipes.calories} ${above ? sql`asc` : sql`desc`}, ${recipes.id} limit ${perCourse})`;
  const courseAims = sql.join(
    courses.map((c) => sql`(${c}::text, ${ideal.get(lower(c))!}::float8)`),
    sql`, `,
  );
  const nearest = sql`select n.r from (values ${courseAims}) as c(course, aim) cross join lateral (select x.r from (${side(true)} union all ${side(false)}) x order by abs(x.calories::float8 - c.aim), x.id limit ${perCourse}) n`;
  // with the catalogue in memory: the person's own recipes (few, by the owner index), cut in the worker with it
  const own = db
    .select({ r: candidateArray })
    .from(recipes)
    .where(and(eq(recipes.ownerId, userId), inArray(recipes.course, courses), ...conditions));
  const favorites = db
    .select({ r: candidateArray })
    .from(recipes)
    .where(
      and(
        inArray(
          recipes.id,
          db.select({ id: favoriteRecipes.recipeId }).from(favoriteRecipes).where(eq(favoriteRecipes.userId, userId)),
        ),
        inArray(recipes.course, courses),
        keeps,
      ),
    );
  const read = async (fromMemory: boolean): Promise<CandidateRead> => {
    // one round trip for the rows, the favorites and the version
    const [row] = await selectRows<{ nearest: string; favorites: string; version: string | number | null }>(
      db,
      sql`select ${jsonOf(fromMemory ? own : nearest)} as nearest, ${jsonOf(favorites)} as favorites, ${catalogueVersionSql} as version`,
    );
    const version = row?.version === null || row?.version === undefined ? null : Number(row.version);
    return {
      rows: { nearest: row?.nearest ?? '[]', favorites: row?.favorites ?? '[]', aims, perCourse },
      version,
      fromMemory,
    };
  };
  if (!courses.length)
    return { rows: { nearest: '[]', favorites: '[]', aims, perCourse }, version: null, fromMemory: false };
  if (catalogue) {
    const mine = await read(true);
    if (mine.version !== null && mine.version === catalogue.version)
      return { ...mine, rows: { ...mine.rows, catalogue: { index: catalogue, filter: catalogueFilter(preferences) } } };
  }
  return read(false);
}

/** The recipes a generation may choose from (the rows of listCandidateRows, read here). */
export async function listCandidateRecipes(
  db: Db,
  options: Parameters<typeof listCandidateRows>[1],
): Promise<GeneratorRecipe[]> {
  return cutCandidateRows((await listCandidateRows(db, options)).rows);
}

/** The week's slots the person filled (by hand, copied, swapped): everything but what a generator placed. */
export async function listKeptMeals(db: Db, { planId }: { planId: number | null }): Promise<FixedMeal[]> {
  if (planId === null) return [];
  const rows = await db
    .select({
      day: mealPlanEntries.day,
      mealType: mealPlanEntries.mealType,
      servings: mealPlanEntries.servings,
      recipeId: recipes.id,
      cuisine: recipes.cuisine,
      course: recipes.course,
      calories: recipes.calories,
      protein: recipes.protein,
      fat: recipes.fat,
      carbs: recipes.carbs,
    })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(and(eq(mealPlanEntries.mealPlanId, planId), sql`${mealPlanEntries.source} <> ${GENERATED_SOURCE}`));
  return rows.flatMap(({ mealType, ...row }) =>
    isGridMealType(mealType) && row.day >= 0 && row.day <= 6 ? [{ ...row, mealType }] : [],
  );
}

/** Weeks before the generated one whose recipes it avoids. */
export const RECENT_WEEKS = 2;

/**
 * The recipes of the person's own plans of the RECENT_WEEKS weeks before `weekStart` (however they got there), and
 * of those the ones of the week just before: the generator avoids both, last week's more.
 */
export async function listRecentRecipeIds(
  db: Db,
  { userId, weekStart }: { userId: string; weekStart: string },
): Promise<{ recent: number[]; lastWeek: number[] }> {
  const rows = await db
    .selectDistinct({ id: mealPlanEntries.recipeId, weekStarting: mealPlans.weekStarting })
    .from(mealPlanEntries)
    .innerJoin(mealPlans, eq(mealPlans.id, mealPlanEntries.mealPlanId))
    .where(
      and(
        eq(mealPlans.userId, userId),
        gte(mealPlans.weekStarting, addDays(weekStart, -7 * RECENT_WEEKS)),
        lt(mealPlans.weekStarting, weekStart),
      ),
    );
  const lastWeekStart = addDays(weekStart, -7);
  return {
    recent: [...new Set(rows.map((r) => r.id))],
    lastWeek: [...new Set(rows.filter((r) => r.weekStarting === lastWeekStart).map((r) => r.id))],
  };
}

/** The `source` of an entry the generator placed: the next generation may replace it. */
export const GENERATED_SOURCE = 'generated';
