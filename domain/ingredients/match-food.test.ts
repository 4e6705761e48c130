import { describe, expect, it } from 'vitest';
import { TEST_FOODS } from '../nutrition/test-foods';
import { createFoodMatcher, normalizePhrase, stemWord } from './match-food';
import { namesOfUsdaFood, usdaKey } from './usda-foods';

const match = createFoodMatcher(TEST_FOODS);
const keyOf = (name: string) => match(name)?.food.key ?? null;

describe('createFoodMatcher', () => {
  it('matches an exact alias with full confidence, whatever the case and accents', () => {
    expect(match('Paneer')).toEqual({ food: expect.objectContaining({ key: 'paneer' }), confidence: 1 });
    expect(match('CHANA')?.food.key).toBe('chickpeas-cooked');
  });

  it('finds regional names through aliases', () => {
    expect(keyOf('aloo')).toBe('potato');
    expect(keyOf('jeera')).toBe('cumin-seeds');
    expect(keyOf('haldi')).toBe('turmeric');
  });

  it('matches singular and plural forms at 0.95', () => {
    expect(match('potatoes')).toMatchObject({ food: { key: 'potato' }, confidence: 0.95 });
    expect(match('onions')?.food.key).toBe('onion');
    expect(match('green chillies')).toMatchObject({ food: { key: 'green-chilli' }, confidence: 0.95 });
    expect(match('tomatoes')?.food.key).toBe('tomato');
    expect(match('eggs')?.food.key).toBe('egg');
  });

  it('matches after dropping descriptors at 0.9', () => {
    expect(match('fresh spinach')).toMatchObject({ food: { key: 'spinach' }, confidence: 0.9 });
    expect(match('large eggs')).toMatchObject({ food: { key: 'egg' }, confidence: 0.9 });
    expect(match('extra virgin olive oil')).toMatchObject({ food: { key: 'vegetable-oil' }, confidence: 0.9 });
  });

  it('reads "meat" after a food as its form, and stops the head noun before "made from"', () => {
    const foods = [
      { key: 'turkey-breast', name: 'Turkey breast', aliases: ['turkey', 'turkey meat'] },
      { key: 'turkey-mince', name: 'Turkey mince', aliases: ['ground turkey'] },
      { key: 'pasta', name: 'Pasta', aliases: ['pasta', 'penne'] },
      { key: 'sweet-corn', name: 'Sweet corn', aliases: ['corn'] },
      { key: 'crab-meat', name: 'Crab meat', aliases: ['crab meat'] },
    ];
    const key = (name: string) => createFoodMatcher(foods)(name)?.food.key;
    expect(key('ground turkey meat')).toBe('turkey-mince');
    expect(key('turkey meat')).toBe('turkey-breast');
    expect(key('lump crab meat')).toBe('crab-meat');
    expect(key('gluten free penne pasta made from rice and corn')).toBe('pasta');
    expect(key('pasta with corn')).toBe('pasta');
  });

  it('matches the longest alias contained in the phrase', () => {
    // "coconut milk" (two words) beats "milk"
    expect(match('light coconut milk')).toMatchObject({ food: { key: 'coconut-milk' }, confidence: 0.8 });
    expect(keyOf('boneless skinless chicken breasts')).toBe('chicken-breast');
    expect(keyOf('cooked basmati rice')).toBe('basmati-rice');
    // one word of three: 0.6 + 0.3 / 3
    expect(match('smoked kashmiri garlic')).toMatchObject({ food: { key: 'garlic' }, confidence: 0.7 });
  });

  it('prefers the alias that holds the head noun', () => {
    // "garlic infused oil" is an oil; "garlic" only qualifies it
    expect(match('garlic infused oil')).toMatchObject({ food: { key: 'vegetable-oil' }, confidence: 0.7 });
    // "wedges" is a noun of form, so the head is "tomato": 0.6 + 0.3 / 2
    expect(match('tomato wedges')).toMatchObject({ food: { key: 'tomato' }, confidence: 0.75 });
    // an alias that misses the head noun is a weak guess: 0.45 + 0.2 / 3
    expect(match('kashmiri garlic paste')).toMatchObject({ food: { key: 'garlic' }, confidence: 0.52 });
  });

  it('falls back to word overlap when the head noun is shared', () => {
    // "parmesan" is half of "parmesan cheese": Dice 2/3, confidence 0.3 + 0.3 × 2/3
    expect(match('parmesan')).toMatchObject({ food: { key: 'parmesan-cheese' }, confidence: 0.5 });
  });

  it('returns null when nothing fits', () => {
    expect(match('baking dish')).toBeNull();
    expect(match('coconut sugar')).toBeNull(); // shares "coconut" but not the head noun "sugar"
    expect(match('mustard seeds')).toBeNull(); // shares only the head noun with "cumin seeds"
    expect(match('')).toBeNull();
  });

  it('matches nothing to a name left with digits only, as a line in another script is ("玉ねぎ 2個")', () => {
    const milks = createFoodMatcher([
      { key: 'toned-milk', name: 'Milk, reduced-fat', aliases: ['2% milk', '1% milk'] },
      { key: 'milk', name: 'Milk, whole', aliases: ['milk'] },
    ]);
    expect(milks('♥玉ねぎ 2個')).toBeNull();
    expect(milks('میدہ۔۔۔۔۔1کپ')).toBeNull();
    expect(milks('2% milk')?.food.key).toBe('toned-milk');
  });

  it('reads a misspelt food word as the food word one edit away, a little less sure', () => {
    expect(match('parmesan chese')).toEqual({
      food: expect.objectContaining({ key: 'parmesan-cheese' }),
      confidence: 0.95,
    });
    expect(match('spinnach')).toEqual({ food: expect.objectContaining({ key: 'spinach' }), confidence: 0.95 });
    expect(match('coconut mlk')).toBeNull(); // a word under five letters is not corrected
    expect(match('spinach')?.confidence).toBe(1); // spelt right: left alone
    expect(match('spinnach xyzzy')).toBeNull(); // another word unknown: not English misspelt, no guess
  });

  it('prefers a food’s own alias to another food’s key or name', () => {
    const m = createFoodMatcher([
      { key: 'milk', name: 'Milk', aliases: ['doodh'] },
      { key: 'soy-milk', name: 'Soy milk', aliases: ['milk substitute', 'milk'] },
    ]);
    expect(m('milk')?.food.key).toBe('soy-milk');
  });
});

describe('normalizePhrase and stemWord', () => {
  it('normalizes punctuation, case and accents', () => {
    expect(normalizePhrase('Jalapeño-Peppers!')).toBe('jalapeno peppers');
    expect(normalizePhrase('half & half')).toBe('half and half');
    // letters NFD leaves whole are spelt out, not dropped ("Weißwein" was "wei wein")
    expect(normalizePhrase('Weißwein, Bœuf, Masło')).toBe('weisswein boeuf maslo');
  });
  it('makes singular and plural forms meet', () => {
    for (const [a, b] of [
      ['chillies', 'chilli'],
      ['berries', 'berry'],
      ['tomatoes', 'tomato'],
      ['leaves', 'leaf'],
      ['radishes', 'radish'],
      ['cookies', 'cookie'],
    ] as const) {
      expect(stemWord(a)).toBe(stemWord(b));
    }
    expect(stemWord('hummus')).toBe('hummus');
    expect(stemWord('peas')).toBe('pea');
  });
});

describe('createFoodMatcher with the USDA tier and the lexicon', () => {
  const usda = (ndb: string, name: string, group: string) => ({
    key: usdaKey(ndb),
    name,
    aliases: namesOfUsdaFood(name, group),
  });
  const foods = [
    { key: 'apricot', name: 'Apricot (fresh)', aliases: ['apricot', 'apricots'] },
    { key: 'potato', name: 'Potato', aliases: ['potato', 'aloo'] },
    usda('09021', 'Apricots, raw', 'Fruits and Fruit Juices'),
    usda('09032', 'Apricots, dried, sulfured, uncooked', 'Fruits and Fruit Juices'),
    usda('09022', 'Apricots, canned, water pack, with skin, solids and liquids', 'Fruits and Fruit Juices'),
    usda('15110', 'Fish, swordfish, raw', 'Finfish and Shellfish Products'),
    usda('15111', 'Fish, swordfish, cooked, dry heat', 'Finfish and Shellfish Products'),
    { key: 'pork-sausage', name: 'Pork sausage', aliases: ['sausage', 'sausages'] },
    usda('16107', 'Sausage, meatless', 'Legumes and Legume Products'),
  ];
  const tiered = createFoodMatcher(foods);
  const keyOfTiered = (name: string) => tiered(name)?.food.key ?? null;

  it("keeps the team's food for the names it knows", () => {
    expect(keyOfTiered('apricots')).toBe('apricot');
    expect(keyOfTiered('aloo')).toBe('potato');
  });

  it('tells fresh, dried and canned fruit apart through the USDA foods', () => {
    expect(keyOfTiered('dried apricots')).toBe('usda-09032');
    expect(keyOfTiered('canned apricots')).toBe('usda-09022');
  });

  it("finds what the team's table lacks, raw unless the line says cooked", () => {
    expect(keyOfTiered('swordfish')).toBe('usda-15110');
    expect(keyOfTiered('cooked swordfish')).toBe('usda-15111');
  });

  it('reads other languages through the lexicon', () => {
    expect(keyOfTiered('Kartoffeln')).toBe('potato');
    expect(keyOfTiered('abricots secs')).toBe(null); // "abricot" is not in the lexicon: no guess
    expect(keyOfTiered('batatas')).toBe('potato');
  });

  it('reads a vegan or vegetarian sausage as the meatless food, not the meat', () => {
    expect(keyOfTiered('8 vegan sausages')).toBe('usda-16107');
    expect(keyOfTiered('vegetarian sausage links')).toBe('usda-16107');
    expect(keyOfTiered('plant-based sausages')).toBe('usda-16107');
    expect(keyOfTiered('sausages')).toBe('pork-sausage');
  });

  it('reads "<kind> cheese" as the kind when the kind alone names a food, not as the plain "cheese"', () => {
    const cheeses = createFoodMatcher([
      { key: 'cheddar', name: 'Cheddar cheese', aliases: ['cheddar', 'cheese', 'grated cheese'] },
      { key: 'mozzarella', name: 'Mozzarella', aliases: ['mozzarella', 'burrata'] },
      { key: 'blue-cheese', name: 'Blue cheese', aliases: ['blue cheese', 'gorgonzola'] },
      { key: 'paneer', name: 'Paneer', aliases: ['paneer'] },
      { key: 'cream-cheese', name: 'Cream cheese', aliases: ['cream cheese'] },
    ]);
    const keyOfCheese = (name: string) => cheeses(name)?.food.key ?? null;
    expect(cheeses('burrata cheese')).toMatchObject({ food: { key: 'mozzarella' }, confidence: 0.9 });
    expect(keyOfCheese('Gorgonzola cheese')).toBe('blue-cheese');
    expect(keyOfCheese('paneer cheese')).toBe('paneer');
    // the whole phrase named surely, or a kind nobody knows: as before
    expect(keyOfCheese('cream cheese')).toBe('cream-cheese');
    expect(keyOfCheese('grated cheese')).toBe('cheddar');
    expect(keyOfCheese('mystery cheese')).toBe('cheddar');
    expect(keyOfCheese('mac and cheese')).toBe('cheddar');
  });

  it('takes a food sharing the head noun over one that names only the modifier, but not a brand', () => {
    const sauces = createFoodMatcher([
      { key: 'dried-cranberries', name: 'Dried cranberries', aliases: ['cranberries', 'cranberry'] },
      { key: 'peanut-butter', name: 'Peanut butter', aliases: ['peanut butter'] },
      usda('09081', 'Cranberry sauce, canned, sweetened', 'Fruits and Fruit Juices'),
      usda('28059', 'KEEBLER, CHIPS DELUXE, Peanut Butter Cups Cookies', 'Baked Products'),
    ]);
    const keyOfSauce = (name: string) => sauces(name)?.food.key ?? null;
    expect(keyOfSauce('whole berry cranberry sauce')).toBe('usda-09081');
    expect(keyOfSauce('cranberries')).toBe('dried-cranberries');
    expect(sauces('cranberry juice')).toMatchObject({ food: { key: 'dried-cranberries' }, modifierOnly: true });
    expect(keyOfSauce('peanut butter chips')).toBe('peanut-butter');
  });

  it('reads "<chilli> pepper" as the chilli, but not "lemon pepper" nor "salt and pepper"', () => {
    const peppers = createFoodMatcher([
      { key: 'black-pepper', name: 'Black pepper, ground', aliases: ['pepper', 'black pepper'] },
      { key: 'red-chilli-fresh', name: 'Fresh red chilli', aliases: ['thai chili', 'habanero'] },
      { key: 'lemon', name: 'Lemon', aliases: ['lemon'] },
      { key: 'salt', name: 'Salt', aliases: ['salt'] },
    ]);
    const keyOfPepper = (name: string) => peppers(name)?.food.key ?? null;
    expect(keyOfPepper('Thai chili peppers')).toBe('red-chilli-fresh');
    expect(keyOfPepper('habanero pepper')).toBe('red-chilli-fresh');
    expect(keyOfPepper('lemon pepper')).toBe('black-pepper');
    expect(keyOfPepper('salt and pepper')).toBe('black-pepper');
    expect(keyOfPepper('pepper')).toBe('black-pepper');
  });
});
