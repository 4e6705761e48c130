import { describe, expect, it } from 'vitest';
import { parseIngredientLine as parse } from './parse-ingredient';

// Amounts that weigh what they say (issue 17 item 4): cans and tins, totals, bullets, amounts after the name,
// and the measure words of other languages with their accents.
describe('parseIngredientLine: amounts as cooks write them', () => {
  it('reads a weight before "can" or "tin" as the size of one can', () => {
    expect(parse('15 oz can black beans')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'black beans',
      size: { quantity: 15, unit: 'oz' },
    });
    expect(parse('400 g tin chickpeas')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'chickpeas',
      size: { quantity: 400, unit: 'g' },
    });
    expect(parse('1 x 400g tin chickpeas, drained and rinsed')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'chickpeas',
      size: { quantity: 400, unit: 'g' },
    });
    expect(parse('1 (15 oz) can black beans')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'black beans',
      size: { quantity: 15, unit: 'oz' },
    });
  });

  it('reads a weight that is a whole part of the note as the weight of the things counted', () => {
    expect(parse('1 duck, about 5 pounds')).toMatchObject({ quantity: 1, equivalent: { quantity: 5, unit: 'lb' } });
    expect(parse('1 whole duck, 2-2.5 kg, cut up')).toMatchObject({ equivalent: { quantity: 2, unit: 'kg' } });
    expect(parse('4 parsnips, 500 g in total')).toMatchObject({ equivalent: { quantity: 500, unit: 'g' } });
    expect(parse('2 leeks, cut into 2 inch lengths').equivalent).toBeNull();
    expect(parse('1 cup barley, 200 g').equivalent).toBeNull(); // a measured amount keeps its measure
  });

  it('reads a can or carton size printed in fluid ounces, however they are written', () => {
    const size = { quantity: 12, unit: 'floz' };
    expect(parse('1 (12 fluid ounce) can coconut water')).toMatchObject({ unit: 'can', name: 'coconut water', size });
    expect(parse('2 (12-fluid ounce) cans ginger ale')).toMatchObject({ quantity: 2, unit: 'can', size });
    expect(parse('1 (12 fl. oz.) bottle stout')).toMatchObject({ name: 'stout', size });
    expect(parse('1 cup (8 fl oz) oat milk')).toMatchObject({ unit: 'cup', name: 'oat milk' });
  });

  it('reads "about" in the region\'s languages before an amount', () => {
    expect(parse('ca. 200 g Mehl')).toMatchObject({ quantity: 200, unit: 'g', name: 'mehl', note: 'ca.' });
    expect(parse('Plm. 750 gram spitskool')).toMatchObject({ quantity: 750, unit: 'g', name: 'spitskool' });
    expect(parse('env. 1 kg de pommes de terre')).toMatchObject({ quantity: 1, unit: 'kg' });
  });

  it('reads a can size written with a hyphened fraction', () => {
    expect(parse('1 (10-1/2 ounce) can condensed tomato soup')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'condensed tomato soup',
      size: { quantity: 10.5, unit: 'oz' },
    });
  });

  it('reads the first of two measures given for one amount', () => {
    expect(parse('2 x 400 g / 14 oz can of chickpeas')).toMatchObject({
      quantity: 2,
      unit: 'can',
      name: 'chickpeas',
      size: { quantity: 400, unit: 'g' },
    });
    expect(parse('250 g / 9 oz spaghetti')).toMatchObject({ quantity: 250, unit: 'g', name: 'spaghetti' });
    expect(parse('1 cup / 240 ml milk')).toMatchObject({ quantity: 1, unit: 'cup', name: 'milk' });
    // the second measure a mixed number, as British pages print it
    expect(parse('75g/2½oz lemon curd')).toMatchObject({ quantity: 75, unit: 'g', name: 'lemon curd' });
    expect(parse('140g/4 3/4oz caster sugar')).toMatchObject({ quantity: 140, unit: 'g', name: 'caster sugar' });
  });

  it('moves an amount added after the name beside the first one ("+ 1 tbsp"), between like measures only', () => {
    expect(parse('1/2 cup golden syrup + 1 tbsp')).toMatchObject({
      quantity: 0.5625,
      unit: 'cup',
      name: 'golden syrup',
    });
    expect(parse('100 g dark chocolate plus 20 g')).toMatchObject({ quantity: 120, unit: 'g', name: 'dark chocolate' });
    expect(parse('3 eggs plus 1 yolk')).toMatchObject({ quantity: 3, name: 'eggs', note: 'plus 1 yolk' });
    expect(parse('1 cup flour plus 2 tbsp for dusting')).toMatchObject({ quantity: 1, unit: 'cup', name: 'flour' });
  });

  it('reads the weight of each piece printed between the count and the name', () => {
    expect(parse('1 3-pound whole chicken')).toMatchObject({
      quantity: 1,
      name: 'whole chicken',
      size: { quantity: 3, unit: 'lb' },
    });
    expect(parse('1 boneless 2-3 pound pork shoulder, trimmed')).toMatchObject({
      quantity: 1,
      name: 'boneless pork shoulder',
      size: { quantity: 2, unit: 'lb' },
    });
    expect(parse('3 6-oz salmon fillets')).toMatchObject({ quantity: 3, size: { quantity: 6, unit: 'oz' } });
    // a length is no weight
    expect(parse('2 1-inch pieces ginger')).toMatchObject({ quantity: 2, size: null });
  });

  it('gives a lone first alternative the rest of the next one', () => {
    expect(parse('4 cups unsalted or low-sodium beef stock')).toMatchObject({ name: 'unsalted beef stock' });
    expect(parse('2 tbsp olive or avocado oil')).toMatchObject({ name: 'olive oil' });
    expect(parse('1 lb halibut or other firm white fish fillets')).toMatchObject({ name: 'halibut fillets' });
    expect(parse('1 cup gruyere or Swiss blend cheese')).toMatchObject({ name: 'gruyere cheese' });
  });

  it('leaves a dash between the amount and the name out of the name', () => {
    expect(parse('1 cup (240 g) - Low-fat or Greek yogurt')).toMatchObject({ name: 'low-fat yogurt' });
  });

  it('reads a range of weights "each" at its low end, and the thickness of the pieces as a note', () => {
    expect(parse('2 1-inch thick each halibut steaks, about 6-7 oz each')).toMatchObject({
      quantity: 2,
      name: 'halibut steaks',
      size: { quantity: 6, unit: 'oz' },
    });
  });

  it('adds the amount after "plus", and reads "1 and 1/2"', () => {
    expect(parse('1 cup plus 1 tablespoon / 235 g extra-virgin olive oil, plus more for drizzling')).toMatchObject({
      quantity: 1.0625,
      unit: 'cup',
      name: 'extra-virgin olive oil',
    });
    expect(parse('½ cup plus 2 tablespoons milk')).toMatchObject({ quantity: 0.625, unit: 'cup', name: 'milk' });
    expect(parse('1 and 1/2 tablespoons fresh parsley')).toMatchObject({
      quantity: 1.5,
      unit: 'tbsp',
      name: 'fresh parsley',
    });
  });

  it('reads US pints, quarts and gallons', () => {
    expect(parse('2 quarts low-sodium chicken stock')).toMatchObject({
      quantity: 2,
      unit: 'quart',
      name: 'low-sodium chicken stock',
    });
    expect(parse('1 pint cherry tomatoes')).toMatchObject({ quantity: 1, unit: 'pint', name: 'cherry tomatoes' });
    expect(parse('1/2 gallon vanilla ice cream, softened')).toMatchObject({
      quantity: 0.5,
      unit: 'gallon',
      name: 'vanilla ice cream',
    });
  });

  it('reads a range printed in brackets at its low end, as amounts are, and "1-1/2" as one and a half', () => {
    expect(parse('2 bone-in chicken breasts (1 to 1 1/2 pounds)')).toMatchObject({
      quantity: 2,
      equivalent: { quantity: 1, unit: 'lb' },
    });
    expect(parse('1 (14-16 oz) package firm tofu')).toMatchObject({ equivalent: { quantity: 14, unit: 'oz' } });
    expect(parse('1 stick (1-1/2 oz) butter')).toMatchObject({ equivalent: { quantity: 1.5, unit: 'oz' } });
    expect(parse('½ cup (60 g) flour')).toMatchObject({ equivalent: { quantity: 60, unit: 'g' } });
  });

  it('reads a weight printed after a range of pieces as their total', () => {
    expect(parse('3 to 4 (1 pound) chicken breasts')).toMatchObject({
      quantity: 3,
      quantityMax: 4,
      name: 'chicken breasts',
      size: null,
      equivalent: { quantity: 1, unit: 'lb' },
    });
    expect(parse('2 (8 oz) chicken breasts')).toMatchObject({
      quantity: 2,
      size: { quantity: 8, unit: 'oz' },
      equivalent: null,
    });
  });

  it('reads the cup printed beside sticks of butter as the total', () => {
    expect(parse('1½ sticks (¾ cup) butter')).toMatchObject({
      quantity: 1.5,
      unit: 'stick',
      name: 'butter',
      size: null,
      equivalent: { quantity: 0.75, unit: 'cup' },
    });
    expect(parse('2 sticks (8 oz each) butter')).toMatchObject({
      quantity: 2,
      unit: 'stick',
      size: { quantity: 8, unit: 'oz' },
    });
  });

  it('counts rings as slices and steaks as pieces', () => {
    expect(parse('12 pineapple rings')).toMatchObject({ quantity: 12, unit: 'slice', name: 'pineapple rings' });
    expect(parse('4 swordfish steaks')).toMatchObject({ quantity: 4, unit: 'piece', name: 'swordfish steaks' });
  });

  it('reads past a bullet and an "Optional:" label', () => {
    expect(parse('- 2 cups milk')).toMatchObject({ quantity: 2, unit: 'cup', name: 'milk' });
    expect(parse('• 1 tsp salt')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'salt' });
    expect(parse('Optional: 1/2 cup chopped walnuts')).toMatchObject({
      quantity: 0.5,
      unit: 'cup',
      name: 'walnuts',
      optional: true,
    });
  });

  it('reads an amount written after the name', () => {
    expect(parse('Ground beef, 300 g')).toMatchObject({ quantity: 300, unit: 'g', name: 'ground beef' });
    expect(parse('Mehl 250 g')).toMatchObject({ quantity: 250, unit: 'g', name: 'mehl' });
    expect(parse('Eggs, 2')).toMatchObject({ quantity: 2, unit: null, name: 'eggs' });
    expect(parse('Milk - 1 cup')).toMatchObject({ quantity: 1, unit: 'cup', name: 'milk' });
    expect(parse('Salt to taste')).toMatchObject({ quantity: null, name: 'salt' });
  });

  it('reads measure words with accents and the "de" after them', () => {
    expect(parse('1 pincée de sel')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'sel' });
    expect(parse('2 łyżki oliwy')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'oliwy' });
    expect(parse('2 cucharadas de aceite de oliva')).toMatchObject({
      quantity: 2,
      unit: 'tbsp',
      name: 'aceite de oliva',
    });
    expect(parse('1 cuillère à soupe de miel')).toMatchObject({ quantity: 1, unit: 'tbsp', name: 'miel' });
    expect(parse('1 cuillère à café de cumin')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'cumin' });
    expect(parse('3 Stück Eier')).toMatchObject({ quantity: 3, unit: 'piece', name: 'eier' });
  });
});

describe('a whole and a fraction joined by a hyphen', () => {
  it('reads "1-1/2 pounds" as one and a half pounds, and "1-2 cups" still as a range', () => {
    expect(parse('1-1/2 pounds ground chicken')).toMatchObject({
      quantity: 1.5,
      quantityMax: null,
      unit: 'lb',
      name: 'ground chicken',
    });
    expect(parse('1-2 cups milk')).toMatchObject({ quantity: 1, quantityMax: 2, unit: 'cup' });
    expect(parse('1/2-3/4 cup milk')).toMatchObject({ quantity: 0.5, quantityMax: 0.75 });
  });
});

describe('a tilde, a comma after the count, and "c" for cup', () => {
  it('reads "~60 g" as about 60 g, also after the name', () => {
    expect(parse('Peanut Oil, ~60 g')).toMatchObject({ quantity: 60, unit: 'g', name: 'peanut oil' });
    expect(parse('Flatbreads, ~6')).toMatchObject({ quantity: 6, unit: null, name: 'flatbreads' });
  });

  it('reads "1, 14 oz can" as one can of 14 oz, and leaves a decimal comma alone', () => {
    expect(parse('1, 14 oz can of sweetened condensed milk')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'sweetened condensed milk',
      size: { quantity: 14, unit: 'oz' },
    });
    expect(parse('1,5 kg Lammkeule')).toMatchObject({ quantity: 1.5, unit: 'kg' });
  });

  it('reads "c" and "C" after a number as a cup, and the French "c. à s." still as a spoon', () => {
    expect(parse('¾ c (180 ml) yellow cornmeal')).toMatchObject({
      quantity: 0.75,
      unit: 'cup',
      name: 'yellow cornmeal',
    });
    expect(parse('2 c. sugar')).toMatchObject({ quantity: 2, unit: 'cup', name: 'sugar' });
    expect(parse('1 C (230g) milk')).toMatchObject({ quantity: 1, unit: 'cup', name: 'milk' });
    expect(parse("1 c. à soupe d'huile")).toMatchObject({ quantity: 1, unit: 'tbsp' });
    expect(parse('vitamin c powder')).toMatchObject({ quantity: null, unit: null });
  });
});

// Issue 17, names people use (decision 033, seventh session, helper `languages`): the amounts of the region's languages.
describe("parseIngredientLine: amounts in the region's languages", () => {
  it('reads their measures: centilitres, litres, millilitres, kilos, sprigs, bunches, jars, packs', () => {
    expect(parse('25 cl de lait')).toMatchObject({ quantity: 25, unit: 'cl', name: 'lait' });
    expect(parse('1/2 litro de agua')).toMatchObject({ quantity: 0.5, unit: 'l', name: 'agua' });
    expect(parse('60 mililitros de vino blanco')).toMatchObject({ quantity: 60, unit: 'ml', name: 'vino blanco' });
    expect(parse('1 quilo de peito de frango')).toMatchObject({ quantity: 1, unit: 'kg', name: 'peito de frango' });
    expect(parse('2 Zweige Rosmarin')).toMatchObject({ quantity: 2, unit: 'sprig', name: 'rosmarin' });
    expect(parse('4 takjes tijm')).toMatchObject({ quantity: 4, unit: 'sprig', name: 'tijm' });
    expect(parse('1 bosje peterselie')).toMatchObject({ quantity: 1, unit: 'bunch' });
    expect(parse('1 snuifje zout')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'zout' });
    expect(parse('1 Glas Mungobohnenkeimlinge')).toMatchObject({ quantity: 1, unit: 'jar' });
    expect(parse('2 Pck. Veganes Hack')).toMatchObject({ quantity: 2, unit: 'packet' });
    expect(parse('1 Msp. Muskatnuss')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'muskatnuss' });
    expect(parse('1 Knolle Knoblauch')).toMatchObject({ quantity: 1, unit: 'head', name: 'knoblauch' });
    expect(parse("1 tête d'ail")).toMatchObject({ quantity: 1, unit: 'head', name: 'ail' });
    expect(parse('1 vaso de leche')).toMatchObject({ quantity: 1, unit: 'cup', name: 'leche' });
    expect(parse('2 foglie di alloro')).toMatchObject({ quantity: 2, unit: 'leaf', name: 'alloro' });
  });

  it('reads French spoons written close and Portuguese spoons by what they hold', () => {
    expect(parse("6 c.à.s d'huile d'olive")).toMatchObject({ quantity: 6, unit: 'tbsp', name: "huile d'olive" });
    expect(parse('1 colher de chá de sal')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'sal' });
    expect(parse('3 colheres de sopa de óleo')).toMatchObject({ quantity: 3, unit: 'tbsp', name: 'óleo' });
  });

  it('reads spoons written short and the spoons and pieces of Scandinavian, Czech and Slovak pages', () => {
    expect(parse('1/2 Teel. Kreuzkümmel')).toMatchObject({ quantity: 0.5, unit: 'tsp', name: 'kreuzkümmel' });
    expect(parse('2 Essl. Öl')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'öl' });
    expect(parse('1 ss garam masala')).toMatchObject({ quantity: 1, unit: 'tbsp', name: 'garam masala' });
    expect(parse('2 lyžice masla')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'masla' });
    expect(parse('1,5 PL jogurt')).toMatchObject({ quantity: 1.5, unit: 'tbsp', name: 'jogurt' });
    expect(parse('2 ks vajcia')).toMatchObject({ quantity: 2, unit: 'piece', name: 'vajcia' });
    expect(parse('4 båter hvitløk')).toMatchObject({ quantity: 4, unit: 'clove', name: 'hvitløk' });
    expect(parse('8 skivor surdegsbröd')).toMatchObject({ quantity: 8, unit: 'slice', name: 'surdegsbröd' });
    expect(parse('1 dåse sød kondenseret mælk')).toMatchObject({ quantity: 1, unit: 'can' });
  });

  it('reads "one", "half", sizes and ranges in their words', () => {
    expect(parse('eine Prise Salz')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'salz' });
    expect(parse('Una pizca de sal')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'sal' });
    expect(parse('media cebolla')).toMatchObject({ quantity: 0.5, name: 'cebolla' });
    expect(parse('1 kleiner Apfel')).toMatchObject({ quantity: 1, unit: 'small', name: 'apfel' });
    expect(parse('1 große Zwiebel')).toMatchObject({ quantity: 1, unit: 'large', name: 'zwiebel' });
    expect(parse('2 gros oignons')).toMatchObject({ quantity: 2, unit: 'large', name: 'oignons' });
    expect(parse('1 à 2 c. à café de miel')).toMatchObject({ quantity: 1, quantityMax: 2, unit: 'tsp', name: 'miel' });
    expect(parse('2 bis 3 EL Öl')).toMatchObject({ quantity: 2, quantityMax: 3, unit: 'tbsp' });
    expect(parse("1 ou 2 gousses d'ail")).toMatchObject({ quantity: 1, quantityMax: 2, unit: 'clove', name: 'ail' });
    // "a little" is no amount; "petits pois" after a weight stay peas
    expect(parse('un peu de sel')).toMatchObject({ quantity: null });
    expect(parse('200 g petits pois')).toMatchObject({ quantity: 200, unit: 'g', name: 'petits pois' });
  });

  it("reads a can's size written after it", () => {
    expect(parse('Un bote de 800 g de tomate entero pelado')).toMatchObject({
      quantity: 1,
      unit: 'can',
      size: { quantity: 800, unit: 'g' },
      name: 'tomate entero pelado',
    });
    expect(parse('1 barattolo da 400 g di pelati')).toMatchObject({
      unit: 'can',
      size: { quantity: 400, unit: 'g' },
      name: 'pelati',
    });
  });

  it('reads an aside between dashes as a parenthesis, and "optional" in their words', () => {
    expect(parse('500 gr de carne picada -mitad ternera, mitad cerdo-.')).toMatchObject({
      quantity: 500,
      unit: 'g',
      name: 'carne picada',
    });
    expect(parse('60 g de agua -opcional-')).toMatchObject({ name: 'agua', optional: true });
    expect(parse('1 peu de noix de muscade (facultatif)')).toMatchObject({ optional: true });
    expect(parse('1 Cup (220g) - Greek Yogurt')).toMatchObject({ name: 'greek yogurt' });
  });

  it('reads "to taste" in their words', () => {
    expect(parse('Sal al gusto')).toMatchObject({ toTaste: true, name: 'sal', quantity: null });
    expect(parse('sale q.b.')).toMatchObject({ toTaste: true, name: 'sale' });
    expect(parse('Pfeffer nach Geschmack')).toMatchObject({ toTaste: true, name: 'pfeffer' });
    expect(parse('peper naar smaak')).toMatchObject({ toTaste: true, name: 'peper' });
  });
});

// Issue 17, names people use (decision 033, twelfth session, helper `languages`): Czech, Slovak, Hungarian, Croatian,
// Slovene and Romanian measures.
describe('parseIngredientLine: amounts of Central and South-East European pages', () => {
  it('reads their spoons: Czech lžíce and lžička, ČL and KL, Hungarian ek, kk, tk, Croatian žlica and žličica', () => {
    expect(parse('1 lžíce másla')).toMatchObject({ quantity: 1, unit: 'tbsp', name: 'másla' });
    expect(parse('2 lžičky cukru')).toMatchObject({ quantity: 2, unit: 'tsp', name: 'cukru' });
    expect(parse('1 lyžička soli')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'soli' });
    expect(parse('1 ČL kmínu')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'kmínu' });
    expect(parse('1 KL cukor')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'cukor' });
    expect(parse('2 ek olaj')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'olaj' });
    expect(parse('1 kk őrölt kömény')).toMatchObject({ quantity: 1, unit: 'tsp' });
    expect(parse('1 tk fűszerpaprika')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'fűszerpaprika' });
    expect(parse('2 žlice ulja')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'ulja' });
    expect(parse('1 žličica soli')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'soli' });
    expect(parse('1 lingură ulei')).toMatchObject({ quantity: 1, unit: 'tbsp', name: 'ulei' });
    // a centilitre stays a centilitre
    expect(parse('4 cl rumu')).toMatchObject({ quantity: 4, unit: 'cl' });
  });

  it('reads their cups, pinches, packets, cloves, pieces, slices and dekagrams', () => {
    expect(parse('1 hrnek mléka')).toMatchObject({ quantity: 1, unit: 'cup', name: 'mléka' });
    expect(parse('2 bögre liszt')).toMatchObject({ quantity: 2, unit: 'cup', name: 'liszt' });
    expect(parse('1 šalica mlijeka')).toMatchObject({ quantity: 1, unit: 'cup', name: 'mlijeka' });
    expect(parse('1 špetka soli')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'soli' });
    expect(parse('1 csipet só')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'só' });
    expect(parse('1 prstohvat soli')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'soli' });
    expect(parse('1 sáček prášku do pečiva')).toMatchObject({ quantity: 1, unit: 'packet' });
    expect(parse('2 csomag vaníliás cukor')).toMatchObject({ quantity: 2, unit: 'packet', name: 'vaníliás cukor' });
    expect(parse('3 stroužky česneku')).toMatchObject({ quantity: 3, unit: 'clove', name: 'česneku' });
    expect(parse('8 strúčikov cesnaku')).toMatchObject({ quantity: 8, unit: 'clove', name: 'cesnaku' });
    expect(parse('3 gerezd fokhagyma')).toMatchObject({ quantity: 3, unit: 'clove', name: 'fokhagyma' });
    expect(parse('2 režnja češnjaka')).toMatchObject({ quantity: 2, unit: 'clove', name: 'češnjaka' });
    expect(parse('2 db tojás')).toMatchObject({ quantity: 2, unit: 'piece', name: 'tojás' });
    expect(parse('3 kom jaja')).toMatchObject({ quantity: 3, unit: 'piece', name: 'jaja' });
    expect(parse('3 plát. šunky')).toMatchObject({ quantity: 3, unit: 'slice', name: 'šunky' });
    expect(parse('1 fej vöröshagyma')).toMatchObject({ quantity: 1, unit: 'head', name: 'vöröshagyma' });
    expect(parse('20 dkg cukor')).toMatchObject({ quantity: 20, unit: 'dag', name: 'cukor' });
    expect(parse('2 velké cibule')).toMatchObject({ quantity: 2, unit: 'large', name: 'cibule' });
  });
});
