/**
 * Staples: what a kitchen is taken to hold already. A suggestion is never short of them, and the
 * grocery list puts them in 'Check you have' instead of the shopping aisles. Spices and dried herbs
 * are staples by their aisle; the rest are named: water, salt, pepper, sugar, raising agents and the
 * everyday cooking oils (not the flavouring ones such as sesame or chilli oil).
 */

export const STAPLE_AISLES = ['Spices & Herbs'] as const;

export const STAPLE_FOOD_KEYS = [
  'water',
  'salt',
  'black-pepper',
  'sugar',
  'baking-soda',
  'baking-powder',
  'vegetable-oil',
  'sunflower-oil',
  'canola-oil',
  'mustard-oil',
  'coconut-oil',
  'olive-oil',
  'rice-bran-oil',
  'peanut-oil',
] as const;

const KEYS = new Set<string>(STAPLE_FOOD_KEYS);
const AISLES = new Set<string>(STAPLE_AISLES);

export function isStapleFood(food: { key: string; aisle: string }): boolean {
  return KEYS.has(food.key) || AISLES.has(food.aisle);
}
