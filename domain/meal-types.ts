/**
 * Meal types (spec 001 section 3): the weekly grid has five rows; the add-to-plan dialog offers four,
 * whose 'Snack' lands in one of the grid's two snack rows (docs/decisions/004-meal-types-and-copying.md).
 */

export const GRID_MEAL_TYPES = ['Breakfast', 'Mid Day Snack', 'Lunch', 'Evening Snack', 'Dinner'] as const;
export type GridMealType = (typeof GRID_MEAL_TYPES)[number];

export const DIALOG_MEAL_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Snack'] as const;
export type DialogMealType = (typeof DIALOG_MEAL_TYPES)[number];

/** Every meal type a request may name: the grid's five and the dialog's 'Snack'. */
export const MEAL_TYPES = [...GRID_MEAL_TYPES, 'Snack'] as const;
export type MealType = GridMealType | DialogMealType;

export const MEAL_TYPE_MESSAGE = `Meal type must be one of ${MEAL_TYPES.join(', ')}`;

export const isGridMealType = (value: string): value is GridMealType =>
  (GRID_MEAL_TYPES as readonly string[]).includes(value);

/** A meal type as named in a request, in any case and spacing ('mid day snack', 'Mid-Day Snack'); null when not offered. */
export function toMealType(value: string): MealType | null {
  const key = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  const wanted = key(value);
  return MEAL_TYPES.find((type) => key(type) === wanted) ?? null;
}

/**
 * The grid row a meal type fills. A dialog 'Snack' goes to the evening snack; when that slot is taken
 * and the mid-day one is free, to the mid-day snack; when both are taken, it replaces the evening snack
 * (the same rule as any filled slot: the newest choice wins).
 */
export function gridSlotFor(type: MealType, filled: ReadonlySet<GridMealType>): GridMealType {
  if (type !== 'Snack') return type;
  if (filled.has('Evening Snack') && !filled.has('Mid Day Snack')) return 'Mid Day Snack';
  return 'Evening Snack';
}

/**
 * The recipe courses that suit each grid row, best first: Alternatives offers recipes of these
 * courses (COURSES in domain/catalogue.ts), and the generator places them so. Breakfast takes
 * breakfasts only (a soup or a salad is no breakfast; a light dish that is a breakfast in its own
 * cuisine, such as poha or idli, is let in by name: domain/meal-plan-generator/slot-fit.ts);
 * snacks take snacks and sweets (desserts, counted against the week's sweet allowance).
 */
export const COURSES_FOR_MEAL_TYPE: Record<GridMealType, readonly string[]> = {
  Breakfast: ['Breakfast'],
  'Mid Day Snack': ['Snack', 'Dessert'],
  Lunch: ['Lunch', 'Main Course', 'Light Meal'],
  'Evening Snack': ['Snack', 'Dessert'],
  Dinner: ['Dinner', 'Main Course'],
};

/** The grid's ordering of rows, for sorting entries of a day. */
export const mealTypeOrder = (type: GridMealType): number => GRID_MEAL_TYPES.indexOf(type);
