import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';

const PAGE_URL = 'https://cooking.example/recipes/brownies/';

const page = (recipe: Record<string, unknown>) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Brownies',
    recipeIngredient: ['200 g dark chocolate'],
    recipeInstructions: ['Bake.'],
    ...recipe,
  })}</script></head><body></body></html>`;

describe('a method given as one text', () => {
  it('splits paragraphs joined without a space into steps', () => {
    const html = page({
      recipeInstructions:
        'Preheat the oven to 180°C. Line a tin with baking paper.Snap the chocolate into a bowl (melt it gently!)Bake for 25 minutes.',
    });
    expect(extractRecipe(html, PAGE_URL)?.instructions).toEqual([
      'Preheat the oven to 180°C. Line a tin with baking paper.',
      'Snap the chocolate into a bowl (melt it gently!)',
      'Bake for 25 minutes.',
    ]);
  });

  it('keeps a step of a list whole, and leaves "e.g. Gruyère" or "3.5 L" alone', () => {
    const html = page({ recipeInstructions: ['Grate the cheese (e.g.Gruyère).Mix it in.', 'Pour into a 3.5 L pot.'] });
    expect(extractRecipe(html, PAGE_URL)?.instructions).toEqual([
      'Grate the cheese (e.g.Gruyère).Mix it in.',
      'Pour into a 3.5 L pot.',
    ]);
  });

  it('drops lines of a method that hold only punctuation', () => {
    const html = page({ recipeInstructions: '<p>Preheat the oven.</p>\n, <p>Weigh the flour.</p>' });
    expect(extractRecipe(html, PAGE_URL)?.instructions).toEqual(['Preheat the oven.', 'Weigh the flour.']);
  });
});

describe('notes a recipe plugin wrapped in brackets', () => {
  it('reads "(, chopped)" as ", chopped" and "((or oil) warmed)" as "(or oil) warmed"', () => {
    const html = page({
      recipeIngredient: [
        '1 lb (450 g) bok choy (, chopped to bite size pieces (see above))',
        '1 cup milk ((nut or dairy) warmed to 26C)',
        '2 eggs (beaten)',
      ],
    });
    expect(extractRecipe(html, PAGE_URL)?.ingredients).toEqual([
      '1 lb (450 g) bok choy, chopped to bite size pieces (see above)',
      '1 cup milk (nut or dairy) warmed to 26C',
      '2 eggs (beaten)',
    ]);
  });
});

describe('numbered steps and repeated lists', () => {
  it('drops the numbers of numbered steps even when a closing line has none', () => {
    const html = page({ recipeInstructions: ['1. Mix the batter.', '2. Bake for 50 minutes.', 'Enjoy it warm!'] });
    expect(extractRecipe(html, PAGE_URL)?.instructions).toEqual([
      'Mix the batter.',
      'Bake for 50 minutes.',
      'Enjoy it warm!',
    ]);
  });

  it('keeps the numbers when a later step starts with a number of its own', () => {
    const steps = ['1. Mix the batter.', '2. Bake for 50 minutes.', '10 minutes before the end, glaze.'];
    expect(extractRecipe(page({ recipeInstructions: steps }), PAGE_URL)?.instructions).toEqual(steps);
  });

  it('drops a list the page printed again at the end, but keeps a line used twice', () => {
    const dressing = ['4 tbsp mayonnaise', '2 dl sour cream', '1 tbsp soy sauce', '0.5 tsp tabasco'];
    const html = page({ recipeIngredient: ['1 kg potatoes', ...dressing, ...[...dressing].reverse()] });
    expect(extractRecipe(html, PAGE_URL)?.ingredients).toEqual(['1 kg potatoes', ...dressing]);
    const twice = ['1 egg', '1 tsp salt', '200 g flour', '1 tsp salt', '1 egg', '100 g sugar'];
    expect(extractRecipe(page({ recipeIngredient: twice }), PAGE_URL)?.ingredients).toEqual(twice);
  });
});

describe('a bad page', () => {
  it.each([
    [
      'truncated JSON-LD',
      '<script type="application/ld+json">{"@type":"Recipe","name":"Dal","recipeIngredient":["1 cup',
    ],
    ['a recipe of the wrong shapes', page({ recipeIngredient: { a: 1 }, recipeInstructions: 42, name: ['', null] })],
    ['nested lists', page({ recipeInstructions: [[[[[[[[[[[[[[['Stir.']]]]]]]]]]]]]]] })],
    ['no markup at all', '\u0000\u0001 binary \uffff'],
  ])('%s: gives a draft or null, never an error', (_, html) => {
    expect(() => extractRecipe(html, PAGE_URL)).not.toThrow();
  });
});
