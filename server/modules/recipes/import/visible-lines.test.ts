import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';
import { lostAmount, lostNote, shownLines, shownText, showsLine, takesShown, visibleLines } from './visible-lines';

const recipePage = (lines: string[], body: string) => `<html><head>
<script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'Spaghetti and meatballs',
  recipeIngredient: lines,
  recipeInstructions: ['Cook the spaghetti.', 'Simmer the meatballs in the sauce and serve over the spaghetti.'],
})}</script></head><body>${body}</body></html>`;

const templated = [
  '1 pound(s) spaghetti',
  '1 tablespoon(s) olive oil',
  '2 clove(s) garlic, crushed',
  '3 - slices of day-old bread',
  '2 egg(s)',
];

describe('the ingredient lines the page shows', () => {
  it("takes the page's lines where the structured ones bear a template's plural or a dash for a unit", () => {
    const body = `
      <nav><ul><li>Recipes</li><li>Spaghetti with garlic</li></ul></nav>
      <h2>Ingredients</h2>
      <ul class="checklist">
        <li><strong>1 pound</strong> <span>spaghetti</span></li>
        <li class="lead font-weight-bold">SAUCE</li>
        <li><strong>1 tablespoon</strong> <span>olive oil</span></li>
        <li><strong>2 cloves</strong> <span>garlic, crushed</span></li>
        <li class="lead font-weight-bold">MEATBALLS</li>
        <li><strong>3</strong> <span>slices of day-old bread</span></li>
        <li><strong>2</strong> <span>eggs</span></li>
      </ul>`;
    const draft = extractRecipe(recipePage(templated, body), 'https://example.com/spaghetti');
    expect(draft?.ingredients).toEqual([
      '1 pound spaghetti',
      '1 tablespoon olive oil',
      '2 cloves garlic, crushed',
      '3 slices of day-old bread',
      '2 eggs',
    ]);
  });

  it('keeps the structured lines when no list shows them one to one', () => {
    // one line more on the page than in the structured data
    const body = `<ul>
      <li>1 pound spaghetti</li><li>1 tablespoon olive oil</li><li>2 cloves garlic, crushed</li>
      <li>3 slices of day-old bread</li><li>2 eggs</li><li>1 cup grated parmesan</li></ul>`;
    expect(visibleLines(parse(recipePage(templated, body)), templated)).toBeNull();
    // a related-recipes list that shares some words is not the recipe's list
    const related = `<ul><li>Spaghetti with garlic and oil</li><li>Olive oil cake</li><li>Garlic bread</li></ul>`;
    expect(visibleLines(parse(recipePage(templated, related)), templated)).toBeNull();
  });

  it('reads the copy the page shows, not the hidden imperial one, and the first of two copies', () => {
    const lines = ['220 g(s) pizza dough', '60 g(s) tomato sauce'];
    const body = `
      <div data-unit="metric"><ul><li><span>220 g</span> pizza dough</li><li><span>60 g</span> tomato sauce</li></ul></div>
      <div data-unit="imperial" style="display: none"><ul><li><span>8 oz</span> pizza dough</li><li><span>2 oz</span> tomato sauce</li></ul></div>
      <ul><li>220 grams pizza dough (again)</li><li>60 grams tomato sauce (again)</li></ul>`;
    expect(visibleLines(parse(recipePage(lines, body)), lines)).toEqual(['220 g pizza dough', '60 g tomato sauce']);
  });

  it('keeps the structured line where the page only draws it otherwise (brackets by style sheet, units, ½)', () => {
    const lines = ['1 cup(s) rolled oats', '1/2 cup coconut sugar (plus more to taste)', '1 tsp ground cinnamon'];
    const body = `<ul class="recipe-ingredients">
      <li><span class="sr-only">▢ </span><input type="checkbox"><span>1</span> <span>cup</span> <span>rolled oats</span></li>
      <li><span class="sr-only">▢ </span><input type="checkbox"><span>½</span> <span>cup</span> <span>coconut sugar</span>
        <span class="notes">plus more to taste</span></li>
      <li>▢ <span>1</span> <span>teaspoon</span> <span>ground cinnamon</span><button>Metric</button></li></ul>`;
    expect(extractRecipe(recipePage(lines, body), 'https://example.com/')?.ingredients).toEqual([
      '1 cup rolled oats',
      '1/2 cup coconut sugar (plus more to taste)',
      '1 tsp ground cinnamon',
    ]);
    // no line written by a template: the page's list is not read at all
    expect(visibleLines(parse(recipePage(lines.slice(1), body)), lines.slice(1))).toBeNull();
  });

  it("reads a recipe's groups from their lists one after another, after a blog's own list of the same foods", () => {
    const lines = ['400 g chickpeas, drained', '2 tbsp tahini', '1 lemon, juiced', '100 g feta', '1 tbsp olive oil'];
    const body = `
      <ul><li>Chickpeas: tinned ones are fine; drain them well and keep a little of the water for the hummus.</li>
        <li>Tahini: stir the jar well before measuring.</li></ul>
      <h3>For the hummus</h3>
      <ul><li>400 g tinned chickpeas, drained</li><li>2 tbsp light tahini</li><li>1 unwaxed lemon, juiced</li></ul>
      <h3>To serve</h3>
      <ul><li>100 g Greek feta, crumbled</li><li>1 tbsp extra virgin olive oil</li></ul>
      <ul><li>Lemony chickpea salad</li><li>Feta and olive oil dip</li></ul>`;
    expect(shownLines(parse(body), lines)).toEqual([
      '400 g tinned chickpeas, drained',
      '2 tbsp light tahini',
      '1 unwaxed lemon, juiced',
      '100 g Greek feta, crumbled',
      '1 tbsp extra virgin olive oil',
    ]);
    // a list of other recipes between the groups breaks the run
    const broken = body.replace('<h3>To serve</h3>', '<ul><li>More hummus recipes</li></ul><h3>To serve</h3>');
    expect(shownLines(parse(broken), lines)).toBeNull();
  });

  it("reads the page's whole list where the structured one lost an amount or a note the page shows", () => {
    const lines = ['400 g firm tofu', 'sodium-reduced soy sauce', '½ cup panko breadcrumbs', 'salt to taste'];
    const body = `
      <h2>Ingredients</h2>
      <ul>
        <li><span>14 oz (400g)</span> firm tofu, pressed</li>
        <li><span>2 tsp (10ml)</span> sodium-reduced soy sauce</li>
        <li><span>½ cup (30g)</span> panko breadcrumbs</li>
        <li>salt to taste</li>
      </ul>`;
    // a copy that dropped the soy sauce's amount is a poorer copy of the list the reader sees
    expect(extractRecipe(recipePage(lines, body), 'https://example.com/tofu')?.ingredients).toEqual([
      '14 oz (400g) firm tofu, pressed',
      '2 tsp (10ml) sodium-reduced soy sauce',
      '½ cup (30g) panko breadcrumbs',
      'salt to taste',
    ]);
    expect(lostAmount('2 tsp soy sauce', 'soy sauce')).toBe(true);
    expect(lostAmount('¾ cup water', '¾ cup water')).toBe(false);
    expect(lostAmount('Salt and pepper', 'salt and pepper')).toBe(false);
    expect(lostAmount('1 tsp cumin seeds', 'ground cumin')).toBe(false);
    expect(lostNote('1 medium shallot, thinly sliced', '1 medium shallot')).toBe(true);
    expect(lostNote('2 eggs (beaten)', '2 eggs')).toBe(true);
    expect(lostNote('2 eggs', '2 eggs')).toBe(false);
    expect(lostNote('2 eggplants', '2 egg')).toBe(false);
  });

  it("reads a plugin's paragraphs where the structured data cut each amount's whole number as a list number", () => {
    // the site's data was split at "1." as if it numbered a list: "1.5 tsp" became "5 tsp"
    const lines = ['3 Tbsp olive oil', '5 tsp grated ginger', '5 c red lentils', 'Juice of half a lime'];
    const body = `<div class="ingredients-body">
      <p><span data-amount="3">3 Tbsp</span> olive oil</p>
      <p><span data-amount="1.5">1.5 tsp</span> grated ginger</p>
      <p><span data-amount="1.5">1.5</span> c red lentils</p>
      <p>Juice of <span data-amount="0.5">half a</span> lime</p>
    </div>`;
    expect(extractRecipe(recipePage(lines, body), 'https://example.com/curry')?.ingredients).toEqual([
      '3 Tbsp olive oil',
      '1.5 tsp grated ginger',
      '1.5 c red lentils',
      'Juice of half a lime',
    ]);
    expect(lostAmount('1 1/2 cups flour', '1/2 cups flour')).toBe(true);
    expect(lostAmount('6 6 boneless chicken breasts', '6 boneless chicken breasts')).toBe(false);
    expect(lostAmount('11 eggs', '1 eggs')).toBe(false);
    // a block of paragraphs that is prose, not the list, is not read
    const prose = `<div><p>Olive oil and ginger make this.</p><p>Lentils cook fast.</p></div>`;
    expect(visibleLines(parse(recipePage(lines, prose)), lines)).toBeNull();
  });

  it("reads a template's lines from a list the page draws in two columns, in the page's order", () => {
    const lines = [
      '500 grams cherry tomatoes',
      '4 tablespoon olive oil',
      '0 As required salt',
      '6 Numbers basil',
      '0 As required water',
    ];
    const body = `<aside class="left">
      <ul><li><label><input type="checkbox">500 gm cherry tomatoes</label></li>
        <li><label><input type="checkbox">salt as required</label></li>
        <li><label><input type="checkbox">water as required</label></li></ul>
      <ul><li><label><input type="checkbox">4 tablespoon olive oil</label></li>
        <li><label><input type="checkbox">6 basil</label></li></ul></aside>`;
    expect(extractRecipe(recipePage(lines, body), 'https://example.com/pasta')?.ingredients).toEqual([
      '500 gm cherry tomatoes',
      'salt as required',
      'water as required',
      '4 tablespoon olive oil',
      '6 basil',
    ]);
    // lines no template wrote keep their order: a list in another order is not taken for them
    const plain = ['500 g cherry tomatoes', 'salt to taste'];
    const swapped = `<ul><li>salt to taste</li><li>500 g cherry tomatoes, halved</li></ul>`;
    expect(visibleLines(parse(recipePage(plain, swapped)), plain)).toBeNull();
    expect(
      visibleLines(
        parse(recipePage(plain, swapped.replace(/<li>(salt to taste)<\/li>(.*)<\/ul>/, '$2<li>$1</li></ul>'))),
        plain,
      ),
    ).toEqual(['500 g cherry tomatoes, halved', 'salt to taste']);
  });

  it('keeps every structured line where none lost anything and none bears a mark', () => {
    const lines = ['400 g firm tofu, pressed', '2 tsp soy sauce', '½ cup panko breadcrumbs'];
    const body = `<ul><li>14 oz (400g) firm tofu, pressed</li><li>2 tsp (10ml) soy sauce</li><li>½ cup (30g) panko breadcrumbs</li></ul>`;
    expect(extractRecipe(recipePage(lines, body), 'https://example.com/tofu')?.ingredients).toEqual(lines);
  });

  it('reads an item as it is shown: no checkbox glyph, control, screen-reader text or entity', () => {
    const item = parse(
      `<li><span class="screen-reader-text">▢ </span><input type="checkbox" aria-label="flour">☐ <b>250&nbsp;g</b> plain&amp;simple flour <button>US cups</button></li>`,
    ).querySelector('li')!;
    expect(shownText(item)).toBe('250 g plain&simple flour');
  });

  it('pairs an item with a line by their food words, not their units or amounts', () => {
    expect(showsLine('220 g fresh pizza dough, at room temperature', '7 oz fresh pizza dough')).toBe(true);
    expect(showsLine('1 medium shallot, thinly sliced', '1 medium shallot')).toBe(true);
    expect(
      showsLine('Garlic: fresh cloves taste best; avoid the jarred kind, which lacks flavour', '3 garlic cloves'),
    ).toBe(false);
    expect(showsLine('2 eggs', '100 g sugar')).toBe(false);
    expect(takesShown('1 pound spaghetti', '1 pound(s) spaghetti')).toBe(true);
    expect(takesShown('3 - 4 eggs', '3 - 4 eggs')).toBe(false);
    expect(takesShown('½ cup sugar', '1/2 cup sugar')).toBe(false);
  });
});
