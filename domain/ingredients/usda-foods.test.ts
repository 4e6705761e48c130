import { describe, expect, it } from 'vitest';
import type { SeedFood } from '../catalogue';
import {
  mergeFoodTables,
  namesOfUsdaFood,
  parseUsdaFoods,
  portionsOfMeasures,
  statesOf,
  usdaGenericRank,
} from './usda-foods';

describe('namesOfUsdaFood', () => {
  it('names a food as a recipe line does, state and kind included', () => {
    const names = namesOfUsdaFood('Apricots, dried, sulfured, uncooked', 'Fruits and Fruit Juices');
    expect(names).toContain('dried apricots');
    expect(names).not.toContain('apricots');
    expect(namesOfUsdaFood('Apricots, raw', 'Fruits and Fruit Juices')).toContain('apricots');
    expect(namesOfUsdaFood('Beans, black, mature seeds, raw', 'Legumes and Legume Products')).toContain('black beans');
    expect(namesOfUsdaFood('Beans, black, mature seeds, canned', 'Legumes and Legume Products')).toContain(
      'canned black beans',
    );
    expect(namesOfUsdaFood('Spices, cumin seed', 'Spices and Herbs')).toContain('cumin seed');
    expect(namesOfUsdaFood('Oil, olive, salad or cooking', 'Fats and Oils')).toContain('olive oil');
    expect(namesOfUsdaFood('Oil, olive, salad or cooking', 'Fats and Oils')).not.toContain('olive');
    expect(
      namesOfUsdaFood('Bread, white, commercially prepared (includes soft bread crumbs)', 'Baked Products'),
    ).toContain('white bread');
  });

  it('names a cooked, canned or prepared food only by names that say so', () => {
    const fried = namesOfUsdaFood('Plantains, green, fried', 'Fruits and Fruit Juices');
    expect(fried).toContain('fried plantains');
    expect(fried).not.toContain('plantains');
    expect(namesOfUsdaFood('Beans, black, mature seeds, canned', 'Legumes and Legume Products')).not.toContain(
      'black beans',
    );
    expect(namesOfUsdaFood('Biscuits, plain or buttermilk, dry mix', 'Baked Products')).toEqual(['biscuits mix']); // not biscuits
  });

  it('names a bottled juice plainly, a drink sold as a concentrate or powder only by its form, made up as the drink', () => {
    const fruits = 'Fruits and Fruit Juices';
    expect(namesOfUsdaFood('Kiwi juice, canned or bottled, unsweetened', fruits)).toContain('kiwi juice');
    const concentrate = namesOfUsdaFood('Kiwi juice, frozen concentrate, unsweetened, undiluted', fruits);
    expect(concentrate).toContain('kiwi juice concentrate');
    expect(concentrate).not.toContain('kiwi juice');
    expect(namesOfUsdaFood('Kiwi juice, frozen concentrate, diluted with 3 volume water', fruits)).toContain(
      'kiwi juice',
    );
    expect(namesOfUsdaFood('Beverages, Pinkade, powder', 'Beverages')).toEqual(['pinkade powder']);
    expect(namesOfUsdaFood('Pinkade, powder, prepared with water', 'Beverages')).toContain('pinkade');
    expect(namesOfUsdaFood('Beverages, coffee, instant, regular, powder', 'Beverages')).toContain('instant coffee');
  });

  it('names a dry mix as bought as a line names the box, and the made-up one only as prepared', () => {
    const baked = 'Baked Products';
    expect(namesOfUsdaFood('Cake, pudding-type, lemon, dry mix', baked)).toEqual(['lemon cake mix']);
    expect(namesOfUsdaFood('Cookies, blondies, dry mix, regular', baked)).toContain('blondies mix');
    expect(namesOfUsdaFood('Waffles, plain, dry mix, complete', baked)).toEqual(['waffles mix']);
    expect(namesOfUsdaFood('Waffles, plain, dry mix, prepared', baked)).not.toContain('waffles mix');
  });

  it('gives no name to brand products, dishes and bare categories', () => {
    expect(namesOfUsdaFood("Candies, HERSHEY'S KISSES", 'Sweets')).toEqual([]);
    expect(namesOfUsdaFood('Fast foods, hamburger', 'Fast Foods')).toEqual([]);
    expect(namesOfUsdaFood('Sauce, cheese sauce mix, dry', 'Soups, Sauces, and Gravies')).toEqual([]);
  });
});

describe('states', () => {
  it('ranks the raw, plain food before cooked and low-fat forms', () => {
    expect(usdaGenericRank('Lentils, raw')).toBeLessThan(usdaGenericRank('Lentils, mature seeds, cooked, boiled'));
    expect(usdaGenericRank('Milk, whole')).toBeLessThan(usdaGenericRank('Milk, nonfat'));
    expect(usdaGenericRank('Cookies, chocolate sandwich, with creme filling, regular')).toBeLessThan(
      usdaGenericRank('Cookies, chocolate sandwich, with extra creme filling'),
    );
  });

  it('reads the states a line names', () => {
    expect(statesOf('black beans, drained and rinsed')).toEqual(['drained', 'canned']);
    expect(statesOf('hard-boiled and peeled')).toEqual(['boiled', 'cooked']);
    expect(statesOf('tinned tomatoes')).toEqual(['canned']);
    expect(statesOf('cooked rice')).toEqual(['cooked']);
  });
});

describe('portionsOfMeasures', () => {
  it('reads household units from SR28 measures, the first of each unit', () => {
    expect(
      portionsOfMeasures('cup, chopped=160|cup, sliced=115|medium (2-1/2" dia)=110|tbsp, chopped=10|oz=28.3'),
    ).toEqual({
      cup: 160,
      medium: 110,
      tbsp: 10,
    });
  });

  it('counts a measure named after the food as one piece, the medium one first (6 croissants were no weight)', () => {
    const croissant = 'oz=28.35|croissant, mini=28|croissant, small=42|croissant, medium=57|croissant, large=67';
    expect(portionsOfMeasures(croissant, 'Croissants, butter')).toEqual({
      piece: 57,
      small: 42,
      medium: 57,
      large: 67,
    });
    expect(portionsOfMeasures('oz=28.35|crust=183', 'Pie Crust, Cookie-type, Graham Cracker, Ready Crust')).toEqual({
      piece: 183,
    });
    expect(portionsOfMeasures('cup (1" pieces)=132|chayote (5-3/4")=203', 'Chayote, fruit, raw')).toEqual({
      cup: 132,
      piece: 203,
    });
    // a measure that gives a piece already wins; one named after another thing is not the food's
    expect(portionsOfMeasures('cookie=10|ladyfinger=11', 'Cookies, ladyfingers')).toEqual({ piece: 10 });
    expect(portionsOfMeasures('oz=28.35|loaf=450', 'Bread, rye')).toEqual({});
  });
});

describe('parseUsdaFoods', () => {
  const tsv = [
    '# citation',
    'ndb\tname\tgroup\taisle\tfacts\tkcal\tprotein\tfat\tcarbs\tfiber\tsugar\tsodium\tportions',
    '18133\tCake, pound, commercially prepared, butter\tBaked Products\tBakery\tdairy,egg,gluten\t388\t5.5\t20\t48.8\t0.5\t24\t395\tpiece=28|oz=28.3',
    '11282\tOnions, raw\tVegetables and Vegetable Products\tProduce\tonion-garlic\t40\t1.1\t0.1\t9.34\t1.7\t4.24\t4\tcup, chopped=160',
  ].join('\n');

  it('reads foods, and weighs a cup of baked goods as cubed cake rather than water', () => {
    const [cake, onion] = parseUsdaFoods(tsv);
    expect(cake).toMatchObject({
      key: 'usda-18133',
      aliases: expect.arrayContaining(['pound cake']),
      facts: ['dairy', 'egg', 'gluten'],
      mlDensity: 0.25,
    });
    expect(onion).toMatchObject({
      key: 'usda-11282',
      portions: { cup: 160 },
      aliases: expect.arrayContaining(['onions']),
    });
    expect(onion?.mlDensity).toBeUndefined();
  });
});

describe('mergeFoodTables', () => {
  const food = (key: string, ndb: string, portions: SeedFood['portions']): SeedFood => ({
    key,
    name: key,
    aliases: [],
    aisle: 'Produce',
    facts: [],
    ndb,
    portions,
    per100g: { kcal: 40, protein: 1, fat: 0, carbs: 9, fiber: 2, sugar: 4, sodium: 4 },
  });

  it("keeps the team's food for an SR28 food it claims, with the cup and spoon weights it lacked", () => {
    const merged = mergeFoodTables(
      [food('onion', '11282', { medium: 110, tbsp: 10 })],
      [food('usda-11282', '11282', { cup: 160, tbsp: 9, large: 150 }), food('usda-11283', '11283', {})],
    );
    expect(merged.map((f) => f.key)).toEqual(['onion', 'usda-11283']);
    expect(merged[0]?.portions).toEqual({ cup: 160, medium: 110, tbsp: 10 }); // no piece sizes of another kind
  });
});
