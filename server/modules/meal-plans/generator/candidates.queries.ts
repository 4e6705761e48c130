import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FixedMeal, GeneratorRecipe } from '../../../../domain/meal-plan-generator/problem';
import { CANDIDATES_PER_COURSE, idealCalories } from '../../../../domain/meal-plan-generator/candidates';
import { allowedDiets } from '../../../../domain/meal-plan-generator/rules';
import { isGridMealType } from '../../../../domain/meal-types';
import type { WeeklyTargets } from '../../../../domain/nutrition-targets';
import { RECIPE_FLAGS, type RecipeFlag, type SearchPreferences } from '../../../../domain/recipe-search';
import type { Db } from '../../../db/client';
import { mealPlanEntries, recipes } from '../../../db/schema';
import { visibleRecipe } from '../meal-plans.queries';

/**
 * The recipes a generation may choose from: the catalogue and the person's own recipes that keep every
 * preference (the domain's rules check them again) and whose course suits some meal type. A huge
 * catalogue is cut per course to the recipes whose calories lie closest to what that course's meal types
 * aim at; the person's favorites always come (domain/meal-plan-generator/candidates.ts is the same cut in memory).
 */

const lower = (s: string) => s.trim().toLowerCase();

const FLAG_COLUMNS = Object.fromEntries(RECIPE_FLAGS.map((f) => [f, recipes[f]])) as Record<RecipeFlag, (typeof recipes)[RecipeFlag]>;

function preferenceConditions(prefs: SearchPreferences): SQL[] {
  const conditions: SQL[] = RECIPE_FLAGS.filter((f) => prefs.flags[f]).map((f) => eq(FLAG_COLUMNS[f], true));
  if (prefs.diets.length) conditions.push(inArray(sql`lower(${recipes.diet})`, [...allowedDiets(prefs.diets)]));
  if (prefs.cuisines.length) conditions.push(inArray(sql`lower(${recipes.cuisine})`, prefs.cuisines.map(lower)));
  if (prefs.maxCookingTime !== null) conditions.push(lte(recipes.cookMinutes, prefs.maxCookingTime));
  return conditions;
}

export async function listCandidateRecipes(
  db: Db,
  { userId, preferences, targets, perCourse = CANDIDATES_PER_COURSE }: { userId: string; preferences: SearchPreferences; targets: WeeklyTargets; perCourse?: number },
): Promise<GeneratorRecipe[]> {
  const ideal = idealCalories(targets);
  const idealOf = sql.join(
    [...ideal].map(([course, kcal]) => sql`when ${course} then ${kcal}::real`),
    sql` `,
  );
  // written out: Drizzle leaves columns of a one-table select unqualified, and "id" would mean the favorite's
  const isFavorite = sql<boolean>`exists (select 1 from favorite_recipes f where f.user_id = ${userId} and f.recipe_id = recipes.id)`;
  const ranked = db
    .select({
      id: recipes.id, cuisine: recipes.cuisine, course: recipes.course, diet: recipes.diet, cookMinutes: recipes.cookMinutes,
      calories: recipes.calories, protein: recipes.protein, fat: recipes.fat, carbs: recipes.carbs,
      ...FLAG_COLUMNS,
      isFavorite: isFavorite.as('is_favorite'),
      rank: sql<number>`row_number() over (partition by lower(${recipes.course}) order by abs(${recipes.calories} - (case lower(${recipes.course}) ${idealOf} end)), ${recipes.id})`.as('rank'),
    })
    .from(recipes)
    .where(and(visibleRecipe(userId), inArray(sql`lower(${recipes.course})`, [...ideal.keys()]), ...preferenceConditions(preferences)))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(or(lte(ranked.rank, perCourse), eq(ranked.isFavorite, true)));
  return rows.map((r) => ({
    id: r.id, cuisine: r.cuisine, course: r.course, diet: r.diet, cookMinutes: r.cookMinutes,
    calories: r.calories, protein: r.protein, fat: r.fat, carbs: r.carbs, isFavorite: r.isFavorite,
    flags: Object.fromEntries(RECIPE_FLAGS.map((f) => [f, r[f]])) as Record<RecipeFlag, boolean>,
  }));
}

/** The week's slots the person filled (by hand, copied, swapped): everything but what a generator placed. */
export async function listKeptMeals(db: Db, { planId }: { planId: number | null }): Promise<FixedMeal[]> {
  if (planId === null) return [];
  const rows = await db
    .select({
      day: mealPlanEntries.day, mealType: mealPlanEntries.mealType, servings: mealPlanEntries.servings, recipeId: recipes.id,
      cuisine: recipes.cuisine, calories: recipes.calories, protein: recipes.protein, fat: recipes.fat, carbs: recipes.carbs,
    })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(and(eq(mealPlanEntries.mealPlanId, planId), sql`${mealPlanEntries.source} <> ${GENERATED_SOURCE}`));
  return rows.flatMap(({ mealType, ...row }) => (isGridMealType(mealType) && row.day >= 0 && row.day <= 6 ? [{ ...row, mealType }] : []));
}

/** The `source` of an entry the generator placed: the next generation may replace it. */
export const GENERATED_SOURCE = 'generated';
