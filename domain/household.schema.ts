import { z } from 'zod';
import { HOUSEHOLD_LIMITS, HOUSEHOLD_MESSAGES } from './household';
import { GRID_MEAL_TYPES } from './meal-types';

// The household size as the API reads and answers it, apart from household.ts (its rules) so that a page
// reading the rules does not load zod (decision 034).

const People = z
  .number({ error: HOUSEHOLD_MESSAGES.people })
  .int(HOUSEHOLD_MESSAGES.people)
  .min(HOUSEHOLD_LIMITS.min, HOUSEHOLD_MESSAGES.people)
  .max(HOUSEHOLD_LIMITS.max, HOUSEHOLD_MESSAGES.people);

/** Only the rows that differ from the household's number; a row left out eats as the household does. */
export const MealTypeEaters = z.partialRecord(z.enum(GRID_MEAL_TYPES, { error: HOUSEHOLD_MESSAGES.mealType }), People);
export type MealTypeEaters = z.infer<typeof MealTypeEaters>;

export const HouseholdSize = z.object({ people: People, byMealType: MealTypeEaters });
export type HouseholdSize = z.infer<typeof HouseholdSize>;

export const HouseholdSizeInput = z.strictObject(
  { people: People, byMealType: MealTypeEaters.default({}) },
  { error: 'Give people and byMealType' },
);
