import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition } from '../../../domain/nutrition/compute-nutrition';
import { readFoodTable } from './catalogue.seed';

// Rules found on the Allrecipes bench (bench/allrecipes-nutrition.ts): each on lines written for the test.
describe('the food table, read as a cook reads it', () => {
  const foods = readFoodTable();
  const line = (text: string) => {
    const item = computeRecipeNutrition([text], foods, 1).coverage.items[0];
    return { food: item?.foodKey, grams: item?.grams };
  };

  it('reads a roast after a cut as the raw joint of that cut, not as cooked roast pork or deli roast beef', () => {
    expect(line('1 (3 pound) pork butt roast').food).toBe('pork-shoulder');
    expect(line('2 pounds pork loin roast').food).toBe('pork-loin');
    expect(line('3 pounds beef sirloin roast').food).toBe('beef-steak');
    expect(line('1 (2 pound) veal shoulder roast').food).toBe('veal');
    expect(line('1 (3 pound) eye of round roast').food).toBe('beef-round'); // SR28 13877, raw
    expect(line('1 (4 pound) rump roast').food).toBe('beef-round');
    expect(line('1 (6 pound) prime rib roast').food).toBe('beef-rib-roast'); // SR28 13824, raw
    expect(line('1/2 pound sliced deli roast beef').food).toBe('usda-07043');
    expect(line('2 cups pulled pork').food).toBe('cooked-pork');
  });

  it('takes plain cranberries as the raw berry, dried ones only when the line says so, and cranberry sauce as sauce', () => {
    expect(line('1 (12 ounce) bag cranberries')).toEqual({ food: 'cranberries-fresh', grams: 340.2 });
    expect(line('1/2 cup craisins').food).toBe('dried-cranberries');
    expect(line('1 (14 ounce) can jellied cranberry sauce').food).toBe('cranberry-sauce'); // SR28 09081
    expect(line('1 cup cranberry sauce')).toEqual({ food: 'cranberry-sauce', grams: 277 });
  });

  it('takes a juice or lemonade as the drink, and its frozen concentrate or powder only when the line says so', () => {
    expect(line('1 cup pineapple juice')).toEqual({ food: 'usda-09273', grams: 250 }); // 53 kcal/100 g, not 179
    expect(line('2 cups lemonade').food).toBe('usda-14288'); // made up with water, not the powder (376 kcal/100 g)
    expect(line('1/2 cup frozen lemonade concentrate, thawed').food).toBe('usda-14292');
    expect(line('2 tablespoons instant coffee powder').food).toBe('instant-coffee');
  });

  it('takes pastry as shortcrust pie pastry, two crusts for a double crust pie, not guava pastries', () => {
    expect(line('1 recipe pastry for a 10 inch double crust pie')).toEqual({ food: 'pie-crust', grams: 458 });
    expect(line('1 recipe pastry for a 10 inch single crust pie')).toEqual({ food: 'pie-crust', grams: 229 });
    expect(line('10 ounces pastry').food).toBe('pie-crust');
    expect(line('2 sheets puff pastry').food).toBe('puff-pastry');
  });

  it('takes pâté as liver pâté (SR28 07055, chicken liver 07053), not the French pâtes, which stay pasta', () => {
    expect(line('6 oz chicken liver pate')).toEqual({ food: 'chicken-liver-pate', grams: 170.1 });
    expect(line('2 tablespoons pâté')).toEqual({ food: 'liver-pate', grams: 26 });
    expect(line('150 g duck liver pâté').food).toBe('liver-pate');
    expect(line('300 g de pâtes').food).toBe('pasta');
  });

  it('takes udon as the pre-cooked noodle sold fresh or vacuum-packed (131 kcal/100 g), dried udon as dry noodles', () => {
    expect(line('2 packs udon noodles')).toEqual({ food: 'udon', grams: 400 }); // a 200 g pack
    expect(line('300 g fresh udon noodles').food).toBe('udon');
    expect(line('6 oz dried udon noodles').food).toBe('wheat-noodles');
    expect(line('8 oz fresh Hong Kong pan fry noodles').food).toBe('fresh-pasta');
  });

  it('weighs a chicken leg as a thigh and drumstick with bone and skin (280 g as bought), not a 60 g curry piece', () => {
    expect(line('3 chicken legs')).toEqual({ food: 'chicken-leg', grams: 840 });
    expect(line('2 chicken leg quarters').food).toBe('chicken-leg');
    const leg = foods.find((f) => f.key === 'chicken-leg');
    expect(leg?.per100g.kcal).toBeCloseTo(214 * (1 - 0.27), -1); // SR28 05075 times its edible share (refuse 27%)
    expect(line('6 chicken drumsticks').food).toBe('chicken-drumstick');
  });

  it('weighs a whole chicken by the weight its line or note gives', () => {
    expect(line('1 whole chicken (about 1.7 kg)')).toEqual({ food: 'whole-chicken', grams: 1700 });
    expect(line('1 chicken, about 3 pounds, cut into 8 pieces')).toEqual({ food: 'whole-chicken', grams: 1360.8 });
    expect(line('1 chicken')).toEqual({ food: 'whole-chicken', grams: 1500 });
  });

  it('takes the other fresh peppers named by their kind as those peppers, not ground black pepper', () => {
    expect(line('2 Anaheim peppers, roasted')).toEqual({ food: 'anaheim-chile', grams: 90 });
    expect(line('1 cubanelle pepper, sliced')).toEqual({ food: 'cubanelle', grams: 100 });
    expect(line('8 ounces shishito peppers').food).toBe('shishito'); // it was 227 g of ground black pepper
    expect(line('1 Hungarian wax pepper')).toEqual({ food: 'hungarian-wax-pepper', grams: 27 });
    expect(line('1 Fresno pepper, sliced').food).toBe('red-chilli-fresh');
  });

  it('takes a poblano as the large mild green chilli (130 g), not ground black pepper', () => {
    expect(line('2 poblano peppers, roasted')).toEqual({ food: 'poblano', grams: 260 });
    expect(line('1 large poblano chile').food).toBe('poblano');
    expect(line('1/2 teaspoon ground black pepper').food).toBe('black-pepper');
  });

  it('takes chile peppers as chillies, not ground black pepper (a pound of them was 1,100 kcal of the spice)', () => {
    expect(line('1 pound Hatch chile peppers, halved')).toEqual({ food: 'green-chilli', grams: 453.6 });
    expect(line('2 fresh hot chile peppers').food).toBe('green-chilli');
    expect(line('1 teaspoon ground chile pepper').food).toBe('red-chilli-powder');
    expect(line('1 teaspoon freshly ground pepper').food).toBe('black-pepper');
  });

  it('takes a box of cake or brownie mix as SR28 dry mix, weighed by the box', () => {
    // SR28 18097, claimed by the team's chocolate (devil's food) cake mix
    expect(line('1 (16 ounce) package chocolate cake mix')).toEqual({ food: 'chocolate-cake-mix', grams: 453.6 });
    expect(line('1 (18 ounce) box brownie mix').food).toBe('usda-18152');
    expect(line('1 cup pancake mix').food).toBe('usda-18289'); // the plain mix, not buckwheat
  });

  it('takes pimento peppers as jarred pimentos (SR28 11943), not ground black pepper by the jar', () => {
    expect(line('1 (4 ounce) jar diced pimiento peppers')).toEqual({ food: 'pimentos', grams: 113.4 });
    expect(line('1/4 cup pimento-stuffed olives').food).toBe('green-olives');
  });
});
