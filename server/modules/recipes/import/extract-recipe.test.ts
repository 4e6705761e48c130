import { describe, expect, it } from 'vitest';
import { durationMinutes } from './durations';
import { RecipeDraft } from '../../../../domain/recipe-import';
import { extractRecipe } from './extract-recipe';

const PAGE_URL = 'https://cooking.example/recipes/pancakes/';

function page(head: string, body = ''): string {
  return `<!doctype html><html><head><title>Site title</title>${head}</head><body>${body}</body></html>`;
}

function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
}

describe('extractRecipe from JSON-LD', () => {
  it('reads a plain Recipe with every field', () => {
    const html = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Mac &amp; Cheese',
        description: '<p>Creamy,   <b>cheesy</b> and quick.</p>',
        image: ['https://cdn.example/mac.jpg', 'https://cdn.example/mac-2.jpg'],
        recipeIngredient: ['200 g macaroni', ' 1 cup&nbsp;milk ', '100 g cheddar, grated'],
        recipeInstructions: ['Boil the macaroni.', 'Stir in milk and cheese.'],
        recipeYield: ['4', '4 servings'],
        prepTime: 'PT15M',
        cookTime: 'PT1H',
        totalTime: 'PT1H15M',
        recipeCuisine: ['American'],
        recipeCategory: 'Dinner',
        nutrition: { '@type': 'NutritionInformation', calories: '550 kcal', fatContent: '20 g' },
      }),
    );
    expect(extractRecipe(html, PAGE_URL)).toEqual({
      title: 'Mac & Cheese',
      description: 'Creamy, cheesy and quick.',
      imageUrl: 'https://cdn.example/mac.jpg',
      ingredients: ['200 g macaroni', '1 cup milk', '100 g cheddar, grated'],
      ingredientGroups: [],
      instructions: ['Boil the macaroni.', 'Stir in milk and cheese.'],
      yields: '4 servings',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 60,
      totalMinutes: 75,
      cuisine: 'American',
      category: 'Dinner',
      nutrition: { calories: '550 kcal', fatContent: '20 g' },
    });
  });

  it('finds the Recipe in an @graph, with @type as an array and the image given by @id', () => {
    const html = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': 'https://cooking.example/#website', name: 'Cooking' },
          {
            '@type': 'ImageObject',
            '@id': 'https://cooking.example/#primaryimage',
            url: 'https://cdn.example/soup.jpg',
          },
          {
            '@type': ['Recipe', 'NewsArticle'],
            name: 'Tomato Soup',
            image: { '@id': 'https://cooking.example/#primaryimage' },
            recipeIngredient: ['6 tomatoes', '1 onion'],
            recipeInstructions: [
              { '@type': 'HowToStep', name: 'Step 1', text: 'Chop everything.' },
              { '@type': 'HowToStep', text: 'Simmer for 20 minutes.' },
            ],
          },
        ],
      }),
    );
    const draft = extractRecipe(html, PAGE_URL);
    expect(draft?.title).toBe('Tomato Soup');
    expect(draft?.imageUrl).toBe('https://cdn.example/soup.jpg');
    expect(draft?.ingredients).toEqual(['6 tomatoes', '1 onion']);
    expect(draft?.instructions).toEqual(['Chop everything.', 'Simmer for 20 minutes.']);
  });

  it('reads HowToSection instructions as the section name, a heading line, followed by its steps', () => {
    const html = page(
      jsonLd([
        { '@type': 'BreadcrumbList', itemListElement: [] },
        {
          '@type': 'Recipe',
          name: 'Layer Cake',
          recipeIngredient: ['flour'],
          recipeInstructions: [
            {
              '@type': 'HowToSection',
              name: 'For the sponge',
              itemListElement: [
                { '@type': 'HowToStep', name: 'Make the base', text: 'Whisk the eggs.' },
                { '@type': 'HowToStep', itemListElement: [{ '@type': 'HowToDirection', text: 'Fold in flour.' }] },
              ],
            },
            {
              '@type': 'HowToSection',
              name: 'For the frosting',
              itemListElement: [{ '@type': 'HowToStep', text: 'Beat butter and sugar.' }],
            },
          ],
        },
      ]),
    );
    expect(extractRecipe(html, PAGE_URL)?.instructions).toEqual([
      'For the sponge:',
      // inside a named section a step's own title leads its step: the section's name is the one heading
      'Make the base: Whisk the eggs.',
      'Fold in flour.',
      'For the frosting:',
      'Beat butter and sugar.',
    ]);
  });

  it('keeps a step name that is a title of its own as a heading line, not a step, but not one that only starts its text', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Dip',
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Soften the cheese.', text: 'Leave the cream cheese out for an hour.' },
          { '@type': 'HowToStep', name: 'Mix everything', text: 'Mix everything together until smooth.' },
          {
            '@type': 'HowToStep',
            name: 'Chill it well before you serve it, or it will be too soft to scoop from the bowl',
            text: 'Chill for an hour.',
          },
        ],
      }),
    );
    expect(extractRecipe(html, PAGE_URL)?.instructions).toEqual([
      'Soften the cheese:',
      'Leave the cream cheese out for an hour.',
      'Mix everything together until smooth.',
      // too long to read as a heading: kept as the page wrote it
      'Chill it well before you serve it, or it will be too soft to scoop from the bowl',
      'Chill for an hour.',
    ]);
  });

  it('follows mainEntity and splits instructions given as one string with line breaks', () => {
    const html = page(
      jsonLd({
        '@type': 'WebPage',
        mainEntity: {
          '@type': 'Recipe',
          name: 'Flatbread',
          recipeIngredient: '300 g flour\n1 tsp salt\n\n180 ml water',
          recipeInstructions: 'Mix the dough.\nRest 10 minutes.<br>Roll out and fry.',
        },
      }),
    );
    const draft = extractRecipe(html, PAGE_URL);
    expect(draft?.ingredients).toEqual(['300 g flour', '1 tsp salt', '180 ml water']);
    expect(draft?.instructions).toEqual(['Mix the dough.', 'Rest 10 minutes.', 'Roll out and fry.']);
  });

  it('splits one block of numbered steps into separate steps', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Pasta salad',
        recipeInstructions: [
          { '@type': 'HowToStep', text: '1. Cook 1.5 cups of pasta.2. Make the dressing. 3. Toss together.' },
        ],
      }),
    );
    expect(extractRecipe(html, PAGE_URL)?.instructions).toEqual([
      'Cook 1.5 cups of pasta.',
      'Make the dressing.',
      'Toss together.',
    ]);
  });

  it('resolves relative and protocol-relative image addresses against the page address', () => {
    const relative = page(
      jsonLd({ '@type': 'Recipe', name: 'A', image: { '@type': 'ImageObject', url: '../img/a.jpg' } }),
    );
    const protocolRelative = page(jsonLd({ '@type': 'Recipe', name: 'B', image: '//cdn.example/b.jpg' }));
    const unsafe = page(jsonLd({ '@type': 'Recipe', name: 'C', image: 'javascript:alert(1)' }));
    expect(extractRecipe(relative, PAGE_URL)?.imageUrl).toBe('https://cooking.example/recipes/img/a.jpg');
    expect(extractRecipe(protocolRelative, PAGE_URL)?.imageUrl).toBe('https://cdn.example/b.jpg');
    expect(extractRecipe(unsafe, PAGE_URL)?.imageUrl).toBeNull();
  });

  it('skips broken scripts, tolerates raw line breaks and trailing commas, and repairs common damage', () => {
    const html = page(
      '<script type="application/ld+json">{ not json </script>' +
        `<script type="application/ld+json">{"@type": "Recipe", "name": "Caf\u00c3\u00a9 au lait",
          "recipeIngredient": ["1 cup\u00c2\u00a0milk", "coffee ((strong))",],
          "recipeInstructions": "Heat the milk.
Pour the coffee."}</script>`,
    );
    const draft = extractRecipe(html, PAGE_URL);
    expect(draft?.title).toBe('Café au lait');
    expect(draft?.ingredients).toEqual(['1 cup milk', 'coffee (strong)']);
    expect(draft?.instructions).toEqual(['Heat the milk.', 'Pour the coffee.']);
  });

  it('prefers the recipe that has ingredients or steps when the page has several', () => {
    const html = page(
      jsonLd({ '@type': 'Recipe', name: 'Teaser' }) +
        jsonLd({ '@type': 'Recipe', name: 'The real one', recipeIngredient: ['1 egg'] }),
    );
    expect(extractRecipe(html, PAGE_URL)?.title).toBe('The real one');
  });
});

describe('extractRecipe from microdata', () => {
  const body = `
    <article itemscope itemtype="http://schema.org/Recipe">
      <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Grandma</span></div>
      <h1 itemprop="name">Grandma's   Apple Pie</h1>
      <img itemprop="image" src="/photos/pie.jpg" alt="">
      <meta itemprop="prepTime" content="PT30M"><time itemprop="cookTime" datetime="PT45M">45 min</time>
      <span itemprop="recipeYield">8 slices</span>
      <ul>
        <li itemprop="recipeIngredient">6 apples,
            peeled</li>
        <li itemprop="recipeIngredient"><span>1</span> <span>pie crust</span></li>
        <li itemprop="recipeIngredient">2 tbsp sugar &amp; cinnamon</li>
      </ul>
      <div itemprop="recipeInstructions">
        <ol><li>Slice the apples.</li><li>Fill the crust and bake.</li></ol>
        <p>Note: serve warm.</p>
      </div>
    </article>`;

  it('reads the properties of the Recipe item and not those of nested items', () => {
    const draft = extractRecipe(page('', body), PAGE_URL);
    expect(draft).toMatchObject({
      title: "Grandma's Apple Pie",
      imageUrl: 'https://cooking.example/photos/pie.jpg',
      ingredients: ['6 apples, peeled', '1 pie crust', '2 tbsp sugar & cinnamon'],
      instructions: ['Slice the apples.', 'Fill the crust and bake.'],
      yields: '8 slices',
      servings: 8,
      prepMinutes: 30,
      cookMinutes: 45,
      totalMinutes: 75,
    });
  });

  it('reads HowToStep items and the older "ingredients" property', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Risotto</span>
        <span itemprop="ingredients">300 g rice</span>
        <ol>
          <li itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep"><span itemprop="text">Toast the rice.</span></li>
          <li itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep"><span itemprop="text">Add stock bit by bit.</span></li>
        </ol></div>`,
    );
    const draft = extractRecipe(html, PAGE_URL);
    expect(draft?.ingredients).toEqual(['300 g rice']);
    expect(draft?.instructions).toEqual(['Toast the rice.', 'Add stock bit by bit.']);
  });

  it('fills what the JSON-LD recipe lacks from the microdata', () => {
    const html = page(jsonLd({ '@type': 'Recipe', name: 'From JSON-LD', recipeIngredient: ['1 egg'] }), body);
    const draft = extractRecipe(html, PAGE_URL);
    expect(draft?.title).toBe('From JSON-LD');
    expect(draft?.ingredients).toEqual(['1 egg']);
    expect(draft?.instructions).toEqual(['Slice the apples.', 'Fill the crust and bake.']);
  });
});

describe('extractRecipe without a recipe', () => {
  it('returns null for a page with no Recipe', () => {
    const html = page(
      jsonLd({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Ten kitchen tips' }),
      '<div itemscope itemtype="http://schema.org/Person"><span itemprop="name">Ann</span></div><p>Hello</p>',
    );
    expect(extractRecipe(html, PAGE_URL)).toBeNull();
    expect(extractRecipe('', PAGE_URL)).toBeNull();
  });

  it('returns drafts that satisfy the RecipeDraft schema', () => {
    const draft = extractRecipe(page(jsonLd({ '@type': 'Recipe', recipeIngredient: ['salt'] })), PAGE_URL);
    expect(RecipeDraft.safeParse(draft).success).toBe(true);
    expect(draft?.title).toBe('Site title');
  });
});

describe('durations of a draft', () => {
  it('leaves out a time no recipe takes, and reads a time without its T', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Overnight Oats', prepTime: 'P10M', cookTime: 'P2Y', recipeIngredient: ['1 cup oats'], recipeInstructions: ['Soak overnight.'] })}</script>`;
    expect(extractRecipe(html, PAGE_URL)).toMatchObject({ prepMinutes: 10, cookMinutes: null, totalMinutes: 10 });
  });
});

describe('durationMinutes', () => {
  it.each([
    ['PT1H15M', 75],
    ['PT90M', 90],
    ['P0DT0H35M0.000S', 35],
    ['PT0D0H30M', 30],
    ['P1D', 1440],
    ['PT30S', 1],
    ['45', 45],
    ['1 hour 20 mins', 80],
    ['P30M', 30],
    ['P1H30M', 90],
    ['P1DT2H', 1560],
    ['P1Y', 525_600],
  ])('reads %s as %i minutes', (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each([['PT0S'], ['P'], ['PT'], ['soon'], [null], ['']])('reads %s as unknown', (value) => {
    expect(durationMinutes(value)).toBeNull();
  });
});

describe('ingredient lines as written', () => {
  const page = (recipeIngredient: string[]) =>
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Stir-fried Greens', recipeIngredient, recipeInstructions: ['Fry.'] })}</script>`;

  it('splits one line that holds several ingredients, each after a line break with its own amount', () => {
    expect(
      extractRecipe(page(['3 Tbsp olive oil\n3 garlic cloves, minced', '1 cup\nbroccoli florets']), PAGE_URL)
        ?.ingredients,
    ).toEqual(['3 Tbsp olive oil', '3 garlic cloves, minced', '1 cup broccoli florets']);
  });

  it('splits one line that holds a list, though a line of it has no amount, and keeps a two-part line whole', () => {
    const list = '2 Tbsp sesame oil\n4 spring onions, sliced\n1 tsp chilli flakes\nJuice of half a lime';
    expect(extractRecipe(page([list, '1 cup cooked rice\n(day-old, cold)']), PAGE_URL)?.ingredients).toEqual([
      '2 Tbsp sesame oil',
      '4 spring onions, sliced',
      '1 tsp chilli flakes',
      'Juice of half a lime',
      '1 cup cooked rice (day-old, cold)',
    ]);
  });

  it('splits one line typed by hand with leader dots between each food and its amount, the amount last', () => {
    expect(
      extractRecipe(
        page(['Flour.....2 cups\nButter...... 100 g\nFor the filling\nPotatoes.......1 cup (boiled)']),
        PAGE_URL,
      )?.ingredients,
    ).toEqual(['Flour.....2 cups', 'Butter...... 100 g', 'Potatoes.......1 cup (boiled)']);
    // one leader among four lines is not a list typed that way
    expect(
      extractRecipe(page(['Flour.....2 cups\nbutter, melted\nand cooled\nto room temperature']), PAGE_URL)?.ingredients,
    ).toEqual(['Flour.....2 cups butter, melted and cooled to room temperature']);
  });

  it('drops the space a page leaves before a comma', () => {
    expect(extractRecipe(page(['1 medium carrot , peeled and roughly chopped']), PAGE_URL)?.ingredients).toEqual([
      '1 medium carrot, peeled and roughly chopped',
    ]);
  });
});
