import { describe, expect, it } from 'vitest';
import { formatAmount, massAmount, volumeAmount } from './grocery-amounts';
import {
  groupByAisle,
  mergeGroceryLines,
  normalizeName,
  statesWeightOfAll,
  type GroceryFood,
  type PlannedIngredientLine,
} from './grocery';
import { subtractPantry } from './grocery-pantry';

const food = (
  id: number,
  key: string,
  aisle: string,
  portions: Record<string, number>,
  over: Partial<GroceryFood> = {},
): GroceryFood => ({
  id,
  key,
  name: key.charAt(0).toUpperCase() + key.slice(1),
  aliases: [`${key}s`],
  aisle,
  portions,
  mlDensity: null,
  ...over,
});
const oil = food(1, 'oil', 'Oils & Condiments', { tsp: 4.5, tbsp: 13.6, cup: 218 }, { mlDensity: 0.92 });
const onion = food(2, 'onion', 'Produce', { medium: 110, small: 70, cup: 160 });
const garlic = food(3, 'garlic', 'Produce', { clove: 3, tsp: 2.8 });
const salt = food(4, 'salt', 'Spices & Herbs', { tsp: 6 });
const rice = food(5, 'rice', 'Grains & Pasta', { cup: 185 });
const water = food(6, 'water', 'Other', {}, { mlDensity: 1 });
const milk = food(7, 'milk', 'Dairy & Eggs', { cup: 244 }, { mlDensity: 1.03 });
const tomato = food(8, 'tomato', 'Produce', { medium: 123 }, { aliases: ['tomatoes', 'tamatar'] });

const line = (
  f: GroceryFood | null,
  quantity: number | null,
  unit: string | null,
  over: Partial<PlannedIngredientLine> = {},
): PlannedIngredientLine => ({
  food: f,
  name: f?.key ?? 'mystery',
  quantity,
  quantityMax: null,
  unit,
  grams: null,
  scale: 1,
  ...over,
});
const shown = (lines: ReturnType<typeof mergeGroceryLines>) => lines.map((l) => `${l.name}: ${formatAmount(l)}`);

describe('merging a week’s ingredients', () => {
  it('adds 2 tbsp and 1/4 cup of oil into one line in a household unit', () => {
    expect(shown(mergeGroceryLines([line(oil, 2, 'tbsp'), line(oil, 0.25, 'cup')]))).toEqual(['Oil: 1/2 cup']);
  });

  it('scales each line by the servings planned against the servings the recipe makes', () => {
    // a 4-serving recipe planned for 2, and again for 6
    const lines = mergeGroceryLines([line(rice, 2, 'cup', { scale: 0.5 }), line(rice, 2, 'cup', { scale: 1.5 })]);
    expect(shown(lines)).toEqual(['Rice: 4 cups']);
    expect(shown(mergeGroceryLines([line(rice, 1, 'cup', { scale: 0.5 })]))).toEqual(['Rice: 1/2 cup']);
  });

  it('keeps weights in g or kg', () => {
    const chicken = food(9, 'chicken', 'Meat & Seafood', {});
    expect(shown(mergeGroceryLines([line(chicken, 500, 'g'), line(chicken, 1, 'lb')]))).toEqual(['Chicken: 960 g']);
    expect(shown(mergeGroceryLines([line(chicken, 700, 'g'), line(chicken, 1, 'lb')]))).toEqual(['Chicken: 1.2 kg']);
    expect(shown(mergeGroceryLines([line(chicken, 120, 'g'), line(chicken, 0.1, 'kg')]))).toEqual(['Chicken: 220 g']);
  });

  it('keeps counts as whole counts, and turns measured amounts of a counted food into pieces', () => {
    expect(shown(mergeGroceryLines([line(onion, 2, 'medium'), line(onion, 1, null)]))).toEqual(['Onion: 3']);
    expect(shown(mergeGroceryLines([line(onion, 2, 'medium'), line(onion, 1, 'cup')]))).toEqual(['Onion: 4']);
    expect(shown(mergeGroceryLines([line(garlic, 3, 'clove'), line(garlic, 1, 'tsp')]))).toEqual(['Garlic: 4 cloves']);
    expect(shown(mergeGroceryLines([line(tomato, 0.5, null), line(garlic, 2.02, 'clove')]))).toEqual([
      'Garlic: 2 cloves',
      'Tomato: 1',
    ]);
  });

  it('lists "to taste" once without an amount, and not at all when the food is needed in an amount', () => {
    expect(shown(mergeGroceryLines([line(salt, null, null), line(salt, null, null)]))).toEqual(['Salt: ']);
    expect(shown(mergeGroceryLines([line(salt, null, null), line(salt, 1, 'tsp')]))).toEqual(['Salt: 1 tsp']);
  });

  it('buys one of a food named without an amount only when one is a thing to buy: a lemon, not a 28 g piece of cheddar', () => {
    const lemon = food(10, 'lemon', 'Produce', { medium: 84 });
    const cheddar = food(11, 'cheddar', 'Dairy & Eggs', { cup: 113, piece: 28 });
    expect(shown(mergeGroceryLines([line(lemon, null, null), line(cheddar, null, null)]))).toEqual([
      'Lemon: 1',
      'Cheddar: ',
    ]);
  });

  it('leaves out tap water and merges unmatched lines by their name', () => {
    const lines = mergeGroceryLines([
      line(water, 2, 'cup'),
      line(null, 1, null, { name: 'dragon fruit' }),
      line(null, 1, null, { name: 'Dragon fruits' }),
    ]);
    expect(shown(lines)).toEqual(['Dragon fruit: 2']);
    expect(lines[0]!.aisle).toBe('Other');
  });

  it('uses the middle of a range', () => {
    expect(shown(mergeGroceryLines([line(tomato, 2, null, { quantityMax: 3 })]))).toEqual(['Tomato: 3']);
  });

  it('weighs a range at its middle, unless the line states the weight of all of it', () => {
    const chicken = food(20, 'chicken breast', 'Meat & Seafood', { piece: 170 });
    // "3 to 4 chicken breasts": the stored grams weigh 3, the middle is 3.5
    const counted = mergeGroceryLines([line(chicken, 3, null, { quantityMax: 4, grams: 510 })]);
    expect(counted[0]!.grams).toBeCloseTo(595);
    // "3 to 4 (1 pound) chicken breasts": a pound, whichever count
    const stated = mergeGroceryLines([line(chicken, 3, null, { quantityMax: 4, grams: 454, gramsStated: true })]);
    expect(shown(stated)).toEqual(['Chicken breast: 4']); // 3.5 breasts, bought whole
    expect(stated[0]!.grams).toBeCloseTo(454);
    expect(statesWeightOfAll('3 to 4 (1 pound) chicken breasts')).toBe(true);
    expect(statesWeightOfAll('3 to 4 chicken breasts')).toBe(false);
    expect(statesWeightOfAll('1-2 lb chicken thighs')).toBe(false);
  });

  it('keeps a part that cannot be weighed on its own line', () => {
    const lines = mergeGroceryLines([line(garlic, 2, 'clove'), line(garlic, 1, 'bunch')]);
    expect(shown(lines)).toEqual(['Garlic: 2 cloves', 'Garlic: 1 bunch']);
    expect(new Set(lines.map((l) => l.key)).size).toBe(2);
  });

  it('orders lines by aisle in store order, then by name', () => {
    const lines = mergeGroceryLines([
      line(salt, 1, 'tsp'),
      line(milk, 1, 'cup'),
      line(tomato, 1, null),
      line(onion, 1, null),
    ]);
    expect(groupByAisle(lines).map((g) => [g.aisle, g.items.map((i) => i.name)])).toEqual([
      ['Produce', ['Onion', 'Tomato']],
      ['Dairy & Eggs', ['Milk']],
      ['Check you have', ['Salt']],
    ]);
  });
});

describe('household amounts', () => {
  it('rounds up, never down', () => {
    expect(formatAmount(volumeAmount(2.5))).toBe('1/2 tsp');
    expect(formatAmount(volumeAmount(45))).toBe('3 tbsp');
    expect(formatAmount(volumeAmount(70))).toBe('1/3 cup');
    expect(formatAmount(volumeAmount(300))).toBe('1 1/4 cups');
    expect(formatAmount(volumeAmount(310))).toBe('1 1/3 cups');
    expect(formatAmount(volumeAmount(600))).toBe('2 1/2 cups');
    expect(formatAmount(volumeAmount(1250))).toBe('1.25 l');
    expect(formatAmount(massAmount(3.2))).toBe('4 g');
    expect(formatAmount(massAmount(42))).toBe('45 g');
    expect(formatAmount(massAmount(1000))).toBe('1 kg');
  });
});

describe('minus the pantry', () => {
  const week = mergeGroceryLines([
    line(tomato, 4, null),
    line(onion, 500, 'g'),
    line(rice, 2, 'cup'),
    line(salt, null, null),
    line(milk, 1, 'cup'),
  ]);

  it('drops what the pantry holds in an unknown amount, matched by name in any case or number', () => {
    const left = subtractPantry(week, [
      { name: 'Tomatoes', quantity: 'Unknown' },
      { name: 'salt', quantity: 'Unknown' },
    ]);
    expect(shown(left)).toEqual(['Onion: 500 g', 'Milk: 1 cup', 'Rice: 2 cups']);
  });

  it('subtracts amounts it can compare, and keeps the rest to buy', () => {
    const left = subtractPantry(week, [
      { name: 'tamatar', quantity: '1' },
      { name: 'Onion', quantity: '2 medium' },
      { name: 'Rice', quantity: '1 kg' },
    ]);
    expect(shown(left)).toEqual(['Onion: 280 g', 'Tomato: 3', 'Milk: 1 cup', 'Salt: ']);
  });

  it('keeps a line whose amount cannot be compared with the pantry’s', () => {
    const left = subtractPantry(mergeGroceryLines([line(null, 2, 'bunch', { name: 'mint' })]), [
      { name: 'Mint', quantity: '1 cup' },
    ]);
    expect(shown(left)).toEqual(['Mint: 2 bunches']);
  });

  it('compares names without case, punctuation or plural', () => {
    expect(normalizeName('Bell Peppers')).toBe(normalizeName('bell pepper'));
    expect(normalizeName('Tomatoes')).toBe('tomato');
  });
});
