import type { SearchPreferences } from '../recipe-search';
import type { TableMember } from './member-portions';
import type { GeneratedEntry, GeneratorRecipe, Problem } from './problem';
import { preferenceFilter } from './rules';

/**
 * A variant for one member (decision 032, 2026-11-27). When one member's diet narrows the table far more than anyone
 * else's (one vegan or Jain eater among meat-eaters), the table's dishes are chosen with everyone else's diet, and a
 * meal of theirs whose dish does not fit them gets a variant: a dish of the same course that fits their diet, its
 * nutrition as near the table's dish as the candidates allow (so the week the members' search planned for them
 * holds), then their portions are fitted to the variants. At most one variant a meal, only for that member: a cook
 * makes at most two dishes a meal.
 */

export interface VariantMember {
  memberId: number;
  /** What the member may eat (memberPreferences). */
  preferences: SearchPreferences;
}

/** No dish of the course fits the member: they skip that meal (never served a dish outside their diet). */
export const NO_VARIANT = -1;

type Nutrition = Pick<GeneratorRecipe, 'calories' | 'protein' | 'fat' | 'carbs'>;

/** How far two dishes' nutrition per serving lie apart, each figure as a share of the member's day. */
function distance(a: Nutrition, b: Nutrition, day: readonly number[]): number {
  return (
    Math.abs(a.calories - b.calories) / day[0]! +
    Math.abs(a.protein - b.protein) / day[1]! +
    Math.abs(a.fat - b.fat) / day[2]! +
    Math.abs(a.carbs - b.carbs) / day[3]!
  );
}

/**
 * Per entry (in their order), the member's variant: null where the table's dish fits them or they do not eat that
 * meal, a recipe id where it does not, NO_VARIANT where no dish of that course fits them. A dish the week already
 * holds, or a variant already given, is taken again only when nothing else fits; a main dish served twice (a
 * leftover lunch) keeps its variant, so the member eats their own leftovers.
 */
export function chooseVariants(
  entries: readonly Pick<GeneratedEntry, 'mealType' | 'recipeId'>[],
  recipes: readonly GeneratorRecipe[],
  member: TableMember,
  variant: VariantMember,
): (number | null)[] {
  const fits = preferenceFilter(variant.preferences);
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const fitting = new Map<string, GeneratorRecipe[]>();
  for (const r of recipes) {
    if (!fits(r)) continue;
    const course = fitting.get(r.course);
    if (course) course.push(r);
    else fitting.set(r.course, [r]);
  }
  const t = member.targets;
  const day = [t.calories / 7, t.protein / 7, t.fat / 7, t.carbs / 7];
  const used = new Set(entries.map((e) => e.recipeId));
  const given = new Map<number, number>();
  return entries.map((e) => {
    if (!member.mealTypes.includes(e.mealType)) return null;
    const main = byId.get(e.recipeId);
    if (!main || fits(main)) return null;
    const again = given.get(main.id);
    if (again !== undefined) return again;
    const options = fitting.get(main.course) ?? [];
    let best: GeneratorRecipe | null = null;
    let bestCost = Infinity;
    for (const r of options) {
      // a dish already on the table this week, or already a variant, only when nothing else is left
      const cost = distance(r, main, day) + (used.has(r.id) ? 1e6 : 0);
      if (cost < bestCost || (cost === bestCost && best && r.id < best.id)) {
        best = r;
        bestCost = cost;
      }
    }
    const id = best ? best.id : NO_VARIANT;
    if (best) used.add(best.id);
    given.set(main.id, id);
    return id;
  });
}

/**
 * The member's meals must keep a variant possible: in the rows they eat, a candidate that does not fit them is kept
 * only when some candidate of its course does (else the week could hand them a dish outside their diet).
 */
export function keepVariantsPossible(problem: Problem, members: readonly TableMember[], variant: VariantMember): void {
  const member = members.find((m) => m.id === variant.memberId);
  if (!member) return;
  const fits = preferenceFilter(variant.preferences);
  const fitsRecipe = problem.recipes.map((r) => fits(r));
  const coursesFitting = new Set(problem.recipes.filter((_, i) => fitsRecipe[i]).map((r) => r.course));
  for (const slot of problem.slots) {
    if (slot.fixed || !member.mealTypes.includes(slot.mealType)) continue;
    slot.candidates = slot.candidates.filter((o) => {
      const r = problem.optionRecipe[o]!;
      return fitsRecipe[r] || coursesFitting.has(problem.recipes[r]!.course);
    });
  }
}
