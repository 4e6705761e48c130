import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition } from '../../../domain/nutrition/compute-nutrition';
import { readFoodTable } from './catalogue.seed';

// The food table as the product seeds it (team foods + USDA SR28): foods of the American pantry that Allrecipes lines
// name and the table missed (decision 033, ninth session), weighed as a cook buys them.
describe('the food table, pantry foods', () => {
  const foods = readFoodTable();
  const line = (text: string) => {
    const item = computeRecipeNutrition([text], foods, 1).coverage.items[0];
    return { food: item?.foodKey, grams: item?.grams };
  };
  const kcal = (key: string) => foods.find((f) => f.key === key)?.per100g.kcal;

  it('knows refrigerated doughs and baking mix', () => {
    expect(line('1 tube (8 oz) crescent roll dough')).toEqual({ food: 'crescent-roll-dough', grams: 226.8 });
    expect(line('6 refrigerated crescent rolls')).toEqual({ food: 'crescent-roll-dough', grams: 168 }); // 28 g a roll
    expect(line('1 can (16.3 oz) refrigerated buttermilk biscuits')).toEqual({ food: 'biscuit-dough', grams: 462.1 });
    expect(line('5 large refrigerated biscuits')).toEqual({ food: 'biscuit-dough', grams: 290 }); // SR28 18014: 58 g
    expect(line('1 1/2 cups all-purpose baking mix')).toEqual({ food: 'baking-mix', grams: 180 }); // SR28 18010
    expect(line('1 cup Bisquick')).toEqual({ food: 'baking-mix', grams: 120 });
  });

  it("takes devil's food cake mix as SR28's chocolate cake mix, a box as today's 15.25 oz", () => {
    expect(line("1 box devil's food cake mix")).toEqual({ food: 'chocolate-cake-mix', grams: 432 });
    expect(line('1 package (18.25 oz) German chocolate cake mix').food).toBe('usda-18112');
    // a cake mix of no kind, or a flavour SR28 lacks, is the yellow mix (SR28 18142), not the chocolate one
    expect(line('1 box cake mix')).toEqual({ food: 'yellow-cake-mix', grams: 432 });
    expect(line('1 package (16.25 oz) strawberry cake mix').food).toBe('yellow-cake-mix');
    expect(line('1 package (18 oz) white cake mix').food).toBe('usda-18135');
  });

  it('knows matzo by the sheet and matzo meal by the cup', () => {
    expect(line('3 sheets matzah, broken up')).toEqual({ food: 'matzo', grams: 84 }); // SR28 18217: 28 g a matzo
    expect(line('1/2 cup matzo meal')).toEqual({ food: 'matzo-meal', grams: 60 });
    expect(kcal('matzo-meal')).toBe(kcal('matzo'));
  });

  it('knows granola, butterscotch chips, caramels and almond paste', () => {
    expect(line('3/4 cup granola cereal')).toEqual({ food: 'granola', grams: 91.5 }); // SR28 08037: 122 g a cup
    expect(line('2/3 cup butterscotch morsels')).toEqual({ food: 'butterscotch-chips', grams: 113.3 }); // 170 g a cup
    expect(line('20 soft caramels, unwrapped')).toEqual({ food: 'caramels', grams: 202 }); // SR28 19074: 10.1 g each
    expect(line('1 tube (7 oz) marzipan')).toEqual({ food: 'almond-paste', grams: 198.4 }); // SR28 12071
  });

  it('knows jarred alfredo sauce (no SR28 row: a label, 90 kcal a 1/4 cup)', () => {
    expect(line('1 jar (15 oz) roasted garlic alfredo sauce')).toEqual({ food: 'alfredo-sauce', grams: 425.2 });
    expect(line('12 oz Alfredo-style pasta sauce').food).toBe('alfredo-sauce'); // it was the tomato marinara
    expect(kcal('alfredo-sauce')).toBe(148);
  });

  it('knows artichoke hearts, drained by the can, and the marinated ones in oil', () => {
    expect(line('1 can (14 oz) quartered artichoke hearts, drained')).toEqual({ food: 'artichoke-hearts', grams: 240 });
    expect(line('1 package (9 oz) frozen artichoke hearts')).toEqual({ food: 'artichoke-hearts', grams: 255.1 });
    expect(line('1 jar (12 oz) marinated artichoke hearts').food).toBe('marinated-artichoke-hearts');
    expect(line('2 globe artichokes').food).not.toBe('artichoke-hearts');
  });

  it('tells coleslaw mix from dressed coleslaw, its dressing and broccoli slaw', () => {
    expect(line('1 bag (14 oz) tri-color coleslaw mix')).toEqual({ food: 'coleslaw-mix', grams: 396.9 });
    expect(line('4 cups shredded coleslaw mix')).toEqual({ food: 'coleslaw-mix', grams: 228 }); // 57 g a cup
    expect(line('2 cups deli coleslaw').food).toBe('coleslaw'); // SR28 21127
    expect(line('1/2 cup coleslaw dressing')).toEqual({ food: 'coleslaw-dressing', grams: 125 }); // SR28 43016
    expect(line('1 bag (12 oz) broccoli slaw mix').food).toBe('broccoli');
  });

  it('knows venison, ground and in pieces', () => {
    expect(line('2 lb ground venison')).toEqual({ food: 'ground-venison', grams: 907.2 }); // SR28 17343
    expect(line('1 1/2 lb venison backstrap, sliced')).toEqual({ food: 'venison', grams: 680.4 }); // SR28 17164
    expect(line('1 lb venison stew meat').food).toBe('venison'); // it was stewing beef
  });

  it('knows the seasoning blends and food colouring', () => {
    expect(line('2 tbsp whole pickling spices')).toEqual({ food: 'pickling-spice', grams: 12 });
    expect(line('1 tsp chai spice blend').food).not.toBe('pickling-spice');
    expect(line('1 1/2 tsp Old Bay seasoning')).toEqual({ food: 'seafood-seasoning', grams: 3.6 });
    expect(line('1/4 cup BBQ dry rub').food).toBe('barbecue-rub');
    expect(line('2 tsp everything bagel seasoning')).toEqual({ food: 'everything-bagel-seasoning', grams: 6 });
    expect(line('4 drops green food coloring')).toEqual({ food: 'food-coloring', grams: 0.2 });
  });

  it('knows flounder and sole as SR28 flatfish, rutabaga as swede, and canned luncheon meat', () => {
    expect(line('3 flounder fillets')).toEqual({ food: 'flounder', grams: 489 }); // SR28 15028: 163 g a fillet
    expect(line('1 lb Dover sole fillets').food).toBe('flounder'); // it was the team's white fish of any kind
    expect(line('1 large swede, peeled and diced')).toEqual({ food: 'rutabaga', grams: 772 }); // SR28 11435
    expect(line('2 small rutabagas').food).toBe('rutabaga');
    expect(line('1 can (12 oz) Spam, diced')).toEqual({ food: 'luncheon-meat', grams: 340 }); // SR28 07908
  });

  it('knows carob chips, carob powder, Karo and granular Splenda by their own cups', () => {
    expect(line('1/2 cup carob chips')).toEqual({ food: 'carob-chips', grams: 85 }); // SR28 19071
    expect(line('3 tablespoons carob powder')).toEqual({ food: 'carob-powder', grams: 18 }); // SR28 16055: 6 g
    expect(line('2 tablespoons dark Karo syrup').food).toBe('corn-syrup');
    expect(line('3/4 cup Splenda granulated sweetener')).toEqual({ food: 'sucralose-sweetener', grams: 18 }); // 24 g a cup
  });

  it('tells buttery round crackers from saltines, weighs crushed saltines by SR28 and egg roll wrappers by their own', () => {
    expect(line('40 Ritz crackers')).toEqual({ food: 'buttery-crackers', grams: 128 }); // SR28 18229: 3.2 g each
    expect(line('1 cup crushed buttery round crackers')).toEqual({ food: 'buttery-crackers', grams: 52 });
    expect(line('1 1/2 cups crushed saltines')).toEqual({ food: 'saltine-crackers', grams: 105 }); // SR28 18228: 70 g
    expect(line('10 egg roll wrappers')).toEqual({ food: 'egg-roll-wrappers', grams: 320 }); // SR28 18368: 32 g
    expect(line('30 wonton wrappers').food).toBe('wonton-wrappers');
  });

  it('reads wine by its grape as wine, cheese blends as SR28 Mexican blend, egg substitute as the liquid', () => {
    expect(line('1 cup Merlot wine').food).toBe('red-wine'); // it was SR28 non-alcoholic wine (6 kcal/100 g)
    expect(line('1/2 cup Chardonnay wine').food).toBe('white-wine');
    expect(line('2/3 cup wine').food).toBe('red-wine');
    expect(line('2 cups shredded Italian cheese blend')).toEqual({ food: 'shredded-cheese-blend', grams: 224 }); // not reduced-fat
    expect(line('1 cup shredded cheddar jack cheese').food).toBe('shredded-cheese-blend');
    expect(line('3/4 cup liquid egg substitute')).toEqual({ food: 'egg-substitute', grams: 180 }); // it was the powder
  });

  it('knows fruit pie filling by the can as printed and pumpkin pie filling as SR28 pumpkin pie mix', () => {
    expect(line('1 can (21 oz) peach pie filling')).toEqual({ food: 'fruit-pie-filling', grams: 595.3 }); // SR28 19314
    expect(line('1 can (28 oz) cherry pie filling')).toEqual({ food: 'fruit-pie-filling', grams: 793.8 }); // as printed
    expect(line('2 cups strawberry pie filling').food).toBe('fruit-pie-filling'); // it was the low-calorie cherry
    expect(line('1 can (15 oz) pumpkin pie filling')).toEqual({ food: 'pumpkin-pie-mix', grams: 425.2 }); // SR28 11426
  });

  it('takes roasted chicken as the bird by the count and as cooked meat by the cup, not as SR28 chicken skin', () => {
    expect(line('1 whole roasted chicken').food).toBe('whole-chicken'); // as 'rotisserie chicken' and 'roast chicken'
    expect(line('3 cups diced roasted chicken')).toEqual({ food: 'cooked-chicken', grams: 420 }); // SR28 05013: 140 g
  });
  it('takes condensed cream soups as SR28 has them, by the 10.75-oz can, not as stock or cheddar', () => {
    expect(line('1 can cream of chicken soup')).toEqual({ food: 'cream-of-chicken-soup', grams: 305 }); // was stock
    expect(line('1 (10.75 ounce) can condensed cream of mushroom soup').food).toBe('cream-of-mushroom-soup');
    expect(line('1 (10.75 ounce) can condensed Cheddar cheese soup')).toEqual({ food: 'cheese-soup', grams: 305 });
    expect(kcal('cheese-soup')).toBe(82); // SR28 06011; it was cheddar, 1,228 kcal a can
    expect(line('1 (10-1/2 ounce) can golden mushroom soup').food).toBe('cream-of-mushroom-soup'); // was mushrooms
    expect(line('1 cup chicken soup').food).toBe('chicken-stock');
  });

  it('weighs instant rice by its own cup (95 g) and prepared polenta as cooked, not dry cornmeal', () => {
    expect(line('3 cups instant white rice')).toEqual({ food: 'instant-rice', grams: 285 }); // SR28 20048
    expect(line('1 (18 ounce) tube prepared polenta')).toEqual({ food: 'prepared-polenta', grams: 510.3 });
    expect(kcal('prepared-polenta')).toBeLessThan(80); // it was dry cornmeal, 362 kcal/100 g
    expect(line('1 cup polenta').food).toBe('cornmeal');
  });
  it('takes margarita mix as the bottled mix, salsa con queso as the dip and kirschwasser as a spirit', () => {
    expect(line('1 cup bottled margarita mix')).toEqual({ food: 'margarita-mix', grams: 250 }); // was margarine
    expect(line('1 (15.5 ounce) jar salsa con queso')).toEqual({ food: 'salsa-con-queso', grams: 439.4 }); // SR28 27052
    expect(line('3 tablespoons kirschwasser').food).toBe('spirits'); // was water
    expect(line('2 tbsp margarine').food).toBe('margarine');
  });
  it('takes taco seasoning as SR28’s mix (a 1-oz packet), shredded hash browns as plain potato and ground round as lean', () => {
    expect(line('1 packet taco seasoning')).toEqual({ food: 'taco-seasoning', grams: 28 }); // was chilli powder, no weight
    expect(line('1 tbsp chili powder').food).toBe('chili-powder');
    expect(line('2 cups frozen shredded hash browns')).toEqual({ food: 'frozen-hash-browns', grams: 420 }); // SR28 11390
    expect(line('2 cups tater tots').food).toBe('frozen-fries');
    expect(line('1 lb ground round').food).toBe('lean-beef-mince');
  });
  it('counts empanada discs as small rounds of pastry (40 g), not whole pie crusts', () => {
    expect(line('12 empanada pastry rounds')).toEqual({ food: 'empanada-discs', grams: 480 }); // was 12 crusts, 2.7 kg
    expect(line('1 refrigerated pie crust')).toEqual({ food: 'pie-crust', grams: 229 });
  });
  it('takes sweet liqueurs as liqueur (SR28 14414, 336 kcal/100 g), not as vodka, and Irish cream with its cream', () => {
    expect(line('1/4 cup coffee liqueur')).toEqual({ food: 'liqueur', grams: 69.5 }); // was spirits at 231 kcal
    expect(line('2 tablespoons amaretto').food).toBe('liqueur');
    expect(line('1/2 cup Irish cream liqueur').food).toBe('irish-cream'); // SR28 14415
    expect(line('1 fl oz creme de menthe').food).toBe('creme-de-menthe');
    expect(line('1/4 cup vodka').food).toBe('spirits');
  });

  it('weighs lamb chops, racks and short ribs on their bone, hash brown patties by the patty, and reads Öl as oil', () => {
    expect(line('4 lamb chops')).toEqual({ food: 'lamb-chops', grams: 408 }); // SR28 17236: a 102 g chop
    expect(line('2 racks of lamb, Frenched')).toEqual({ food: 'lamb-rack', grams: 1360 }); // was boneless leg, no weight
    expect(line('8 lamb cutlets').food).toBe('lamb-rack'); // was the goat curry cut
    expect(line('6 beef short ribs')).toEqual({ food: 'beef-short-ribs', grams: 1680 }); // was 180 g of stewing chuck
    expect(line('2 lbs boneless short ribs').food).toBe('boneless-short-ribs');
    expect(line('4 hash brown patties')).toEqual({ food: 'frozen-hash-browns', grams: 256 });
    expect(line('2 EL Öl').food).toBe('vegetable-oil'); // was the elephant-foot yam ("ol")
  });
});
