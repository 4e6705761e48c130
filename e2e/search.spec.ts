import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createAccount, signInThroughDialog } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';

/** An account made through the API (its own request context: the confirmation link signs in whoever follows it). */
async function signIn(page: Page, request: APIRequestContext, baseURL: string) {
  const account = await createAccount(request, baseURL, 'Ravi Menon');
  await page.goto('/about'); // the header's button only (the landing page has a second one in its hero)
  await signInThroughDialog(page, account.email, account.password);
}

/** A screenshot in /tmp/shots/search/<project>/<name>.png, to be looked at (the viewport unless `fullPage`). */
async function snap(page: Page, info: TestInfo, name: string, fullPage = false) {
  mkdirSync(`/tmp/shots/search/${info.project.name}`, { recursive: true });
  await page.screenshot({ path: `/tmp/shots/search/${info.project.name}/${name}.png`, fullPage });
}

/** Holds search answers until the returned function is called, to see the busy state; later ones pass at once. */
async function holdSearches(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/recipes/search?*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const results = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('listitem');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search recipes' });

test.describe.configure({ timeout: journeyTimeout(90_000) });

test('search: Enter, Searching..., a typo, chips, the filter panel, no results and clear', async ({
  page,
  request,
  baseURL,
}, info) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/search');
  await expect(page).toHaveTitle(/Search Recipes/);
  const all = page.getByRole('heading', { name: /^Found \d+ recipes$/ });
  await expect(all).toBeVisible();
  const everything = await all.innerText();

  // Enter searches; the button says 'Searching...' while the answer is on its way.
  const release = await holdSearches(page);
  await searchBox(page).fill('panner');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('button', { name: 'Searching...' })).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('button', { name: 'Search Recipes' })).toHaveAttribute('aria-busy', 'false');
  // A typo still finds the dish, title matches first.
  await expect(results(page).first()).toContainText(/paneer/i);

  // A card: picture, title, cuisine and diet, calories, total time, its rating (New until rated), heart and plus.
  const card = results(page).first();
  await expect(card.locator('img')).toBeVisible();
  await expect(card).toContainText(/\d+ cal/);
  await expect(card).toContainText(/\d+ min/);
  await expect(card.getByTestId('rating')).toHaveText(/^(New|\d\.\d · \d+)$/);
  await expect(card.getByRole('button', { name: 'Add to favorites' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to meal plan' })).toBeVisible();

  // The filter panel: 8 cuisines, 6 diets, the six Quick Options, 6 cooking methods, 6 courses.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const group = (name: string) => page.getByRole('group', { name }).getByRole('button');
  await expect(group('Cuisine')).toHaveCount(8);
  await expect(group('Diet')).toHaveCount(6);
  await expect(group('Quick Options')).toHaveText([
    'Vegan',
    'Gluten Free',
    'High Protein',
    'Low Calorie',
    'Quick 30min',
    'One Pot',
  ]);
  await expect(group('Cooking Methods')).toHaveCount(6);
  await expect(group('Course')).toHaveCount(6);

  // Filters become removable chips, and the results follow them.
  await group('Quick Options').filter({ hasText: 'Vegan' }).click();
  await group('Cuisine')
    .filter({ hasText: /^Indian$/ })
    .click();
  await expect(page.getByRole('button', { name: 'Remove Vegan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Indian' })).toBeVisible();
  await snap(page, info, 'search-filters');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await searchBox(page).fill('');
  await page.getByRole('button', { name: 'Search Recipes' }).click();
  await expect(page.getByRole('heading', { name: /^Found \d+ recipes?$/ })).not.toHaveText(everything);
  await snap(page, info, 'search-chips', true);
  await page.getByRole('button', { name: 'Remove Vegan' }).click();
  await page.getByRole('button', { name: 'Remove Indian' }).click();
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Found \d+ recipes$/ })).toHaveText(everything);

  // Nothing found names the text; the clear button empties the box and shows every recipe again.
  await searchBox(page).fill('zzzqqxx');
  await page.getByRole('button', { name: 'Search Recipes' }).click();
  await expect(page.getByText('No recipes found for "zzzqqxx"', { exact: true })).toBeVisible();
  await snap(page, info, 'search-empty');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('heading', { name: /^Found \d+ recipes$/ })).toHaveText(everything);
});

test('a single match reads "Found 1 recipe"', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/search');
  const titles = (await (await page.request.get('/api/recipes/search?q=biryani&pageSize=50')).json()) as {
    items: { title: string }[];
  };
  // A whole title of the catalogue that no other recipe shares all the words of.
  for (const { title } of titles.items) {
    const found = (await (await page.request.get(`/api/recipes/search?q=${encodeURIComponent(title)}`)).json()) as {
      total: number;
    };
    if (found.total !== 1) continue;
    await searchBox(page).fill(title);
    await searchBox(page).press('Enter');
    await expect(page.getByRole('heading', { name: 'Found 1 recipe', exact: true })).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    return;
  }
  throw new Error('no biryani title is unique');
});

test('a name written in Hindi finds the recipes its Latin spelling finds', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/search');
  const aloo = (await (await page.request.get('/api/recipes/search?q=aloo')).json()) as { total: number };
  expect(aloo.total).toBeGreaterThan(10);
  await searchBox(page).fill('आलू');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('heading', { name: `Found ${aloo.total} recipes`, exact: true })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('आलू');
});

test('a recipe’s detail, the inline Add to Meal Plan, the dialog, and the full recipe page', async ({
  page,
  request,
  baseURL,
  layout,
}, info) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/search');
  await searchBox(page).fill('dal makhani');
  await searchBox(page).press('Enter');
  const first = results(page).first();
  await expect(first).toContainText('Dal Makhani');
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('button', { name: title }).click();

  // A dialog on phones, a panel from the right from 768 px.
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  const box = (await detail.boundingBox())!;
  if (layout === 'desktop') expect(box.x + box.width).toBeGreaterThan(1270);
  if (layout === 'desktop') expect(box.width).toBeLessThanOrEqual(520);
  else expect(box.width).toBeGreaterThan(380);
  await expect(detail.locator('img')).toBeVisible();
  await expect(detail.getByText(/^Prep: \d+ min$/)).toBeVisible();
  await expect(detail.getByText(/^Cook: \d+ min$/)).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Nutrition (per serving)' })).toBeVisible();
  for (const label of ['Calories', 'Protein', 'Carbs', 'Fats'])
    await expect(detail.getByText(label, { exact: true })).toBeVisible();
  await expect(detail.getByText(/^\d+g$/).first()).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Special Tags' })).toBeVisible();
  const ingredients = detail.getByRole('heading', { name: 'Ingredients' }).locator('..').getByRole('listitem');
  await expect(ingredients).toHaveCount(4);
  await expect(detail.getByText(/^\+\d+ more$/)).toBeVisible();
  await snap(page, info, 'detail');

  await detail.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(page.getByText('Added to favorites!', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Favorited' })).toBeVisible();

  await detail.getByRole('button', { name: 'Add to Meal Plan' }).click();
  await detail.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(page.getByText('Please select day and meal type', { exact: true })).toBeVisible();
  await detail.getByLabel('Day', { exact: true }).click();
  await page.getByRole('option', { name: 'Tuesday' }).click();
  await detail.getByLabel('Meal Type').click();
  await page.getByRole('option', { name: 'Dinner' }).click();
  await snap(page, info, 'detail-plan-panel');
  await detail.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(page.getByText(`${title} has been added to your dinner for Tuesday.`, { exact: true })).toBeVisible();

  // View Full Recipe: the in-app page with every ingredient and the steps (catalogue recipes have no source page).
  await detail.getByRole('link', { name: 'View Full Recipe' }).click();
  await expect(page).toHaveURL(/\/dashboard\/recipes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Steps' })).toBeVisible();
  expect(
    await page.getByRole('heading', { name: 'Ingredients' }).locator('..').getByRole('listitem').count(),
  ).toBeGreaterThan(4);
  await expect(page.getByRole('button', { name: 'Favorited' })).toBeVisible();
  await snap(page, info, 'full-recipe', true);
  // Back to the same search: it lives in the address.
  await page.getByRole('link', { name: 'Back to search' }).click();
  await expect(page).toHaveURL(/\/dashboard\/search\?q=dal\+makhani$/);
  await expect(searchBox(page)).toHaveValue('dal makhani');
  await expect(results(page).first()).toContainText('Dal Makhani');
  await page.reload();
  await expect(results(page).first()).toContainText('Dal Makhani');

  // The card's plus button opens the Add to Meal Plan dialog.
  await results(page).first().getByRole('button', { name: 'Add to meal plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
  await dialog.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(page.getByText('Please select both day and meal type.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Day of the Week').click();
  await page.getByRole('option', { name: 'Friday' }).click();
  await dialog.getByLabel('Meal Type').click();
  await page.getByRole('option', { name: 'Snack' }).click();
  await snap(page, info, 'add-to-plan-dialog');
  await dialog.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(page.getByText(/has been added to your snack for Friday\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a missing recipe page says so', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/recipes/99999999');
  await expect(page.getByText('Recipe not found', { exact: true })).toBeVisible();
});

test('a Basic user is offered an upgrade instead of the Add New Recipe form', async ({
  page,
  request,
  baseURL,
}, info) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/search');
  await page.getByRole('button', { name: 'Add New Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Recipe' });
  await expect(dialog.getByText('Upgrade to add your own recipes')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upgrade to Plus' })).toBeVisible();
  await snap(page, info, 'add-recipe-upgrade');
  await dialog.getByRole('button', { name: 'Upgrade to Plus' }).click();
  await expect(page).toHaveURL(/\/$/);
});
