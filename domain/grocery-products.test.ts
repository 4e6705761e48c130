import { describe, expect, it } from 'vitest';
import {
  CHECK_YOU_HAVE,
  mergeGroceryLines,
  shownAmount,
  type GroceryFood,
  type PlannedIngredientLine,
} from './grocery';
import { productFor } from './grocery-products';

let nextId = 1;
const food = (
  key: string,
  name: string,
  aisle: string,
  portions: Record<string, number>,
  aliases: string[] = [],
): GroceryFood => ({
  id: nextId++,
  key,
  name,
  aliases,
  aisle,
  portions,
  mlDensity: null,
});
const lobia = food('lobia', 'Lobia (black-eyed peas), dried', 'Pulses & Legumes', { cup: 167, can: 100 }, [
  'lobia',
  'black-eyed peas',
]);
const chickpeas = food('chickpeas', 'Chickpeas, dried (kabuli chana)', 'Pulses & Legumes', { cup: 200, can: 100 }, [
  'chickpeas',
]);
const cannedChickpeas = food(
  'chickpeas-canned',
  'Chickpeas, canned (drained)',
  'Canned & Jarred',
  { can: 240, cup: 164 },
  ['canned chickpeas'],
);
const brewedTea = food('black-tea', 'Black tea, brewed', 'Beverages', { cup: 237, tbsp: 14.8 }, ['black tea']);
const teaLeaves = food('tea-leaves', 'Tea leaves (for brewing)', 'Beverages', { tsp: 2.5, tbsp: 7.5 }, [
  'loose tea',
  'black tea leaves',
]);
const groundCinnamon = food('cinnamon', 'Cinnamon, ground', 'Spices & Herbs', { tsp: 2.6, inch: 1, stick: 3 });
const cinnamonStick = food('cinnamon-stick', 'Cinnamon stick', 'Spices & Herbs', { stick: 3, inch: 1 });
const cashews = food('cashews', 'Cashews', 'Nuts & Seeds', { piece: 1.5, cup: 137 });
const cloves = food('cloves', 'Cloves', 'Spices & Herbs', { piece: 0.1, tsp: 2 });
const lemon = food('lemon', 'Lemon', 'Produce', { medium: 58, tbsp: 15 });
const sourCream = food('sour-cream', 'Sour cream', 'Dairy & Eggs', { tbsp: 12 });
const turmeric = food('turmeric', 'Turmeric powder', 'Spices & Herbs', { tsp: 3 });
const oil = food('vegetable-oil', 'Vegetable oil', 'Oils & Condiments', { tbsp: 13.6 });
const potato = food('potato', 'Potato', 'Produce', { medium: 150 });
const boiledPotato = food('potato-boiled', 'Boiled potato', 'Produce', { medium: 150 });
const redChilli = food('red-chilli-fresh', 'Fresh red chilli', 'Produce', { piece: 3 });
const FOODS = [
  potato,
  boiledPotato,
  redChilli,
  lobia,
  chickpeas,
  cannedChickpeas,
  brewedTea,
  teaLeaves,
  groundCinnamon,
  cinnamonStick,
  cashews,
  cloves,
  lemon,
  sourCream,
  turmeric,
  oil,
];

const line = (f: GroceryFood, quantity: number | null, unit: string | null, scale = 1): PlannedIngredientLine => ({
  food: f,
  name: f.key,
  quantity,
  quantityMax: null,
  unit,
  grams: null,
  scale,
});
const shop = (lines: PlannedIngredientLine[]) =>
  mergeGroceryLines(lines.map((l) => productFor(l, FOODS))).map(
    (l) => `${l.aisle} | ${l.name}: ${shownAmount({ ...l, isManual: false })}`,
  );

describe('the product a line is bought as', () => {
  it('buys cans of a dried pulse as the canned one: the table’s when it has one, else named canned', () => {
    expect(shop([line(lobia, 2, 'can'), line(lobia, 1, 'cup')])).toEqual([
      'Pulses & Legumes | Lobia (black-eyed peas), dried: 1 cup',
      'Canned & Jarred | Lobia (black-eyed peas), canned: 2 cans',
    ]);
    expect(shop([line(chickpeas, 1, 'can')])).toEqual(['Canned & Jarred | Chickpeas, canned (drained): 1 can']);
  });

  it('buys what a recipe boils raw, with the rest of it', () => {
    expect(shop([line(boiledPotato, 5, null), line(potato, 3, 'medium')])).toEqual(['Produce | Potato: 8']);
  });

  it('buys spoons of a brewed drink as its leaves, and inches of a ground spice as the stick', () => {
    expect(shop([line(brewedTea, 1, 'tbsp', 1.5)])).toEqual(['Beverages | Tea leaves (for brewing): 1 1/2 tbsp']);
    expect(shop([line(brewedTea, 1, 'cup')])).toEqual(['Beverages | Black tea, brewed: 1 cup']);
    expect(shop([line(groundCinnamon, 1, 'inch'), line(groundCinnamon, 0.5, 'tsp')])).toEqual([
      `${CHECK_YOU_HAVE} | Cinnamon stick: 1 inch`,
      `${CHECK_YOU_HAVE} | Cinnamon, ground: 1/2 tsp`,
    ]);
  });
});

describe('a list you can shop from', () => {
  it('puts staples and spices under Check you have, with their amounts or to taste', () => {
    expect(
      shop([line(turmeric, 0.5, 'tsp'), line(oil, 2, 'tbsp'), line(turmeric, null, null), line(lemon, 1, null)]),
    ).toEqual([
      'Produce | Lemon: 1',
      `${CHECK_YOU_HAVE} | Turmeric powder: 1/2 tsp`,
      `${CHECK_YOU_HAVE} | Vegetable oil: 2 tbsp`,
    ]);
  });

  it('buys small pieces by weight once there are enough to weigh, except spices counted for the recipe', () => {
    expect(shop([line(cashews, 27, null), line(cloves, 7, null), line(redChilli, 1, null)])).toEqual([
      'Produce | Fresh red chilli: 1',
      'Nuts & Seeds | Cashews: 45 g',
      `${CHECK_YOU_HAVE} | Cloves: 7`,
    ]);
  });

  it('gives a line without an amount one of the food when it is bought by the piece, else to taste or as needed', () => {
    expect(shop([line(lemon, null, null), line(sourCream, null, null), line(turmeric, null, null)])).toEqual([
      'Produce | Lemon: 1',
      'Dairy & Eggs | Sour cream: as needed',
      `${CHECK_YOU_HAVE} | Turmeric powder: to taste`,
    ]);
  });
});

describe('a cooked form of the food table', () => {
  it('is bought raw: "fried ripe plantain, to serve" is a plantain from the produce aisle', () => {
    const rawBanana = food('raw-banana', 'Raw banana (plantain)', 'Produce', { medium: 180 }, [
      'green plantain',
      'plantains',
    ]);
    const friedPlantain = food('usda-11260', 'Plantains, green, fried', 'Produce', {});
    const fried: PlannedIngredientLine = {
      food: friedPlantain,
      name: 'fried ripe plantain',
      quantity: null,
      quantityMax: null,
      unit: null,
      grams: null,
      scale: 1,
    };
    expect(productFor(fried, [...FOODS, rawBanana, friedPlantain]).food?.name).toBe('Raw banana (plantain)');
    // With no raw food of its aisle to buy, the line stays as the recipe named it.
    expect(productFor(fried, [...FOODS, friedPlantain]).food?.name).toBe('Plantains, green, fried');
  });
});
