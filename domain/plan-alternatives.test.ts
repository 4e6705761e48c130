import { describe, expect, it } from 'vitest';
import { DIETS } from './catalogue';
import { COMPATIBLE_DIETS, alternativeCriteria, fitsCriteria, type AlternativeCandidate } from './plan-alternatives';

const paneer = { diet: 'Vegetarian', calories: 400, isVegan: false, isJain: false, isGlutenFree: true };
const candidate = (over: Partial<AlternativeCandidate>): AlternativeCandidate => ({
  id: 1,
  course: 'Dinner',
  diet: 'Vegetarian',
  calories: 420,
  isVegan: false,
  isJain: false,
  isGlutenFree: true,
  ...over,
});

describe('alternatives for a slot', () => {
  it('asks for a suiting course, a compatible diet, the same dietary promises and a calorie band', () => {
    expect(alternativeCriteria(paneer, 'Dinner')).toEqual({
      courses: ['Dinner', 'Main Course'],
      diets: ['Vegetarian', 'Vegan', 'Jain'],
      requiredFlags: ['isGlutenFree'],
      minCalories: 300,
      maxCalories: 500,
    });
  });

  it('keeps a band of at least 100 kcal for light dishes', () => {
    const c = alternativeCriteria({ ...paneer, calories: 120 }, 'Evening Snack');
    expect([c.minCalories, c.maxCalories]).toEqual([20, 220]);
  });

  it('never swaps a vegetarian dish for meat, nor a Jain dish for anything but Jain', () => {
    const criteria = alternativeCriteria(paneer, 'Dinner');
    expect(fitsCriteria(candidate({}), criteria)).toBe(true);
    expect(fitsCriteria(candidate({ diet: 'Non-Vegetarian' }), criteria)).toBe(false);
    expect(fitsCriteria(candidate({ isGlutenFree: false }), criteria)).toBe(false);
    expect(fitsCriteria(candidate({ course: 'Breakfast' }), criteria)).toBe(false);
    expect(fitsCriteria(candidate({ calories: 600 }), criteria)).toBe(false);
    expect(alternativeCriteria({ ...paneer, diet: 'Jain', isJain: true }, 'Lunch').diets).toEqual(['Jain']);
  });

  it('knows every diet of the catalogue', () => {
    for (const diet of DIETS) expect(COMPATIBLE_DIETS[diet]).toContain(diet);
  });
});
