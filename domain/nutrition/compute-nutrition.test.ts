import { describe, expect, it } from 'vitest';
import { SeedFood } from '../catalogue';
import { parseIngredientLine } from '../ingredients/parse-ingredient';
import { computeRecipeNutrition, densityOf, gramsForLine } from './compute-nutrition';
import { TEST_FOODS } from './test-foods';

const food = (key: string) => {
  const f = TEST_FOODS.find((x) => x.key === key);
  if (!f) throw new Error(`no test food ${key}`);
  return f;
};
const grams = (line: string, key: string) => gramsForLine(parseIngredientLine(line), food(key));

describe('test foods', () => {
  it('fit the catalogue schema', () => {
    expect(SeedFood.array().safeParse(TEST_FOODS).success).toBe(true);
  });
});

describe('gramsForLine', () => {
  it('weighs a head of a vegetable without a head of its own as the whole vegetable', () => {
    expect(grams('1 head onion', 'onion')).toBe(110);
    expect(grams('2 heads spinach', 'spinach')).toBeNull();
  });

  it('uses weight units directly', () => {
    expect(grams('200g paneer, cubed', 'paneer')).toBe(200);
    expect(grams('1 kg potatoes', 'potato')).toBe(1000);
    expect(grams('3 oz paneer', 'paneer')).toBeCloseTo(85.05, 2); // 3 × 28.3495
    expect(grams('2 lbs potatoes', 'potato')).toBeCloseTo(907.18, 2); // 2 × 453.592
  });

  it('converts volumes through the food’s own cup or spoon weight', () => {
    expect(grams('2 cups chopped onions', 'onion')).toBe(320); // 2 × 160 g
    expect(grams('2 tbsp ghee', 'ghee')).toBeCloseTo(25.6, 6); // 2 × 12.8 g
    expect(grams('1 tsp salt', 'salt')).toBe(6);
    expect(grams('1/2 cup spinach', 'spinach')).toBe(15);
  });

  it('converts other volumes through density: mlDensity, else cup weight / 240 ml', () => {
    expect(densityOf(food('coconut-milk'))).toBeCloseTo(226 / 240, 6);
    expect(grams('3 tbsp coconut milk', 'coconut-milk')).toBeCloseTo(42.375, 3); // 45 ml × 0.9417
    expect(grams('500 ml milk', 'milk')).toBeCloseTo(508.33, 2); // 500 × 244/240
    expect(grams('2 l water', 'water')).toBe(2000);
    expect(grams('a pinch of turmeric', 'turmeric')).toBeCloseTo(0.1875, 4); // 5/16 ml × (3 g / 5 ml)
  });

  it('uses the printed can size: "1 14-ounce can coconut milk" is 14 oz', () => {
    expect(grams('1 14-ounce can coconut milk', 'coconut-milk')).toBeCloseTo(396.89, 2);
    expect(grams('2 cans (15 ounces each) chickpeas', 'chickpeas-cooked')).toBeCloseTo(850.49, 2);
    expect(grams('1 can (400 g) chickpeas', 'chickpeas-cooked')).toBe(400);
    expect(grams('1 can chickpeas', 'chickpeas-cooked')).toBe(400); // no size printed: a standard 400 g can
  });

  it('uses the food’s can portion, which knows what a can gives, over the printed can weight', () => {
    // black beans are stored dried: a standard can is 100 g of dried beans, drained and cooked
    expect(grams('1 15-ounce can black beans, drained', 'black-beans')).toBe(100);
    expect(grams('2 cans (400 g each) black beans', 'black-beans')).toBe(200);
    // a 28-oz can is twice a standard one: 400 g × 793.8 / 400
    expect(grams('1 28-ounce can crushed tomatoes', 'canned-tomatoes')).toBeCloseTo(793.79, 2);
  });

  it('scales a bigger printed can of a food that comes in small cans against the small can, not the standard one', () => {
    const tuna = {
      ...food('chicken-breast'),
      key: 'tuna-canned',
      name: 'Tuna, canned in water',
      portions: { can: 120 },
    };
    const tunaGrams = (line: string) => gramsForLine(parseIngredientLine(line), tuna);
    expect(tunaGrams('2 (5 oz) cans tuna, drained')).toBe(240); // the can portion is what a 5-oz can gives
    // a 12-oz can is 340 g printed; the small can's 120 g is 0.88 of its 136 g printed: 2 × 120 × 340.19 / 136.36
    expect(tunaGrams('2 12 oz cans tuna, drained')).toBeCloseTo(598.7, 1);
    // a dried pulse's can portion is not a small can: a 400 g can is still one standard can of it
    expect(grams('1 can (400 g) black beans', 'black-beans')).toBe(100);
  });

  it('weighs a can eaten with its liquid as printed, against its own can and not a drained standard one', () => {
    const soup = {
      ...food('chicken-breast'),
      key: 'cream-of-chicken-soup',
      name: 'Cream of chicken soup, condensed',
      portions: { can: 305 },
    };
    const soupGrams = (line: string) => gramsForLine(parseIngredientLine(line), soup);
    expect(soupGrams('1 (10.75 oz) can condensed cream of chicken soup')).toBe(305); // its own can
    expect(soupGrams('1 (26 oz) can condensed cream of chicken soup')).toBeCloseTo(737.09, 2); // was 305 × 737 / 400
    expect(soupGrams('2 cans condensed cream of chicken soup')).toBe(610); // no size printed: its own can
  });

  it('prefers a printed weight to the volume: "½ cup (60 g) flour"', () => {
    expect(grams('½ cup (60g) all-purpose flour', 'maida')).toBe(60);
    expect(grams('½ cup all-purpose flour', 'maida')).toBe(62.5); // 125 g a cup without it
  });

  it('counts pieces through portions, medium by default', () => {
    expect(grams('1 onion', 'onion')).toBe(110);
    expect(grams('2 medium potatoes (aloo)', 'potato')).toBe(426);
    expect(grams('1 large potato', 'potato')).toBe(369);
    expect(grams('1 large onion', 'onion')).toBeCloseTo(143, 6); // no large portion: 1.3 × medium
    expect(grams('1 small onion', 'onion')).toBe(70);
    expect(grams('4 cloves garlic', 'garlic')).toBe(12);
    expect(grams('2 large eggs', 'egg')).toBe(100);
    expect(grams('3 eggs', 'egg')).toBe(132);
  });

  it('counts a range at its low end', () => {
    expect(grams('1-2 green chillies', 'green-chilli')).toBe(5); // 1 × 5 g
    expect(grams('1 to 2 tbsp ghee', 'ghee')).toBeCloseTo(12.8, 6);
  });

  it('reads "juice of 1 lemon" as 48 g of juice', () => {
    expect(grams('juice of 1 lemon', 'lemon-juice')).toBe(48);
  });

  it('weighs a count of whole chickens as birds, unless the food is the whole bird itself', () => {
    const boneless = {
      key: 'chicken',
      name: 'Chicken, boneless',
      aliases: ['chicken'],
      per100g: { kcal: 119, protein: 21, fat: 3, carbs: 0, fiber: 0, sugar: 0, sodium: 70 },
      portions: { piece: 30 },
    };
    const bird = { ...boneless, key: 'whole-chicken', portions: { piece: 1500 } };
    const weigh = (line: string, f: typeof boneless) => gramsForLine(parseIngredientLine(line), f);
    expect(weigh('1/2 barbecued chicken, skin and bones removed, meat shredded', boneless)).toBe(477);
    expect(weigh('1 store-bought rotisserie chicken', boneless)).toBe(954);
    expect(weigh('1 whole chicken', bird)).toBe(1500);
    expect(weigh('3 chicken pieces', boneless)).toBe(90);
    expect(weigh('1 rotisserie chicken breast', boneless)).toBe(30);
  });

  it('weighs a fillet of a fish with no fillet weight as its piece', () => {
    const fish = {
      key: 'swordfish',
      name: 'Swordfish',
      aliases: ['swordfish'],
      per100g: { kcal: 144, protein: 19.7, fat: 6.7, carbs: 0, fiber: 0, sugar: 0, sodium: 81 },
      portions: { piece: 136 },
    };
    expect(gramsForLine(parseIngredientLine('2 swordfish fillets'), fish)).toBe(272);
    expect(gramsForLine(parseIngredientLine('2 swordfish fillets, about 6-7 oz each'), fish)).toBeCloseTo(340.2, 1); // 2 × 6 oz
  });

  it('returns null with no amount or no portion to convert a count', () => {
    expect(grams('salt to taste', 'salt')).toBeNull();
    expect(grams('2 sprigs spinach', 'spinach')).toBeNull();
  });
});

describe('computeRecipeNutrition', () => {
  it('takes the cut a note gives (bone-in, skin-on) as the food, as it takes a state', () => {
    const thigh = {
      key: 'chicken-thigh',
      name: 'Chicken thigh, boneless skinless',
      aliases: ['chicken thigh', 'chicken thighs'],
      per100g: { kcal: 120, protein: 19.7, fat: 3.9, carbs: 0, fiber: 0, sugar: 0, sodium: 95 },
      portions: { piece: 110 },
    };
    const skinOn = {
      key: 'chicken-thigh-bone-in',
      name: 'Chicken thighs, bone-in skin-on',
      aliases: ['bone-in skin-on chicken thighs', 'skin-on chicken thighs', 'bone-in chicken thighs'],
      per100g: { kcal: 177, protein: 13.2, fat: 13.3, carbs: 0, fiber: 0, sugar: 0, sodium: 67 },
      portions: { piece: 150 },
    };
    const plantain = { ...thigh, key: 'raw-banana', name: 'Raw banana', aliases: ['raw banana', 'raw bananas'] };
    const banana = { ...thigh, key: 'banana', name: 'Banana', aliases: ['banana', 'bananas'] };
    const foods = [thigh, skinOn, plantain, banana];
    const foodOf = (line: string) => computeRecipeNutrition([line], foods, 1).coverage.items[0]?.foodKey;
    expect(foodOf('6 chicken thighs, bone-in and skin-on')).toBe('chicken-thigh-bone-in');
    expect(foodOf('3 chicken thighs (skin-on)')).toBe('chicken-thigh-bone-in');
    expect(foodOf('1 lb chicken thighs, with the skin')).toBe('chicken-thigh-bone-in');
    expect(foodOf('6 chicken thighs (boneless, skinless)')).toBe('chicken-thigh');
    expect(foodOf('4 chicken thighs, skin removed')).toBe('chicken-thigh');
    // only a food named with the cut: not a banana found by dropping "raw" and "skin-on"
    expect(foodOf('2 raw bananas, cut in half with skin on')).toBe('raw-banana');
    // an alternative's cut is not the line's
    expect(foodOf('4 chicken thighs, or 2 skin-on chicken legs')).toBe('chicken-thigh');
    expect(computeRecipeNutrition(['4 chicken thighs (skin-on)'], foods, 4).perServing.kcal).toBe(266); // 150 g × 1.77
  });

  it('reads "2 racks of lamb" as the rack, not as two of the boneless lamb the name alone finds', () => {
    const meat = { per100g: { kcal: 243, protein: 10.9, fat: 21.8, carbs: 0, fiber: 0, sugar: 0, sodium: 41 } };
    const lamb = { ...meat, key: 'lamb', name: 'Lamb, boneless leg', aliases: ['lamb'], portions: { piece: 30 } };
    const rack = {
      ...meat,
      key: 'lamb-rack',
      name: 'Rack of lamb, weighed with the bone',
      aliases: ['rack of lamb', 'lamb rack'],
      portions: { rack: 680, piece: 85 },
    };
    const itemOf = (line: string) => computeRecipeNutrition([line], [lamb, rack], 1).coverage.items[0];
    expect(itemOf('2 racks of lamb, Frenched')).toMatchObject({ foodKey: 'lamb-rack', grams: 1360 });
    // a rack weighed on the line is still the rack's meat and bone
    expect(itemOf('1 (2 lb) rack of lamb')).toMatchObject({ foodKey: 'lamb-rack', grams: 907.2 });
    expect(itemOf('500 g lamb')).toMatchObject({ foodKey: 'lamb', grams: 500 });
  });

  it('adds up a hand-worked recipe and divides by servings', () => {
    const r = computeRecipeNutrition(
      ['250 g chickpeas', '1 medium onion, chopped', '1 tbsp oil', 'salt to taste', '1 cup water'],
      TEST_FOODS,
      2,
    );
    // chickpeas 250 g, onion 110 g, oil 13.6 g, salt 1 g × 2 servings, water 240 g
    // kcal: (250×164 + 110×40 + 13.6×884) / 100 = 574.2 → 287.1 per serving
    // protein: (250×8.86 + 110×1.1) / 100 = 23.36 → 11.68; fat: 6.475 + 0.11 + 13.6 = 20.185 → 10.09
    // carbs: 68.55 + 10.274 = 78.824 → 39.41; fibre: 19 + 1.87 → 10.44; sugar: 12 + 4.664 → 8.33
    // sodium: 17.5 + 4.4 + 2 × 387.58 = 797.06 mg → 398.5 per serving
    expect(r.perServing).toEqual({
      kcal: 287,
      protein: 11.7,
      fat: 10.1,
      carbs: 39.4,
      fiber: 10.4,
      sugar: 8.3,
      sodium: 399,
    });
    expect(r.coverage.lines).toBe(5);
    expect(r.coverage.matched).toBe(5);
    expect(r.coverage.items.map((i) => [i.foodKey, i.grams])).toEqual([
      ['chickpeas-cooked', 250],
      ['onion', 110],
      ['vegetable-oil', 13.6],
      ['salt', 2],
      ['water', 240],
    ]);
    expect(r.coverage.items[0]?.confidence).toBe(1);
  });

  it('counts "salt and pepper to taste" as the fixed salt allowance', () => {
    const r = computeRecipeNutrition(['salt and pepper to taste', '100 g potato'], TEST_FOODS, 4);
    expect(r.coverage.items[0]).toMatchObject({ foodKey: 'salt', grams: 4 });
    // sodium: (4 g salt × 387.58 + 100 g potato × 0.06) / 4 servings = 389.08
    expect(r.perServing.sodium).toBe(389);
  });

  it('counts the first tablespoon of frying oil and a tenth of the rest', () => {
    const r = computeRecipeNutrition(
      ['3 cups vegetable oil, for deep-frying', '1 tbsp oil for frying', '400 g potato'],
      TEST_FOODS,
      4,
    );
    // 3 cups = 654 g in the pan: 15 + 639 × 0.1 = 78.9 g eaten; 1 tbsp = 13.6 g, all of it
    expect(r.coverage.items.map((i) => i.grams)).toEqual([78.9, 13.6, 400]);
    // (92.5 g oil × 8.84 + 400 g potato × 0.77) / 4 = 281.4 kcal
    expect(r.perServing.kcal).toBe(281);
  });

  it('reads a cooked state from the note: "2 cups rice, cooked"', () => {
    const r = computeRecipeNutrition(['2 cups rice, cooked'], TEST_FOODS, 2);
    expect(r.coverage.items[0]).toMatchObject({ foodKey: 'rice-cooked', grams: 316 });
    expect(r.perServing.kcal).toBe(205); // 316 g × 1.30 / 2
  });

  it('prefers the canned food for a can: "1 14.5-ounce can diced tomatoes"', () => {
    const r = computeRecipeNutrition(['1 14.5-ounce can diced tomatoes', '2 tomatoes'], TEST_FOODS, 1);
    expect(r.coverage.items.map((i) => [i.foodKey, i.grams])).toEqual([
      ['canned-tomatoes', 400],
      ['tomato', 246],
    ]);
  });

  it('reads drained, dried and fried states from the note', () => {
    const r = computeRecipeNutrition(['2 cups chickpeas, drained and rinsed', '1 cup chickpeas'], TEST_FOODS, 1);
    expect(r.coverage.items.map((i) => i.foodKey)).toEqual(['chickpeas-cooked', 'chickpeas-cooked']);
    const foods = [
      ...TEST_FOODS,
      { ...food('tomato'), key: 'usda-09021', name: 'Apricots, raw', aliases: ['apricots'] },
      {
        ...food('tomato'),
        key: 'usda-09032',
        name: 'Apricots, dried, sulfured, uncooked',
        aliases: ['dried apricots', 'apricots dried'],
        per100g: { ...food('tomato').per100g, kcal: 241 },
      },
    ];
    const dried = computeRecipeNutrition(['100 g apricots, dried and chopped'], foods, 1);
    expect(dried.coverage.items[0]?.foodKey).toBe('usda-09032');
    expect(dried.perServing.kcal).toBe(241);
    // a USDA food without the line's portion leaves the line to the team's food when it has it
    const noPiece = [
      ...foods,
      { ...food('onion'), key: 'usda-11282', name: 'Onions, raw', aliases: ['spanish onion'], portions: { cup: 160 } },
    ];
    expect(computeRecipeNutrition(['2 spanish onions'], noPiece, 1).coverage.items[0]).toMatchObject({
      foodKey: 'onion',
      grams: 220,
    });
    // the state of an alternative is not the line's
    const either = computeRecipeNutrition(['100 g apricots, halved, or 50 g dried apricots'], foods, 1);
    expect(either.coverage.items[0]?.foodKey).toBe('usda-09021');
  });

  it('caps the salt allowance at a teaspoon for many small servings', () => {
    const r = computeRecipeNutrition(['salt to taste', '300 g potato'], TEST_FOODS, 20);
    expect(r.coverage.items[0]).toMatchObject({ foodKey: 'salt', grams: 6 });
    // (6 × 387.58 + 300 × 0.06) / 20 = 117.2 mg
    expect(r.perServing.sodium).toBe(117);
  });

  it('reads grouped lines, skips headings and reports unmatched lines', () => {
    const r = computeRecipeNutrition(
      [
        { group: 'For the tadka', items: ['1 tbsp ghee', '1 tsp cumin seeds'] },
        'For the dal:',
        '2 cups unicorn tears',
        'coriander to garnish',
      ],
      TEST_FOODS,
      1,
    );
    expect(r.coverage.lines).toBe(4);
    expect(r.coverage.matched).toBe(2);
    expect(r.coverage.items[2]).toEqual({
      original: '2 cups unicorn tears',
      foodKey: null,
      grams: null,
      confidence: 0,
    });
    // ghee 12.8 g × 8.76 + cumin 2.1 g × 3.75 = 112.13 + 7.88 = 120 kcal
    expect(r.perServing.kcal).toBe(120);
    expect(r.perServing.fat).toBeCloseTo(13.2, 6); // 12.73 + 0.47
  });

  it('treats fewer than one serving as one', () => {
    expect(computeRecipeNutrition(['100 g paneer'], TEST_FOODS, 0).perServing.kcal).toBe(321);
  });
});
