import { describe, expect, it } from 'vitest';
import { cookedServings, eatersAt, householdSummary, normalizeHouseholdSize } from './household';
import { HouseholdSizeInput } from './household.schema';

describe('household size', () => {
  it('reads a row from its override, else the household number', () => {
    const size = { people: 2, byMealType: { Dinner: 4 } };
    expect(eatersAt(size, 'Dinner')).toBe(4);
    expect(eatersAt(size, 'Lunch')).toBe(2);
  });

  it('cooks one person’s portion for everyone at the meal', () => {
    expect(cookedServings(1.5, 4)).toBe(6);
    expect(cookedServings(0.5, 3)).toBe(1.5);
  });

  it('drops overrides equal to the household number', () => {
    expect(normalizeHouseholdSize({ people: 2, byMealType: { Lunch: 2, Dinner: 4 } })).toEqual({
      people: 2,
      byMealType: { Dinner: 4 },
    });
  });

  it('says who eats in a line', () => {
    expect(householdSummary({ people: 1, byMealType: {} })).toBe('1 person');
    expect(householdSummary({ people: 2, byMealType: { Lunch: 1, Dinner: 4 } })).toBe(
      '2 people · Lunch: 1 · Dinner: 4',
    );
  });

  it('refuses numbers outside 1 to 12, fractions and unknown rows', () => {
    for (const bad of [
      { people: 0 },
      { people: 13 },
      { people: 1.5 },
      { people: 2, byMealType: { Supper: 3 } },
      { people: 2, byMealType: { Lunch: 0 } },
      { people: '2' },
    ]) {
      expect(HouseholdSizeInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(HouseholdSizeInput.parse({ people: 3 })).toEqual({ people: 3, byMealType: {} });
  });
});
