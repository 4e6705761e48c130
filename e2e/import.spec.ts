import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { becomePlus } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';

// Import from a web page, through the server's guarded fetch. The pages come from a server on this machine,
// which the e2e app may reach (IMPORT_ALLOW_LOOPBACK); private networks stay refused.

const RECIPE = {
  '@type': 'Recipe',
  name: 'Kala Chana Masala',
  description: 'Black chickpeas simmered in an onion and tomato masala, thick enough to scoop with a phulka.',
  recipeYield: '4 servings',
  prepTime: 'PT15M',
  cookTime: 'PT45M',
  recipeCuisine: 'Indian',
  recipeIngredient: [
    // a line longer than a short name box: saved whole
    '1 cup kala chana (black chickpeas), soaked overnight in plenty of cold water with a pinch of baking soda, then drained and rinsed well before cooking',
    '2 tablespoons oil',
    '1 tsp cumin seeds',
    '1 large onion, finely chopped',
    '1 tbsp ginger-garlic paste',
    '2 medium tomatoes, pureed',
    '1 green chilli, slit',
    '1 tsp ground coriander',
    '½ tsp ground turmeric',
    '1 tsp Kashmiri chilli powder',
    '1 tsp garam masala',
    '1 tsp salt',
    '2 tbsp chopped coriander leaves',
  ],
  recipeInstructions: [
    'Drain the chana and pressure-cook it with 3 cups of fresh water and half the salt for 6 whistles, about 25 minutes, until a chickpea crushes easily between two fingers. Keep the cooking water.',
    'Heat the oil in a heavy pan over medium heat, add the cumin seeds and let them sizzle for 30 seconds. Add the onion and fry for 8 to 10 minutes, until deep golden.',
    'Stir in the ginger-garlic paste and green chilli for 1 minute, then the tomatoes, ground coriander, turmeric and chilli powder. Cook for 6 to 8 minutes, until the oil leaves the sides of the pan.',
    'Add the chana with 1 cup of its cooking water and the rest of the salt. Simmer for 10 minutes, pressing a few chickpeas against the pan to thicken the gravy.',
    'Stir in the garam masala, scatter over the coriander leaves and serve with rice or phulkas.',
  ].map((text) => ({ '@type': 'HowToStep', text })),
};

const PAGES: Record<string, string> = {
  '/kala-chana-masala': `<!doctype html><html><head><title>Kala Chana Masala | Home Kitchen</title>
    <script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage', name: 'Kala Chana Masala' }, RECIPE] })}</script>
    </head><body><h1>Kala Chana Masala</h1></body></html>`,
  // A page whose structured recipe names the dish but lists nothing (its lists are drawn by script).
  '/ham-and-potato-soup': `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Creamy Ham and Potato Soup',
    recipeYield: '4 servings',
  })}</script></head><body><div id="ingredients"></div></body></html>`,
  // A loaf gives no servings: the form estimates them from the dough's weight and says so.
  '/honey-oat-bread': `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Honey Oat Sandwich Bread',
    recipeYield: '1 loaf',
    recipeCategory: 'Breakfast, Bread',
    recipeIngredient: [
      '500 g strong white bread flour',
      '320 ml warm water',
      '40 g rolled oats',
      '2 tbsp honey',
      '7 g instant yeast',
      '10 g salt',
      '2 tbsp olive oil',
    ],
    recipeInstructions: [
      'Mix everything into a soft dough and knead for 10 minutes.',
      'Prove for an hour, shape into a greased 2 lb tin and prove again until risen above the rim.',
      'Bake at 200 °C for 35 minutes, until the loaf sounds hollow underneath. Cool before slicing.',
    ],
  })}</script></head><body></body></html>`,
  // A page that says its whole batter is one muffin: the figure a serving is flagged, not saved silently.
  '/one-big-muffin': `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Blueberry Muffins',
    recipeYield: '1 muffin',
    recipeIngredient: [
      '300 g plain flour',
      '150 g caster sugar',
      '2 tsp baking powder',
      '125 g butter, melted',
      '2 eggs',
      '200 ml milk',
      '200 g blueberries',
    ],
    recipeInstructions: [
      'Whisk the wet ingredients into the dry ones until just combined, fold in the blueberries.',
      'Bake in lined muffin tins at 200 °C for 20 minutes.',
    ],
  })}</script></head><body></body></html>`,
  // Ingredients in groups, as the page prints them.
  // A German meal kit's bowl: the food table has no plant mince, so its packs cannot be counted.
  '/udon-bowl': `<!doctype html><html lang="de"><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Udon-Bowl mit Pak Choi',
    recipeYield: '2 Portionen',
    recipeIngredient: [
      '3 Pck. Udon-Nudeln',
      '2 Pck. veganes Hack',
      '3 Stk. Pak Choi',
      '4 EL Tahin',
      '5 EL Sojasauce',
      '2 EL Sonnenblumenöl',
    ],
    recipeInstructions: [
      'Pak Choi längs vierteln und 2 Minuten in Salzwasser garen.',
      'Das Hack im Öl anbraten, mit Sojasauce ablöschen; die Nudeln nach Packungsanweisung garen.',
      'Tahin mit 4 EL Wasser verrühren und alles in Schalen anrichten.',
    ],
  })}</script></head><body></body></html>`,
  '/lemon-drizzle-cake': `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon Drizzle Cake',
    recipeYield: '10 slices',
    recipeCategory: 'Dessert',
    recipeIngredient: [
      'For the cake:',
      '225 g unsalted butter, softened',
      '225 g caster sugar',
      '4 eggs',
      '225 g self-raising flour',
      'zest of 1 lemon',
      'For the drizzle:',
      'juice of 1½ lemons',
      '85 g caster sugar',
    ],
    // A section's name and a step's own title are headings, not steps.
    recipeInstructions: [
      {
        '@type': 'HowToSection',
        name: 'Make the cake',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Beat the butter and sugar until pale, then beat in the eggs one at a time.' },
          {
            '@type': 'HowToStep',
            text: 'Fold in the flour and zest, spoon into a lined 2 lb loaf tin and bake at 180 °C for 45 to 50 minutes.',
          },
        ],
      },
      {
        '@type': 'HowToStep',
        name: 'Drizzle while warm',
        text: 'Stir the lemon juice into the sugar and spoon it over the warm cake.',
      },
    ],
  })}</script></head><body></body></html>`,
  // No structured data: the recipe is read from what the page draws. Its title is written for search engines, its
  // heading names the dish; each step is drawn as a title over its text.
  '/avocado-toast': `<!doctype html><html><head><title>Avocado Toast Recipe: How to Make Avocado Toast | Daily Kitchen</title>
    </head><body><header><h1>Daily Kitchen</h1></header><aside><h1>Smashed Avocado Toast</h1>
    <div class="ingredients"><h3>Ingredients</h3><ul><li>2 slices sourdough bread</li><li>1 ripe avocado</li>
    <li>1 tsp lemon juice</li><li>50 g feta, crumbled</li><li>1 pinch chilli flakes</li></ul></div>
    <div class="steps_listings"><ul>
    <li><h4>Step 1 Toast the bread</h4><p>Toast the sourdough in a hot oven for 2 to 3 minutes, until crisp at the edges.</p></li>
    <li><h4>Step 2 Smash the avocado</h4><p>Mash the avocado with the lemon juice and a pinch of salt, leaving it a little rough.</p></li>
    <li><h4>Step 3 Finish</h4><p>Spread the avocado on the toast and scatter over the feta and chilli flakes.</p></li>
    </ul></div></aside></body></html>`,
  // No structured data and no heading naming the parts, as an older blog types a recipe: a list of amounts under
  // "Pour 2 bols :", then paragraphs numbered by hand, stage by stage.
  '/porridge': `<!doctype html><html lang="fr"><head><title>Porridge à l'orange sanguine - Le blog de Léa</title></head>
    <body><nav><ul><li>Accueil</li><li>Recettes</li></ul></nav><article><h1>Porridge à l'orange sanguine</h1>
    <p>Un bol chaud pour les matins d'hiver, prêt en dix minutes.</p>
    <h3>Pour 2 bols :</h3><ul><li>100 g de flocons d'avoine</li><li>50 cl de lait</li><li>2 c. à café de sucre</li>
    <li>1 orange sanguine</li><li>1 c. à soupe de miel</li></ul>
    <h3>Faites cuire le porridge</h3>
    <p>1- Versez les flocons et le lait dans une casserole.</p>
    <p>2- Faites chauffer à feu moyen 5 à 7 minutes en remuant, puis sucrez.</p>
    <h3>Préparez l'orange</h3>
    <p>1- Pelez l'orange à vif et détachez les suprêmes.</p>
    <p>2- Servez le porridge dans les bols, l'orange et le miel par-dessus.</p></article></body></html>`,
  '/about':
    '<!doctype html><html><head><title>About us</title></head><body><p>We cook at home, every day.</p></body></html>',
};

let pages: Server;
let pagesUrl = '';
test.beforeAll(async () => {
  pages = createServer((req, res) => {
    const html = PAGES[req.url ?? ''];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'Not found');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => pages.close(() => resolve())));

test.describe.configure({ timeout: journeyTimeout(90_000) });

test('import a recipe from a web page into Add New Recipe, then save it', async ({ page, request, baseURL, shot }) => {
  await becomePlus(page, request, baseURL!, 'Meera Iyer');
  await page.goto('/dashboard/search');
  await page.getByRole('button', { name: 'Add New Recipe' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Recipe' });
  const address = form.getByLabel('Import from a web page');
  const importButton = form.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  await form.getByLabel('Course').selectOption('Dinner');
  await expect(form.getByLabel('Servings')).toHaveValue('4');
  await form.getByLabel('Servings').fill('2');

  // Refused, and nothing typed is lost: a private network, then a page without a recipe.
  await address.fill('http://10.20.30.40/kala-chana-masala');
  await importButton.click();
  await expect(form.getByRole('alert')).toHaveText('That address points to a private network and cannot be imported.');
  await address.fill(`${pagesUrl}/about`);
  await importButton.click();
  await expect(form.getByRole('alert')).toHaveText('No recipe was found on that page.');
  await expect(form.getByLabel('Course')).toHaveValue('Dinner');
  await expect(form.getByLabel('Servings')).toHaveValue('2');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');

  // The recipe page fills the form: title, times, every ingredient line, the steps, nutrition and the source.
  // A page whose lists cannot be read fills what it can and says what is missing.
  await address.fill(`${pagesUrl}/ham-and-potato-soup`);
  await importButton.click();
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Creamy Ham and Potato Soup');
  await expect(form.getByRole('status')).toHaveText(
    "The page's ingredients and steps could not be read. Please add them below.",
  );

  // Enter in the address imports the page, and does not submit the recipe form.
  await address.fill(`${pagesUrl}/kala-chana-masala`);
  await address.press('Enter');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Kala Chana Masala');
  await expect(form.getByRole('alert')).toHaveCount(0); // no 'Recipe title is required' either
  await expect(form.getByRole('status')).toHaveCount(0);
  await expect(form.getByLabel('Description')).toHaveValue(RECIPE.description);
  await expect(form.getByLabel('Cuisine')).toHaveValue('Indian');
  await expect(form.getByLabel('Course')).toHaveValue('Dinner');
  await expect(form.getByLabel('Prep time (minutes)')).toHaveValue('15');
  await expect(form.getByLabel('Cooking time (minutes)')).toHaveValue('45');
  await expect(form.getByLabel('Servings')).toHaveValue('4'); // the page's "4 servings"
  // Each line in the three boxes, as written: amount, unit, the rest.
  await expect(form.getByLabel('Ingredient 1 quantity')).toHaveValue('1');
  await expect(form.getByLabel('Ingredient 1 unit')).toHaveValue('cup');
  await expect(form.getByLabel('Ingredient 1 name')).toHaveValue(
    'kala chana (black chickpeas), soaked overnight in plenty of cold water with a pinch of baking soda, then drained and rinsed well before cooking',
  );
  // a long unit is read whole in its box, at a phone's width too
  const unit = form.getByLabel('Ingredient 2 unit');
  await expect(unit).toHaveValue('tablespoons');
  expect(await unit.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  await expect(form.getByLabel('Ingredient 9 quantity')).toHaveValue('½');
  await expect(form.getByLabel('Ingredient 9 name')).toHaveValue('ground turmeric');
  await expect(form.getByLabel('Ingredient 13 name')).toHaveValue('chopped coriander leaves');
  await expect(form.getByLabel('Instructions')).toHaveValue(
    RECIPE.recipeInstructions.map((step) => step.text).join('\n'),
  );
  await expect(form.getByLabel('Recipe URL')).toHaveValue(`${pagesUrl}/kala-chana-masala`);
  // About 1,100 kcal in the pot (200 g dry chana, 2 tbsp oil, onion, tomatoes), for 4.
  const calories = Number(await form.getByLabel('Calories').inputValue());
  expect(calories).toBeGreaterThan(220);
  expect(calories).toBeLessThan(340);
  await expect(form.getByLabel('Protein (g)')).not.toHaveValue('');
  // The figures are per serving: for 2 servings each has twice as much (the figures follow while left as filled).
  await form.getByLabel('Servings').fill('2');
  await expect.poll(async () => Number(await form.getByLabel('Calories').inputValue())).toBeCloseTo(calories * 2, -1);
  await form.getByLabel('Servings').fill('4');
  await expect(form.getByLabel('Calories')).toHaveValue(String(calories));
  await form.getByLabel('Ingredient 1 name').scrollIntoViewIfNeeded();
  await shot('import-filled');

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/recipes/custom') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Add Recipe' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  await expect(page.getByText('Recipe added!', { exact: true })).toBeVisible();
  await page.goto(`/dashboard/recipes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kala Chana Masala' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Stir in the garam masala' })).toBeVisible();
  await expect(
    page.getByText(
      '1 cup kala chana (black chickpeas), soaked overnight in plenty of cold water with a pinch of baking soda, then drained and rinsed well before cooking',
    ),
  ).toBeVisible();
  await expect(page.getByText('Serves 4', { exact: true })).toBeVisible();
  await expect(page.getByText('Prep: 15 min', { exact: true })).toBeVisible();
  await shot('import-saved');
});

test('a page without structured data is read from what it draws: its heading, its lists, its titled steps', async ({
  page,
  request,
  baseURL,
}) => {
  await becomePlus(page, request, baseURL!, 'Ines Duarte');
  await page.goto('/dashboard/search');
  await page.getByRole('button', { name: 'Add New Recipe' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Recipe' });
  const address = form.getByLabel('Import from a web page');
  await address.fill(`${pagesUrl}/avocado-toast`);
  await address.press('Enter');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Smashed Avocado Toast');
  await expect(form.getByLabel('Ingredient 1 name')).toHaveValue('sourdough bread');
  await expect(form.getByLabel('Ingredient 4 quantity')).toHaveValue('50');
  await expect(form.getByLabel('Ingredient 4 name')).toHaveValue('feta, crumbled');
  await expect(form.getByLabel('Instructions')).toHaveValue(
    [
      'Toast the bread:',
      'Toast the sourdough in a hot oven for 2 to 3 minutes, until crisp at the edges.',
      'Smash the avocado:',
      'Mash the avocado with the lemon juice and a pinch of salt, leaving it a little rough.',
      'Finish:',
      'Spread the avocado on the toast and scatter over the feta and chilli flakes.',
    ].join('\n'),
  );
  await form.getByLabel('Instructions').scrollIntoViewIfNeeded();
  await viewShot(page, 'import-no-structured-data');
});

test('a blog post numbering its steps by hand is imported stage by stage and saved without the typed numbers', async ({
  page,
  request,
  baseURL,
}) => {
  await becomePlus(page, request, baseURL!, 'Léa Martin');
  await page.goto('/dashboard/search');
  await page.getByRole('button', { name: 'Add New Recipe' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Recipe' });
  await form.getByLabel('Import from a web page').fill(`${pagesUrl}/porridge`);
  await form.getByLabel('Import from a web page').press('Enter');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue("Porridge à l'orange sanguine");
  // "Pour 2 bols :" over the list: a bowl each, so the servings are the post's, not an estimate
  await expect(form.getByLabel('Servings')).toHaveValue('2');
  await expect(form.getByText(/were estimated/)).toHaveCount(0);
  await expect(form.getByLabel('Ingredient 1 quantity')).toHaveValue('100');
  // a French spoon is a unit of three words, kept as written
  await expect(form.getByLabel('Ingredient 5 unit')).toHaveValue('c. à soupe');
  await expect(form.getByLabel('Ingredient 5 name')).toHaveValue('miel');
  await expect(form.getByLabel('Instructions')).toHaveValue(
    [
      'Faites cuire le porridge:',
      '1- Versez les flocons et le lait dans une casserole.',
      '2- Faites chauffer à feu moyen 5 à 7 minutes en remuant, puis sucrez.',
      "Préparez l'orange:",
      "1- Pelez l'orange à vif et détachez les suprêmes.",
      "2- Servez le porridge dans les bols, l'orange et le miel par-dessus.",
    ].join('\n'),
  );
  await form.getByLabel('Course').selectOption('Breakfast');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/recipes/custom') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Add Recipe' }).click();
  const { id } = (await (await created).json()) as { id: number };
  await page.goto(`/dashboard/recipes/${id}`);
  // the page numbers the steps itself, on across the stages; the typed "1- " is gone
  await expect(page.getByRole('heading', { name: "Préparez l'orange" })).toBeVisible();
  const steps = page.getByRole('listitem').filter({ hasText: /^(Versez|Faites|Pelez|Servez)/ });
  await expect(steps).toHaveText([
    'Versez les flocons et le lait dans une casserole.',
    'Faites chauffer à feu moyen 5 à 7 minutes en remuant, puis sucrez.',
    "Pelez l'orange à vif et détachez les suprêmes.",
    "Servez le porridge dans les bols, l'orange et le miel par-dessus.",
  ]);
  await page.getByRole('heading', { name: "Préparez l'orange" }).scrollIntoViewIfNeeded();
  await viewShot(page, 'import-numbered-paragraphs-saved');
});

/** The window as the person sees it, the form's note in view (a full-page shot of the dialog is mostly the page behind). */
async function viewShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${test.info().project.name}/${name}.png` });
}

test('a page without servings gets an estimate the form states, and a serving no dish holds is flagged', async ({
  page,
  request,
  baseURL,
}) => {
  await becomePlus(page, request, baseURL!, 'Tomasz Nowak');
  await page.goto('/dashboard/search');
  await page.getByRole('button', { name: 'Add New Recipe' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Recipe' });
  const address = form.getByLabel('Import from a web page');

  await address.fill(`${pagesUrl}/honey-oat-bread`);
  await address.press('Enter');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Honey Oat Sandwich Bread');
  await expect(form.getByLabel('Course')).toHaveValue('Breakfast'); // the page's category
  const servings = Number(await form.getByLabel('Servings').inputValue());
  expect(servings).toBeGreaterThanOrEqual(8); // about 900 g of dough, in slices
  await expect(form.getByRole('status')).toHaveText(
    `The page gives no servings: ${servings} were estimated from the recipe's weight. Please check them.`,
  );
  const calories = Number(await form.getByLabel('Calories').inputValue());
  expect(calories).toBeGreaterThan(120);
  expect(calories).toBeLessThan(350);
  await viewShot(page, 'import-servings-estimated');

  await address.fill(`${pagesUrl}/one-big-muffin`);
  await address.press('Enter');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Blueberry Muffins');
  await expect(form.getByLabel('Servings')).toHaveValue('1');
  await expect(form.getByRole('status')).toHaveText(
    /^[\d,]+ kcal a serving is more than a single baked piece usually holds\. Please check the servings and the ingredient amounts\.$/,
  );
  await viewShot(page, 'import-serving-flagged');

  // Lines the figures cannot count are named, so that the person checks the figures.
  await address.fill(`${pagesUrl}/udon-bowl`);
  await address.press('Enter');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Udon-Bowl mit Pak Choi');
  await expect(form.getByLabel('Servings')).toHaveValue('2');
  await expect(form.getByRole('status')).toHaveText(
    '1 of 6 ingredients could not be counted in the nutrition: “2 Pck. veganes Hack”. Please check the figures.',
  );
  await viewShot(page, 'import-lines-not-counted');

  // Groups stay groups: their names above their lines, not lines of their own.
  await address.fill(`${pagesUrl}/lemon-drizzle-cake`);
  await address.press('Enter');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Lemon Drizzle Cake');
  await expect(form.getByRole('status')).toHaveCount(0); // 10 slices are servings
  await expect(form.getByLabel('Servings')).toHaveValue('10');
  await expect(form.getByLabel('Ingredient group 1 name')).toHaveValue('For the cake');
  await expect(form.getByLabel('Ingredient group 2 name')).toHaveValue('For the drizzle');
  await expect(form.getByLabel('Ingredient 1 name')).toHaveValue('unsalted butter, softened');
  await expect(form.getByLabel('Ingredient 6 name')).toHaveValue('juice of 1½ lemons');
  await expect(form.getByLabel('Ingredient 8 name')).toHaveCount(0);
  await expect(form.getByLabel('Instructions')).toHaveValue(
    [
      'Make the cake:',
      'Beat the butter and sugar until pale, then beat in the eggs one at a time.',
      'Fold in the flour and zest, spoon into a lined 2 lb loaf tin and bake at 180 °C for 45 to 50 minutes.',
      'Drizzle while warm:',
      'Stir the lemon juice into the sugar and spoon it over the warm cake.',
    ].join('\n'),
  );
  await form.getByLabel('Ingredient group 2 name').scrollIntoViewIfNeeded();
  await viewShot(page, 'import-groups');

  // Saved, the recipe shows the titles above their steps, and numbers only the steps.
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/recipes/custom') && r.request().method() === 'POST',
  );
  await form.getByLabel('Course').selectOption('Dessert');
  await form.getByRole('button', { name: 'Add Recipe' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  await page.goto(`/dashboard/recipes/${id}`);
  // the page gives no times: no "Prep: 0 min" nor "Cook: 0 min"
  await expect(page.getByText('Serves 10', { exact: true })).toBeVisible();
  await expect(page.getByText(/^(Prep|Cook): /)).toHaveCount(0);
  const method = page.getByRole('region', { name: 'Steps' });
  await expect(method.getByRole('heading', { level: 3 })).toHaveText(['Make the cake', 'Drizzle while warm']);
  await expect(method.getByRole('listitem')).toHaveCount(3);
  await expect(method.getByRole('listitem').filter({ hasText: 'Make the cake' })).toHaveCount(0);
  // numbering runs on under the second heading: its step is the third
  await expect(method.getByRole('list').nth(1)).toHaveAttribute('start', '3');
  await viewShot(page, 'import-step-headings');
});
