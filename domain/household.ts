import type { HouseholdSize, MealTypeEaters } from './household.schema';
import { GRID_MEAL_TYPES, type GridMealType } from './meal-types';

export type { HouseholdSize, MealTypeEaters };

/**
 * How many people eat (issue 20, item 1). One number for the household, and, where a meal differs
 * ("Lunch: 2, Dinner: 4"), a number for that row of the grid. A plan entry's servings stay what one
 * person eats (the generator's 0.5 to 2 portions, the nutrition summary's figures); what is cooked and
 * bought is that portion times the people at that meal (docs/decisions/025-household-size.md).
 */
export const HOUSEHOLD_LIMITS = { min: 1, max: 12 } as const;

export const HOUSEHOLD_MESSAGES = {
  people: `How many people eat must be a whole number from ${HOUSEHOLD_LIMITS.min} to ${HOUSEHOLD_LIMITS.max}`,
  mealType: `Meal types must be among ${GRID_MEAL_TYPES.join(', ')}`,
} as const;

export const ONE_PERSON: HouseholdSize = { people: 1, byMealType: {} };

/** The people who eat a meal of this row of the grid. */
export const eatersAt = (size: HouseholdSize, mealType: GridMealType): number =>
  size.byMealType[mealType] ?? size.people;

/** Overrides equal to the household's number say nothing: they are dropped, so the stored shape stays plain. */
export function normalizeHouseholdSize(size: HouseholdSize): HouseholdSize {
  const byMealType: MealTypeEaters = {};
  for (const type of GRID_MEAL_TYPES) {
    const n = size.byMealType[type];
    if (n !== undefined && n !== size.people) byMealType[type] = n;
  }
  return { people: size.people, byMealType };
}

/** What is cooked for a meal: one person's portion times the people at it. */
export const cookedServings = (portion: number, eaters: number): number => Math.round(portion * eaters * 100) / 100;

/** 'Everyone: 2' or 'Everyone: 2 · Lunch: 1 · Dinner: 4', for the plan's header. */
export function householdSummary(size: HouseholdSize): string {
  const rows = GRID_MEAL_TYPES.filter((t) => size.byMealType[t] !== undefined).map(
    (t) => `${t}: ${size.byMealType[t]}`,
  );
  return [`${size.people} ${size.people === 1 ? 'person' : 'people'}`, ...rows].join(' · ');
}

/**
 * Who the table is (decision 032, 2026-11-27): with family members (Premium) the table IS the members, each row
 * of the grid counting the members who eat it; without them, the household size the person set. One rule for the
 * plan's header, the grocery amounts and the PDF, so none of them says "1 person" while three members eat.
 */
export function tableSize(members: readonly { mealTypes: readonly GridMealType[] }[]): HouseholdSize {
  const byMealType: MealTypeEaters = {};
  for (const type of GRID_MEAL_TYPES) byMealType[type] = members.filter((m) => m.mealTypes.includes(type)).length;
  // a row nobody eats stays counted as nobody: the header says 'Breakfast: 0' rather than pretend
  return normalizeHouseholdSize({ people: Math.max(1, members.length), byMealType });
}
