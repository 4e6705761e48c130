import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition } from './compute-nutrition';
import { leanShareOf } from './lean-beef';

const beef = (key: string, name: string, kcal: number) => ({
  key,
  name,
  aliases: key === 'beef-mince' ? ['ground beef', 'beef mince'] : [],
  per100g: { kcal, protein: 20, fat: 10, carbs: 0, fiber: 0, sugar: 0, sodium: 66 },
  portions: {},
});
const FOODS = [
  beef('beef-mince', 'Ground beef (80/20)', 254),
  beef('usda-23562', 'Beef, ground, 90% lean meat / 10% fat, raw', 176),
  beef('usda-23557', 'Beef, ground, 95% lean meat / 5% fat, raw', 137),
  beef('usda-23561', 'Beef, ground, 90% lean meat / 10% fat, patty, cooked, broiled', 217),
];
const foodOf = (line: string) => computeRecipeNutrition([line], FOODS, 1).coverage.items[0]?.foodKey;

describe('ground beef by its printed leanness', () => {
  it('reads "90/10", "93% lean", and nothing from a fraction or a date', () => {
    expect(leanShareOf('beef mince (90/10 fat)')).toBe(90);
    expect(leanShareOf('93 % lean ground beef')).toBe(93);
    expect(leanShareOf('ground beef, cut 1/2 inch')).toBeNull();
    expect(leanShareOf('beef, 12/25 sale')).toBeNull();
  });

  it('takes the raw ground beef of that leanness, the nearest within 3 points', () => {
    expect(foodOf('500 g beef mince (90/10 fat)')).toBe('usda-23562');
    expect(foodOf('1 lb 95% lean beef')).toBe('usda-23557');
    expect(foodOf('1 lb ground beef, 88% lean')).toBe('usda-23562');
    expect(foodOf('1 lb ground beef (80/20)')).toBe('beef-mince');
    expect(foodOf('1 lb ground beef')).toBe('beef-mince');
    expect(foodOf('1 lb ground beef (60/40)')).toBe('beef-mince'); // no food that fat: the plain one
  });
});
