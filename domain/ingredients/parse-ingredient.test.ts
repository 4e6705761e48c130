import { describe, expect, it } from 'vitest';
import { amountOf, isHeadingLine, parseIngredientLine as parse } from './parse-ingredient';

describe('parseIngredientLine: amounts', () => {
  it.each([
    ['½ tsp salt', 0.5, 'tsp', 'salt'],
    ['1 1/2 cups flour', 1.5, 'cup', 'flour'],
    ['1½ cups flour', 1.5, 'cup', 'flour'],
    ['1 ½ cups flour', 1.5, 'cup', 'flour'],
    ['2¼ cups sugar', 2.25, 'cup', 'sugar'],
    ['¾ cup milk', 0.75, 'cup', 'milk'],
    ['⅓ cup oil', 1 / 3, 'cup', 'oil'],
    ['⅛ tsp nutmeg', 0.125, 'tsp', 'nutmeg'],
    ['0.5 cup rice', 0.5, 'cup', 'rice'],
    ['1,5 kg flour', 1.5, 'kg', 'flour'],
    ['200g paneer, cubed', 200, 'g', 'paneer'],
    ['200 g paneer', 200, 'g', 'paneer'],
    ['1 kg chicken', 1, 'kg', 'chicken'],
    ['500 ml milk', 500, 'ml', 'milk'],
    ['2 l water', 2, 'l', 'water'],
    ['3 oz cheddar', 3, 'oz', 'cheddar'],
    ['1 lb beef', 1, 'lb', 'beef'],
    ['2 lbs potatoes', 2, 'lb', 'potatoes'],
    ['2 tablespoons ghee', 2, 'tbsp', 'ghee'],
    ['2 tbsp ghee', 2, 'tbsp', 'ghee'],
    ['2 tbs ghee', 2, 'tbsp', 'ghee'],
    ['2 T ghee', 2, 'tbsp', 'ghee'],
    ['2 spoonfuls sour cream', 2, 'tbsp', 'sour cream'],
    ['1 teaspoon cumin seeds', 1, 'tsp', 'cumin seeds'],
    ['1 t cumin seeds', 1, 'tsp', 'cumin seeds'],
    ['3 cups water', 3, 'cup', 'water'],
    ['1 pinch asafoetida', 1, 'pinch', 'asafoetida'],
    ['a pinch of asafoetida', 1, 'pinch', 'asafoetida'],
    ['4 cloves garlic', 4, 'clove', 'garlic'],
    ['1 clove garlic', 1, 'clove', 'garlic'],
    ['2 sprigs curry leaves', 2, 'sprig', 'curry leaves'],
    ['a handful of coriander leaves', 1, 'handful', 'coriander leaves'],
    ['three eggs', 3, null, 'eggs'],
    ['one onion', 1, null, 'onion'],
    ['two medium tomatoes', 2, 'medium', 'tomatoes'],
    ['half a cup of milk', 0.5, 'cup', 'milk'],
    ['2 fl oz cream', 2, 'floz', 'cream'],
  ])('%s', (line, quantity, unit, name) => {
    const p = parse(line);
    expect(p.quantity).toBeCloseTo(quantity, 6);
    expect(p.quantityMax).toBeNull();
    expect(p.unit).toBe(unit);
    expect(p.name).toBe(name);
  });

  it.each([
    ['1-2 green chillies', 1, 2, null],
    ['1 to 2 green chillies', 1, 2, null],
    ['½ to ¾ cup heavy cream', 0.5, 0.75, 'cup'],
    ['1/4 - 1/2 cups stock', 0.25, 0.5, 'cup'],
    ['3,5 - 4 dl stock', 3.5, 4, 'dl'],
    ['8 - 10 cups cubed bread', 8, 10, 'cup'],
  ])('range %s', (line, min, max, unit) => {
    const p = parse(line);
    expect(p.quantity).toBe(min);
    expect(p.quantityMax).toBe(max);
    expect(p.unit).toBe(unit);
    expect(amountOf(p)).toBe(min);
  });

  it('counts a range at its low end for nutrition, and the plain amount otherwise', () => {
    expect(amountOf(parse('1-2 green chillies'))).toBe(1);
    expect(amountOf(parse('2 cups rice'))).toBe(2);
    expect(amountOf(parse('salt to taste'))).toBeNull();
  });
});

describe("parseIngredientLine: units of our EU region's languages", () => {
  it('reads spoons, pinches, cloves and bunches as German, French, Spanish, Dutch and Portuguese pages write them', () => {
    const read = (line: string) => {
      const p = parse(line);
      return [p.quantity, p.unit, p.name];
    };
    expect(read('2 EL Olivenöl')).toEqual([2, 'tbsp', 'olivenöl']);
    expect(read('½ TL Kreuzkümmel')).toEqual([0.5, 'tsp', 'kreuzkümmel']);
    expect(read('3 Zehen Knoblauch')).toEqual([3, 'clove', 'knoblauch']);
    expect(read('1 Prise Salz')).toEqual([1, 'pinch', 'salz']);
    expect(read('2 cucharadas de aceite de oliva')).toEqual([2, 'tbsp', 'aceite de oliva']);
    expect(read('1 eetlepel neutrale olie')).toEqual([1, 'tbsp', 'neutrale olie']);
    expect(read('1 snufje zout')).toEqual([1, 'pinch', 'zout']);
  });
});

describe('parseIngredientLine: cans, packs and printed weights', () => {
  it('reads the can size of "1 14-ounce can coconut milk"', () => {
    const p = parse('1 14-ounce can coconut milk');
    expect(p).toMatchObject({ quantity: 1, unit: 'can', name: 'coconut milk', size: { quantity: 14, unit: 'oz' } });
  });
  it('reads a can size in fluid ounces: "1 x 14 fl oz tin coconut milk", "2 14-fl oz cans"', () => {
    const can = { unit: 'can', name: 'coconut milk', size: { quantity: 14, unit: 'floz' } };
    expect(parse('1 x 14 fl oz tin coconut milk')).toMatchObject({ quantity: 1, ...can });
    expect(parse('2 14-fl oz cans coconut milk')).toMatchObject({ quantity: 2, ...can });
  });
  it('reads "1 (14.5 oz) can diced tomatoes"', () => {
    expect(parse('1 (14.5 oz) can diced tomatoes')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'tomatoes',
      note: 'diced',
      size: { quantity: 14.5, unit: 'oz' },
    });
  });
  it('reads "2 cans (15 ounces each) chickpeas"', () => {
    expect(parse('2 cans (15 ounces each) chickpeas, drained')).toMatchObject({
      quantity: 2,
      unit: 'can',
      name: 'chickpeas',
      note: 'drained',
      size: { quantity: 15, unit: 'oz' },
    });
  });
  it('reads "1 can (400 g) chopped tomatoes"', () => {
    expect(parse('1 can (400 g) chopped tomatoes')).toMatchObject({ unit: 'can', size: { quantity: 400, unit: 'g' } });
  });
  it('reads "2 12.5 oz cans chunk chicken" and "2 8 oz packages cream cheese"', () => {
    expect(parse('2 12.5 oz cans chunk chicken')).toMatchObject({
      quantity: 2,
      unit: 'can',
      size: { quantity: 12.5, unit: 'oz' },
    });
    expect(parse('2 8 oz packages cream cheese')).toMatchObject({ quantity: 2, unit: 'packet', name: 'cream cheese' });
  });
  it('reads a piece size: "8 - (2-ounce) chicken tenderloins"', () => {
    expect(parse('8 - (2-ounce) chicken tenderloins')).toMatchObject({
      quantity: 8,
      unit: null,
      size: { quantity: 2, unit: 'oz' },
    });
  });
  it('takes the printed weight beside a volume: "½ cup (60g) all-purpose flour"', () => {
    const p = parse('½ cup (60g) all-purpose flour');
    expect(p).toMatchObject({
      quantity: 0.5,
      unit: 'cup',
      name: 'all-purpose flour',
      equivalent: { quantity: 60, unit: 'g' },
    });
    expect(p.note).toBeNull();
  });
  it('takes a nested printed weight: "1 cup unsalted peanuts, (chopped (150g))"', () => {
    expect(parse('1 cup unsalted peanuts, (chopped (150g))').equivalent).toEqual({ quantity: 150, unit: 'g' });
  });
  it('keeps the weight unit when a volume is printed beside it', () => {
    expect(parse('195 g (1.482 cup) shaved ham')).toMatchObject({
      quantity: 195,
      unit: 'g',
      equivalent: null,
      note: null,
    });
  });
  it('reads a weight before "can" as the size of one can: "16 ounces can diced tomatoes"', () => {
    expect(parse('16 Ounces can diced tomatoes')).toMatchObject({
      quantity: 1,
      unit: 'can',
      size: { quantity: 16, unit: 'oz' },
      name: 'tomatoes',
    });
  });
});

describe('parseIngredientLine: names and notes', () => {
  it('moves preparation words to the note', () => {
    expect(parse('2 cups chopped onions')).toMatchObject({ quantity: 2, unit: 'cup', name: 'onions', note: 'chopped' });
    expect(parse('1 cup finely diced carrots')).toMatchObject({ name: 'carrots', note: 'finely diced' });
    expect(parse('1 tablespoon minced garlic')).toMatchObject({ name: 'garlic', note: 'minced' });
    expect(parse('2 cups thinly sliced cabbage')).toMatchObject({ name: 'cabbage', note: 'thinly sliced' });
    expect(parse('200g paneer, cubed')).toMatchObject({ name: 'paneer', note: 'cubed' });
  });
  it('keeps words that change the food: ground, dried, whole, cooked', () => {
    expect(parse('1 tsp ground cumin').name).toBe('ground cumin');
    expect(parse('2 tbsp dried fenugreek leaves').name).toBe('dried fenugreek leaves');
    expect(parse('1 cup whole milk').name).toBe('whole milk');
    expect(parse('2 cups cooked rice').name).toBe('cooked rice');
    expect(parse('1 cup hot sauce').name).toBe('hot sauce');
  });
  it('puts parentheses in the note', () => {
    expect(parse('2 medium potatoes (aloo), boiled and cubed')).toMatchObject({
      quantity: 2,
      unit: 'medium',
      name: 'potatoes',
      note: 'boiled and cubed; aloo',
    });
    expect(parse('1 cup toor dal (split pigeon peas)').note).toBe('split pigeon peas');
  });
  it('joins descriptor-only segments: "boneless, skinless chicken breasts"', () => {
    expect(parse('1 pound boneless, skinless chicken breasts').name).toBe('boneless skinless chicken breasts');
  });
  it('joins a segment that only says how the food was cooked or kept: "cooked, diced chicken breast"', () => {
    // the name was "cooked", which matched cooked rice
    expect(parse('2 cups cooked, diced chicken breast')).toMatchObject({
      name: 'cooked chicken breast',
      note: 'diced',
    });
    expect(parse('3 large cooked skinless, boneless chicken breasts').name).toBe(
      'cooked skinless boneless chicken breasts',
    );
    expect(parse('1 cup frozen, thawed peas')).toMatchObject({ name: 'frozen peas', note: 'thawed' });
    expect(parse('2 cups chicken, cooked and shredded').name).toBe('chicken');
    expect(parse('2 tbsp marinated, drained sun-dried tomatoes').name).toBe('marinated sun-dried tomatoes');
  });
  it('begins a note at a dash between spaces, as at a comma: "chicken thighs - fat trimmed"', () => {
    expect(parse('6 boneless, skinless chicken thighs - fat trimmed')).toMatchObject({
      name: 'boneless skinless chicken thighs',
      note: 'fat trimmed',
    }); // the name was "… thighs - fat", read as lard
    expect(parse('2 tbsp salt - to taste')).toMatchObject({ name: 'salt', toTaste: true });
    expect(parse('10 fresh, sweet, ripe strawberries').name).toBe('fresh sweet strawberries'); // was sweet butter
  });
  it('reads a can and its size inside one parenthesis: "1 (14.5 ounce can) diced tomatoes"', () => {
    expect(parse('1 (14.5 ounce can) fire roasted diced tomatoes')).toMatchObject({
      quantity: 1,
      unit: 'can',
      size: { quantity: 14.5, unit: 'oz' },
      name: 'fire roasted tomatoes',
    });
    expect(parse('2 (15 oz cans) black beans, drained')).toMatchObject({ quantity: 2, unit: 'can' });
    expect(parse('1 (12 count) package Hawaiian rolls')).toMatchObject({ quantity: 12, unit: null });
  });
  it('joins a segment of a percentage, a grind or a cleaning word to the food after it', () => {
    expect(parse('2 lb 85% organic, grass-fed ground beef').name).toBe('85% organic grass-fed ground beef');
    expect(parse('1 cup medium grind, whole-grain cornmeal').name).toBe('grind whole-grain cornmeal');
    expect(parse('1 lb clean, scrubbed new potatoes')).toMatchObject({ name: 'new potatoes', note: 'clean scrubbed' });
  });
  it('keeps the first of several alternatives', () => {
    expect(parse('1 tbsp olive or avocado oil')).toMatchObject({ name: 'olive oil', note: 'or avocado oil' });
    expect(parse('2 tablespoons ghee or oil')).toMatchObject({ name: 'ghee', note: 'or oil' });
    expect(parse('2 cups of cottage/ farmer cheese').name).toBe('cottage cheese');
    // "or" in the region's languages; the Dutch "of" is an English word and stays
    expect(parse('1 dl Weisswein oder Gemüsebrühe')).toMatchObject({ name: 'weisswein', note: 'or gemüsebrühe' });
    expect(parse('200 g pancetta o guanciale').name).toBe('pancetta');
    expect(parse('1 c. à soupe de beurre ou d’huile').name).toBe('beurre');
    expect(parse('2 cups of flour').name).toBe('flour');
  });
  it('reads a trailing count noun as the unit', () => {
    expect(parse('4 garlic cloves')).toMatchObject({ quantity: 4, unit: 'clove', name: 'garlic cloves' });
    expect(parse('8-10 curry leaves')).toMatchObject({ quantity: 8, quantityMax: 10, unit: 'leaf' });
  });
  it('splits off "for ..." clauses and labels', () => {
    expect(parse('vegetable oil for deep frying')).toMatchObject({
      quantity: null,
      name: 'vegetable oil',
      note: 'for deep frying',
    });
    expect(parse('To garnish: coriander leaves')).toMatchObject({ name: 'coriander leaves', note: 'to garnish' });
  });
  it('reads "juice of 1 lemon" as lemon juice with the USDA yield of a lemon', () => {
    expect(parse('juice of 1 lemon')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'lemon juice',
      size: { quantity: 48, unit: 'g' },
    });
    expect(parse('Juice from 1/2 lime')).toMatchObject({
      quantity: 0.5,
      name: 'lime juice',
      size: { quantity: 44, unit: 'g' },
    });
    expect(parse('zest of 2 oranges')).toMatchObject({ quantity: 2, name: 'orange zest' });
  });
});

describe('parseIngredientLine: lines from the catalogue that once went wrong', () => {
  it.each([
    ['2 cups bottle gourd (lauki), peeled', 2, 'cup', 'bottle gourd'], // "bottle" is also a container
    ['4 cloves', 4, null, 'cloves'], // the spice, not garlic
    ['8 anchovy fillets in oil', 8, 'fillet', 'anchovy fillets in oil'],
    ['2 celery stalks with leaves, finely chopped', 2, 'stalk', 'celery stalks'],
    ['12 small shallots or pearl onions, peeled', 12, 'small', 'shallots'], // a plural noun borrows nothing
    ['150 g minced pork', 150, 'g', 'minced pork'], // minced meat is a product
    ['about 3/4 cup warm water', 0.75, 'cup', 'water'],
    ['small handful coriander leaves', 1, 'handful', 'coriander leaves'],
    ['2 thick slices sourdough bread', 2, 'slice', 'sourdough bread'],
    ['2-inch piece ginger', 2, 'inch', 'ginger'],
    ['½ tsp cornstarch mixed with 1 tbsp water', 0.5, 'tsp', 'cornstarch'],
    ['12 cashews and 1 tbsp white poppy seeds, soaked', 12, null, 'cashews'],
    ['1 ear corn, cut into 4 rounds', 1, 'piece', 'corn'],
  ])('%s', (line, quantity, unit, name) => {
    expect(parse(line)).toMatchObject({ quantity, unit, name });
  });

  it('reads centimetres as inches: "10 cm piece kombu"', () => {
    expect(parse('10 cm piece kombu')).toMatchObject({ unit: 'inch', name: 'kombu' });
    expect(parse('10 cm piece kombu').quantity).toBeCloseTo(3.937, 3);
  });

  it('reads a size printed with "each" and a block size', () => {
    expect(parse('2 whole pomfret, about 250 g each, cleaned').size).toEqual({ quantity: 250, unit: 'g' });
    expect(parse('1 3.5-ounce block achiote paste')).toMatchObject({
      unit: 'packet',
      name: 'achiote paste',
      size: { quantity: 3.5, unit: 'oz' },
    });
  });
});

describe('parseIngredientLine: to taste, optional, headings', () => {
  it('flags "to taste" with no amount', () => {
    expect(parse('salt to taste')).toMatchObject({
      quantity: null,
      unit: null,
      name: 'salt',
      toTaste: true,
      note: null,
    });
    expect(parse('salt and pepper to taste')).toMatchObject({ name: 'salt and pepper', toTaste: true });
    expect(parse('Kosher salt, (to taste)')).toMatchObject({ name: 'kosher salt', toTaste: true, note: null });
    expect(parse('1/2-2 teaspoons cayenne pepper, to your taste')).toMatchObject({
      quantity: 0.5,
      quantityMax: 2,
      toTaste: true,
    });
  });
  it('flags optional lines and drops the word', () => {
    expect(parse('1 tsp sugar (optional)')).toMatchObject({ name: 'sugar', optional: true, note: null });
    expect(parse('2 tsp fresh parsley (finely chopped, optional)')).toMatchObject({
      optional: true,
      note: 'finely chopped',
    });
    expect(parse('1 cup peas').optional).toBe(false);
  });
  it('keeps the original line untouched', () => {
    expect(parse('  1½ cups Basmati rice* ').original).toBe('  1½ cups Basmati rice* ');
  });
  it('recognises group headings', () => {
    expect(isHeadingLine('For the dressing:')).toBe(true);
    expect(isHeadingLine('Salt: 1 tsp')).toBe(false);
    expect(isHeadingLine('2 cups rice')).toBe(false);
  });
});

describe('parseIngredientLine: a parenthesis opened before the food', () => {
  it('takes the food from the parenthesis when only descriptors stand outside it', () => {
    const breasts = parse('4 boneless (skinless chicken breasts, thinly sliced)');
    expect(breasts.name).toBe('boneless skinless chicken breasts');
    expect(breasts.note).toBe('thinly sliced');
    expect(parse('2 large (ripe avocados)').name).toBe('avocados');
  });

  it('leaves measures and remarks in parentheses to the note', () => {
    expect(parse('1 large (see note)').name).toBe('large');
    expect(parse('3 medium (about 1 lb) potatoes').name).toBe('potatoes');
    expect(parse('2 onions (red or white)').name).toBe('onions');
  });
});

describe('parseIngredientLine: a hostile line', () => {
  // each shape made one of the line's patterns try every start against the rest of the line: a line of 200,000
  // spaces held the server 95 s, one of 200,000 digits over 4 minutes (within the test's time limit now)
  it.each([
    ['spaces', `1${' '.repeat(200_000)}x`],
    ['digits', '0'.repeat(200_000)],
    ['leader dots', `${'.'.repeat(200_000)} x`],
    ['one long word', 'a'.repeat(200_000)],
    ['trailing colons', `1 cup ${': '.repeat(150_000)} flour`],
    ['boxed amounts', `1 ${'(1 '.repeat(110_000)}`],
  ])('reads a line of %s, 200,000 characters or more', (_shape, line) => {
    expect(parse(line).original).toBe(line);
  });

  it('reads the patterns made linear as before', () => {
    expect(parse('1 (14.5 ounce can) fire roasted diced tomatoes')).toMatchObject({ unit: 'can' });
    expect(parse('2 1/2 cups flour').quantity).toBe(2.5);
    expect(parse('1½ cups milk').quantity).toBe(1.5);
    expect(parse('Mehl .......... 250 g')).toMatchObject({ quantity: 250, unit: 'g' });
    expect(parse('4 steaks, about 6-7 oz each').name).toMatch(/steaks/);
    expect(parse('2 cups red onion...').name).toBe('red onion');
  });
});
