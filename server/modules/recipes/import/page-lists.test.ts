import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';
import { joinLines, stepsFromLines, tidyIngredient, withoutSignOff, withoutTimeLines } from './tidy';

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

  it("reads a plugin's list without its checkboxes, and its faded notes in brackets", () => {
    const item = (amount: string, name: string, notes = '') =>
      `<li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container">▢</span>
        <span class="wprm-recipe-ingredient-amount">${amount}</span>
        <span class="wprm-recipe-ingredient-name">${name}</span>
        ${notes && `<span class="wprm-recipe-ingredient-notes wprm-recipe-ingredient-notes-faded">${notes}</span>`}</li>`;
    const page = `<html><body><h1>Chicken cacciatore</h1>
      <div class="wprm-recipe-ingredients-container"><h3>Ingredients</h3><ul>
        ${item('4-6', 'chicken thighs', 'skin-on')}${item('1', 'onion', '(chopped)')}${item('28 oz', 'diced tomatoes')}
        ${item('3 tbsp', 'butter,', 'cubed')}${item('1 cup', 'chicken broth</span> - <span>', 'or water')}
        <li><span class="amount">226 grams</span> <span class="ingredient-name-notes"><span class="ingredient-name">cream
          cheese</span> <span class="ingredient-notes">cold</span></span></li>
      </ul></div>
      <div class="wprm-recipe-instructions-container"><h3>Instructions</h3>
        <ol><li>Brown the chicken.</li><li>Simmer it in the sauce for 40 minutes.</li></ol></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.ingredients).toEqual([
      '4-6 chicken thighs (skin-on)',
      '1 onion (chopped)',
      '28 oz diced tomatoes',
      '3 tbsp butter (cubed)',
      '1 cup chicken broth (or water)',
      '226 grams cream cheese (cold)',
    ]);
    expect(tidyIngredient('☐ 2 eggs')).toBe('2 eggs');
    const steps = `<html><body><h1>Peanut brittle</h1><div class="recipe-ingredients"><ul><li>▢ 1 cup sugar</li>
      <li>▢ 1/2 cup corn syrup</li></ul></div><div class="recipe-instructions"><ul><li>▢ Grease a sheet of foil.</li>
      <li>▢ Boil the sugar and syrup to 300°F.</li></ul></div></body></html>`;
    expect(extractRecipe(steps, PAGE_URL)).toMatchObject({
      ingredients: ['1 cup sugar', '1/2 cup corn syrup'],
      instructions: ['Grease a sheet of foil.', 'Boil the sugar and syrup to 300°F.'],
    });
  });

  it('leaves out what the reader does not see in a line: the copy in other units, a hidden price', () => {
    const item = (amount: string, alt: string, name: string) =>
      `<li class="ingredient-item"><p><span class="wpzoom-rcb-ingredient-amount">${amount}</span>
        <span class="wpzoom-rcb-ingredient-alt-amount">${alt}</span> <span class="name">${name}</span></p></li>`;
    const page = `<html><body><h1>Angel chicken</h1><div class="recipe-card-ingredients"><ul>
      ${item('6', '6', 'boneless chicken breasts')}${item('1/2 cup', '113 g', 'butter')}
      <li>2 halibut fillets <div class="shop" style="display: none">1 / 4 oz ∙ $18.95</div></li></ul></div>
      <div class="recipe-card-directions"><ol><li>Cook everything on low for 4 hours.</li></ol></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.ingredients).toEqual([
      '6 boneless chicken breasts',
      '1/2 cup butter',
      '2 halibut fillets',
    ]);
  });

  it("reads a step without the ingredients a plugin lists under it, a link's disclaimer or what is hidden", () => {
    const page = `<html><body><h1>Peanut noodles</h1><div class="recipe-ingredients"><ul><li>1 pound spaghetti</li>
      <li>2 tbsp peanut butter</li></ul></div><div class="recipe-instructions"><ol>
      <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Cook the spaghetti. Drain.</div>
        <div class="wprm-recipe-instruction-ingredients wprm-recipe-instruction-ingredients-inline">
        <span class="wprm-recipe-instruction-ingredient">1 pound spaghetti</span></div></li>
      <li>Blend the sauce in a <a href="https://shop.example/b">blender</a> <span class="tasty-links-disclaimer">[paid
        link]</span> until smooth.<span class="sr-only">Step done</span></li></ol></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Cook the spaghetti. Drain.',
      'Blend the sauce in a blender until smooth.',
    ]);
  });
  it('reads the steps a page draws inside one item of an outer list, without their "Step 1" labels', () => {
    const step = (n: number, text: string) =>
      `<li><span aria-hidden="true"></span><span>Step </span><span>${n}</span><span aria-hidden="true"></span>${text}</li>`;
    const page = `<html><body><h1>Baked Brie</h1><div class="ingredients"><ul><li>1 wheel Brie</li>
      <li>1 sheet puff pastry</li></ul></div><div class="directions"><ul><li><style>.s{display:block}</style><ol>
      ${step(1, 'Wrap the Brie in the pastry.')}${step(2, 'Bake until golden, 20 to 25 minutes.')}
      ${step(3, 'Serve with crackers.')}</ol></li></ul></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Wrap the Brie in the pastry.',
      'Bake until golden, 20 to 25 minutes.',
      'Serve with crackers.',
    ]);
  });

  it('takes the list of sentences for the method: not a footer classed for its flex direction, nor a box of times', () => {
    const links = ['Start', 'Recipes', 'Products', 'Health', 'About us', 'Contact', 'Jobs', 'Privacy']
      .map((link) => `<li><a href="/${link}">${link}</a></li>`)
      .join('');
    const page = `<html><body class="sunfw-direction-ltr"><h1>Pizza</h1><div class="recipe-ingredients"><ul><li>220 g pizza dough</li>
      <li>80 g mozzarella</li></ul></div>
      <div class="single-method-overview"><ul class="single-method-overview__times"><li>Prep 10 mins</li>
        <li>Preheat 18 mins</li><li>Total 31 mins</li><li>Easy</li><li>Serves 2</li></ul></div>
      <div class="single-method"><ul class="single-method__method">
        <li><h6>Step 1</h6><p>Install the pizza stone in the oven and close the door.</p></li>
        <li><h6>Step 2</h6><p>Stretch the dough by hand into a 25 cm circle.</p></li>
        <li><h6>Step 3</h6><p>Top with the mozzarella and bake for 3 minutes.</p></li></ul></div>
      <div class="c-footer u-flex-direction-column"><ul>${links}</ul></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Install the pizza stone in the oven and close the door.',
      'Stretch the dough by hand into a 25 cm circle.',
      'Top with the mozzarella and bake for 3 minutes.',
    ]);
  });

  it('reads a step drawn as a title over its text as a heading line, then the text; a title opening its text goes', () => {
    const step = (n: number, title: string, text: string) =>
      `<li><span class="story"><h4>Step ${n} ${title}</h4><p>${text}</p></span></li>`;
    const page = `<html><body><h1>Avocado toast</h1><div class="ingredients"><ul><li>2 slices bread</li>
      <li>1 avocado</li></ul></div><div class="steps_listings"><ul>
      ${step(1, 'Toast the bread', 'Heat the oven to 220°C and toast the slices for 2 minutes.')}
      ${step(2, 'Top the toast', 'Mash the avocado with lemon and salt and spread it on the toast.')}
      ${step(3, 'Serve', 'Serve at once, with lemon wedges.')}</ul></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Toast the bread:',
      'Heat the oven to 220°C and toast the slices for 2 minutes.',
      'Top the toast:',
      'Mash the avocado with lemon and salt and spread it on the toast.',
      'Serve at once, with lemon wedges.',
    ]);
  });

  it('reads a title over its text inside the first box of a step that draws more after it', () => {
    const step = (title: string, text: string) => `<li class="recipe-steps__item">
        <div class="recipe-steps__item-wrapper"><h3>${title}</h3><p>${text}</p></div>
        <div class="recipe-steps__end">Guten Appetit</div></li>`;
    const page = `<html><body><h1>Polenta</h1><div class="ingredients"><ul><li>1,1 l Gemüsebouillon</li>
      <li>220 g Bramata-Polenta</li></ul></div><div class="recipe-steps"><ol>
      ${step('Bramata-Polenta', 'Bouillon aufkochen, Mais einrieseln lassen und 30 Minuten köcheln.')}
      ${step('Feine Polenta', 'Maisgriess in die kochende Bouillon rühren und 5 Minuten quellen lassen.')}</ol></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Bramata-Polenta:',
      'Bouillon aufkochen, Mais einrieseln lassen und 30 Minuten köcheln. Guten Appetit',
      'Feine Polenta:',
      'Maisgriess in die kochende Bouillon rühren und 5 Minuten quellen lassen. Guten Appetit',
    ]);
  });

  it('reads a titled step drawn after its number in rows of boxes, and leaves out pictures and linked articles', () => {
    const step = (n: number, title: string, text: string) => `<div class="recipe-elaboration-step">
        <div class="step-icon">${n}</div><div class="step-text"><h3><span>${title}</span></h3><div><p>${text}</p></div></div>
      </div>`;
    const rows = `<html><body><h1>Bizcocho</h1><div class="ingredients"><ul><li>3 huevos</li><li>175 g de azúcar</li>
      </ul></div><div class="recipe-preparation">
      ${step(1, 'Bate los huevos', 'Casca los huevos en un bol amplio y bátelos con el azúcar hasta que blanquee.')}
      ${step(2, 'Hornea', 'Vierte la masa en el molde y hornea 40 minutos a 180 °C.')}</div></body></html>`;
    expect(extractRecipe(rows, PAGE_URL)?.instructions).toEqual([
      'Bate los huevos:',
      'Casca los huevos en un bol amplio y bátelos con el azúcar hasta que blanquee.',
      'Hornea:',
      'Vierte la masa en el molde y hornea 40 minutos a 180 °C.',
    ]);
    const list = `<html><body><h1>Pie crust</h1><div class="ingredients"><ul><li>250 g flour</li><li>200 g butter</li>
      </ul></div><div class="instructions"><ol>
      <li><p>Rub the butter into the flour until it looks like coarse crumbs.</p>
        <figure><img src="/crust.jpg" alt=""><figcaption>Serious Eats / Vicky Wasik</figcaption></figure></li>
      <li><p>Chill the dough for an hour before rolling.</p><article class="article--embed"><h5><a href="/blog/rye">Explore
        the flavors of rye</a></h5></article></li></ol></div></body></html>`;
    expect(extractRecipe(list, PAGE_URL)?.instructions).toEqual([
      'Rub the butter into the flour until it looks like coarse crumbs.',
      'Chill the dough for an hour before rolling.',
    ]);
  });

  it("takes the ingredients before the method over a list named after them after it (a post's tags)", () => {
    const page = `<html><body><h1>Pecan pie</h1>
      <div class="tasty-recipes-ingredients"><ul><li>1 pie crust</li><li>300 g pecan halves</li>
        <li>250 g golden syrup</li></ul></div>
      <div class="tasty-recipes-instructions"><ol><li>Blind bake the crust for 20 minutes at 190 °C.</li>
        <li>Stir the syrup into the pecans, pour into the crust and bake for 50 minutes.</li></ol></div>
      <div class="post-ingredients"><h3>Key ingredients</h3><ul>
        <li><a href="/tag/pecan">Pecan</a></li><li><a href="/tag/syrup">Golden Syrup</a></li><li><a href="/tag/butter">Butter</a></li>
        <li><a href="/tag/chocolate">Chocolate</a></li></ul></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.ingredients).toEqual([
      '1 pie crust',
      '300 g pecan halves',
      '250 g golden syrup',
    ]);
    // and so do lists themselves named after ingredients
    const named = page
      .replace('<div class="tasty-recipes-ingredients"><ul>', '<div><ul class="ingredients-list">')
      .replace('<h3>Key ingredients</h3><ul>', '<h3>Key ingredients</h3><ul class="post-ingredients-list">');
    expect(extractRecipe(named, PAGE_URL)?.ingredients).toEqual([
      '1 pie crust',
      '300 g pecan halves',
      '250 g golden syrup',
    ]);
  });

  it('reads a method nested thousands of lists deep without failing or stalling', () => {
    const depth = 3000;
    const page = `<html><body><h1>Deep</h1><div class="ingredients"><ul><li>1 egg</li><li>2 cups flour</li></ul></div>
      <div class="instructions">${'<ul><li>'.repeat(depth)}Mix it all together well and bake it.${'</li></ul>'.repeat(depth)}
      </div></body></html>`;
    expect(() => extractRecipe(page, PAGE_URL)).not.toThrow();
  });

  it('reads a list item classed as a subheading as the name of a group', () => {
    const page = `<html><body><h1>Pomegranate chicken wings</h1><div class="recipe__list recipe__list--ingredients"><ul>
      <li class="recipe__list-subheading">Dry brine</li><li>2 pounds chicken wings</li><li>1 tablespoon kosher salt</li>
      <li class="recipe__list-subheading">Pomegranate glaze</li><li>1/2 cup pomegranate molasses</li></ul></div>
      <div class="recipe__list recipe__list--steps"><ol><li>Toss the wings with the salt and chill overnight.</li>
      <li>Roast, then brush with the molasses.</li></ol></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)).toMatchObject({
      ingredients: ['2 pounds chicken wings', '1 tablespoon kosher salt', '1/2 cup pomegranate molasses'],
      ingredientGroups: [
        { name: 'Dry brine', first: 0 },
        { name: 'Pomegranate glaze', first: 2 },
      ],
    });
  });

  it('leaves out a list of articles in the method, each item one link, under a heading or in the named list', () => {
    const articles = `<h2>Read More</h2><ul><li><a href="/lattice-pie">How to Make a Lattice Pie</a></li>
      <li><a href="/frozen-fruit-pie">How to Bake a Pie With Frozen Fruit</a></li></ul>`;
    const named = `<html><body><h1>Pie dough</h1><div class="ingredients"><ul><li>300 g flour</li><li>200 g butter</li>
      </ul></div><div class="recipe-steps"><ol><li>Rub the butter into the flour until it looks like breadcrumbs.</li>
      <li>Bind with cold water, wrap and chill for two hours.</li></ol>${articles}</div></body></html>`;
    const headed = `<html><body><h1>Pie dough</h1><h2>Ingredients</h2><ul><li>300 g flour</li><li>200 g butter</li></ul>
      <h2>Method</h2><ul><li>Rub the butter into the flour until it looks like breadcrumbs.</li>
      <li>Bind with cold water, wrap and chill for two hours.</li><li><a href="/lattice-pie">How to Make a Lattice Pie</a></li></ul>
      </body></html>`;
    const steps = [
      'Rub the butter into the flour until it looks like breadcrumbs.',
      'Bind with cold water, wrap and chill for two hours.',
    ];
    expect(extractRecipe(named, PAGE_URL)?.instructions).toEqual(steps);
    expect(extractRecipe(headed, PAGE_URL)?.instructions).toEqual(steps);
  });

  it('reads a step item that is a few words in bold as the heading of the steps after it', () => {
    const page = `<html><body><h1>Cinnamon roll oatmeal</h1><div class="ingredients"><ul><li>2 cups milk</li>
      <li>1 cup oats</li><li>2 tbsp butter</li></ul></div><div class="instructions"><ol>
      <li><strong>Oatmeal</strong></li><li>Bring the milk to a boil, stir in the oats and cook for 5 minutes.</li>
      <li><b>For the topping</b></li><li>Mix the butter with the brown sugar and cinnamon.</li>
      <li><strong>Serve at once.</strong></li></ol></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Oatmeal:',
      'Bring the milk to a boil, stir in the oats and cook for 5 minutes.',
      'For the topping:',
      'Mix the butter with the brown sugar and cinnamon.',
      'Serve at once.',
    ]);
  });

  it('reads a list a paragraph holds as its steps, one by one (a browser closes the paragraph before the list)', () => {
    const page = `<html><body><h1>Strogonoff de frango</h1><h2>Ingredientes</h2><ul><li>1 kg de peito de frango</li>
      <li>1 lata de creme de leite</li></ul><h2>Modo de Preparo</h2><p class="content-text"><ol>
      <li><span class="index">1</span> <span>Em uma panela, aqueça o óleo e dissolva o caldo de galinha.</span></li>
      <li><span class="index">2</span> <span>Em seguida, adicione o frango em cubos e deixe dourar.</span></li>
      <li><span class="index">3</span> <span>Desligue o fogo e misture o creme de leite.</span></li></ol></p></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Em uma panela, aqueça o óleo e dissolva o caldo de galinha.',
      'Em seguida, adicione o frango em cubos e deixe dourar.',
      'Desligue o fogo e misture o creme de leite.',
    ]);
  });

  it('ends a method of paragraphs with the article it is in, not with the posts listed after it', () => {
    const page = `<html><body><article><h1>Шоколадные маффины</h1><h2>Ингредиенты</h2><ul><li>200 г муки</li>
      <li>100 г сахара</li><li>2 яйца</li></ul><h2>Приготовление</h2><p>Смешать муку, сахар и яйца до однородности.</p>
      <p>Выпекать 20 минут при 180 градусах.</p></article><section><ul><li>+ Пряный медовый кекс, 28 сентября</li>
      <li>+ Кекс с маком от Карин Горен, 18 апреля</li></ul></section></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Смешать муку, сахар и яйца до однородности.',
      'Выпекать 20 минут при 180 градусах.',
    ]);
  });

  it("ends the method at a heading for what follows it ('Storage'), leaving out the notes' list under it", () => {
    const page = `<html><body><h1>Shallot vinaigrette</h1><div class="ingredients"><ul><li>1 shallot</li>
      <li>3 tbsp red wine vinegar</li><li>1/2 cup olive oil</li></ul></div><div class="directions"><ol>
      <li>Combine the shallot and vinegar in a small bowl and let it sit for 3 minutes.</li>
      <li>Add the oil and whisk to emulsify.</li></ol><h3>Storage</h3><ul class="noteslist">
      <li>This dressing keeps in a jar in the fridge for up to 2 days.</li></ul></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Combine the shallot and vinegar in a small bowl and let it sit for 3 minutes.',
      'Add the oil and whisk to emulsify.',
    ]);
    // the same words in the region's languages: a German tip
    const german = page
      .replace('<h3>Storage</h3>', '<h2>Tipp</h2>')
      .replace(
        'This dressing keeps in a jar in the fridge for up to 2 days.',
        'Mit einem Schraubglas geht es schneller.',
      );
    expect(extractRecipe(german, PAGE_URL)?.instructions).toHaveLength(2);
  });

  it('reads every group of ingredients drawn as paragraphs, each after its heading, not the longest group alone', () => {
    const group = (name: string, lines: string[]) =>
      `<span class="ingredient_heading">${name}</span><span class="recipe-ingredients">${lines.map((line) => `<p>${line}</p>`).join('')}</span>`;
    const page = `<html><body><h1>Strawberry shortcake</h1><div class="recipe-ingredients"><h2>You will need</h2>
      ${group('Shortcakes', ['2 ¼ cups flour', '1 tablespoon baking powder', '3 tablespoons cold butter', '1 cup milk'])}
      ${group('Filling', ['2 pounds strawberries', '1 ¼ cups sugar'])}
      ${group('Whipped cream', ['1 ½ cups heavy cream', '3 tablespoons sugar'])}</div>
      <div class="recipe-instructions"><p>Rub the butter into the flour and baking powder, then stir in the milk.</p>
      <p>Bake the shortcakes for 15 minutes and fill them with the strawberries and cream.</p></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)).toMatchObject({
      ingredients: [
        '2 ¼ cups flour',
        '1 tablespoon baking powder',
        '3 tablespoons cold butter',
        '1 cup milk',
        '2 pounds strawberries',
        '1 ¼ cups sugar',
        '1 ½ cups heavy cream',
        '3 tablespoons sugar',
      ],
      ingredientGroups: [
        { name: 'Shortcakes', first: 0 },
        { name: 'Filling', first: 4 },
        { name: 'Whipped cream', first: 6 },
      ],
    });
  });

  it('does not read a post\'s category ("category-method") as naming its method', () => {
    const page = `<html><body class="single adthrive-cat-by-method"><article class="post category-method tag-dinner">
      <h1>Carrot ginger soup</h1><ul><li>Why you'll love it</li><li>Tips</li><li>Storage</li><li>Freezing</li>
        <li>Serving ideas</li></ul>
      <div class="recipe-ingredients"><ul><li>1 onion</li><li>1 kg carrots</li><li>2 tbsp ginger</li></ul></div>
      <div class="recipe-instructions"><ol><li>Soften the onion.</li><li>Simmer the carrots and ginger.</li>
        <li>Blend until smooth.</li></ol></div></article></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Soften the onion.',
      'Simmer the carrots and ginger.',
      'Blend until smooth.',
    ]);
  });

  it("does not take the post's table of contents for the method", () => {
    const page = `<html><body><h1>Garlic naan</h1>
      <div class="ez-toc-container ez-toc-container-direction"><p>Table of Contents</p><nav><ul>
        <li><a href="#what">What is naan?</a></li><li><a href="#how">How to make it</a></li>
        <li><a href="#dough">The dough</a></li><li><a href="#video">Watch the video</a></li></ul></nav></div>
      <div class="recipe-ingredients"><ul><li>2 cups flour</li><li>1 tsp yeast</li><li>3/4 cup warm water</li></ul></div>
      <div class="recipe-instructions"><ol><li>Bloom the yeast in the water.</li><li>Knead it into the flour.</li>
        <li>Cook the breads in a hot pan.</li></ol></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      'Bloom the yeast in the water.',
      'Knead it into the flour.',
      'Cook the breads in a hot pan.',
    ]);
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
    const draft = extractRecipe(
      magazinePage.replace('Serve with the dip.&nbsp; <b>Serves 4</b>', 'Fold the dough, which makes 2 layers.'),
      PAGE_URL,
    );
    expect(draft?.instructions.at(-1)).toBe('Bake the chips. Fold the dough, which makes 2 layers.');
    expect(draft?.yields).toBeNull();
  });

  it('finds no recipe in a page that has only one of the two lists', () => {
    const onlyIngredients =
      '<html><body><div class="ingredients"><ul><li>1 egg</li></ul></div><ul><li>Home</li></ul></body></html>';
    expect(extractRecipe(onlyIngredients, PAGE_URL)).toBeNull();
  });

  it('drops a section name after a bar, also once the site name is gone', () => {
    const title = (text: string) =>
      extractRecipe(magazinePage.replace('Smoky Eggplant Dip | Kitchen Magazine', text), PAGE_URL)?.title;
    expect(title('Dip | Starters | Kitchen Magazine')).toBe('Dip');
    expect(title('Creamed Chicken Puts a Spin on Comfort Food | Chicken Recipes | Kitchen Magazine')).toBe(
      'Creamed Chicken Puts a Spin on Comfort Food',
    );
    expect(title('Smoky Eggplant Dip')).toBe('Smoky Eggplant Dip');
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
    const prose = sectionedPage.replace(
      /<div class="col">[\s\S]*?<\/div>/,
      '<div class="col"><ul><li>Our story</li><li>Press</li><li>Contact us</li></ul></div>',
    );
    expect(extractRecipe(prose, PAGE_URL)).toBeNull();
  });

  it('leaves out a single heading that only names the method', () => {
    const oneHeading = sectionedPage
      .replace('<h3>1. Do some prep:</h3>', '<h3>Method</h3>')
      .replace('<h3>2. Make the salad:</h3>', '');
    expect(extractRecipe(oneHeading, PAGE_URL)?.instructions).toEqual([
      'Finely chop the onion.',
      'Slice the celery.',
      'Stir in the tuna and the juice of the lemon.',
    ]);
  });

  it('leaves out a heading ranked above the others, which names the method, and numbers drawn apart from the steps', () => {
    const ranked = sectionedPage
      .replace('<div class="col instructions">', '<div class="col instructions"><h2>How it is done</h2>')
      .replace('<h3>1. Do some prep:</h3>', '<h3>Prep:</h3>')
      .replace(
        '<li>Finely chop the onion.</li><li>Slice the celery.</li>',
        '<li><div class="index">1</div><p>Finely chop the onion.</p></li><li><span>2</span> Slice the celery.</li>',
      )
      .replace('<h3>2. Make the salad:</h3>', '<h3>Salad:</h3>')
      .replace('<li>Stir in the tuna', '<li><div class="index">3.</div><p>Stir in the tuna');
    expect(extractRecipe(ranked, PAGE_URL)?.instructions).toEqual([
      'Prep:',
      'Finely chop the onion.',
      'Slice the celery.',
      'Salad:',
      'Stir in the tuna and the juice of the lemon.',
    ]);
  });

  it("keeps a number that begins the step's own text", () => {
    const counted = sectionedPage.replace(
      '<li>Slice the celery.</li>',
      '<li>2 celery stalks, sliced thin, go in last.</li>',
    );
    expect(extractRecipe(counted, PAGE_URL)?.instructions).toContain('2 celery stalks, sliced thin, go in last.');
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

const mealKitPage = `<!doctype html><html><head><title>Duck Legs with Crispy Potatoes</title></head><body>
  <div id="recipe-ingredients">
    <ul class="nav-tabs" role="tablist">
      <li><button aria-controls="ingredients">Ingredients</button></li>
      <li><button aria-controls="equipment">Equipment</button></li>
    </ul>
    <div class="tab-pane" id="ingredients" aria-labelledby="ingredients-tab">
      <h2>In your box</h2>
      <ul class="ingredient-list"><li><b>2</b> duck legs</li><li><b>600 g</b> potatoes</li><li><b>4</b> cloves garlic</li></ul>
      <ul class="info"><li><p>Duck legs</p><p>Keep between 0 and 4 °C</p></li></ul>
      <p>From your cupboard</p>
      <ul class="cupboard"><li>salt</li><li>pepper</li><li>1 tbsp olive oil</li></ul>
    </div>
    <div class="tab-pane" id="equipment" aria-labelledby="equipment-tab">
      <ul class="ingredient-list"><li>oven</li><li>frying pan</li></ul>
    </div>
  </div>
  <div id="preparation-steps"><ol><li>Heat the oven to 220 °C.</li><li>Roast the duck and potatoes for 40 minutes.</li></ol></div>
</body></html>`;

describe('extractRecipe from a meal kit page: ingredients in groups, equipment beside them', () => {
  it('joins the lists of single lines in the ingredients section and leaves out tabs, notes and equipment', () => {
    expect(extractRecipe(mealKitPage, PAGE_URL)).toMatchObject({
      ingredients: ['2 duck legs', '600 g potatoes', '4 cloves garlic', 'salt', 'pepper', '1 tbsp olive oil'],
      instructions: ['Heat the oven to 220 °C.', 'Roast the duck and potatoes for 40 minutes.'],
    });
  });

  it('leaves an equipment list out of the ingredients container that holds it', () => {
    const page = `<html><body><div class="ingredients">
      <ul><li>200 g spaghetti</li><li>2 eggs</li></ul>
      <div class="recipe-equipment"><h3>Equipment</h3><ul><li>large pot</li><li>tongs</li><li>mixing bowl</li></ul></div>
    </div><div class="method"><ol><li>Boil the pasta.</li></ol></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.ingredients).toEqual(['200 g spaghetti', '2 eggs']);
  });

  it('does not reach outside the ingredients section for more lists', () => {
    const page = mealKitPage.replace(
      '<div id="preparation-steps">',
      '<ul class="related"><li>Duck ragù</li></ul><div id="preparation-steps">',
    );
    expect(extractRecipe(page, PAGE_URL)?.ingredients).not.toContain('Duck ragù');
  });
});

describe('extractRecipe when a declared recipe leaves its lists to the page', () => {
  const scripted = `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Creamy Ham and Potato Soup',
    recipeYield: '4 servings',
  })}</script></head><body>
    <div class="ingredients-wrapper"><div><b data-amount="195"></b><span>shaved ham</span></div></div>
    <ul class="recipe-tabs"><li data-tab="method">Method</li><li data-tab="tips">Tips</li></ul>
    <div id="method"><ol><li>Fry the leek and carrot for 3 minutes.</li><li>Add the potato and stock and simmer for 12 minutes.</li></ol></div>
  </body></html>`;

  it('takes the method list alone when the ingredients are drawn by script', () => {
    expect(extractRecipe(scripted, PAGE_URL)).toMatchObject({
      title: 'Creamy Ham and Potato Soup',
      ingredients: [],
      instructions: ['Fry the leek and carrot for 3 minutes.', 'Add the potato and stock and simmer for 12 minutes.'],
      servings: 4,
    });
  });

  it('finds no recipe in a page without one that has only a method list', () => {
    expect(extractRecipe(scripted.replace(/<script[\s\S]*?<\/script>/, ''), PAGE_URL)).toBeNull();
  });

  it('makes an ingredient item that holds its own list a group of that list', () => {
    const page = `<html><head><title>Chili</title></head><body>
      <div class="recipe-ingredients"><ul><li>1 lb lean beef</li>
        <li><strong>Spices</strong><ul><li>1 tbsp chili powder</li><li>2 tsp cumin</li></ul></li>
        <li>2 cups stock</li></ul></div>
      <div class="recipe-method"><ol><li>Brown the beef.</li><li>Simmer everything.</li></ol></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)).toMatchObject({
      ingredients: ['1 lb lean beef', '1 tbsp chili powder', '2 tsp cumin', '2 cups stock'],
      ingredientGroups: [{ name: 'Spices', first: 1 }],
      instructions: ['Brown the beef.', 'Simmer everything.'],
    });
  });

  it('reads ingredients drawn as checklists of rows without list markup, one per group', () => {
    const row = (amount: string, food: string) =>
      `<div class="row"><input type="checkbox" id="${food}"/><div><div>${amount}</div><div class="b">${food}</div></div></div>`;
    const page = `<html><head><title>Gnocchi</title></head><body>
      <form class="newsletter"><input type="checkbox" name="agree"/> Send me recipes</form>
      <div class="box">${row('50<!-- --> g', 'butter')}${row('300 g', 'mushrooms')}${row('', 'salt, pepper')}</div>
      <h3>Topping</h3><div class="box">${row('20 g', 'parmesan')}${row('1 tbsp', 'chives')}</div>
      <article class="recipe-preparation"><ol><li>Fry the mushrooms in the butter.</li><li>Add the gnocchi.</li></ol></article>
      </body></html>`;
    expect(extractRecipe(page, PAGE_URL)).toMatchObject({
      ingredients: ['50 g butter', '300 g mushrooms', 'salt, pepper', '20 g parmesan', '1 tbsp chives'],
      instructions: ['Fry the mushrooms in the butter.', 'Add the gnocchi.'],
    });
  });

  it('leaves out the list items the page hides until a reader switches units', () => {
    const page = `<html><head><title>Roast potatoes</title></head><body>
      <div class="recipe-ingredients"><ul>
        <li class="metric">1 kg potatoes</li><li class="metric">100ml vegetable oil</li>
        <li class="imperial hide">2 lb potatoes</li><li hidden>3 1/2 fl oz vegetable oil</li>
        <li style="display: none">Plenty of salt</li><li>Plenty of salt</li></ul></div>
      <div class="recipe-method"><ol><li>Boil the potatoes.</li><li>Roast them in the oil.</li></ol></div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.ingredients).toEqual([
      '1 kg potatoes',
      '100ml vegetable oil',
      'Plenty of salt',
    ]);
  });

  it('does not take a block that wraps both the ingredients and the method for the ingredients', () => {
    const page = `<html><head><title>Lemon Chicken</title></head><body>
      <div class="ingredients-and-directions">
        <div class="card"><h2>Ingredients</h2><ul><li>3 tablespoons butter</li><li>6 chicken thighs</li></ul></div>
        <div class="card directions"><h2>Directions</h2><ol><li>Heat the oven.</li><li>Brown the chicken.</li><li>Roast it.</li></ol></div>
      </div></body></html>`;
    expect(extractRecipe(page, PAGE_URL)).toMatchObject({
      ingredients: ['3 tablespoons butter', '6 chicken thighs'],
      instructions: ['Heat the oven.', 'Brown the chicken.', 'Roast it.'],
    });
  });
});

describe('tidying ingredient lines and steps', () => {
  it('sets an amount apart from the Chinese or Japanese food written against it', () => {
    expect(tidyIngredient('250克奶油奶酪')).toBe('250克 奶油奶酪');
    expect(tidyIngredient('2个鸡蛋')).toBe('2个 鸡蛋');
    expect(tidyIngredient('120g淡奶油')).toBe('120g 淡奶油');
    expect(tidyIngredient('盐适量')).toBe('盐适量');
    expect(tidyIngredient('半根胡萝卜')).toBe('半根 胡萝卜');
    expect(tidyIngredient('一个半番茄')).toBe('一个半 番茄');
    expect(tidyIngredient('一个半 番茄')).toBe('一个半 番茄'); // the half stays with its amount when a space follows
    expect(tidyIngredient('1个半番茄')).toBe('1个半 番茄');
    expect(tidyIngredient('两片姜')).toBe('两片 姜');
    expect(tidyIngredient('适量黑胡椒粉')).toBe('适量 黑胡椒粉');
    expect(tidyIngredient('五花肉500克')).toBe('五花肉500克');
    expect(tidyIngredient('八角2个')).toBe('八角2个');
    expect(tidyIngredient('三文鱼')).toBe('三文鱼');
    expect(tidyIngredient('2 cups flour')).toBe('2 cups flour');
  });

  it('joins lines as a browser does: no space between Chinese characters, a space elsewhere', () => {
    expect(joinLines(['搅拌融化', '奶油奶酪加入糖'])).toBe('搅拌融化奶油奶酪加入糖');
    expect(joinLines(['Mix the flour', 'and the salt.'])).toBe('Mix the flour and the salt.');
    expect(joinLines(['', 'Mix', '', 'stir'])).toBe('Mix  stir'); // an empty line in between still parts the words
    // forty thousand lines join in one pass (each glue read from the line before, not from the text built so far)
    const many = Array.from({ length: 40_000 }, (_, i) => `Step ${i} of a very long method.`);
    expect(joinLines(many)).toHaveLength(many.join(' ').length);
  });

  it('splits numbered steps that run across line breaks, and drops numbers with nothing after them', () => {
    expect(stepsFromLines(['1.软化奶酪 2.加入糖粉，搅拌', '均匀 3.烤28分钟 4. 5.'])).toEqual([
      '软化奶酪',
      '加入糖粉，搅拌均匀',
      '烤28分钟',
    ]);
    expect(stepsFromLines(['1. Mix.', '2. Bake.'])).toEqual(['1. Mix.', '2. Bake.']);
    expect(stepsFromLines(['Mix well.', 'Bake for 2. hours'])).toEqual(['Mix well.', 'Bake for 2. hours']);
    expect(stepsFromLines([])).toEqual([]);
  });

  it('drops lines that only state a time after a label naming it, not steps that give a time', () => {
    expect(
      withoutTimeLines([
        'Cooking time: 1 hour 30 minutes',
        'Zubereitungszeit: ca. 45 Min.',
        'Elkészítési idő: kb. 30 perc',
        'Bake: 30 minutes.',
        'Bake for 30 minutes.',
        'Step 2: 10 minutes',
      ]),
    ).toEqual(['Bake: 30 minutes.', 'Bake for 30 minutes.', 'Step 2: 10 minutes']);
  });

  it("sets a step's number drawn apart from its text (a drop cap) off its first word", () => {
    const page = `<html><body><h1>Piccata</h1><h2>Zutaten</h2><ul><li>4 Kalbsschnitzel</li><li>2 Eier</li>
      <li>40 g Parmesan</li></ul><h2>Zubereitung</h2>
      <p class="has-drop-cap"><mark>1</mark>Parmesan fein reiben und mit den Eiern verquirlen.</p>
      <p class="has-drop-cap"><mark>2</mark>Fleisch durch den Teig ziehen und goldbraun braten.</p>
      <p>Mit 3D-Druck hat das nichts zu tun: 2 Minuten pro Seite genügen.</p></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.instructions).toEqual([
      '1 Parmesan fein reiben und mit den Eiern verquirlen.',
      '2 Fleisch durch den Teig ziehen und goldbraun braten.',
      'Mit 3D-Druck hat das nichts zu tun: 2 Minuten pro Seite genügen.',
    ]);
  });

  it('drops a closing call to share, tag or rate, not a step that ends with one', () => {
    expect(
      withoutSignOff([
        'Bake for 30 minutes.',
        "Last Step: Don't forget to share! Post a picture of your finished recipe and tag us.",
        'Did you make this recipe? Leave a comment below.',
      ]),
    ).toEqual(['Bake for 30 minutes.']);
    const closing = ['Bake for 50 minutes.', "Voilà! Enjoy, and don't forget to share your masterpiece with me!"];
    expect(withoutSignOff(closing)).toEqual(closing);
    expect(withoutSignOff(['Rate this recipe and enjoy.'])).toEqual(['Rate this recipe and enjoy.']);
  });

  it('drops the labelled times a method opens with, not a short step further down', () => {
    expect(
      withoutTimeLines([
        'Préparation 5 min',
        'Cuisson 10 min',
        'Zubereiten30min',
        'Auf dem Tisch in 1 h 30 min',
        'Préchauffez le four à 210°C et huilez le plat.',
        'Repos 10 min',
      ]),
    ).toEqual(['Préchauffez le four à 210°C et huilez le plat.', 'Repos 10 min']);
    expect(withoutTimeLines(['Rest 10 minutes', 'Bake 30 minutes'])).toEqual(['Rest 10 minutes', 'Bake 30 minutes']);
  });
});

describe('extractRecipe: notes listed under an ingredient line', () => {
  const page = (notes: string) => `<html><body><h2>Ingredients</h2>
    <ul class="recipe_ingredients_list">
      <li>150 g yellow onion, diced<ul><li class="note"><img alt="Note" src="note.svg"> roughly 1 large onion</li></ul></li>
      <li>2 tbsp taco seasoning<ul><li class="${notes}">adjust to taste</li></ul> (no salt added)</li>
      <li>2.5 g bay leaves<ul><li class="note">2</li></ul></li>
      <li>1 tsp ground cumin</li>
    </ul><h2>Method</h2><ol class="instructions"><li>Soften the onion, then add the rest and simmer.</li></ol></body></html>`;

  it('keeps a note with its line, in the order the page reads, instead of a second onion', () => {
    expect(extractRecipe(page('ingredient-sub'), PAGE_URL)?.ingredients).toEqual([
      '150 g yellow onion, diced roughly 1 large onion',
      '2 tbsp taco seasoning adjust to taste (no salt added)',
      '2.5 g bay leaves 2',
      '1 tsp ground cumin',
    ]);
  });

  it('still reads a nested list of ingredients as lines of their own, its name a group', () => {
    const grouped = `<html><body><h2>Ingredients</h2><ul class="ingredients">
      <li>Seasonings<ul><li>1 tbsp chili powder</li><li>1 tsp cumin</li></ul></li><li>500 g beef mince</li>
    </ul><h2>Method</h2><ol class="instructions"><li>Brown the beef with the seasonings.</li></ol></body></html>`;
    expect(extractRecipe(grouped, PAGE_URL)?.ingredients).toEqual([
      '1 tbsp chili powder',
      '1 tsp cumin',
      '500 g beef mince',
    ]);
  });
});

describe('extractRecipe: icons in a line', () => {
  it("leaves an icon's title out of the line ('Info' before each amount was the tooltip of an allergen icon)", () => {
    const icon = '<svg viewBox="0 0 24 24"><title>Info</title><path d="M12,2 C14,2 22,12 12,22 Z"></path></svg>';
    const page = `<html><body><ul class="ingredients">
      <li><div class="allergens">${icon}</div> 6 oz. Linguine</li><li>1 Lemon</li><li>${icon} 2 oz. Sour Cream</li>
    </ul><ol class="instructions"><li>Cook the linguine, then toss it with the sour cream and lemon.</li></ol></body></html>`;
    expect(extractRecipe(page, PAGE_URL)?.ingredients).toEqual(['6 oz. Linguine', '1 Lemon', '2 oz. Sour Cream']);
  });
});
