import { COURSES_FOR_MEAL_TYPE, GRID_MEAL_TYPES } from '../meal-types';
import type { WeeklyTargets } from '../nutrition-targets';
import { MEAL_TYPE_SHARES, type GeneratorRecipe } from './problem';
import { preferenceFilter } from './rules';
import { mealTypesOf } from './slot-fit';
import type { SearchPreferences } from '../recipe-search';

/**
 * How a huge catalogue is cut before a generation: per course, the recipes whose calories lie closest
 * to what that course's meal types aim at, and every favorite. The server does this in SQL
 * (server/modules/meal-plans/generator/candidates.queries.ts); this is the same cut in memory, for the
 * benchmark and tests.
 */

/** At most this many recipes per course (the real catalogue has far fewer; a 100k one is cut): each comes in up to four portions. */
export const CANDIDATES_PER_COURSE = 200;

const lower = (s: string) => s.trim().toLowerCase();

/** Per course (lower case), the calories its meal types aim at on average. */
export function idealCalories(targets: WeeklyTargets): Map<string, number> {
  const sums = new Map<string, { total: number; n: number }>();
  for (const mealType of GRID_MEAL_TYPES) {
    for (const course of COURSES_FOR_MEAL_TYPE[mealType]) {
      const s = sums.get(lower(course)) ?? { total: 0, n: 0 };
      s.total += (MEAL_TYPE_SHARES[mealType] * targets.calories) / 7;
      s.n += 1;
      sums.set(lower(course), s);
    }
  }
  return new Map([...sums].map(([course, s]) => [course, Math.round(s.total / s.n)]));
}

export function cutCandidates(
  recipes: readonly GeneratorRecipe[],
  {
    targets,
    preferences,
    perCourse = CANDIDATES_PER_COURSE,
  }: { targets: WeeklyTargets; preferences: SearchPreferences; perCourse?: number },
): GeneratorRecipe[] {
  const ideal = idealCalories(targets);
  const keeps = preferenceFilter(preferences);
  const byCourse = new Map<string, GeneratorRecipe[]>();
  for (const r of recipes) {
    if (!keeps(r) || !mealTypesOf(r).length) continue;
    const list = byCourse.get(lower(r.course)) ?? [];
    list.push(r);
    byCourse.set(lower(r.course), list);
  }
  return [...byCourse].flatMap(([course, list]) => {
    const aim = ideal.get(course)!;
    const ranked = list.sort((a, b) => Math.abs(a.calories - aim) - Math.abs(b.calories - aim) || a.id - b.id);
    return ranked.filter((r, i) => i < perCourse || r.isFavorite);
  });
}
