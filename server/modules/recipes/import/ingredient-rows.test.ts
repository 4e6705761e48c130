import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';
import { groupsFromRows } from './ingredient-rows';

describe('ingredient groups drawn without list markup', () => {
  it('reads rows of paragraphs in a container after its heading', () => {
    const root = parse(`<html><body><div class="recipe">
      <span class="heading">Shortcakes</span>
      <span class="rows"><p>2 cups (260g) flour</p><p>1 tablespoon baking powder</p><p>3/4 cup cold milk</p></span>
      <span class="heading">Whipped Cream</span>
      <span class="rows"><p>1 cup heavy cream</p><p>2 tablespoons sugar</p></span>
    </div></body></html>`);
    const lines = [
      '2 cups flour',
      '1 tablespoon baking powder',
      '3/4 cup cold milk',
      '1 cup heavy cream',
      '2 tablespoons sugar',
    ];
    expect(groupsFromRows(root, lines)).toEqual({
      ingredients: lines,
      groups: [
        { name: 'Shortcakes', first: 0 },
        { name: 'Whipped Cream', first: 3 },
      ],
    });
  });

  it('reads rows of divs drawn side by side (amount, then food) under a heading inside each group', () => {
    const row = (amount: string, food: string) =>
      `<div class="row"><input type="checkbox"><div class="line"><div>${amount}</div><div class="b">${food}</div></div></div>`;
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Stuffed squash',
      recipeIngredient: [
        '1 db patisszon',
        '2 ek olaj',
        '300 g darált hús',
        '1 db hagyma',
        '175 g tejföl',
        '1 csokor kapor',
      ],
      recipeInstructions: ['Bake the squash.'],
    })}</script><div class="grid">
      <div><h5>A patisszonhoz</h5><div>${row('1 db', 'patisszon')}${row('2 ek', 'olaj')}</div></div>
      <div><h5>A raguhoz</h5><div>${row('300 g', 'darált hús')}${row('1 db', 'hagyma')}</div></div>
      <div><h5>A tálaláshoz</h5><div>${row('175 g', 'tejföl')}${row('1 csokor', 'kapor')}</div></div></div>`;
    expect(extractRecipe(html, 'https://example.com/squash')?.ingredientGroups).toEqual([
      { name: 'A patisszonhoz', first: 0 },
      { name: 'A raguhoz', first: 2 },
      { name: 'A tálaláshoz', first: 4 },
    ]);
  });

  it('makes no groups of a table, of rows under a note, or of lines not all shown', () => {
    const lines = ['150 g chicken breast', '1 carrot', '2 tomatoes', '1 green pepper'];
    const table = parse(`<body><table>
      <tr><td>150 g chicken breast</td><td>1 carrot</td></tr><tr><td>2 tomatoes</td><td>1 green pepper</td></tr>
    </table></body>`);
    expect(groupsFromRows(table, lines)).toBeNull();
    const noted =
      parse(`<body><p>* Optional: swap the chicken for tofu</p><div><p>150 g chicken breast</p><p>1 carrot</p></div>
      <h4>Vegetables</h4><div><p>2 tomatoes</p><p>1 green pepper</p></div></body>`);
    // the note is no group's name, and one name alone, without list markup, is not enough to go on
    expect(groupsFromRows(noted, lines)).toBeNull();
    const named = parse(noted.toString().replace('<p>* Optional: swap the chicken for tofu</p>', '<h4>Meat</h4>'));
    expect(groupsFromRows(named, lines)?.groups).toEqual([
      { name: 'Meat', first: 0 },
      { name: 'Vegetables', first: 2 },
    ]);
    const partial = parse(`<body><h4>Meat</h4><div><p>150 g chicken breast</p><p>1 carrot</p></div></body>`);
    expect(groupsFromRows(partial, lines)).toBeNull();
  });
});
