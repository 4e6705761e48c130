import { z } from 'zod';
import { GRID_MEAL_TYPES, type GridMealType } from './meal-types';
import type { WeeklyTargets } from './nutrition-targets';
import { NO_PREFERENCES, type RecipeFlag, type SearchPreferences } from './recipe-search';

/**
 * Family planning (issue 20, item 2; Premium): the people at the table, each with a diet, weekly targets
 * and the meals they eat with the household. The generator plans one week of dishes every one of them may
 * eat, and gives each their own portions (docs/decisions/032-family-members.md).
 */

export const MEMBER_LIMIT = 8;

/** A member's diet: what they may eat, as the catalogue's diets and flags say it. */
export const MEMBER_DIETS = ['Any', 'Vegetarian', 'Eggetarian', 'Pescatarian', 'Vegan', 'Jain'] as const;
export type MemberDiet = (typeof MEMBER_DIETS)[number];

/** The ranges of the weekly targets, the same as the person's own target preferences. */
export const MEMBER_TARGET_RANGES = {
  calories: { min: 7000, max: 35000, unit: 'kcal', label: 'Weekly calories' },
  protein: { min: 140, max: 2100, unit: 'g', label: 'Weekly protein' },
  fat: { min: 140, max: 1400, unit: 'g', label: 'Weekly fat' },
  carbs: { min: 350, max: 4200, unit: 'g', label: 'Weekly carbs' },
} as const satisfies Record<keyof WeeklyTargets, { min: number; max: number; unit: string; label: string }>;

export const FAMILY_MESSAGES = {
  premiumOnly: 'Family planning is part of Premium. Upgrade to Premium to plan for each member of your household.',
  nameRequired: 'Enter a name for this member.',
  nameTooLong: 'A name has at most 40 characters.',
  limit: `A household has at most ${MEMBER_LIMIT} people. Remove a member to add another.`,
  mealTypes: 'Choose at least one meal this member eats with the household.',
  diet: `Diet must be one of ${MEMBER_DIETS.join(', ')}.`,
  notFound: 'Household member not found.',
} as const;

export const targetMessage = (key: keyof WeeklyTargets) => {
  const r = MEMBER_TARGET_RANGES[key];
  return `${r.label} must be a number from ${r.min} to ${r.max} ${r.unit}.`;
};

const target = (key: keyof WeeklyTargets) =>
  z
    .number({ error: targetMessage(key) })
    .min(MEMBER_TARGET_RANGES[key].min, targetMessage(key))
    .max(MEMBER_TARGET_RANGES[key].max, targetMessage(key));

export const MemberTargets = z.object({
  calories: target('calories'),
  protein: target('protein'),
  fat: target('fat'),
  carbs: target('carbs'),
});

export const MemberInput = z.strictObject({
  name: z
    .string({ error: FAMILY_MESSAGES.nameRequired })
    .trim()
    .min(1, FAMILY_MESSAGES.nameRequired)
    .max(40, FAMILY_MESSAGES.nameTooLong),
  diet: z.enum(MEMBER_DIETS, { error: FAMILY_MESSAGES.diet }),
  glutenFree: z.boolean().default(false),
  targets: MemberTargets,
  mealTypes: z
    .array(z.enum(GRID_MEAL_TYPES, { error: FAMILY_MESSAGES.mealTypes }), { error: FAMILY_MESSAGES.mealTypes })
    .min(1, FAMILY_MESSAGES.mealTypes)
    .transform((types) => GRID_MEAL_TYPES.filter((t) => types.includes(t))),
});
export type MemberInput = z.infer<typeof MemberInput>;

export const HouseholdMember = z.object({
  id: z.number().int(),
  name: z.string(),
  diet: z.enum(MEMBER_DIETS),
  glutenFree: z.boolean(),
  targets: MemberTargets,
  mealTypes: z.array(z.enum(GRID_MEAL_TYPES)),
});
export type HouseholdMember = z.infer<typeof HouseholdMember>;

export const HouseholdMembers = z.object({
  /** Whether the person's plan includes family planning: others see the members as a preview only. */
  available: z.boolean(),
  members: z.array(HouseholdMember),
  limit: z.number().int(),
});
export type HouseholdMembers = z.infer<typeof HouseholdMembers>;

export const MemberParams = z.object({ id: z.coerce.number().int().positive() });

/** What a member's diet lets them eat, as search preferences (Vegan and Jain are recipe flags, as 003 reads them). */
export function memberPreferences(member: Pick<HouseholdMember, 'diet' | 'glutenFree'>): SearchPreferences {
  const flags: Partial<Record<RecipeFlag, boolean>> = {};
  if (member.diet === 'Vegan') flags.isVegan = true;
  if (member.diet === 'Jain') flags.isJain = true;
  if (member.glutenFree) flags.isGlutenFree = true;
  const diets = ['Vegetarian', 'Eggetarian', 'Pescatarian'].includes(member.diet) ? [member.diet] : [];
  return { ...NO_PREFERENCES, diets, flags };
}

/** The narrowest of the diets that widen each other (Vegetarian within Eggetarian within Pescatarian). */
const DIET_ORDER = ['Vegetarian', 'Eggetarian', 'Pescatarian'];

/**
 * What the whole table may eat: every member's flags, and the narrowest diet among them. A dish that keeps
 * these keeps each member's diet, so it may be served to anyone at any meal.
 */
export function tablePreferences(members: readonly Pick<HouseholdMember, 'diet' | 'glutenFree'>[]): SearchPreferences {
  const each = members.map(memberPreferences);
  const flags: Partial<Record<RecipeFlag, boolean>> = {};
  for (const p of each) for (const [f, on] of Object.entries(p.flags)) if (on) flags[f as RecipeFlag] = true;
  const diets = each.flatMap((p) => p.diets).sort((a, b) => DIET_ORDER.indexOf(a) - DIET_ORDER.indexOf(b));
  return { ...NO_PREFERENCES, diets: diets.slice(0, 1), flags };
}

/** The diet preferences say, a vegan or Jain flag implying vegetarian (as the catalogue's diets read them). */
const dietOf = (p: SearchPreferences) => (p.flags.isVegan || p.flags.isJain ? 'Vegetarian' : (p.diets[0] ?? ''));

const samePreferences = (a: SearchPreferences, b: SearchPreferences) =>
  dietOf(a) === dietOf(b) &&
  Object.keys({ ...a.flags, ...b.flags }).every((f) => !!a.flags[f as RecipeFlag] === !!b.flags[f as RecipeFlag]);

/**
 * What the table's dishes keep, and the one member who gets variants instead (decision 032, 2026-11-27): when exactly
 * one member's diet narrows the table (the others alone would eat more widely: one vegan or Jain eater among
 * meat-eaters), the dishes keep the others' preferences and that member gets a variant where a dish does not fit
 * them. Two members narrowing it (a vegan and a Jain eater) or none: every dish fits everyone, no variant.
 */
export function tableWithVariant<M extends Pick<HouseholdMember, 'id' | 'diet' | 'glutenFree'>>(
  members: readonly M[],
): { preferences: SearchPreferences; variant: { memberId: number; preferences: SearchPreferences } | null } {
  const all = tablePreferences(members);
  if (members.length < 2) return { preferences: all, variant: null };
  const narrowing = members.filter((m) => !samePreferences(tablePreferences(members.filter((o) => o !== m)), all));
  if (narrowing.length !== 1) return { preferences: all, variant: null };
  const member = narrowing[0]!;
  return {
    preferences: tablePreferences(members.filter((o) => o !== member)),
    variant: { memberId: member.id, preferences: memberPreferences(member) },
  };
}

/** The members who eat a meal of this row. */
export const eatersOf = <M extends { mealTypes: readonly GridMealType[] }>(
  members: readonly M[],
  mealType: GridMealType,
) => members.filter((m) => m.mealTypes.includes(mealType));
