import { describe, expect, it } from 'vitest';
import {
  CustomRecipeInput,
  DESCRIPTION_MAX,
  fitDescription,
  ingredientLine,
  ingredientRow,
  stepsOf,
} from './custom-recipes';

describe('ingredientRow: a cookbook line in the Add New Recipe boxes', () => {
  it.each([
    [
      '1 cup kala chana (black chickpeas), soaked overnight',
      '1',
      'cup',
      'kala chana (black chickpeas), soaked overnight',
    ],
    ['200g paneer, cubed', '200', 'g', 'paneer, cubed'],
    ['½ tsp ground turmeric', '½', 'tsp', 'ground turmeric'],
    ['1 1/2 tablespoons olive oil', '1 1/2', 'tablespoons', 'olive oil'],
    ['1-2 green chillies', '1-2', '', 'green chillies'],
    ['2 to 3 cloves garlic', '2 to 3', 'cloves', 'garlic'],
    ['2 large onions, sliced', '2', '', 'large onions, sliced'],
    ['1 14-ounce can coconut milk', '1', '', '14-ounce can coconut milk'],
    ['4x gousse d’ail', '4x', 'gousse', 'ail'],
    ['2 cucharadas de aceite de oliva', '2', 'cucharadas', 'aceite de oliva'],
    ['2 cups of basmati rice', '2', 'cups', 'basmati rice'],
    ['salt to taste', '', '', 'salt to taste'],
    ['2 cups', '', '', '2 cups'],
    ['3 Tbsp. butter', '3', 'Tbsp.', 'butter'],
    ['800.0 g Gnocchi (Kühlregal)', '800', 'g', 'Gnocchi (Kühlregal)'],
    ['2,0 rote Zwiebeln', '2', '', 'rote Zwiebeln'],
    ['0.5 Bd. Petersilie', '0.5', 'Bd.', 'Petersilie'],
    ['15.873 oz firm tofu', '16', 'oz', 'firm tofu'],
    ['0.333 cup cornstarch', '⅓', 'cup', 'cornstarch'],
    ['2.125 cups flour', '2.1', 'cups', 'flour'],
    ['0.125 tsp cayenne', '⅛', 'tsp', 'cayenne'],
    ['1.667 cups milk', '1⅔', 'cups', 'milk'],
    ['4.372 oz feta', '4.4', 'oz', 'feta'],
    ['1.999 kg potatoes', '2', 'kg', 'potatoes'],
  ])('%s', (line, quantity, unit, name) => {
    const row = ingredientRow(line);
    expect(row).toEqual({ quantity, unit, name });
  });

  it('puts a unit of several words or another script in the Unit box as written', () => {
    expect(ingredientRow('1 c. à soupe de miel')).toEqual({ quantity: '1', unit: 'c. à soupe', name: 'miel' });
    expect(ingredientRow("6 c.à.s d'huile d'olive")).toEqual({ quantity: '6', unit: 'c.à.s', name: "huile d'olive" });
    expect(ingredientRow('2 colheres de sopa de azeite')).toEqual({
      quantity: '2',
      unit: 'colheres de sopa',
      name: 'azeite',
    });
    expect(ingredientRow('4 fl oz double cream')).toEqual({ quantity: '4', unit: 'fl oz', name: 'double cream' });
    expect(ingredientRow('2 c. à café')).toEqual({ quantity: '', unit: '', name: '2 c. à café' });
  });

  it('gives back the line as written, spaces aside', () => {
    for (const line of ['1 cup rice', '½ tsp salt', '1-2 green chillies', 'salt to taste', '2 large onions']) {
      expect(ingredientLine(ingredientRow(line))).toBe(line);
    }
    expect(ingredientLine(ingredientRow('200g paneer'))).toBe('200 g paneer');
  });
});

describe('fitDescription: an imported introduction within the limit', () => {
  it('keeps a description that fits, spaces tidied', () => {
    expect(fitDescription('  A quick dal.\n Ready in 30 minutes. ')).toBe('A quick dal. Ready in 30 minutes.');
  });

  it('cuts a long one after its last whole sentence that fits', () => {
    const sentence = 'Slow-cooked black chickpeas in a thick masala, the way my grandmother made them on Sundays. ';
    const long = sentence.repeat(20);
    const fitted = fitDescription(long);
    expect(fitted.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(fitted.endsWith('Sundays.')).toBe(true);
    expect(long.startsWith(fitted)).toBe(true);
  });

  it('cuts at a word, with an ellipsis, when no sentence ends late enough', () => {
    const fitted = fitDescription('word '.repeat(400));
    expect(fitted.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(fitted.endsWith('word…')).toBe(true);
  });
});

describe('stepsOf: the method box as steps', () => {
  it('drops the number or bullet typed before a step, as a page or a cook writes it', () => {
    expect(stepsOf('1. Rinse the dal.\n2) Soak it.\n3- Versez l’œuf.\n4 – Servez.\n• Garnish.\n\n- Enjoy.')).toEqual([
      'Rinse the dal.',
      'Soak it.',
      'Versez l’œuf.',
      'Servez.',
      'Garnish.',
      'Enjoy.',
    ]);
  });

  it('keeps a step that opens with a range of minutes or an amount', () => {
    expect(
      stepsOf('1-2 minutes more, then stir.\n2 cups of stock go in next.\n2-inch cubes of bread go last.'),
    ).toEqual(['1-2 minutes more, then stir.', '2 cups of stock go in next.', '2-inch cubes of bread go last.']);
  });
});

describe('CustomRecipeInput: what a recipe holds', () => {
  const recipe = (ingredients: { quantity: string; unit: string; name: string }[]) =>
    CustomRecipeInput.safeParse({ title: 'Country sourdough', ingredients, servings: 8 });
  const messages = (parsed: ReturnType<typeof recipe>) => parsed.error?.issues.map((issue) => issue.message) ?? [];

  it('keeps an imported line and title whole, as long as a recipe page writes them', () => {
    // a sourdough page's line of about 250 characters (the reference pages' longest runs to 305)
    const line =
      '50 g bubbly, active sourdough starter (fed 4 to 12 hours before, at its peak: it should be doubled in ' +
      'size, domed on top and full of bubbles; a spoonful dropped in water floats, see the notes on feeding it ' +
      'and on keeping it in the fridge)';
    expect(recipe([ingredientRow(line)]).success).toBe(true);
    const title = 'Cuketové rolky plněné tvarůžkovou pěnou – jednoduchá jednohubka s tradičním českým sýrem';
    expect(CustomRecipeInput.safeParse({ title, ingredients: [ingredientRow('2 cukety')] }).success).toBe(true);
  });

  it('says in words when a recipe holds more than it can', () => {
    const rows = Array.from({ length: 61 }, (_, i) => ({ quantity: String(i + 1), unit: 'g', name: 'flour' }));
    expect(messages(recipe(rows))).toEqual(['A recipe can have at most 60 ingredients']);
    expect(messages(recipe([{ quantity: '1', unit: 'g', name: 'a'.repeat(301) }]))).toEqual([
      'An ingredient must be at most 300 characters',
    ]);
    expect(messages(recipe([{ quantity: '1'.repeat(21), unit: 'g', name: 'flour' }]))).toEqual([
      'A quantity must be at most 20 characters',
    ]);
  });
});
