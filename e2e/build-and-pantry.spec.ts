import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, signInThroughDialog } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';

const NOT_SET_UP = 'Photo analysis is not set up on this server. Type what you have instead.';

async function signIn(page: Page, request: APIRequestContext, baseURL: string) {
  const account = await createAccount(request, baseURL, 'Kavya Menon');
  await page.goto('/about');
  await signInThroughDialog(page, account.email, account.password);
}

const favoriteIds = async (page: Page) =>
  ((await (await page.request.get('/api/favorites/recipe-ids')).json()) as { recipeIds: number[] }).recipeIds;

test('build recipes from aloo and tomato, and favorite one', async ({ page, request, baseURL, layout, shot }) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/build');
  await expect(page.getByRole('heading', { name: 'Build from Ingredients' })).toBeVisible();
  const primary = page.getByLabel('Primary Ingredient *');
  await expect(primary).toHaveAttribute('placeholder', 'e.g., chicken, rice, tomatoes');

  if (layout === 'mobile') {
    await expect(page.getByText('No recipes generated yet. Enter ingredients and click "Show Recipes".')).toBeVisible();
    await expect(page.getByLabel('Use my dietary preferences', { exact: true })).not.toBeChecked();
    await page.getByRole('button', { name: 'Show Recipes' }).click();
    await expect(page.getByText('Missing ingredient')).toBeVisible();
    await expect(page.getByText('Please enter at least a primary ingredient.')).toBeVisible();
  } else {
    await expect(page.getByLabel('Use my dietary preferences for recipe suggestions')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search Recipes' })).toBeDisabled();
  }

  await primary.fill('aloo');
  await page.getByLabel('Secondary Ingredient (Optional)').fill('tomato');
  await page.getByLabel('Secondary Ingredient (Optional)').press('Enter');
  const results = page.getByRole('list', { name: 'Recipe suggestions' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results.getByText('Punjabi Aloo Gobi')).toBeVisible();
  // Each card says how much of the dish you have and what you would buy; spices and staples are never missing.
  const gobi = results.getByRole('listitem').filter({ hasText: 'Punjabi Aloo Gobi' });
  await expect(gobi.getByText('You have 2 of 4 main ingredients')).toBeVisible();
  await expect(gobi.getByText('Missing: cauliflower, onion')).toBeVisible();
  await shot('build-results');

  const first = results.getByRole('listitem').first();
  const heart = first.getByRole('button', { name: 'Add to favorites' });
  await heart.click();
  await expect(page.getByText('Added to favorites!')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
  expect(await favoriteIds(page)).toHaveLength(1);

  if (layout === 'mobile') {
    await expect(first.getByText(/\d+ min/)).toBeVisible();
    await expect(first.getByText(/\d+ cal/)).toBeVisible();
  } else {
    // The card's add-to-meal-plan opens the real Add to Meal Plan dialog; the card opens the recipe.
    await first.getByRole('button', { name: 'Add to meal plan' }).click();
    const plan = page.getByRole('dialog', { name: 'Add to Meal Plan' });
    await expect(plan).toBeVisible();
    await plan.getByRole('button', { name: 'Cancel' }).click();
    await expect(plan).toBeHidden();
    await expect(first.getByRole('link', { name: 'View Full Recipe' })).toHaveAttribute(
      'href',
      /^\/dashboard\/recipes\/\d+$/,
    );
    await first.getByRole('heading').getByRole('button').click();
    await expect(page.getByRole('dialog').getByText('Nutrition (per serving)')).toBeVisible();
    await shot('build-detail');
  }
});

test('scan the pantry without a photo provider: type, see recipes, save, list and delete', async ({
  page,
  request,
  baseURL,
  layout,
  shot,
}) => {
  test.setTimeout(journeyTimeout(90_000)); // a long journey: near the default 30 s on a busy machine
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/pantry-scan');
  await expect(page.getByRole('heading', { name: 'Pantry Scan' })).toBeVisible();
  await expect(page.getByText('No image selected')).toBeVisible();
  await expect(page.getByRole('alert').getByText(NOT_SET_UP)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take Photo' })).toBeDisabled();
  await shot('pantry-page');

  await page.getByRole('button', { name: 'Scan Your Pantry step by step' }).click();
  let wizard = page.getByRole('dialog', { name: 'Scan Your Pantry' });
  await expect(wizard.getByText(NOT_SET_UP)).toBeVisible();
  await shot('wizard-upload');
  await wizard.getByRole('button', { name: 'Type ingredients' }).click();

  const review = page.getByRole('dialog', { name: 'Review Detected Ingredients' });
  await review.getByLabel('Ingredient 1 name').fill('aloo');
  await review.getByLabel('Ingredient 1 quantity').fill('1 kg');
  await review.getByRole('button', { name: 'Add ingredient' }).click();
  await review.getByLabel('Ingredient 2 name').fill('gobi');
  await review.getByLabel('Ingredient 2 quantity').fill('4');
  await review.getByRole('button', { name: 'Add ingredient' }).click();
  await review.getByLabel('Ingredient 3 quantity').fill('2');
  await expect(review.getByRole('button', { name: 'Confirm 2 Ingredients' })).toBeEnabled();
  await shot('wizard-review');
  await review.getByRole('button', { name: 'Confirm 2 Ingredients' }).click();

  const suggestions = page.getByRole('dialog', { name: 'Recipe Suggestions' });
  await expect(
    suggestions.getByRole('list', { name: 'Recipe suggestions' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(suggestions.getByText('Punjabi Aloo Gobi')).toBeVisible();
  await expect(
    suggestions.getByRole('listitem').filter({ hasText: 'Punjabi Aloo Gobi' }).getByText('Missing: onion, tomato'),
  ).toBeVisible();
  await shot('wizard-recipes');
  await suggestions.getByRole('button', { name: 'Save Scan Results' }).click();

  const save = page.getByRole('dialog', { name: 'Save Your Pantry Scan' });
  await expect(save.getByLabel('Scan name (optional)')).toHaveAttribute(
    'placeholder',
    /^Pantry Scan - \d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );
  await save.getByLabel('Scan name (optional)').fill('Weekend pantry');
  await save.getByRole('button', { name: 'Save Scan' }).click();
  const done = page.getByRole('dialog', { name: 'Scan Complete' });
  await expect(done.getByText('Weekend pantry')).toBeVisible();
  await shot('wizard-complete');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();

  const saved = page.getByRole('region', { name: 'Saved Scans' });
  await expect(saved.getByText('Weekend pantry')).toBeVisible();
  await expect(saved.getByText(/aloo, gobi/)).toBeVisible();

  // Closing resets the wizard: it opens again at the first step.
  await page.getByRole('button', { name: 'Scan Your Pantry step by step' }).click();
  wizard = page.getByRole('dialog', { name: 'Scan Your Pantry' });
  await expect(wizard.getByRole('button', { name: 'Take Photo' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).click();

  // The saved scan feeds the page, and the page's ingredients build recipes.
  await saved.getByRole('button', { name: 'Use Weekend pantry' }).click();
  await expect(page.getByLabel('Ingredient 1 name')).toHaveValue('aloo');
  await shot('pantry-page-filled');
  // Deleting asks first: Keep leaves the scan, Delete removes it.
  await saved.getByRole('button', { name: 'Delete Weekend pantry' }).click();
  const confirm = saved.getByRole('group', { name: 'Delete Weekend pantry?' });
  await expect(confirm.getByText('Delete Weekend pantry? This cannot be undone.')).toBeVisible();
  await shot('pantry-delete-confirm');
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(saved.getByText('Weekend pantry')).toBeVisible();
  await saved.getByRole('button', { name: 'Delete Weekend pantry' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Scan deleted')).toBeVisible();
  await expect(page.getByText('Pantry scan has been removed')).toBeVisible();
  await expect(saved.getByText('Weekend pantry')).toBeHidden();

  // Phones go to the Build page with the ingredients; wider screens open the Build dialog with them.
  await page.getByRole('button', { name: 'Build Recipes from These Ingredients' }).click();
  const build =
    layout === 'mobile' ? page.getByRole('main') : page.getByRole('dialog', { name: 'Build from Ingredients' });
  if (layout === 'mobile') await expect(page).toHaveURL(/\/dashboard\/build$/);
  await expect(build.getByText('From your pantry:')).toBeVisible();
  await expect(build.getByRole('list', { name: 'Recipe suggestions' }).getByText('Punjabi Aloo Gobi')).toBeVisible();
  await expect(build.getByLabel('Primary Ingredient *')).toHaveValue('aloo');
  await shot('build-from-pantry');
  if (layout !== 'mobile') {
    await build.getByLabel('Secondary Ingredient (Optional)').fill('');
    await build.getByLabel('Primary Ingredient *').fill('paneer');
    await build.getByRole('button', { name: 'Search Recipes' }).click();
    await expect(build.getByText(/^\d+ recipes with paneer$/)).toBeVisible(); // as many as the catalogue holds
  }
});
