import type { Page } from '@playwright/test';
import type { SearchResult } from '../domain/recipe-search';
import { createAccount, signInThroughDialog } from './support/accounts';
import { expect, test } from './support/fixtures';

async function signIn(page: Page, request: Parameters<typeof createAccount>[0], baseURL: string) {
  const account = await createAccount(request, baseURL, 'Ananya Rao');
  await page.goto('/about'); // the header's button only (the landing page has a second one in its hero)
  await signInThroughDialog(page, account.email, account.password);
}

const filter = (page: Page, key: string) => page.locator(`[data-filter="${key}"]`);

test('set dietary preferences, save, reload and see them kept and applied', async ({
  page,
  request,
  baseURL,
  shot,
}) => {
  await signIn(page, request, baseURL!);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Dietary Preferences' });
  await expect(card.getByRole('heading', { name: 'Dietary Needs' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Nutrition Goals' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Cooking Habits' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
  await shot('preferences-empty');

  // A free account: weekly targets and cooking style are locked with an upgrade prompt.
  await expect(filter(page, 'weekly_calorie_target')).toContainText('Available on the Plus and Premium plans.');
  await expect(filter(page, 'cooking_style')).toContainText('Available on the Premium plan.');
  await expect(page.getByRole('button', { name: 'Upgrade to use Weekly Calorie Target' })).toBeVisible();

  const diet = filter(page, 'dietary_preference');
  await diet.getByRole('button', { name: 'Vegan', exact: true }).click();
  await diet.getByRole('button', { name: 'Vegetarian', exact: true }).click();
  const cuisines = filter(page, 'cuisine_preference');
  await cuisines.getByRole('button', { name: /^Show all/ }).click();
  await cuisines.getByRole('button', { name: 'Thai', exact: true }).click();
  await cuisines.getByRole('button', { name: 'Indian', exact: true }).click();
  await filter(page, 'nutrition_focus').getByRole('radio', { name: 'High Protein' }).click();
  await filter(page, 'cooking_time').getByRole('spinbutton').fill('25');
  await shot('preferences-filled');

  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved')).toBeVisible();
  await expect(page.getByText('Your dietary preferences have been updated successfully.')).toBeVisible();
  await expect(page.getByText('6 preferences active')).toBeVisible();
  await shot('preferences-saved');

  await page.reload();
  await expect(diet.getByRole('button', { name: 'Vegan', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(diet.getByRole('button', { name: 'Vegetarian', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(diet.getByRole('button', { name: 'Jain', exact: true })).toHaveAttribute('aria-pressed', 'false');
  // Selected cuisines stay in view even with the long list folded.
  await expect(cuisines.getByRole('button', { name: 'Thai', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cuisines.getByRole('button', { name: 'Indian', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(filter(page, 'nutrition_focus').getByRole('radio', { name: 'High Protein' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(filter(page, 'cooking_time').getByRole('spinbutton')).toHaveValue('25');
  await expect(page.getByText('6 preferences active')).toBeVisible();

  // Applied: what 'Use My Preferences' will merge into a search.
  const res = await page.request.get('/api/preferences/summary');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({
    activeCount: 6,
    searchPreferences: {
      cuisines: ['Thai', 'Indian'],
      diets: ['Vegetarian'],
      courses: [],
      flags: { isVegan: true, isHighProtein: true, isQuick30Min: true },
      maxCookingTime: 25,
    },
  });
});

test('a value the server refuses shows its reason and changes nothing', async ({ page, request, baseURL, shot }) => {
  await signIn(page, request, baseURL!);
  await page.goto('/settings');
  const time = filter(page, 'cooking_time').getByRole('spinbutton');
  await time.fill('40');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved')).toBeVisible();
  await page.getByRole('button', { name: 'Close toast' }).click();

  await time.fill('500');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(toast.getByText('Max Cooking Time must be between 5 and 180 min')).toBeVisible();
  // The refused field is marked with the same reason until it is changed.
  await expect(filter(page, 'cooking_time').getByRole('alert')).toHaveText(
    'Max Cooking Time must be between 5 and 180 min',
  );
  await expect(filter(page, 'cooking_time').getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true');
  await shot('preferences-error');
  await time.fill('60');
  await expect(filter(page, 'cooking_time').getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(time).toHaveValue('40');
});

test('back goes one step back, and Upgrade goes to the pricing on the home page', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/more');
  await page.goto('/settings');
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard\/more$/);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Upgrade to use Cooking Style' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('saved Vegan and 30-minute preferences are applied by Use My Preferences in Search & Add', async ({
  page,
  request,
  baseURL,
  layout,
}) => {
  test.slow();
  await signIn(page, request, baseURL!);
  await page.goto('/settings');
  await filter(page, 'dietary_preference').getByRole('button', { name: 'Vegan', exact: true }).click();
  await filter(page, 'cooking_time').getByRole('spinbutton').fill('30');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(filter(page, 'dietary_preference').getByRole('button', { name: 'Vegan', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Search & Add, from an empty slot of the meal plan.
  await page.goto('/dashboard/meal-plan');
  await page
    .getByRole('button', { name: layout === 'mobile' ? 'Click to add meal: Breakfast' : 'Add Breakfast on Monday' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Search & Add Recipes' });
  await dialog.getByRole('switch', { name: 'Use My Preferences' }).click();
  await expect(dialog.getByRole('list', { name: 'Preferences applied' }).getByRole('listitem')).toHaveText([
    'Vegan',
    'Quick 30min',
    '≤ 30 min',
  ]);

  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/recipes/search?') && r.url().includes('useMyPreferences=true'),
  );
  await dialog.getByRole('button', { name: 'Search Recipes' }).click();
  const found = (await (await answer).json()) as SearchResult;
  expect(found.total).toBeGreaterThan(0);
  expect(found.items.every((r) => r.isVegan && r.cookMinutes <= 30 && r.prepMinutes + r.cookMinutes <= 30)).toBe(true);
  const results = dialog.getByRole('tab', { name: /^Results/ });
  await expect(results).toHaveText(`Results (${found.total})`);
  const cards = dialog.getByRole('article');
  await expect(cards).toHaveCount(Math.min(found.total, 24));
  for (const card of (await cards.all()).slice(0, 8))
    await expect(card.getByText('Vegan', { exact: true })).toBeVisible();
  await page.screenshot({
    path: `/tmp/shots/search/${test.info().project.name}/preferences-applied.png`,
    fullPage: false,
  });

  // Off again, the same search finds more than the vegan, quick recipes (phones keep the switch in the Search Recipes tab).
  if (layout === 'mobile') await dialog.getByRole('tab', { name: 'Search Recipes' }).click();
  await dialog.getByRole('switch', { name: 'Use My Preferences' }).click();
  // The count passes through (0) while the new search runs: wait for its answer.
  await expect
    .poll(async () => Number(/\((\d+)\)/.exec(await results.innerText())?.[1] ?? 0))
    .toBeGreaterThan(found.total);
});
