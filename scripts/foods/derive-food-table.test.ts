import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUsdaFoods } from '../../domain/ingredients/usda-foods';
import { SR28_TSV, deriveFoodTable } from './derive-food-table';

const SR28 = join(import.meta.dirname, '../../../shared/data/usda-sr28');

describe('the committed USDA table', () => {
  const text = readFileSync(SR28_TSV, 'utf8');
  const foods = parseUsdaFoods(text);

  it('cites USDA SR28 and holds all 8,790 foods with their 15,438 portions', () => {
    expect(text.split('\n')[0]).toContain('USDA National Nutrient Database for Standard Reference, Release 28');
    expect(foods).toHaveLength(8790);
    const rows = text.split('\n').filter((l) => /^\d{5}\t/.test(l));
    const portions = rows
      .map((l) => l.split('\t')[12] ?? '')
      .filter((p) => p !== '')
      .join('|')
      .split('|');
    expect(portions).toHaveLength(15438);
  });

  it('gives each food its macros per 100 g, portions, aisle and facts', () => {
    const butter = foods.find((f) => f.ndb === '01001');
    expect(butter).toMatchObject({
      key: 'usda-01001',
      name: 'Butter, salted',
      aisle: 'Dairy & Eggs',
      facts: ['dairy'],
    });
    expect(butter?.per100g).toEqual({
      kcal: 717,
      protein: 0.85,
      fat: 81.11,
      carbs: 0.06,
      fiber: 0,
      sugar: 0.06,
      sodium: 643,
    });
    expect(butter?.portions).toMatchObject({ tbsp: 14.2, cup: 227, stick: 113 });
    expect(foods.find((f) => f.ndb === '05062')?.facts).toEqual(['meat']);
    expect(foods.find((f) => f.ndb === '16107')?.facts).not.toContain('meat'); // Sausage, meatless
    expect(foods.find((f) => f.ndb === '20581')?.facts).toContain('gluten'); // wheat flour
  });
});

describe('deriveFoodTable', () => {
  it.skipIf(!existsSync(SR28))(
    'reproduces the committed table from the SR28 CSVs',
    () => {
      expect(deriveFoodTable(SR28)).toBe(readFileSync(SR28_TSV, 'utf8'));
    },
    60_000,
  );
});
