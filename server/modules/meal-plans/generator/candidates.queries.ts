import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { COURSES } from '../../../../domain/catalogue';
import type { FixedMeal, GeneratorRecipe } from '../../../../domain/meal-plan-generator/problem';
import { CANDIDATES_PER_COURSE, idealCalories } from '../../../../domain/meal-plan-generator/candidates';
import { allowedDiets } from '../../../../domain/meal-plan-generator/rules';
import { isGridMealType } from '../../../../domain/meal-types';
import type { WeeklyTargets } from '../../../../domain/nutrition-targets';
import { RECIPE_FLAGS, type RecipeFlag, type SearchPreferences } from '../../../../domain/recipe-search';
import type { Db } from '../../../db/client';
import { selectRows } from '../../recipes/raw-rows';
import { cutCandidateRows, type CandidateRows } from './candidate-rows';
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

const FLAG_COLUMNS = Object.fromEntries(RECIPE_FLAGS.map((f) => [f, recipes[f]])) as Record<
  RecipeFlag,
  (typeof recipes)[RecipeFlag]
>;

function preferenceConditions(prefs: SearchPreferences): SQL[] {
  const conditions: SQL[] = RECIPE_FLAGS.filter((f) => prefs.flags[f]).map((f) => eq(FLAG_COLUMNS[f], true));
  if (prefs.diets.length) conditions.push(inArray(recipes.diet, spellings([...allowedDiets(prefs.diets)])));
  if (prefs.cuisines.length) conditions.push(inArray(recipes.cuisine, spellings(prefs.cuisines)));
  if (prefs.maxCookingTime !== null) conditions.push(lte(recipes.cookMinutes, prefs.maxCookingTime));
  return conditions;
}

/** A candidate as one JSON array (candidate-rows.ts reads it): the generator's fields, then the flags as bits. */
const candidateJson = sql<unknown>`json_build_array(${sql.join(
  [
    recipes.id,
    recipes.title,
    recipes.cuisine,
    recipes.course,
    recipes.diet,
    recipes.cookMinutes,
    recipes.calories,
    recipes.protein,
    recipes.fat,
    recipes.carbs,
    sql`(${sql.join(
      RECIPE_FLAGS.map((f, i) => sql`(${FLAG_COLUMNS[f]}::int << ${sql.raw(String(i))})`),
      sql` | `,
    )})`,
  ],
  sql`, `,
)})`;
const candidateArray = candidateJson.as('r');

/** The rows of a candidate query as one JSON text (an expression: several go in one statement). */
const jsonOf = (query: SQL | { getSQL(): SQL }) => sql`(select coalesce(json_agg(s.r), '[]')::text from (${query}) s)`;

/**
 * Per course, the `perCourse` recipes nearest its aim: the nearest above and the nearest below, each an
 * index range scan on (course, calories), cut in the query. Then the person's favorites wherever they lie. Answered as JSON text, for the generator worker to read (listCandidateRecipes reads it here).
 */
export async function listCandidateRows(
  db: Db,
  {
    userId,
    preferences,
    targets,
    perCourse = CANDIDATES_PER_COURSE,
  }: { userId: string; preferences: SearchPreferences; targets: WeeklyTargets; perCourse?: number },
): Promise<CandidateRows> {
  const ideal = idealCalories(targets);
  const keeps = and(visibleRecipe(userId), ...preferenceConditions(preferences));
  const courses = COURSES.filter((c) => ideal.has(lower(c)));
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
  const aims = courses.map((c): [string, number] => [c, ideal.get(lower(c))!]);
  if (!courses.length) return { nearest: '[]', favorites: '[]', aims, perCourse };
  // one round trip for both
  const [row] = await selectRows<{ nearest: string; favorites: string }>(
    db,
    sql`select ${jsonOf(nearest)} as nearest, ${jsonOf(favorites)} as favorites`,
  );
  return { nearest: row?.nearest ?? '[]', favorites: row?.favorites ?? '[]', aims, perCourse };
}

/** The recipes a generation may choose from (the rows of listCandidateRows, read here). */
export async function listCandidateRecipes(
  db: Db,
  options: { userId: string; preferences: SearchPreferences; targets: WeeklyTargets; perCourse?: number },
): Promise<GeneratorRecipe[]> {
  return cutCandidateRows(await listCandidateRows(db, options));
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
