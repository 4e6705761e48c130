import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';

/** Rules found on the 416-page reference corpus (issue #17), each on a page written for the test. */

const page = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const recipeJson = (extra: object) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Dal tadka',
    recipeIngredient: ['1 cup toor dal', '1 tsp cumin'],
    recipeInstructions: ['Boil the dal.', 'Temper the cumin.'],
    ...extra,
  });

describe('JSON-LD as pages really write it', () => {
  it('reads JSON-LD inside a "// <![CDATA[" wrapper and ending in ";"', () => {
    const html = page('', `<script type="application/ld+json">\n\t// <![CDATA[\n${recipeJson({})};\n// ]]>\n</script>`);
    expect(extractRecipe(html, 'https://example.com/dal')).toMatchObject({
      title: 'Dal tadka',
      ingredients: ['1 cup toor dal', '1 tsp cumin'],
    });
  });

  it('decodes a title encoded twice by the site', () => {
    const html = page(
      '',
      `<script type="application/ld+json">${recipeJson({ name: 'Rajma &amp;amp; rice' })}</script>`,
    );
    expect(extractRecipe(html, 'https://example.com/r')?.title).toBe('Rajma & rice');
  });

  it('leaves group names out of the ingredients, and typed bullets and step numbers off the lines', () => {
    const html = page(
      '',
      `<script type="application/ld+json">${recipeJson({
        recipeIngredient: [
          'For the tadka:',
          '- 1 tsp cumin',
          'FOR THE DAL',
          '1 cup toor dal',
          'Para el sofrito:',
          '2 tomatoes',
        ],
        recipeInstructions: ['1. Boil the dal.', '2. Temper the cumin.', '3. Pour over.'],
      })}</script>`,
    );
    const draft = extractRecipe(html, 'https://example.com/dal')!;
    expect(draft.ingredients).toEqual(['1 tsp cumin', '1 cup toor dal', '2 tomatoes']);
    expect(draft.instructions).toEqual(['Boil the dal.', 'Temper the cumin.', 'Pour over.']);
  });

  it('keeps numbers that are not a numbering of every step', () => {
    const html = page(
      '',
      `<script type="application/ld+json">${recipeJson({ recipeInstructions: ['2 minutes is enough.', 'Stir.'] })}</script>`,
    );
    expect(extractRecipe(html, 'https://example.com/dal')!.instructions).toEqual(['2 minutes is enough.', 'Stir.']);
  });

  it('drops a step that was only a checkbox', () => {
    const steps = [
      { '@type': 'HowToStep', text: 'Mix.' },
      { '@type': 'HowToStep', text: '▢' },
      { '@type': 'HowToStep', text: 'Bake.' },
    ];
    const html = page('', `<script type="application/ld+json">${recipeJson({ recipeInstructions: steps })}</script>`);
    expect(extractRecipe(html, 'https://example.com/cake')!.instructions).toEqual(['Mix.', 'Bake.']);
  });

  it('takes off a step number written with its word, glued to the step or not', () => {
    const steps = [
      'Step 1Make the crust: rub the butter into the flour.',
      'STEP 2 Bake for 20 minutes.',
      'Paso 3: Sirve.',
    ];
    const html = page('', `<script type="application/ld+json">${recipeJson({ recipeInstructions: steps })}</script>`);
    expect(extractRecipe(html, 'https://example.com/pie')!.instructions).toEqual([
      'Make the crust: rub the butter into the flour.',
      'Bake for 20 minutes.',
      'Sirve.',
    ]);
  });
});

describe('pages without structured data: the headings a person reads', () => {
  it('reads a bold "Ingredients" paragraph and its list, then the method list, and stops where the list ends', () => {
    const html = page(`
      <h1>Chipotle Creamed Chicken</h1>
      <p>Serve it over rice.</p>
      <p><strong>Ingredients</strong></p>
      <ul><li>1 pound chicken tenders</li><li>1/4 cup flour</li><li>1/2 cup sour cream</li></ul>
      <p><strong>Here’s how to make it:</strong></p>
      <ol><li>Dredge the chicken in the flour.</li><li>Stir in the sour cream.</li></ol>
      <p>Join our community for more recipes!</p>`);
    expect(extractRecipe(html, 'https://example.com/c')).toMatchObject({
      title: 'Chipotle Creamed Chicken',
      ingredients: ['1 pound chicken tenders', '1/4 cup flour', '1/2 cup sour cream'],
      instructions: ['Dredge the chicken in the flour.', 'Stir in the sour cream.'],
    });
  });

  it('reads headings in other languages, paragraphs of steps, and leaves group names out', () => {
    const html = page(`
      <h1>Millionaires’ shortbread</h1>
      <h2><div>Ingredienser</div></h2>
      <p><b>BUND</b></p><ul><li>130 g mel</li><li>50 g farin</li></ul>
      <p>Karamel:</p><ul><li>1 dåse kondenseret mælk</li></ul>
      <h2><div>Fremgangsmåde</div></h2>
      <p>Bland mel og farin.</p><p>Bag bunden i 20 minutter.</p>
      <h2>Kommentarer</h2><p>Lækker!</p>`);
    expect(extractRecipe(html, 'https://example.dk/s')).toMatchObject({
      ingredients: ['130 g mel', '50 g farin', '1 dåse kondenseret mælk'],
      instructions: ['Bland mel og farin.', 'Bag bunden i 20 minutter.'],
    });
  });

  it('reads an "Ingredients list for …" heading as the ingredients\' heading', () => {
    const html = page(`
      <h1>Turkey meatballs</h1>
      <h2>Ingredients list for the creamy spinach turkey meatballs</h2>
      <p><img src="/meatballs.jpg" alt=""><span>Photo credit: © Example Kitchen</span></p>
      <ul><li>1/2 lb (220g) ground turkey</li><li>2 cups baby spinach</li></ul>
      <h2>Directions</h2>
      <p><strong>1.</strong> Mix the turkey and shape the meatballs.</p><p><strong>2.</strong> Brown them in butter.</p>`);
    expect(extractRecipe(html, 'https://example.com/t')).toMatchObject({
      ingredients: ['1/2 lb (220g) ground turkey', '2 cups baby spinach'],
      instructions: ['Mix the turkey and shape the meatballs.', 'Brown them in butter.'],
    });
  });

  it('reads a Russian page under its headings and stops the method at its notes or its source', () => {
    const html = page(`
      <h1>Шоколадные маффины</h1>
      <h2>Ингредиенты</h2><ul><li>200 г муки</li><li>150 г сахара</li></ul>
      <h2>МЕТОД</h2>
      <p>Нагреть духовку до 180 °С и смазать форму маслом.</p><p>Смешать муку и сахар, выпекать 20 минут.</p>
      <h2>Примечания</h2><p>Маффины можно заморозить на месяц.</p>`);
    expect(extractRecipe(html, 'https://example.ru/m')).toMatchObject({
      ingredients: ['200 г муки', '150 г сахара'],
      instructions: ['Нагреть духовку до 180 °С и смазать форму маслом.', 'Смешать муку и сахар, выпекать 20 минут.'],
    });
  });

  it('finds nothing in an article that only mentions ingredients', () => {
    const html = page('<h1>Why we love lentils</h1><p>Ingredients matter.</p><p>Lentils are cheap and good.</p>');
    expect(extractRecipe(html, 'https://example.com/a')).toBeNull();
  });

  it('takes the page heading as the title when the title adds the site after a separator', () => {
    const html = page(
      '<h1>Green minestrone</h1><p><strong>Ingredients</strong></p><ul><li>1 leek</li><li>2 zucchini</li></ul><p><strong>Method</strong></p><ol><li>Simmer.</li></ol>',
      '<title>Green Minestrone | A Very Long Site Name For Recipes And More</title>',
    );
    expect(extractRecipe(html, 'https://example.com/m')?.title).toBe('Green Minestrone');
  });

  it('reads the steps after the method heading when the declared recipe lists only its ingredients', () => {
    const json = recipeJson({ recipeInstructions: [] });
    const html = page(
      `<p><strong>Preparation</strong> 10 min</p><p>Cooking 30 m</p>
      <h2>Preparation of the dal</h2>
      <p><strong>1.</strong> Rinse the toor dal and boil it in three cups of water until soft.</p>
      <p><img src="/dal.jpg"><span>Photo credit: © Dal Kitchen</span></p>
      <p><strong>2.</strong> Fry the cumin in hot ghee and pour it over the dal.</p>
      <h2>Notes</h2><p>Keeps three days in the fridge.</p>`,
      `<script type="application/ld+json">${json}</script>`,
    );
    expect(extractRecipe(html, 'https://example.com/dal')?.instructions).toEqual([
      'Rinse the toor dal and boil it in three cups of water until soft.',
      'Fry the cumin in hot ghee and pour it over the dal.',
    ]);
  });

  it('does not take lines that only state a time for steps, and then reads the paragraphs after the method heading', () => {
    const json = recipeJson({ recipeInstructions: ['Elkészítési idő: kb. 30 perc'] });
    const html = page(
      `<div class="ingredients"><ul><li>1 cup toor dal</li><li>1 tsp cumin</li></ul></div>
      <ul class="preparation-times"><li>Elkészítési idő: 60 perc</li><li>Sütési idő: 20 perc</li></ul>
      <div class="title">Elkészítés</div>
      <article><p>Rinse the toor dal and boil it in three cups of water until soft.</p>
      <p>Fry the cumin in hot ghee and pour it over the dal.</p></article>`,
      `<script type="application/ld+json">${json}</script>`,
    );
    expect(extractRecipe(html, 'https://example.com/dal')?.instructions).toEqual([
      'Rinse the toor dal and boil it in three cups of water until soft.',
      'Fry the cumin in hot ghee and pour it over the dal.',
    ]);
  });
});

describe('a method drawn with its numbers apart, and printed twice', () => {
  it('takes the numbers drawn in boxes of their own off the steps, and reads a method printed twice once', () => {
    const steps = ['Z tortil odkrojte okraje a pomažte je sýrem.', 'Zarolujte a dvakrát přepulte.'];
    const method = `<ol>${steps.map((step, i) => `<li><div class="n">${i + 1}</div><div>${step}</div></li>`).join('')}</ol>`;
    const html = page(`<main><h1>Tortilové rolky</h1>
      <h2>Ingredience</h2><ul><li>Tortilla pšeničná 2 ks</li><li>Philadelphia 125 g</li></ul>
      <h2>Příprava</h2>${method}${method}</main>`);
    expect(extractRecipe(html, 'https://example.cz/rolky')).toMatchObject({ instructions: steps });
  });

  it('finds a step number inside the box that holds it and the step', () => {
    const step = (n: number, text: string) =>
      `<div class="step"><div class="step-text"><div class="icon"> ${n} </div><div class="body"><p>${text}</p></div></div></div>`;
    const html = page(`<main><h1>Risotto de queso</h1>
      <div class="ingredients"><ul><li>240 g de arroz redondo</li><li>1 cebolleta</li><li>60 ml de vino blanco</li></ul></div>
      <div class="recipe-steps">${step(1, 'Pica la cebolleta y córtala en dados pequeños.')}${step(2, 'Sofríe la cebolleta, añade el arroz y luego el vino blanco.')}</div></main>`);
    expect(extractRecipe(html, 'https://example.es/risotto')?.instructions).toEqual([
      'Pica la cebolleta y córtala en dados pequeños.',
      'Sofríe la cebolleta, añade el arroz y luego el vino blanco.',
    ]);
  });
});

describe('a nutrition panel or a serving counter is not the ingredients', () => {
  it('reads the ingredients under their heading, not the panel a method box follows', () => {
    const html = page(`<main><h1>Easy chilli con carne</h1>
      <ul><li>2,042kJ / 488kcals</li><li>30g protein</li><li>5g fat, of which 1.5g saturates</li><li>7g fibre</li></ul>
      <div class="recipe-method"><h2>Ingredients:</h2><ul><li>300g extra-lean minced beef</li><li>1 large onion, finely chopped</li><li>400g chopped tomatoes</li></ul>
      <h2>Method:</h2><ol><li>Brown the beef in a large saucepan, then add the onion for 3 minutes.</li><li>Add the tomatoes and simmer for 20 minutes.</li></ol></div></main>`);
    expect(extractRecipe(html, 'https://example.org/chilli')).toMatchObject({
      ingredients: ['300g extra-lean minced beef', '1 large onion, finely chopped', '400g chopped tomatoes'],
    });
  });

  it('keeps the method and leaves the ingredients empty when only a panel stands under their heading', () => {
    const html = page(`<main><h1>Ovenschotel spitskool</h1>
      <h2>Ingrediënten</h2><ul><li>611,87 kcal Energie</li><li>46,88 g Koolhydraten</li><li>23,11 g Eiwitten</li><li>34,43 g Vetten</li></ul>
      <h2>Bereiding</h2><ol><li>Verwarm de oven voor op 200 graden.</li><li>Bak de spekreepjes knapperig in de wok.</li></ol></main>`);
    expect(extractRecipe(html, 'https://example.nl/ovenschotel')).toMatchObject({
      ingredients: [],
      instructions: ['Verwarm de oven voor op 200 graden.', 'Bak de spekreepjes knapperig in de wok.'],
    });
  });

  it("leaves out a serving counter's figures and label read among the ingredients", () => {
    const html = page(`<main><h1>Polenta</h1><h2>Zutaten</h2>
      <ul><li>2 Portionen</li><li>2</li><li>4</li><li>6</li><li>5,5 dl Gemüsebouillon</li><li>110 g Bramata-Polenta</li></ul>
      <h2>Zubereitung</h2><ol><li>Bouillon aufkochen, Mais einrieseln lassen und 30 Minuten kochen.</li></ol></main>`);
    expect(extractRecipe(html, 'https://example.ch/polenta')?.ingredients).toEqual([
      '5,5 dl Gemüsebouillon',
      '110 g Bramata-Polenta',
    ]);
  });

  it('still reads ingredient lines that name sugar, salt or protein', () => {
    const html = page(`<main><h1>Pie crust</h1><h2>Ingredients</h2><ul><li>8 ounces low-protein all-purpose flour</li>
      <li>1/2 ounce sugar (1 tablespoon; 15g)</li><li>1 teaspoon kosher salt</li></ul>
      <h2>Directions</h2><ol><li>Whisk flour, sugar and salt together in a medium bowl.</li></ol></main>`);
    expect(extractRecipe(html, 'https://example.com/crust')?.ingredients).toHaveLength(3);
  });
});

describe('headings that name the ingredients and the method in more of our languages', () => {
  it.each([
    ['Ingrediente', 'Mod de preparare'],
    ['Sestavine', 'Postopek'],
    ['Υλικά', 'Εκτέλεση'],
    ['Ingredienser', 'Gör så här'],
    ['Ingredienser', 'Fremgangsmåte'],
    ['材料：', '作り方'],
    ['Ingredience', 'Příprava'],
    ['सामग्री', 'बनाने की विधि'],
    ['اجزاء', 'ترکیب'],
    ['Необходими продукти', 'Начин на приготвяне'],
    ['Ingredients (serves 4)', 'Cooking instructions'],
    ['The ingredients – 30 minutes', 'Method:'],
  ])('%s … %s', (ingredients, method) => {
    const html = page(`<main><h1>Supă de linte</h1><p>O supă rapidă pentru seara.</p>
      <h2>${ingredients}</h2><ul><li>200 g linte roșie</li><li>1 ceapă</li><li>1 l supă de legume</li></ul>
      <h2>${method}</h2><ol><li>Se călește ceapa în ulei timp de cinci minute.</li><li>Se adaugă lintea și supa, se fierbe 20 de minute.</li></ol></main>`);
    expect(extractRecipe(html, 'https://example.com/supa')).toMatchObject({
      ingredients: ['200 g linte roșie', '1 ceapă', '1 l supă de legume'],
      instructions: [
        'Se călește ceapa în ulei timp de cinci minute.',
        'Se adaugă lintea și supa, se fierbe 20 de minute.',
      ],
      ingredientGroups: [],
    });
  });
});
