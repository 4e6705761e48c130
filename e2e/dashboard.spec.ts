import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ActivityPage } from '../domain/activity';
import type { PreferenceCategory } from '../domain/preferences';
import type { SearchResult } from '../domain/recipe-search';
import { toIsoDate, weekStart } from '../domain/weeks';
import { becomePlus, createAccount, signInThroughDialog } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';

async function signIn(page: Page, request: APIRequestContext, baseURL: string) {
  const account = await createAccount(request, baseURL, 'Meera Iyer');
  await page.goto('/about');
  await signInThroughDialog(page, account.email, account.password);
  return account;
}

/** Each sub-route of the dashboard and the title its page gives the tab. */
const SUB_ROUTES = [
  ['/dashboard/search', 'Search Recipes'],
  ['/dashboard/build', 'Build from Ingredients'],
  ['/dashboard/pantry-scan', 'Pantry Scan'],
  ['/dashboard/meal-plan', 'Weekly Meal Plan'],
  ['/dashboard/favorites', 'Favorites'],
  ['/dashboard/profile', 'Profile'],
  ['/dashboard/more', 'More'],
] as const;

const title = (name: string) => new RegExp(`^${name} – Mealwise$`);

test('the dashboard greets, and leads to every feature @tablet', async ({ page, request, baseURL, layout }) => {
  test.setTimeout(journeyTimeout(90_000));
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard');
  await expect(page).toHaveTitle(title('Dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Meera!' })).toBeVisible();
  await expect(page.getByText('Your culinary journey starts here')).toBeVisible();
  await expect(page.getByRole('link', { name: /preferences active/ })).toHaveCount(0);

  if (layout === 'desktop') {
    await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Free Plan Active')).toBeVisible();
    const actions = page.getByRole('navigation', { name: 'Quick actions' });
    await actions.getByRole('button', { name: /^Search Recipes/ }).click();
    await expect(page.getByRole('dialog', { name: 'Search & Add Recipes' })).toBeVisible();
    await page.keyboard.press('Escape');
    await actions.getByRole('button', { name: /^Build from Ingredients/ }).click();
    await expect(page.getByRole('dialog', { name: 'Build from Ingredients' })).toBeVisible();
    await page.keyboard.press('Escape');
    await actions.getByRole('button', { name: /^Pantry Scan/ }).click();
    await expect(page.getByRole('dialog', { name: 'Scan Your Pantry' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await actions.getByRole('button', { name: /^Meal Plan/ }).click();
    await expect(page.getByRole('tab', { name: 'Meal Plan' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /^Week of .*, choose a week$/ })).toBeVisible();
    await expect(page.getByText('No meal plan created yet. Generate your first meal plan!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Meal Plan' })).toBeEnabled();
    await page.getByRole('button', { name: /choose a week$/ }).click();
    // The calendar starts its weeks on Monday.
    await expect(page.getByRole('grid').getByRole('columnheader').first()).toHaveText(/^Mo/);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expect(page.getByText("You haven't saved any favorite recipes yet.")).toBeVisible();
    await page.getByRole('tab', { name: 'Nutrition Summary' }).click();
    await expect(page.getByRole('heading', { name: 'Weekly Nutrition Summary' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Nutrition Summary' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    await expect(page.getByText('No activity yet')).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByText('No activity yet')).toBeVisible();
    const tiles = page.getByRole('navigation', { name: 'Quick actions' });
    for (const name of ['Search and add recipes', 'Build from ingredients', 'Pantry Scan', 'Create Meal Plan']) {
      await expect(tiles.getByRole('button', { name })).toBeVisible();
    }
    if (layout === 'mobile') {
      await tiles.getByRole('button', { name: 'Search and add recipes' }).click();
      await expect(page).toHaveURL(/\/dashboard\/search$/);
      await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
      await tiles.getByRole('button', { name: 'Build from ingredients' }).click();
      await expect(page).toHaveURL(/\/dashboard\/build$/);
      await page.goBack();
      await tiles.getByRole('button', { name: 'Pantry Scan' }).click();
      await expect(page).toHaveURL(/\/dashboard\/pantry-scan$/);
      await page.goBack();
      // The bottom bar reaches the other tabs.
      const bar = page.getByRole('navigation', { name: 'Main' });
      for (const [name, path, heading] of [
        ['Mealplanner', '/dashboard/meal-plan', 'Weekly Meal Plan'],
        ['Favorites', '/dashboard/favorites', 'Favorites'],
        ['Profile', '/dashboard/profile', 'Profile'],
        ['More', '/dashboard/more', 'More'],
        ['Home', '/dashboard', 'Dashboard'],
      ] as const) {
        await bar.getByRole('link', { name }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page).toHaveTitle(title(heading));
      }
    } else {
      await tiles.getByRole('button', { name: 'Search and add recipes' }).click();
      await expect(page.getByRole('dialog', { name: 'Search & Add Recipes' })).toBeVisible();
      await page.keyboard.press('Escape');
      await tiles.getByRole('button', { name: 'Build from ingredients' }).click();
      await expect(page.getByRole('dialog', { name: 'Build from Ingredients' })).toBeVisible();
      await page.keyboard.press('Escape');
      await tiles.getByRole('button', { name: 'Pantry Scan' }).click();
      await expect(page.getByRole('dialog', { name: 'Scan Your Pantry' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
  }

  // Every sub-route works at this width (no 404, its own page).
  for (const [path, name] of SUB_ROUTES) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title(name));
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  }
});

test('a favorite shows up in Recent Activity and leads back to the recipe @tablet', async ({
  page,
  request,
  baseURL,
  layout,
}) => {
  test.setTimeout(journeyTimeout(90_000));
  await signIn(page, request, baseURL!);
  const { items } = (await (await page.request.get('/api/recipes/search?pageSize=6')).json()) as SearchResult;
  const recipe = items.find((r) => r.title.length < 40)!;

  await page.goto(`/dashboard/recipes/${recipe.id}`);
  await page.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(page.getByText('Added to favorites!', { exact: true })).toBeVisible();

  await page.goto('/dashboard');
  const entry = page
    .getByRole('list', { name: 'Recent activity' })
    .getByRole('link', { name: new RegExp(`Added ${recipe.title} to favorites`) });
  await expect(entry).toBeVisible();
  await expect(entry.locator('time')).toHaveText('just now');
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/recipes/${recipe.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();

  // Only what this person did is in their log (another person's log is proven apart in the API tests).
  const log = (await (await page.request.get('/api/activity')).json()) as ActivityPage;
  expect(log.entries.map((e) => e.kind)).toEqual(['favorite_added']);

  if (layout === 'desktop') {
    await page.goto('/dashboard?tab=favorites');
    await expect(page.getByRole('heading', { name: recipe.title })).toBeVisible();
  }
});

test('the preferences badge counts what is selected and leads to the preferences @tablet', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL!);
  const categories = (await (await page.request.get('/api/preferences')).json()) as PreferenceCategory[];
  const cuisines = categories.flatMap((c) => c.filters).find((f) => f.key === 'cuisine_preference')!;
  const values = (cuisines.options as { values: string[] }).values.slice(0, 2);
  const saved = await page.request.put('/api/preferences', {
    data: { selections: [{ filterId: cuisines.id, selectedValues: values }] },
    headers: { origin: baseURL! },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: '2 preferences active' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('Recent Activity shows ten entries, then older ones on request', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL!);
  const { items } = (await (await page.request.get('/api/recipes/search?pageSize=12')).json()) as SearchResult;
  expect(items).toHaveLength(12);
  for (const r of items) {
    expect(
      (
        await page.request.post('/api/favorites/recipes', { data: { recipeId: r.id }, headers: { origin: baseURL! } })
      ).status(),
    ).toBe(201);
  }
  await page.goto('/dashboard');
  const list = page.getByRole('list', { name: 'Recent activity' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list.getByRole('listitem').first()).toContainText(items[11]!.title);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(12);
  await expect(list.getByRole('listitem').last()).toContainText(items[0]!.title);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('one upgrade banner at a time; the header one goes once dismissed, and stays gone @tablet', async ({
  page,
  request,
  baseURL,
  layout,
}) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Upgrade' });
  if (layout === 'desktop') {
    // Desktops show the dashboard's subscription banner only; the header's is for phones and tablets.
    await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Free Plan Active')).toBeVisible();
    await expect(page.getByText('Upgrade to Plus')).toHaveCount(0);
    return;
  }
  await expect(banner.getByText('Upgrade to Plus')).toBeVisible();
  await expect(banner.getByText('Unlock premium features')).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss upgrade banner' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Meera!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upgrade' })).toHaveCount(0);
});

test('looks right in light and dark settings @tablet', async ({ page, request, baseURL }, info) => {
  await signIn(page, request, baseURL!);
  const { items } = (await (await page.request.get('/api/recipes/search?pageSize=3')).json()) as SearchResult;
  for (const r of items) {
    const res = await page.request.post('/api/favorites/recipes', {
      data: { recipeId: r.id },
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(201);
  }
  const dir = '/tmp/shots/dash';
  mkdirSync(dir, { recursive: true });
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(3);
    // The product is always dark (spec 000 section 1): a light setting changes nothing.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 43, 46)');
    await page.screenshot({ path: `${dir}/${info.project.name}-${scheme}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  if (info.project.name === 'desktop') {
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expect(page.getByRole('link', { name: 'All favorites (3)' })).toBeVisible();
    await page.screenshot({ path: `${dir}/desktop-favorites-tab.png`, fullPage: true });
    // The narrowest desktop: nothing spills sideways.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${dir}/desktop-1024.png`, fullPage: true });
  }
});

test('Create Meal Plan generates the week from the dashboard, and the plan shows up in Recent Activity @tablet', async ({
  page,
  request,
  baseURL,
  layout,
}, info) => {
  test.setTimeout(journeyTimeout(120_000));
  await becomePlus(page, request, baseURL!);
  const week = weekStart(toIsoDate(new Date()));
  // Hold the answer a moment so the busy state can be seen.
  await page.route('**/api/meal-plans/*/generate', async (route) => {
    await new Promise((r) => setTimeout(r, 1_000));
    await route.continue();
  });
  await page.goto('/dashboard');
  if (layout === 'desktop') {
    await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Plus Plan')).toBeVisible();
    await page.getByRole('tab', { name: 'Meal Plan' }).click();
    await page.getByRole('button', { name: 'Generate My First Meal Plan' }).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Meals this week' }).getByRole('link').first()).toBeVisible({
      timeout: 60_000,
    });
    await page.screenshot({ path: `/tmp/shots/dash/${info.project.name}-meal-plan-tab.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Nutrition Summary' }).click();
    await expect(page.getByTestId('nutrition-summary')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/dash/${info.project.name}-nutrition-tab.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
  } else {
    await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Plus Plan')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/dash/${info.project.name}-plus.png`, fullPage: true });
    const tiles = page.getByRole('navigation', { name: 'Quick actions' });
    await tiles.getByRole('button', { name: 'Create Meal Plan' }).click();
    await expect(tiles.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`/dashboard/meal-plan\\?week=${week}$`), { timeout: 60_000 });
    await expect(page).toHaveTitle(title('Weekly Meal Plan'));
    await page.goto('/dashboard');
  }
  const activity = page.getByRole('list', { name: 'Recent activity' });
  const generated = activity.getByRole('link', { name: /Generated \d+ meals for the week of/ });
  await expect(generated).toBeVisible();
  await expect(activity.getByRole('link', { name: /Plus/ })).toHaveAttribute('href', '/settings');
  await generated.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/meal-plan\\?week=${week}$`));
});
