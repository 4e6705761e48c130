import { describe, expect, it } from 'vitest';
import { COURSES } from './catalogue';
import {
  COURSES_FOR_MEAL_TYPE,
  DIALOG_MEAL_TYPES,
  GRID_MEAL_TYPES,
  gridSlotFor,
  toMealType,
  type GridMealType,
} from './meal-types';

describe('meal types', () => {
  it('lists the grid’s five rows and the dialog’s four choices in the spec’s order', () => {
    expect(GRID_MEAL_TYPES).toEqual(['Breakfast', 'Mid Day Snack', 'Lunch', 'Evening Snack', 'Dinner']);
    expect(DIALOG_MEAL_TYPES).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);
  });

  it('reads a meal type in any case or spacing, and nothing else', () => {
    expect(toMealType('lunch')).toBe('Lunch');
    expect(toMealType('mid-day snack')).toBe('Mid Day Snack');
    expect(toMealType('EVENING_SNACK')).toBe('Evening Snack');
    expect(toMealType('Snack')).toBe('Snack');
    expect(toMealType('Brunch')).toBeNull();
    expect(toMealType('')).toBeNull();
  });

  it('puts a dialog Snack in the evening slot, else the free mid-day one, else replaces the evening one', () => {
    const filled = (...types: GridMealType[]) => new Set(types);
    expect(gridSlotFor('Snack', filled())).toBe('Evening Snack');
    expect(gridSlotFor('Snack', filled('Mid Day Snack'))).toBe('Evening Snack');
    expect(gridSlotFor('Snack', filled('Evening Snack'))).toBe('Mid Day Snack');
    expect(gridSlotFor('Snack', filled('Evening Snack', 'Mid Day Snack'))).toBe('Evening Snack');
  });

  it('keeps grid types where they are', () => {
    for (const type of GRID_MEAL_TYPES) expect(gridSlotFor(type, new Set(GRID_MEAL_TYPES))).toBe(type);
  });

  it('suits every grid row with courses of the catalogue', () => {
    for (const type of GRID_MEAL_TYPES) {
      expect(COURSES_FOR_MEAL_TYPE[type].length).toBeGreaterThan(0);
      for (const course of COURSES_FOR_MEAL_TYPE[type]) expect(COURSES).toContain(course);
    }
  });
});
