import { COMPATIBLE_DIETS } from '../plan-alternatives';
import { RECIPE_FLAGS, type RecipeFlag, type SearchPreferences } from '../recipe-search';

/**
 * The hard rules of a generated plan: a recipe must keep every dietary preference of the person, suit
 * the slot's meal type (slot-fit.ts), and not come back within three days; the menu rules of a week
 * are in week-rules.ts. Nothing trades these off.
 */

/** What the rules read of a recipe. */
export interface RuleRecipe {
  id: number;
  title: string;
  cuisine: string;
  course: string;
  diet: string;
  cookMinutes: number;
  flags: Readonly<Record<RecipeFlag, boolean>>;
}

/** A recipe may come back only when at least this many days lie between: Monday's dinner is free again on Thursday. */
export const REPEAT_WINDOW_DAYS = 3;

/** True when two days are too close for the same recipe (the same day counts). */
export const tooClose = (dayA: number, dayB: number): boolean => Math.abs(dayA - dayB) < REPEAT_WINDOW_DAYS;

const lower = (s: string) => s.trim().toLowerCase();

/** The recipe diets a chosen diet allows: Vegetarian also takes vegan and Jain recipes, never meat. */
export function allowedDiets(chosen: readonly string[]): Set<string> {
  const allowed = new Set<string>();
  for (const diet of chosen) {
    const known = Object.keys(COMPATIBLE_DIETS).find((d) => lower(d) === lower(diet));
    for (const d of known ? COMPATIBLE_DIETS[known]! : [diet]) allowed.add(lower(d));
  }
  return allowed;
}

/** A recipe test for one person's preferences, built once and applied to every candidate. */
export function preferenceFilter(prefs: SearchPreferences): (recipe: RuleRecipe) => boolean {
  const flags = RECIPE_FLAGS.filter((f) => prefs.flags[f]);
  const diets = prefs.diets.length ? allowedDiets(prefs.diets) : null;
  const cuisines = prefs.cuisines.length ? new Set(prefs.cuisines.map(lower)) : null;
  const maxMinutes = prefs.maxCookingTime;
  return (recipe) =>
    flags.every((f) => recipe.flags[f]) &&
    (diets === null || diets.has(lower(recipe.diet))) &&
    (cuisines === null || cuisines.has(lower(recipe.cuisine))) &&
    (maxMinutes === null || recipe.cookMinutes <= maxMinutes);
}

/**
 * Preferences as the generator applies them: flags (vegan, Jain, gluten free, nutrition focus, cooking
 * style), diets by compatibility, cuisines when any is chosen, and the cooking time (as search reads it:
 * cooking minutes). Course preferences do not restrict: the meal type decides the course.
 */
export const fitsPreferences = (recipe: RuleRecipe, prefs: SearchPreferences): boolean =>
  preferenceFilter(prefs)(recipe);

/** The rule a plan must keep: at most one use of a recipe in any three consecutive days. */
export function findRepeats(
  entries: readonly { day: number; recipeId: number }[],
): { recipeId: number; days: [number, number] }[] {
  const found: { recipeId: number; days: [number, number] }[] = [];
  entries.forEach((a, i) => {
    for (const b of entries.slice(i + 1)) {
      if (a.recipeId === b.recipeId && tooClose(a.day, b.day))
        found.push({ recipeId: a.recipeId, days: [a.day, b.day] });
    }
  });
  return found;
}
