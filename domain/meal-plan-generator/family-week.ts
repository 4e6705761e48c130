import type { WeeklyTargets } from '../nutrition-targets';
import { searchForMembers } from './family-search';
import type { HeuristicResult } from './heuristic';
import { evaluate } from './objective';
import { fitMemberPortions, type MemberPortions, type TableMeal, type TableMember } from './member-portions';
import {
  DAYS,
  N,
  type FixedMeal,
  type GeneratedEntry,
  type GeneratorInput,
  type GeneratorRecipe,
  type Problem,
} from './problem';
import { isSweetTreat } from './slot-fit';
import { chooseVariants, keepVariantsPossible, NO_VARIANT, type VariantMember } from './member-variants';

/**
 * One week for a household's table (decision 032). The dishes are chosen as for one person whose targets
 * are the members' average (the search as it is); a row nobody eats stays empty; then each member gets
 * their own portions of the meals they eat (member-portions.ts).
 */

/**
 * The members' search is bounded by its work, not the clock: this many dishes scored (about two passes over the
 * week at 100k recipes, some 60 ms of CPU), so a busy machine makes it slower, never worse (decision 032, 2026-11-27).
 */
export const FAMILY_SEARCH_EVALUATIONS = 40_000;

/** A wall-clock cap all the same, so an overloaded machine still answers (the search then stops short). */
export const FAMILY_SEARCH_MS = 1_500;

export interface HouseholdInput {
  members: TableMember[];
  /** The one member whose diet the table's dishes need not keep: they get variants (member-variants.ts). */
  variant?: VariantMember;
}

/** The table's reference person: the members' average weekly targets. */
export function tableTargets(members: readonly { targets: WeeklyTargets }[]): WeeklyTargets {
  const mean = (key: keyof WeeklyTargets) =>
    Math.round(members.reduce((sum, m) => sum + m.targets[key], 0) / Math.max(1, members.length));
  return { calories: mean('calories'), protein: mean('protein'), fat: mean('fat'), carbs: mean('carbs') };
}

/**
 * Cook once, eat twice needs somebody at dinner and somebody at the next day's lunch: a household whose members
 * all eat lunch away gets no leftover lunches (they would be cooked and bought for nobody).
 */
export function leftoversServed(input: Pick<GeneratorInput, 'leftovers' | 'household'>): boolean {
  if (!input.leftovers) return false;
  if (!input.household) return true;
  const eaten = new Set(input.household.members.flatMap((m) => m.mealTypes));
  return eaten.has('Lunch') && eaten.has('Dinner');
}

/** Rows of the grid no member eats take no dish; the variant member's rows keep a variant possible. */
export function leaveUneatenRowsEmpty(problem: Problem, household: HouseholdInput): void {
  const eaten = new Set(household.members.flatMap((m) => m.mealTypes));
  for (const slot of problem.slots) if (!eaten.has(slot.mealType)) slot.candidates = new Int32Array(0);
  if (household.variant) keepVariantsPossible(problem, household.members, household.variant);
}

type Nutrition = Pick<GeneratorRecipe, 'calories' | 'protein' | 'fat' | 'carbs' | 'course'>;

/**
 * Every member's portions of the generated meals; hand-filled meals count as planned for whoever eats that row. The
 * variant member's portions are fitted to their variants where they have one (`variants`, per meal).
 */
export function householdPortions(
  entries: readonly GeneratedEntry[],
  recipes: ReadonlyMap<number, Nutrition>,
  handFilled: readonly FixedMeal[],
  household: HouseholdInput,
  candidates: readonly GeneratorRecipe[] = [],
): MemberPortions[] {
  const mealOf = (e: GeneratedEntry, recipeId: number): TableMeal => {
    const r = recipes.get(recipeId);
    return {
      day: e.day,
      mealType: e.mealType,
      perServing: r ? [r.calories, r.protein, r.fat, r.carbs] : [0, 0, 0, 0],
      sweet: r ? isSweetTreat({ course: r.course }) : false,
    };
  };
  const meals = entries.map((e) => mealOf(e, e.recipeId));
  const fixed = fixedPerMember(handFilled, household);
  return household.members.map((member, k) => {
    if (household.variant?.memberId !== member.id) return fitMemberPortions(meals, member, fixed[k]);
    const variants = chooseVariants(entries, candidates, member, household.variant);
    const own = entries.map((e, i) => {
      const v = variants[i];
      return v === null || v === undefined ? meals[i]! : mealOf(e, v);
    });
    // a meal with nothing of its course to fit them is not theirs: fitted without it
    const skipped = new Set(variants.flatMap((v, i) => (v === NO_VARIANT ? [i] : [])));
    const eaten = own.map((m, i) => (skipped.has(i) ? { ...m, mealType: NOT_EATEN } : m));
    const fitted = fitMemberPortions(eaten as TableMeal[], member, fixed[k]);
    return {
      ...fitted,
      variants: variants.map((v) => (v === NO_VARIANT ? null : v)),
    };
  });
}

/** A meal type no member eats: a meal marked with it gets no portion. */
const NOT_EATEN = 'not eaten' as TableMeal['mealType'];

/** The nutrition of every dish a week may hold: the candidates and the pinned or hand-filled meals. */
export function nutritionById(
  recipes: readonly GeneratorRecipe[],
  fixed: readonly FixedMeal[],
): Map<number, Nutrition> {
  const byId = new Map<number, Nutrition>();
  for (const f of fixed) byId.set(f.recipeId, { ...f, course: f.course ?? '' });
  for (const r of recipes) byId.set(r.id, r);
  return byId;
}

/** The outcome's member portions, when the week is a household's (nothing otherwise). */
export function withMemberPortions(
  asked: GeneratorInput,
  solved: GeneratorInput,
  problem: Problem,
  entries: readonly GeneratedEntry[],
): { memberPortions?: MemberPortions[] } {
  if (!asked.household) return {};
  return {
    memberPortions: householdPortions(
      entries,
      nutritionById(problem.recipes, solved.fixed),
      asked.fixed,
      asked.household,
      problem.recipes,
    ),
  };
}

/** What each member eats of the meals already in the week (hand-filled or pinned), DAYS x N per member. */
export function fixedPerMember(fixed: readonly FixedMeal[], household: HouseholdInput): Float64Array[] {
  return household.members.map((member) => {
    const values = new Float64Array(DAYS * N);
    for (const f of fixed) {
      if (!member.mealTypes.includes(f.mealType)) continue;
      [f.calories, f.protein, f.fat, f.carbs].forEach((v, n) => (values[f.day * N + n]! += v * f.servings));
    }
    return values;
  });
}

/**
 * A household's week: the heuristic's week for the table's average person, its dishes then chosen again for
 * the members' own targets (family-search.ts). The week is then settled for the table: HiGHS, which knows only
 * the average person, is not run on it. One person's week passes through untouched.
 */
export function withFamilySearch(
  asked: GeneratorInput,
  solved: GeneratorInput,
  problem: Problem,
  heuristic: HeuristicResult,
  { timeLimitMs = FAMILY_SEARCH_MS, maxEvaluations = FAMILY_SEARCH_EVALUATIONS } = {},
): HeuristicResult {
  if (!asked.household) return heuristic;
  const { assignment } = searchForMembers(
    problem,
    heuristic.assignment,
    asked.household.members,
    fixedPerMember(solved.fixed, asked.household),
    { timeLimitMs, maxEvaluations },
  );
  return { ...heuristic, assignment, objective: evaluate(problem, assignment), converged: true };
}
