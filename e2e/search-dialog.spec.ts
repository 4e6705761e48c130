import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createAccount, signInThroughDialog } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';

/** An account made through the API (its own request context: the confirmation link signs in whoever follows it). */
async function signIn(page: Page, request: APIRequestContext, baseURL: string, name: string) {
  const account = await createAccount(request, baseURL, name);
  await page.goto('/about'); // the header's button only (the landing page has a second one in its hero)
  await signInThroughDialog(page, account.email, account.password);
}

async function snap(page: Page, info: TestInfo, name: string, fullPage = false) {
  mkdirSync(`/tmp/shots/search/${info.project.name}`, { recursive: true });
  await page.screenshot({ path: `/tmp/shots/search/${info.project.name}/${name}.png`, fullPage });
}

/** Search & Add Recipes, opened from an empty slot of the meal plan (the phone's day view or the weekly grid). */
async function openSearchAndAdd(page: Page, layout: string) {
  await page.goto('/dashboard/meal-plan');
  if (layout === 'mobile') await page.getByRole('button', { name: 'Click to add meal: Breakfast' }).click();
  else await page.getByRole('button', { name: 'Add Breakfast on Monday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search & Add Recipes' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.configure({ timeout: journeyTimeout(120_000) });

test('Search & Add Recipes: prompt, placeholders, tabs, slider, groups, no results and Clear All Filters', async ({
  page,
  request,
  baseURL,
  layout,
}, info) => {
  await signIn(page, request, baseURL!, 'Lata Kulkarni');
  const dialog = await openSearchAndAdd(page, layout);
  const tab = (name: RegExp | string) => dialog.getByRole('tab', { name });

  // Before any search: the prompt, and an empty Results tab.
  await expect(tab('Search Recipes')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Find your next meal')).toBeVisible();
  await tab('Results (0)').click();
  await expect(dialog.getByText('Search for recipes to see results here.')).toBeVisible();
  await tab('Search Recipes').click();

  // Groups are open from 768 px and closed on phones.
  const group = (name: string) =>
    dialog.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name, exact: true });
  const vegan = dialog
    .getByRole('group', { name: 'Quick Options' })
    .getByRole('button', { name: 'Vegan', exact: true });
  // Phones keep the filters in the Search Recipes tab, their groups folded.
  const showQuickOptions = async () => {
    if (layout !== 'mobile') return;
    await tab('Search Recipes').click();
    if ((await group('Quick Options').getAttribute('aria-expanded')) === 'false') await group('Quick Options').click();
  };
  for (const name of ['Cuisine', 'Diet', 'Quick Options', 'Cooking Methods', 'Course']) {
    await expect(group(name)).toHaveAttribute('aria-expanded', layout === 'mobile' ? 'false' : 'true');
  }
  await snap(page, info, 'dialog-initial');

  // Max cooking time: 5 to 120 by 5, resting at 120 with 'No limit'.
  const slider = dialog.getByRole('slider', { name: 'Max Cooking Time' });
  await expect(slider).toHaveAttribute('aria-valuemin', '5');
  await expect(slider).toHaveAttribute('aria-valuemax', '120');
  await expect(slider).toHaveAttribute('aria-valuenow', '120');
  await expect(dialog.getByText('No limit')).toBeVisible();
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '115');
  await expect(dialog.getByText('115 min')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '5');
  await page.keyboard.press('End');
  await expect(dialog.getByText('No limit')).toBeVisible();
  for (let i = 0; i < 18; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '30');

  // Six placeholders while the answer is on its way, then the Results tab with its count.
  await showQuickOptions();
  await vegan.click();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/recipes/search?*', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill('dal');
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).press('Enter');
  await expect(tab(/^Results/)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(/^Results/)).toBeFocused(); // the keyboard stays on the tabs, not lost to the dialog
  await expect(dialog.getByRole('status', { name: 'Loading recipes' }).locator(':scope > *')).toHaveCount(6);
  await snap(page, info, 'dialog-loading');
  release();
  const cards = dialog.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = Number(/\((\d+)\)/.exec(await tab(/^Results/).innerText())![1]);
  expect(count).toBeGreaterThan(0);
  await expect(cards).toHaveCount(Math.min(count, 24));
  for (const card of (await cards.all()).slice(0, 6))
    await expect(card.getByText('Vegan', { exact: true })).toBeVisible();
  // A picked recipe goes to the slot the dialog was opened from (the phone opens on today).
  const addToSlot = dialog.getByRole('button', { name: /^Add to \w+day Breakfast$/ });
  await expect(addToSlot.first()).toBeVisible();
  const day = /^Add to (\w+day) Breakfast$/.exec((await addToSlot.first().innerText()).trim())![1];
  await snap(page, info, 'dialog-results');

  // Changing a filter refines the results shown; Clear All Filters clears them all.
  await showQuickOptions();
  await vegan.click();
  await expect(tab(/^Results/)).not.toHaveText(`Results (${count})`);
  await vegan.click();
  await expect(tab(/^Results/)).toHaveText(`Results (${count})`);
  await dialog.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(vegan).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByText('No limit')).toBeVisible();
  await expect(tab(/^Results/)).not.toHaveText(`Results (${count})`);

  // Nothing found offers to start again.
  await tab('Search Recipes').click();
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill('zzzqqxx');
  await dialog.getByRole('button', { name: 'Search Recipes' }).click();
  await expect(dialog.getByText('No recipes found for "zzzqqxx"', { exact: true })).toBeVisible();
  await expect(tab('Results (0)')).toBeVisible();
  await snap(page, info, 'dialog-empty');
  await dialog.getByRole('button', { name: 'Clear search and try again' }).click();
  await expect(tab('Search Recipes')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('');

  // Picking a recipe for the slot adds it and closes the dialog.
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill('poha');
  await dialog.getByRole('button', { name: 'Search Recipes' }).click();
  const poha = cards.first();
  const title = (await poha.getByRole('heading').innerText()).trim();
  await addToSlot.first().click();
  await expect(page.getByText(`${title} has been added to your breakfast for ${day}.`, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('Add New Recipe in Search & Add saves a custom recipe that only its owner finds', async ({
  page,
  request,
  baseURL,
  layout,
  browser,
}, info) => {
  await signIn(page, request, baseURL!, 'Zelda Fernandes');
  // Plus through the sandbox gateway: custom recipes are for Plus and Premium.
  await page.goto('/');
  await page.locator('#pricing').getByRole('button', { name: 'Choose Plan' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Your Plan' })
    .getByRole('button', { name: 'Subscribe to Plus' })
    .click();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  const search = await openSearchAndAdd(page, layout);
  await search.getByRole('button', { name: 'Add New Recipe' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Recipe' });
  await expect(form.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
  await form.getByRole('button', { name: 'Add Recipe' }).click();
  await expect(form.getByText('Recipe title is required', { exact: true })).toBeVisible();
  await expect(form.getByText('At least one ingredient is required', { exact: true })).toBeVisible();
  for (const label of [
    'Prep time (minutes)',
    'Cooking time (minutes)',
    'Calories',
    'Protein (g)',
    'Carbs (g)',
    'Fat (g)',
  ]) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('type', 'number');
  }

  await form.getByLabel('Title', { exact: true }).fill('Zelda’s Turnip Stew');
  await form.getByLabel('Description').fill('A family stew from the hills.');
  await form.getByLabel('Cuisine').fill('Goan');
  await form.getByLabel('Course').selectOption('Dinner');
  await form.getByLabel('Prep time (minutes)').fill('10');
  await form.getByLabel('Cooking time (minutes)').fill('35');
  await form.getByLabel('Ingredient 1 name').fill('turnips');
  await form.getByLabel('Ingredient 1 quantity').fill('3');
  await form.getByRole('button', { name: 'Add Ingredient' }).click();
  await form.getByLabel('Ingredient 2 name').fill('onion');
  await form.getByLabel('Ingredient 2 quantity').fill('1');
  await form.getByRole('button', { name: 'Add Ingredient' }).click();
  await form.getByRole('button', { name: 'Remove ingredient 3' }).click();
  await form.getByLabel('Instructions').fill('Chop everything.\nSimmer for 35 minutes.');
  // A picture that fails to load and a source page (nothing leaves the machine: both hosts are stopped here).
  await page.route('https://pictures.example/**', (route) => route.abort());
  await form.getByLabel('Image URL').fill('https://pictures.example/zelda-stew.jpg');
  await form.getByLabel('Recipe URL').fill('https://recipes.example/zelda-stew');
  await expect(form.getByText('Recipe title is required')).toBeHidden(); // gone once the title is typed
  await snap(page, info, 'add-recipe-form');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/recipes/custom') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Add Recipe' }).click();
  const { id } = (await (await created).json()) as { id: number };
  await expect(page.getByText('Recipe added!', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  // The owner finds it, with its nutrition computed from the ingredients.
  await search.getByRole('searchbox', { name: 'Search recipes' }).fill('zelda turnip');
  await search.getByRole('searchbox', { name: 'Search recipes' }).press('Enter');
  await expect(search.getByRole('tab', { name: 'Results (1)' })).toBeVisible();
  const card = search.getByRole('article');
  await expect(card).toContainText('Zelda’s Turnip Stew');
  await expect(card).toContainText(/[1-9]\d* cal/);
  await expect(card.locator('img')).toHaveAttribute('src', '/recipes/fallback.webp');
  await card.getByRole('button', { name: 'Zelda’s Turnip Stew' }).click();
  const detail = page.getByRole('dialog', { name: 'Zelda’s Turnip Stew' });
  await expect(detail.getByText('3 turnips')).toBeVisible();
  await expect(detail.getByText('Dinner', { exact: true })).toBeVisible();
  // View Full Recipe opens the source page in a new tab.
  const full = detail.getByRole('link', { name: 'View Full Recipe' });
  await expect(full).toHaveAttribute('href', 'https://recipes.example/zelda-stew');
  await expect(full).toHaveAttribute('target', '_blank');
  await snap(page, info, 'custom-detail');
  await page.goto(`/dashboard/recipes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zelda’s Turnip Stew' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Simmer for 35 minutes.' })).toBeVisible();

  // Another person finds nothing, and cannot open it.
  const other = await browser.newContext({ viewport: page.viewportSize()!, baseURL });
  const them = await other.newPage();
  await signIn(them, request, baseURL!, 'Omar Haddad');
  await them.goto('/dashboard/search');
  await them.getByRole('searchbox', { name: 'Search recipes' }).fill('zelda turnip');
  await them.getByRole('searchbox', { name: 'Search recipes' }).press('Enter');
  await expect(them.getByText('No recipes found for "zelda turnip"', { exact: true })).toBeVisible();
  await them.goto(`/dashboard/recipes/${id}`);
  await expect(them.getByText('Recipe not found', { exact: true })).toBeVisible();
  await other.close();
});
