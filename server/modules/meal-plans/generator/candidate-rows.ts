import type { GeneratorRecipe } from '../../../../domain/meal-plan-generator/problem';
import { RECIPE_FLAGS, type RecipeFlag } from '../../../../domain/recipe-search';

/**
 * The candidate rows of a generation as PostgreSQL writes them: one JSON text of arrays (the fields below, then the
 * flags as one number, bit i for RECIPE_FLAGS[i]). Thousands of rows parsed into objects and copied to a worker cost the server's
 * event loop tens of milliseconds a generation; one string costs it next to nothing, and the worker reads it.
 */
export interface CandidateRows {
  /** The rows nearest each course's aim (cut per course in the query). */
  nearest: string;
  /** The person's favorites that keep their preferences, wherever their calories lie (every favorite candidate is one of these). */
  favorites: string;
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
  flags: number,
];

/** Per course, the `perCourse` rows nearest its aim (ties by id); then the favorites, wherever they lie. */
export function cutCandidateRows({ nearest, favorites, aims, perCourse }: CandidateRows): GeneratorRecipe[] {
  const rows = JSON.parse(nearest) as Row[];
  const chosen = new Map<number, Row>();
  for (const [course, aim] of aims) {
    const near = rows
      .filter((r) => r[3] === course)
      .sort((a, b) => Math.abs(a[6] - aim) - Math.abs(b[6] - aim) || a[0] - b[0]);
    for (const r of near.slice(0, perCourse)) chosen.set(r[0], r);
  }
  const favoriteRows = JSON.parse(favorites) as Row[];
  for (const r of favoriteRows) chosen.set(r[0], r);
  const isFavorite = new Set(favoriteRows.map((r) => r[0]));
  return [...chosen.values()].map(
    ([id, title, cuisine, course, diet, cookMinutes, calories, protein, fat, carbs, flags]) => ({
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
      flags: Object.fromEntries(RECIPE_FLAGS.map((f, i) => [f, (flags & (1 << i)) !== 0])) as Record<
        RecipeFlag,
        boolean
      >,
    }),
  );
}
