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

  it('reads "ground" after the name as the ground food: the spice, not the leaves or the root; the mince', () => {
    expect(line('1/2 tsp Coriander, Ground').food).toBe('coriander-powder');
    expect(line('1 tsp ginger, ground').food).toBe('ginger-powder');
    expect(line('1 lb beef, ground').food).toBe('beef-mince');
    expect(line('1 tsp black pepper, freshly ground').food).toBe('black-pepper');
  });

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
    // with more words before it, the alias as written beats the plural of the French pasta ("pâtes" → "pate")
    expect(line('2 ounces smooth pate, sliced').food).toBe('liver-pate');
    expect(line('1 (3 ounce) jar foie gras pâté').food).toBe('liver-pate');
    expect(line('250 g de pâtes').food).toBe('pasta');
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

  it('takes cooked chicken breast as cooked breast meat (SR28 05064, 165 kcal/100 g), not raw breast or cooked rice', () => {
    expect(line('2 cups cooked, diced chicken breast')).toEqual({ food: 'cooked-chicken-breast', grams: 280 });
    expect(line('2 grilled chicken breasts, sliced')).toEqual({ food: 'cooked-chicken-breast', grams: 300 });
    expect(line('1 lb cooked boneless, skinless chicken breasts, shredded').food).toBe('cooked-chicken-breast');
    expect(line('2 boneless, skinless chicken breasts')).toEqual({ food: 'chicken-breast', grams: 400 });
    expect(line('2 cups shredded cooked chicken').food).toBe('cooked-chicken');
  });

  it('takes a cooked grain or pulse of a named kind as the cooked food, not the dry one the kind finds', () => {
    expect(line('1 ½ cups cooked yellow rice')).toEqual({ food: 'rice-cooked', grams: 237 }); // was 278 g of dry rice
    expect(line('2 cups cooked penne pasta')).toEqual({ food: 'pasta-cooked', grams: 280 });
    expect(line('2 cups cooked orzo').food).toBe('pasta-cooked');
    expect(line('3 cups cooked and chilled long-grain rice').food).toBe('rice-cooked');
    expect(line('1 cup cooked red lentils').food).toBe('lentils-cooked'); // was dry masoor dal
    expect(line('500 g cooked cannellini beans').food).toBe('white-beans-canned'); // canned is cooked already
    expect(line('2 cups penne').food).toBe('pasta');
  });

  it('reads the unit after a remark between it and the count: "8 (1/2 inch thick) slices French bread"', () => {
    expect(line('8 (1/2 inch thick) slices French bread')).toEqual({ food: 'french-bread', grams: 240 }); // was 8 loaves, 2 kg
    expect(line('6 (1 inch thick) slices French bread').grams).toBe(360); // twice a half-inch slice
  });

  it('counts the pieces a package says it holds, and weighs lasagna noodles, a watermelon, celery and ice cream', () => {
    expect(line('1 (12 count) package Hawaiian rolls')).toEqual({ food: 'sweet-dinner-roll', grams: 360 });
    expect(line('2 (12 count) packages Hawaiian bread rolls').grams).toBe(720);
    expect(line('12 lasagna noodles')).toEqual({ food: 'lasagna-noodles', grams: 240 }); // was no weight
    expect(line('1 seedless watermelon')).toEqual({ food: 'watermelon', grams: 4518 }); // SR28 09326, 1 melon
    expect(line('1 bunch celery, sliced')).toEqual({ food: 'celery', grams: 450 });
    expect(line('6 scoops vanilla ice cream')).toEqual({ food: 'ice-cream', grams: 396 }); // half a cup each
  });

  it('reads a weight the note says is a can as that can of the canned food', () => {
    expect(line('28 oz diced tomatoes with juices (1 can)').food).toBe('canned-tomatoes'); // was raw tomatoes
    expect(line('15 oz chickpeas (1 can)')).toEqual({ food: 'chickpeas-canned', grams: 240 }); // drained, as a can
    expect(line('500 g ripe tomatoes, chopped, or 1 can (400 g) chopped tomatoes')).toEqual({
      food: 'tomato',
      grams: 500,
    });
  });

  it('counts a whole cooked chicken as a bird’s meat (954 g), not as nothing', () => {
    expect(line('1 whole cooked chicken, shredded')).toEqual({ food: 'cooked-chicken', grams: 954 });
    expect(line('2 cups cooked chicken')).toEqual({ food: 'cooked-chicken', grams: 280 });
  });

  it('reads the cut words in either order: "skin-on, bone-in chicken thighs" are bone-in thighs', () => {
    expect(line('6 skin-on, bone-in chicken thighs')).toEqual({ food: 'chicken-thigh-bone-in', grams: 900 }); // boneless
    expect(line('4 skin-on bone-in chicken breasts').food).toBe('chicken-breast-bone-in');
  });

  it('weighs ribs by the rack and by the rib', () => {
    expect(line('1 rack baby back ribs')).toEqual({ food: 'pork-back-ribs', grams: 900 }); // about 2 lb: no weight before
    expect(line('2 racks St. Louis-style pork spare ribs')).toEqual({ food: 'pork-spareribs', grams: 2720 });
    expect(line('8 meaty pork spareribs').grams).toBe(880);
    expect(line('6 country-style pork ribs')).toEqual({ food: 'pork-country-ribs', grams: 1200 }); // "ribs", a stalk
    expect(line('2 ribs celery')).toEqual({ food: 'celery', grams: 80 });
  });

  it('reads a remark after "in" as a remark, unless a food is named over it', () => {
    expect(line('3 ears corn in husks')).toEqual({ food: 'sweet-corn', grams: 270 }); // was corn husks, 0 g
    expect(line('1 can (160 g) tuna in olive oil, drained').food).toBe('tuna-canned-oil');
    expect(line('4 anchovy fillets in oil').food).toBe('anchovies');
  });

  it('counts pasta for stuffing by the piece: manicotti 16 g, jumbo shells 11 g, cannelloni 10 g (dry)', () => {
    expect(line('12 manicotti shells')).toEqual({ food: 'manicotti', grams: 192 }); // was 7 g of boiled peanuts
    expect(line('20 jumbo pasta shells')).toEqual({ food: 'jumbo-pasta-shells', grams: 220 });
    expect(line('12 cannelloni tubes')).toEqual({ food: 'cannelloni', grams: 120 });
    expect(line('1 (8 ounce) package manicotti').grams).toBe(226.8);
    expect(line('8 oz small pasta shells').food).toBe('pasta');
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
