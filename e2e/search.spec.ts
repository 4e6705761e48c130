import type { Page } from '@playwright/test';
import { createAccount, signInThroughDialog } from './support/accounts';
import { expect, test } from './support/fixtures';

async function signIn(page: Page, request: Parameters<typeof createAccount>[0], baseURL: string) {
  const account = await createAccount(request, baseURL, 'Ravi Menon');
  await page.goto('/about');
  await signInThroughDialog(page, account.email, account.password);
}

const results = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('listitem');

test('search with chips and a typo, open a detail, favorite it and add it to a slot', async ({ page, request, baseURL, shot }) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/search');
  await expect(page.getByRole('heading', { name: /^Found \d+ recipes?$/ })).toBeVisible();

  // A typo still finds the dish.
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('panner');
  await page.keyboard.press('Enter');
  await expect(results(page).first()).toContainText(/paneer/i);

  // Filters become removable chips.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('group', { name: 'Quick Options' }).getByRole('button', { name: 'Vegan' }).click();
  await expect(page.getByRole('button', { name: 'Remove Vegan' })).toBeVisible();
  await shot('search-filtered');
  await page.getByRole('button', { name: 'Remove Vegan' }).click();
  await expect(page.getByRole('button', { name: 'Remove Vegan' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();

  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('zzzqqxx');
  await page.getByRole('button', { name: 'Search Recipes' }).click();
  await expect(page.getByText('No recipes found for "zzzqqxx"')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByRole('button', { name: 'Search Recipes' }).click();
  await expect(results(page).first()).toBeVisible();
  await shot('search-results');

  // The detail: every section, then favorite and plan it.
  const first = results(page).first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('button', { name: title }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText('Nutrition (per serving)')).toBeVisible();
  await expect(detail.getByText(/^Prep: \d+ min$/)).toBeVisible();
  await expect(detail.getByRole('link', { name: 'View Full Recipe' })).toBeVisible();
  await shot('search-detail');
  await detail.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(page.getByText('Added to favorites!')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Favorited' })).toBeVisible();

  await detail.getByRole('button', { name: 'Add to Meal Plan' }).click();
  await detail.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(page.getByText('Please select day and meal type')).toBeVisible();
  await detail.getByLabel('Day', { exact: true }).click();
  await page.getByRole('option', { name: 'Tuesday' }).click();
  await detail.getByLabel('Meal Type').click();
  await page.getByRole('option', { name: 'Dinner' }).click();
  await detail.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(page.getByText(`${title} has been added to your dinner for Tuesday.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The card's plus button opens the Add to Meal Plan dialog.
  await results(page).nth(1).getByRole('button', { name: 'Add to meal plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
  await dialog.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(page.getByText('Please select both day and meal type.')).toBeVisible();
  await dialog.getByLabel('Day of the Week').click();
  await page.getByRole('option', { name: 'Friday' }).click();
  await dialog.getByLabel('Meal Type').click();
  await page.getByRole('option', { name: 'Snack' }).click();
  await shot('add-to-plan-dialog');
  await dialog.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(page.getByText(/has been added to your snack for Friday\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The favorite's heart is filled on its card.
  await expect(first.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
});

test('a Basic user is offered an upgrade instead of the Add New Recipe form', async ({ page, request, baseURL, shot }) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/search');
  await page.getByRole('button', { name: 'Add New Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Recipe' });
  await expect(dialog.getByText('Upgrade to add your own recipes')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upgrade to Plus' })).toBeVisible();
  await shot('add-recipe-upgrade');
});
