import type { GeneratorRecipe } from '../../../../domain/meal-plan-generator/problem';
import { RECIPE_FLAGS, type RecipeFlag } from '../../../../domain/recipe-search';
import { nearestInCatalogue, type CatalogueFilter, type CatalogueIndex } from './catalogue-index';

/**
 * The candidate rows of a generation as PostgreSQL writes them: one JSON text of arrays (the fields below, then the
 * flags as one number, bit i for RECIPE_FLAGS[i]). Thousands of rows parsed into objects and copied to a worker cost the server's
 * event loop tens of milliseconds a generation; one string costs it next to nothing, and the worker reads it.
 */
export interface CandidateRows {
  /** The rows nearest each course's aim (cut per course in the query); only the person's own with `catalogue`. */
  nearest: string;
  /** The person's favorites that keep their preferences, wherever their calories lie (every favorite candidate is one of these). */
  favorites: string;
  /** [course, calories aimed at] in the order the courses are cut. */
  aims: [string, number][];
  perCourse: number;
  /** The catalogue from memory (catalogue-index.ts), cut here with the person's preferences. */
  catalogue?: { index: CatalogueIndex; filter: CatalogueFilter };
}

export type CandidateRow = [
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
export function cutCandidateRows({ nearest, favorites, aims, perCourse, catalogue }: CandidateRows): GeneratorRecipe[] {
  const byCourse = new Map<string, CandidateRow[]>(aims.map(([course]) => [course, []]));
  for (const r of JSON.parse(nearest) as CandidateRow[]) byCourse.get(r[3])?.push(r);
  // the catalogue's nearest beside the person's own: the nearest of both are cut together below
  if (catalogue)
    for (const r of nearestInCatalogue(catalogue.index, aims, catalogue.filter, perCourse)) byCourse.get(r[3])?.push(r);
  const chosen = new Map<number, CandidateRow>();
  for (const [course, aim] of aims) {
    let near = byCourse.get(course)!;
    // the query has cut them already: sorted again only when it sent more (a caller's own rows)
    if (near.length > perCourse)
      near = near.sort((a, b) => Math.abs(a[6] - aim) - Math.abs(b[6] - aim) || a[0] - b[0]).slice(0, perCourse);
    for (const r of near) chosen.set(r[0], r);
  }
  const favoriteRows = JSON.parse(favorites) as CandidateRow[];
  for (const r of favoriteRows) chosen.set(r[0], r);
  const isFavorite = new Set(favoriteRows.map((r) => r[0]));
  return Array.from(
    chosen.values(),
    ([id, title, cuisine, course, diet, cookMinutes, calories, protein, fat, carbs, bits]) => {
      const flags = {} as Record<RecipeFlag, boolean>;
      for (let i = 0; i < RECIPE_FLAGS.length; i += 1) flags[RECIPE_FLAGS[i]!] = (bits & (1 << i)) !== 0;
      return {
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
        flags,
      };
    },
  );
}
