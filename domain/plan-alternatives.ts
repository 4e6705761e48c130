import { COURSES_FOR_MEAL_TYPE, type GridMealType } from './meal-types';

/**
 * Alternatives for a filled slot of the weekly grid: recipes of a course that suits the slot's meal
 * type, that keep every dietary promise of the recipe they replace, with calories per serving within
 * a band around it, and not already eaten that day.
 */

/** Diets a recipe of each diet may be swapped for: never from vegetarian to meat, never from Jain to onion. */
export const COMPATIBLE_DIETS: Record<string, readonly string[]> = {
  Vegan: ['Vegan'],
  Jain: ['Jain'],
  Vegetarian: ['Vegetarian', 'Vegan', 'Jain'],
  Eggetarian: ['Eggetarian', 'Vegetarian', 'Vegan', 'Jain'],
  Pescatarian: ['Pescatarian', 'Eggetarian', 'Vegetarian', 'Vegan', 'Jain'],
  'Non-Vegetarian': ['Non-Vegetarian', 'Pescatarian', 'Eggetarian', 'Vegetarian', 'Vegan', 'Jain'],
};

/** Flags an alternative must also have when the current recipe has them. */
export const KEPT_FLAGS = ['isVegan', 'isJain', 'isGlutenFree'] as const;
export type KeptFlag = (typeof KEPT_FLAGS)[number];

/** Calories per serving may differ by this share of the current recipe's, and at least by the floor. */
export const CALORIE_BAND = { share: 0.25, floorKcal: 100 } as const;

export const ALTERNATIVES_LIMIT = { default: 6, max: 20 } as const;

export interface AlternativeSource {
  diet: string;
  calories: number;
  isVegan: boolean;
  isJain: boolean;
  isGlutenFree: boolean;
}

export interface AlternativeCriteria {
  courses: readonly string[];
  diets: readonly string[];
  requiredFlags: KeptFlag[];
  minCalories: number;
  maxCalories: number;
}

export function alternativeCriteria(current: AlternativeSource, mealType: GridMealType): AlternativeCriteria {
  const band = Math.max(current.calories * CALORIE_BAND.share, CALORIE_BAND.floorKcal);
  return {
    courses: COURSES_FOR_MEAL_TYPE[mealType],
    diets: COMPATIBLE_DIETS[current.diet] ?? [current.diet],
    requiredFlags: KEPT_FLAGS.filter((flag) => current[flag]),
    minCalories: Math.max(0, current.calories - band),
    maxCalories: current.calories + band,
  };
}

export interface AlternativeCandidate extends AlternativeSource {
  id: number;
  course: string;
}

/** Whether a candidate fits the criteria (the server's SQL says the same; this is its reference). */
export function fitsCriteria(candidate: AlternativeCandidate, criteria: AlternativeCriteria): boolean {
  return (
    criteria.courses.includes(candidate.course) &&
    criteria.diets.includes(candidate.diet) &&
    criteria.requiredFlags.every((flag) => candidate[flag]) &&
    candidate.calories >= criteria.minCalories &&
    candidate.calories <= criteria.maxCalories
  );
}
