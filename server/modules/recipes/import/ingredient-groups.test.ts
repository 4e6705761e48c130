import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';
import { groupsFromLines, groupsFromPage, withComponentHeadings } from './ingredient-groups';

describe('ingredient groups', () => {
  it('makes groups of the headings printed among the lines, not ingredients', () => {
    expect(
      groupsFromLines([
        'Ingredients',
        'For the dough:',
        '250 g flour',
        '1 egg',
        'For the glaze:',
        '100 g icing sugar',
        'Notes:',
      ]),
    ).toEqual({
      ingredients: ['250 g flour', '1 egg', '100 g icing sugar'],
      groups: [
        { name: 'For the dough', first: 0 },
        { name: 'For the glaze', first: 2 },
      ],
    });
  });

  it('makes a group of a line the method names as a part it makes, not of a food without an amount', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Grilled squid with herb dressing',
      recipeIngredient: [
        '800 g squid, cleaned',
        '2 tbsp olive oil',
        'Lemon wedges, to serve',
        'Green Herb Dressing',
        '1 cup parsley leaves',
        '3 tbsp lemon juice',
      ],
      recipeInstructions: [
        'Toss the squid with the oil and grill for 2 minutes.',
        'Meanwhile, for the green herb dressing, blend the parsley and lemon juice.',
      ],
    })}</script>`;
    expect(extractRecipe(html, 'https://example.com/squid')).toMatchObject({
      ingredients: [
        '800 g squid, cleaned',
        '2 tbsp olive oil',
        'Lemon wedges, to serve',
        '1 cup parsley leaves',
        '3 tbsp lemon juice',
      ],
      ingredientGroups: [{ name: 'Green Herb Dressing', first: 3 }],
    });
    const steps = ['Blend for the cilantro sauce.', 'Make the salsa verde.', 'Serve with the salt.'];
    // no amount after it, the last line, a food the method does not make
    expect(withComponentHeadings(['1 cup rice', 'Cilantro', 'Crumbled cheese', 'Salt'], steps)).toEqual([
      '1 cup rice',
      'Cilantro',
      'Crumbled cheese',
      'Salt',
    ]);
    expect(withComponentHeadings(['2 eggs', 'Salt', '1 tsp pepper'], steps)).toEqual([
      '2 eggs',
      'Salt',
      '1 tsp pepper',
    ]);
    expect(withComponentHeadings(['2 eggs', 'Salsa verde', '1 bunch parsley'], steps)).toEqual([
      '2 eggs',
      'Salsa verde:',
      '1 bunch parsley',
    ]);
  });

  it('reads groups from headed lists on the page, matching lines printed differently (½ for 1/2, a checkbox)', () => {
    const root = parse(`<div class="recipe">
      <h3>Ingredients 1x2x3x</h3>
      <div><h4>Crust</h4><ul><li>▢ 1½ cups graham cracker crumbs</li><li>▢ 6 tablespoons butter, melted</li></ul></div>
      <div><h4>Filling</h4><ul><li>▢ 2 cups cream cheese</li><li>▢ ½ cup sugar</li><li>▢ 2 eggs</li></ul></div>
    </div>`);
    const lines = [
      '1 1/2 cups graham cracker crumbs',
      '6 tbsp butter, melted',
      '2 cups cream cheese',
      '1/2 cup sugar',
      '2 eggs',
    ];
    expect(groupsFromPage(root, lines)).toEqual({
      ingredients: lines,
      groups: [
        { name: 'Crust', first: 0 },
        { name: 'Filling', first: 2 },
      ],
    });
  });

  it('takes a long group name from a heading element, not from a paragraph as long', () => {
    const lines = ['1 cup sugar', '1 cup water', '2 oz gin', '1 oz lemon juice'];
    const long = 'For the Rosemary Syrup (Makes Enough for 6-8 Cocktails, Keeps a Week)';
    const headed = parse(`<div><h4>${long}</h4><ul><li>1 cup sugar</li><li>1 cup water</li></ul>
      <h4>For the Cocktail</h4><ul><li>2 oz gin</li><li>1 oz lemon juice</li></ul></div>`);
    expect(groupsFromPage(headed, lines)?.groups).toEqual([
      { name: long, first: 0 },
      { name: 'For the Cocktail', first: 2 },
    ]);
    const said = parse(`<div><p>${long}</p><ul><li>1 cup sugar</li><li>1 cup water</li></ul>
      <h4>For the Cocktail</h4><ul><li>2 oz gin</li><li>1 oz lemon juice</li></ul></div>`);
    expect(groupsFromPage(said, lines)?.groups).toEqual([{ name: 'For the Cocktail', first: 2 }]);
  });

  it("reads a heading a page builder wraps in modules of its own, and never a control's text", () => {
    const lines = ['1 red onion', '2 lemons', '1 cup rice', '2 tbsp olive oil'];
    const module = (inner: string) => `<div class="module"><div class="module-content">${inner}</div></div>`;
    const built = parse(
      `<div class="column">${module('<h2><span>Produce</span></h2>')}${module(
        '<div class="rich-text"><ul><li>1 red onion</li><li>2 lemons</li></ul></div>',
      )}${module('<h2><span>Pantry</span></h2>')}${module(
        '<div class="rich-text"><ul><li>1 cup rice</li><li>2 tbsp olive oil</li></ul></div>',
      )}</div>`,
    );
    expect(groupsFromPage(built, lines)?.groups).toEqual([
      { name: 'Produce', first: 0 },
      { name: 'Pantry', first: 2 },
    ]);
    const switched = parse(`<div><div class="units"><button>Metric</button> <button>Imperial</button></div>
      <ul><li>1 red onion</li><li>2 lemons</li></ul><h4>Pantry</h4><ul><li>1 cup rice</li><li>2 tbsp olive oil</li></ul></div>`);
    expect(groupsFromPage(switched, lines)?.groups).toEqual([{ name: 'Pantry', first: 2 }]);
  });

  it('reads group headings drawn inside the one list that holds every line', () => {
    const lines = ['500 g beef mince', '1 egg', '40 g butter', '1 brown onion', '2 tsp curry powder'];
    const drawn = parse(`<ul class="ingredients">
      <h4 class="group-heading"><p>Rissoles</p></h4><li>500 g beef mince</li><li>1 egg</li>
      <h4 class="group-heading"><p>Curry Sauce</p></h4><li>40 g butter</li><li>1 brown onion</li><li>2 tsp curry powder</li>
    </ul>`);
    expect(groupsFromPage(drawn, lines)?.groups).toEqual([
      { name: 'Rissoles', first: 0 },
      { name: 'Curry Sauce', first: 2 },
    ]);
    const items = parse(`<ul><li>500 g beef mince</li><li>1 egg</li>
      <li class="group"><strong>For the sauce:</strong></li><li>40 g butter</li><li>1 brown onion</li>
      <li>2 tsp curry powder</li><li>Enjoy</li></ul>`);
    expect(groupsFromPage(items, lines)).toEqual({ ingredients: lines, groups: [{ name: 'For the sauce', first: 2 }] });
    // an item that is neither a line nor emphasised is no heading; a heading over the whole list is no group
    const plain = parse(`<ul><li><strong>Ingredients</strong></li><li>500 g beef mince</li><li>1 egg</li>
      <li>Optional extras</li><li>40 g butter</li><li>1 brown onion</li><li>2 tsp curry powder</li></ul>`);
    expect(groupsFromPage(plain, lines)).toBeNull();
  });

  it("starts the first group at the recipe's first line when a blog list about the ingredients names it first", () => {
    const root = parse(`<article>
      <h2>Ingredients</h2><ul><li>Milk: whole milk is best.</li><li>Yeast: active dry.</li></ul>
      <div class="recipe">
        <h3>For the dough</h3><ul><li>▢ 1 cup whole milk</li><li>▢ 2 tbsp sugar</li><li>▢ 3 cups flour</li></ul>
        <h3>For the glaze</h3><ul><li>▢ 1 cup icing sugar</li><li>▢ 2 tbsp milk</li></ul>
      </div></article>`);
    const lines = ['1 cup whole milk', '2 tbsp sugar', '3 cups flour', '1 cup icing sugar', '2 tbsp milk'];
    expect(groupsFromPage(root, lines)).toEqual({
      ingredients: lines,
      groups: [
        { name: 'For the dough', first: 0 },
        { name: 'For the glaze', first: 3 },
      ],
    });
  });

  it('takes a line the page shows as a list heading for the group name, and a heading for the whole list for none', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Lamb skewers with mint salsa',
      recipeIngredient:
        'Suroviny\n\nSkewers\n\n\t1 kg lamb leg\n\t2 red onions\n\nSalsa\n\n\t2 pickled cucumbers\n\tfresh mint',
      recipeInstructions: ['Thread and grill the lamb.', 'Chop the salsa.'],
    })}</script>
    <h2>Suroviny</h2><h2>Skewers</h2><ul><li>1 kg lamb leg</li><li>2 red onions</li></ul>
    <h2>Salsa</h2><ul><li>2 pickled cucumbers</li><li>fresh mint</li></ul>`;
    expect(extractRecipe(html, 'https://example.com/skewers')).toMatchObject({
      ingredients: ['1 kg lamb leg', '2 red onions', '2 pickled cucumbers', 'fresh mint'],
      ingredientGroups: [
        { name: 'Skewers', first: 0 },
        { name: 'Salsa', first: 2 },
      ],
    });
  });

  it('makes no groups of one list, or when the lines are not all on the page', () => {
    const one = parse('<h3>Ingredients</h3><ul><li>1 cup rice</li><li>2 cups water</li></ul>');
    expect(groupsFromPage(one, ['1 cup rice', '2 cups water'])).toBeNull();
    const two = parse('<h4>Rice</h4><ul><li>1 cup rice</li></ul><h4>Water</h4><ul><li>2 cups water</li></ul>');
    expect(groupsFromPage(two, ['1 cup rice', '1 tsp salt', '2 cups water'])).toBeNull();
    // a line named like a list's heading but shown nowhere as one stays a line: "Rice" here is not a heading line
    expect(groupsFromPage(two, ['Water', '1 cup rice', '2 cups water'])).toBeNull();
  });

  it('carries them in the draft', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Lemon Drizzle Cake',
      recipeIngredient: [
        'For the cake:',
        '225 g butter',
        '225 g caster sugar',
        'For the drizzle:',
        '85 g caster sugar',
        'juice of 1½ lemons',
      ],
      recipeInstructions: ['Cream, bake, drizzle.'],
    })}</script>`;
    expect(extractRecipe(html, 'https://example.com/cake')).toMatchObject({
      ingredients: ['225 g butter', '225 g caster sugar', '85 g caster sugar', 'juice of 1½ lemons'],
      ingredientGroups: [
        { name: 'For the cake', first: 0 },
        { name: 'For the drizzle', first: 2 },
      ],
    });
  });
});
