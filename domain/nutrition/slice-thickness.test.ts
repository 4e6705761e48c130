import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../ingredients/parse-ingredient';
import { gramsForLine } from './compute-nutrition';
import { sliceThicknessInches } from './slice-thickness';

const food = (key: string, name: string, slice: number) => ({
  key,
  name,
  aliases: [],
  per100g: { kcal: 266, protein: 8, fat: 3, carbs: 50, fiber: 2, sugar: 5, sodium: 490 },
  portions: { slice },
});
const bread = food('white-bread', 'White bread', 25);
const grams = (line: string, f = bread) => gramsForLine(parseIngredientLine(line), f);

describe('slices of bread cut thicker than a loaf’s', () => {
  it('reads the thickness the line ties to its slices', () => {
    expect(sliceThicknessInches('8 slices (1-inch) country bread')).toBe(1);
    expect(sliceThicknessInches('4 slices brioche, 3/4-inch thick')).toBe(0.75);
    expect(sliceThicknessInches('6 slices sourdough (2 cm thick)')).toBeCloseTo(0.79, 2);
    expect(sliceThicknessInches('4 slices bread, cut into 1-inch cubes')).toBeNull();
    expect(sliceThicknessInches('2 slices bread, toasted')).toBeNull();
  });

  it('weighs an inch-thick slice as two of USDA’s half-inch slices, and leaves other slices alone', () => {
    expect(grams('8 slices (1-inch) country bread')).toBe(400);
    expect(grams('4 slices brioche bread, 3/4-inch thick')).toBe(150);
    expect(grams('4 slices white bread, cut into 1-inch cubes')).toBe(100);
    expect(grams('4 slices white bread')).toBe(100);
    // a pineapple's or a quick bread's slice has its own thickness
    expect(grams('4 slices (1-inch) pineapple', food('pineapple', 'Pineapple', 84))).toBe(336);
    expect(grams('2 slices (1-inch) banana bread', food('banana-bread', 'Banana bread', 60))).toBe(120);
  });
});
