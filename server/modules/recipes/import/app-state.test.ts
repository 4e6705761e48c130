import { describe, expect, it } from 'vitest';
import { withoutMarkdownEmphasis } from './app-state';
import { extractRecipe } from './extract-recipe';

const PAGE_URL = 'https://shop.example/recipes/42/lentil-soup';

const page = (scripts: string, body = '<div id="app"></div>') =>
  `<!doctype html><html><head><title>Lentil soup | Shop</title></head><body>${body}${scripts}</body></html>`;

/** A text row: its length in UTF-8 bytes, then text that may hold line breaks. */
const TEXT_ROW = 'Crème fraîche…\n7:not a row';

/** A Next.js app-router page: its flight rows pushed as strings, in chunks, one row referring to another. */
function flightPage(rows: string[]): string {
  const text = rows.join('\n') + '\n';
  const cut = Math.floor(text.length / 2);
  return page(
    [text.slice(0, cut), text.slice(cut)]
      .map((part) => `<script>self.__next_f.push(${JSON.stringify([1, part])})</script>`)
      .join(''),
  );
}

const recipe = {
  id: '42',
  name: 'Red lentil soup',
  description: 'A quick soup',
  servings: 4,
  ingredients: '$7',
  preparationSteps: [
    { header: 'Step 1', body: 'Rinse **200 g lentils** and chop the onion.', type: 'STEP' },
    { header: 'Step 2', body: 'Simmer with the stock for 20 minutes, then blend.', type: 'STEP' },
    { header: 'Tip', body: 'A spoon of yoghurt on top is good.', type: 'TIP' },
  ],
};
const ingredients = [
  { id: 'a', name: 'Red lentils', displayQuantity: 200, displayUnit: 'g' },
  { id: 'b', name: 'Onion', displayQuantity: 1, displayUnit: null },
  { id: 'c', name: 'Vegetable stock', quantity: 1.5, unit: { name: 'l' } },
  { id: 'd', name: 'Salt', quantity: null, unit: null },
];

describe('extractRecipe from the application state a page embeds', () => {
  it('reads a recipe-shaped object from Next.js flight data, following a row reference', () => {
    const html = flightPage([
      '0:["$","html",null,{"children":"$L5"}]',
      '3:I[123,["static/chunks/1.js"],"RecipeImage"]',
      `5:["$","div",null,{"children":["$","$L3",null,{"recipe":${JSON.stringify(recipe)}}]}]`,
      `6:T${Buffer.byteLength(TEXT_ROW).toString(16)},${TEXT_ROW}`,
      `7:${JSON.stringify(ingredients)}`,
    ]);
    expect(extractRecipe(html, PAGE_URL)).toMatchObject({
      title: 'Red lentil soup',
      ingredients: ['200 g Red lentils', '1 Onion', '1.5 l Vegetable stock', 'Salt'],
      // step labels ("Step 1", "Tip") go; Markdown emphasis is shown as the words alone
      instructions: [
        'Rinse 200 g lentils and chop the onion.',
        'Simmer with the stock for 20 minutes, then blend.',
        'A spoon of yoghurt on top is good.',
      ],
      servings: 4,
    });
  });

  it('reads __NEXT_DATA__ with groups of ingredients and sections of steps, in another language', () => {
    const state = {
      props: {
        pageProps: {
          related: [{ title: 'Other soup', tags: ['soup'] }],
          rezept: {
            titel: 'Linsensuppe',
            portionen: '4 Portionen',
            zutaten: [
              { title: 'Suppe', zutaten: [{ text: '200 g rote Linsen' }, { text: '1 Zwiebel' }] },
              { title: 'Topping', zutaten: ['2 EL Joghurt'] },
            ],
            zubereitung: [
              { title: 'Suppe kochen', schritte: ['Linsen waschen und mit der Zwiebel kochen.'] },
              { title: 'Servieren', schritte: ['Mit Joghurt anrichten und sofort servieren.'] },
            ],
          },
        },
      },
    };
    const html = page(`<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`);
    expect(extractRecipe(html, PAGE_URL)).toMatchObject({
      title: 'Linsensuppe',
      ingredients: ['200 g rote Linsen', '1 Zwiebel', '2 EL Joghurt'],
      ingredientGroups: [
        { name: 'Suppe', first: 0 },
        { name: 'Topping', first: 2 },
      ],
      instructions: [
        'Suppe kochen:',
        'Linsen waschen und mit der Zwiebel kochen.',
        'Servieren:',
        'Mit Joghurt anrichten und sofort servieren.',
      ],
      servings: 4,
    });
  });

  it("reads Nuxt's index-linked payload and JSON-LD carried as a string inside a state", () => {
    // devalue: [root, …] where objects and arrays hold indexes into the array
    const nuxt = [
      ['Reactive', 1],
      { data: 2 },
      { recipe: 3 },
      { title: 4, ingredients: 5, instructions: 8 },
      'Soupe de lentilles',
      [6, 7],
      '200 g de lentilles corail',
      '1 oignon',
      [9],
      'Cuire les lentilles 20 minutes avec l’oignon.',
    ];
    const fromNuxt = page(`<script type="application/json" id="__NUXT_DATA__">${JSON.stringify(nuxt)}</script>`);
    expect(extractRecipe(fromNuxt, PAGE_URL)).toMatchObject({
      title: 'Soupe de lentilles',
      ingredients: ['200 g de lentilles corail', '1 oignon'],
      instructions: ['Cuire les lentilles 20 minutes avec l’oignon.'],
    });
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Dal',
      recipeIngredient: ['1 cup toor dal', '1 tsp turmeric'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Cook the dal with the turmeric until soft.' }],
    });
    const carried = flightPage([
      `2:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":${JSON.stringify(jsonLd)}}}]`,
    ]);
    expect(extractRecipe(carried, PAGE_URL)).toMatchObject({
      title: 'Dal',
      ingredients: ['1 cup toor dal', '1 tsp turmeric'],
      instructions: ['Cook the dal with the turmeric until soft.'],
    });
  });

  it('reads a state assigned to a variable as a JSON literal', () => {
    const state = {
      recipe: {
        title: 'Dal',
        ingredients: ['1 cup toor dal', '1 tsp turmeric'],
        method: ['Cook the dal with the turmeric until soft.'],
      },
    };
    const html = page(`<script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script>`);
    expect(extractRecipe(html, PAGE_URL)).toMatchObject({
      title: 'Dal',
      ingredients: ['1 cup toor dal', '1 tsp turmeric'],
    });
    const named = page(`<script>var recipeData = ${JSON.stringify(state)}</script>`);
    expect(extractRecipe(named, PAGE_URL)?.instructions).toEqual(['Cook the dal with the turmeric until soft.']);
  });

  it("reads the recipe the page is titled after, not one the state suggests before it, else the state's first", () => {
    const suggested = {
      title: 'Semoule aux légumes',
      ingredients: ['250 g semoule', '1 courgette'],
      steps: ['Faire revenir les légumes, ajouter la semoule et couvrir.'],
    };
    const lentils = {
      title: 'Lentil soup',
      ingredients: ['200 g red lentils', '1 onion'],
      steps: ['Simmer the lentils and the onion in the stock for 20 minutes.'],
    };
    const state = { selection: { recipes: [suggested] }, recipe: lentils };
    const html = page(`<script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script>`);
    expect(extractRecipe(html, PAGE_URL)?.title).toBe('Lentil soup');
    const untitled = html.replace('<title>Lentil soup | Shop</title>', '<title>Shop</title>');
    expect(extractRecipe(untitled, PAGE_URL)?.title).toBe('Semoule aux légumes');
  });

  it('finds no recipe in state that is not shaped like one, and survives deep or broken payloads', () => {
    const menu = { title: 'Menu', items: [{ name: 'Home' }, { name: 'Shop' }], steps: ['Sign up'] };
    expect(extractRecipe(page(`<script type="application/json">${JSON.stringify(menu)}</script>`), PAGE_URL)).toBe(
      null,
    );
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const broken = `<script>self.__next_f.push([1,"5:{\\"name\\":\\"x\\",')</script>`;
    const started = performance.now();
    expect(extractRecipe(page(`<script type="application/json">${deep}</script>${broken}`), PAGE_URL)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('shows Markdown emphasis as its words', () => {
    expect(withoutMarkdownEmphasis('Add **2 pak choi** and __salt__; keep a*b and snake_case_name')).toBe(
      'Add 2 pak choi and salt; keep a*b and snake_case_name',
    );
  });
});
