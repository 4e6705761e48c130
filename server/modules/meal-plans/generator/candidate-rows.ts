import type { GeneratorRecipe } from '../../../../domain/meal-plan-generator/problem';
import { RECIPE_FLAGS, type RecipeFlag } from '../../../../domain/recipe-search';

/**
 * The candidate rows of a generation as PostgreSQL writes them: one JSON text of arrays (CANDIDATE_FIELDS, then the
 * flags in RECIPE_FLAGS order). Thousands of rows parsed into objects and copied to a worker cost the server's
 * event loop tens of milliseconds a generation; one string costs it next to nothing, and the worker reads it.
 */
export interface CandidateRows {
  /** The rows nearest each course's aim, above and below (a few per course more than are kept). */
  nearest: string;
  /** The person's favorites that keep their preferences, wherever their calories lie. */
  favorites: string;
  favoriteIds: number[];
  /** [course, calories aimed at] in the order the courses are cut. */
  aims: [string, number][];
  perCourse: number;
}

type Row = [
  id: number,
  title: string,
  cuisine: string,
  course: string,
  diet: string,
  cookMinutes: number,
  calories: number,
  protein: number,
  fat: number,
  carbs: number,
  ...flags: boolean[],
];

/** Per course, the `perCourse` rows nearest its aim (ties by id); then the favorites, wherever they lie. */
export function cutCandidateRows({
  nearest,
  favorites,
  favoriteIds,
  aims,
  perCourse,
}: CandidateRows): GeneratorRecipe[] {
  const rows = JSON.parse(nearest) as Row[];
  const chosen = new Map<number, Row>();
  for (const [course, aim] of aims) {
    const near = rows
      .filter((r) => r[3] === course)
      .sort((a, b) => Math.abs(a[6] - aim) - Math.abs(b[6] - aim) || a[0] - b[0]);
    for (const r of near.slice(0, perCourse)) chosen.set(r[0], r);
  }
  for (const r of JSON.parse(favorites) as Row[]) chosen.set(r[0], r);
  const isFavorite = new Set(favoriteIds);
  return [...chosen.values()].map(
    ([id, title, cuisine, course, diet, cookMinutes, calories, protein, fat, carbs, ...flags]) => ({
      id,
      title,
      cuisine,
      course,
      diet,
      cookMinutes,
      calories,
      protein,
      fat,
      carbs,
      isFavorite: isFavorite.has(id),
      flags: Object.fromEntries(RECIPE_FLAGS.map((f, i) => [f, Boolean(flags[i])])) as Record<RecipeFlag, boolean>,
    }),
  );
}
