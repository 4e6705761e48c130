import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';
import { joinLines, stepsFromLines, tidyIngredient } from './tidy';

const PAGE_URL = 'https://cooking.example/recipes/dip/';

const magazinePage = `<!doctype html><html><head>
  <title>Smoky Eggplant Dip | Kitchen Magazine</title>
  <meta property="og:site_name" content="Kitchen Magazine">
  <meta property="og:image" content="/img/dip.jpg">
</head><body>
  <nav><ul class="menu"><li>Recipes</li><li>Steps to success</li></ul></nav>
  <div class="col ingredients">
    <h2>INGREDIENTS</h2>
    <ul><li>2 large eggplants<br></li><li>1 clove garlic, crushed</li></ul>
    <p><i>potato chips</i></p>
    <ul><li>1kg potatoes, cut into chips</li><li>sea salt flakes</li></ul>
  </div>
  <div class="col method">
    <h2>METHOD</h2>
    <ol><li>Roast the eggplants until soft.</li><li>Bake the chips. Serve with the dip.&nbsp; <b>Serves 4</b></li></ol>
  </div>
</body></html>`;

describe('extractRecipe from the page lists, when a page has no structured recipe', () => {
  it('reads the lists of the elements named after ingredients and method, the yield and the title', () => {
    expect(extractRecipe(magazinePage, PAGE_URL)).toMatchObject({
      title: 'Smoky Eggplant Dip',
      imageUrl: 'https://cooking.example/img/dip.jpg',
      ingredients: ['2 large eggplants', '1 clove garlic, crushed', '1kg potatoes, cut into chips', 'sea salt flakes'],
      instructions: ['Roast the eggplants until soft.', 'Bake the chips. Serve with the dip.'],
      yields: 'Serves 4',
      servings: 4,
    });
  });

  it('fills the lists a JSON-LD recipe leaves empty and keeps its other fields', () => {
    const jsonLd = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Eggplant dip',
      recipeYield: '6 servings',
      recipeIngredient: [],
      recipeInstructions: [],
    })}</script>`;
    const draft = extractRecipe(magazinePage.replace('</head>', `${jsonLd}</head>`), PAGE_URL);
    expect(draft?.title).toBe('Eggplant dip');
    expect(draft?.yields).toBe('6 servings');
    expect(draft?.ingredients).toHaveLength(4);
    expect(draft?.instructions).toHaveLength(2);
  });

  it('leaves a step that only mentions an amount it makes', () => {
    const draft = extractRecipe(magazinePage.replace('Serve with the dip.&nbsp; <b>Serves 4</b>', 'Fold the dough, which makes 2 layers.'), PAGE_URL);
    expect(draft?.instructions.at(-1)).toBe('Bake the chips. Fold the dough, which makes 2 layers.');
    expect(draft?.yields).toBeNull();
  });

  it('finds no recipe in a page that has only one of the two lists', () => {
    const onlyIngredients = '<html><body><div class="ingredients"><ul><li>1 egg</li></ul></div><ul><li>Home</li></ul></body></html>';
    expect(extractRecipe(onlyIngredients, PAGE_URL)).toBeNull();
  });

  it('keeps a title that has no site name after it', () => {
    const draft = extractRecipe(magazinePage.replace('Smoky Eggplant Dip | Kitchen Magazine', 'Dip | Starters | Kitchen Magazine'), PAGE_URL);
    expect(draft?.title).toBe('Dip | Starters');
  });
});

const sectionedPage = `<!doctype html><html><head><title>Tuna Melt</title></head><body>
  <nav><ul><li>1 Home</li><li>2 Shop</li><li>3 About</li></ul></nav>
  <div class="row">
    <div class="col">
      <h2>Produce</h2>
      <ul><li>1 small red onion</li><li>2 celery stalks</li><li>1 lemon</li></ul>
      <h2>Pantry</h2>
      <ul><li>2 5-ounce cans tuna</li><li>Kosher salt</li></ul>
    </div>
    <div class="col instructions">
      <h3>1. Do some prep:</h3>
      <ul><li>Finely chop the onion.</li><li>Slice the celery.</li></ul>
      <h3>2. Make the salad:</h3>
      <ul><li>Stir in the tuna and the juice of the lemon.</li></ul>
    </div>
  </div>
</body></html>`;

describe('extractRecipe from lists the page does not name', () => {
  it('reads unnamed lists of amounts before the method, and keeps the headings that divide the method', () => {
    expect(extractRecipe(sectionedPage, PAGE_URL)).toMatchObject({
      title: 'Tuna Melt',
      ingredients: ['1 small red onion', '2 celery stalks', '1 lemon', '2 5-ounce cans tuna', 'Kosher salt'],
      instructions: [
        '1. Do some prep:',
        'Finely chop the onion.',
        'Slice the celery.',
        '2. Make the salad:',
        'Stir in the tuna and the juice of the lemon.',
      ],
    });
  });

  it('does not take lists before the method for ingredients unless most of their lines open with an amount', () => {
    const prose = sectionedPage.replace(/<div class="col">[\s\S]*?<\/div>/, '<div class="col"><ul><li>Our story</li><li>Press</li><li>Contact us</li></ul></div>');
    expect(extractRecipe(prose, PAGE_URL)).toBeNull();
  });

  it('leaves out a single heading that only names the method', () => {
    const oneHeading = sectionedPage.replace('<h3>1. Do some prep:</h3>', '<h3>Method</h3>').replace('<h3>2. Make the salad:</h3>', '');
    expect(extractRecipe(oneHeading, PAGE_URL)?.instructions).toEqual([
      'Finely chop the onion.',
      'Slice the celery.',
      'Stir in the tuna and the juice of the lemon.',
    ]);
  });

  it('joins, in page order, every list named after ingredients rather than the container around them', () => {
    const grouped = `<html><body><div id="ingredients-box">
      <button>Ingredients</button><h2>In the box</h2>
      <ul class="ingredient-list"><li>4 cloves garlic</li><li>600 g potatoes</li></ul>
      <ul class="allergens"><li><p>Rosemary</p><p>May contain: celery</p></li></ul>
      <ul class="ingredient-list"><li>olive oil</li></ul>
    </div><ol class="method"><li>Roast everything.</li></ol></body></html>`;
    expect(extractRecipe(grouped, PAGE_URL)?.ingredients).toEqual(['4 cloves garlic', '600 g potatoes', 'olive oil']);
  });
});

describe('tidying ingredient lines and steps', () => {
  it('sets an amount apart from the Chinese or Japanese food written against it', () => {
    expect(tidyIngredient('250克奶油奶酪')).toBe('250克 奶油奶酪');
    expect(tidyIngredient('2个鸡蛋')).toBe('2个 鸡蛋');
    expect(tidyIngredient('120g淡奶油')).toBe('120g 淡奶油');
    expect(tidyIngredient('盐适量')).toBe('盐适量');
    expect(tidyIngredient('2 cups flour')).toBe('2 cups flour');
  });

  it('joins lines as a browser does: no space between Chinese characters, a space elsewhere', () => {
    expect(joinLines(['搅拌融化', '奶油奶酪加入糖'])).toBe('搅拌融化奶油奶酪加入糖');
    expect(joinLines(['Mix the flour', 'and the salt.'])).toBe('Mix the flour and the salt.');
  });

  it('splits numbered steps that run across line breaks, and drops numbers with nothing after them', () => {
    expect(stepsFromLines(['1.软化奶酪 2.加入糖粉，搅拌', '均匀 3.烤28分钟 4. 5.'])).toEqual(['软化奶酪', '加入糖粉，搅拌均匀', '烤28分钟']);
    expect(stepsFromLines(['1. Mix.', '2. Bake.'])).toEqual(['1. Mix.', '2. Bake.']);
    expect(stepsFromLines(['Mix well.', 'Bake for 2. hours'])).toEqual(['Mix well.', 'Bake for 2. hours']);
    expect(stepsFromLines([])).toEqual([]);
  });
});
