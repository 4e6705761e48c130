import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import type { FavoriteMealPlan } from '../domain/favorites';
import type { RecipeCard, SearchResult } from '../domain/recipe-search';
import type { WeekPlan } from '../domain/meal-plans';
import { nextWeek } from '../domain/weeks';
import { expect, journeyTimeout, test } from './support/fixtures';
import { getJson, post, signIn, thisWeek, toast } from './support/planning';

/** Issue #21: real ratings instead of a fixed 4.5, and a favorite meal plan that is a copy of its week. */

async function shoot(page: Page, info: TestInfo, name: string, { fullPage = true } = {}) {
  const dir = `/tmp/shots/ratings/${info.project.name}`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** A catalogue recipe near the end of the alphabet (other journeys use the first page), different per project. */
async function recipeToRate(page: Page, info: TestInfo): Promise<RecipeCard> {
  const { total } = await getJson<SearchResult>(page, '/api/recipes/search?pageSize=1');
  const { items } = await getJson<SearchResult>(
    page,
    `/api/recipes/search?pageSize=1&page=${total - 3 - info.parallelIndex - (info.project.name === 'phone' ? 0 : 5)}`,
  );
  return items[0]!;
}

test('a person rates a recipe they planned, changes it, and Top rated brings it first', async ({
  page,
  request,
  baseURL,
  layout,
}, info) => {
  test.setTimeout(journeyTimeout(120_000));
  await signIn(page, request, baseURL!, 'Rohan Kulkarni');
  const recipe = await recipeToRate(page, info);

  // Not planned yet: the card and the detail say New, and how to become able to rate it.
  await page.goto(`/dashboard/search?q=${encodeURIComponent(recipe.title)}`);
  const card = page
    .getByRole('list', { name: 'Recipes' })
    .getByRole('listitem')
    .filter({ hasText: recipe.title })
    .first();
  await expect(card.getByTestId('rating')).toHaveText('New');
  await card.getByRole('button', { name: recipe.title }).click();
  let detail = page.getByRole('dialog', { name: recipe.title });
  await expect(detail.getByTestId('rating-summary')).toContainText('New');
  await expect(detail.getByText('Add it to one of your meal plans to rate it.')).toBeVisible();
  await expect(detail.getByRole('radiogroup')).toHaveCount(0);
  await shoot(page, info, 'detail-not-planned', { fullPage: false });
  await page.keyboard.press('Escape');

  // Planned in a past week: five stars to give, then to change.
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  expect(
    await post(page, `/api/meal-plans/${lastWeek}/entries`, {
      day: 'Thursday',
      mealType: 'Dinner',
      recipeId: recipe.id,
    }),
  ).toBe(201);
  await card.getByRole('button', { name: recipe.title }).click();
  detail = page.getByRole('dialog', { name: recipe.title });
  const stars = detail.getByRole('radiogroup', { name: 'Rate it' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await stars.getByRole('radio', { name: '4 stars' }).click();
  await expect(toast(page, 'Rating saved')).toBeVisible();
  await expect(detail.getByTestId('rating-summary')).toContainText('4.0 · 1');
  const mine = detail.getByRole('radiogroup', { name: 'Your rating' });
  await expect(mine.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  await mine.getByRole('radio', { name: '5 stars' }).click();
  await expect(detail.getByTestId('rating-summary')).toContainText('5.0 · 1');
  await expect(mine.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
  await shoot(page, info, 'detail-rated', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(card.getByTestId('rating')).toHaveText('5.0 · 1');

  // Top rated: with no text the rated recipe leads, and the choice stays in the address.
  await page.goto('/dashboard/search');
  const results = page.getByRole('list', { name: 'Recipes' }).getByRole('listitem');
  await expect(results.first()).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('A to Z');
  await page.getByLabel('Sort by').selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  await expect(results.first().getByTestId('rating')).not.toHaveText('New');
  await expect(results.filter({ hasText: recipe.title })).toHaveCount(1);
  await expect(results.filter({ hasText: recipe.title }).getByTestId('rating')).toHaveText('5.0 · 1');
  await shoot(page, info, 'search-top-rated');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shoot(page, info, 'search-top-rated-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The full recipe page shows the same rating and the person's stars.
  await page.goto(`/dashboard/recipes/${recipe.id}`);
  await expect(page.getByTestId('rating-summary')).toContainText('5.0 · 1');
  await expect(
    page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '5 stars' }),
  ).toHaveAttribute('aria-checked', 'true');
  await shoot(page, info, 'full-recipe-rated');

  // Its favorite card shows the same figures.
  expect(await post(page, '/api/favorites/recipes', { recipeId: recipe.id })).toBe(201);
  await page.goto('/dashboard/favorites');
  const favorite =
    layout === 'mobile'
      ? page.getByRole('article', { name: recipe.title })
      : page.getByRole('main').getByRole('article').first();
  await expect(favorite.getByTestId('rating')).toHaveText('5.0 · 1');
  await shoot(page, info, 'favorites-rated');
});

test('a visitor sees New or the average on trending cards and cannot rate', async ({ page }, info) => {
  await page.goto('/');
  const cards = page.locator('#trending').getByRole('listitem');
  await expect(cards).toHaveCount(8);
  for (const rating of await cards.getByTestId('rating').allTextContents())
    expect(rating).toMatch(/(New|\d\.\d · \d+)$/);
  await page.locator('#trending').scrollIntoViewIfNeeded();
  await shoot(page, info, 'landing-trending', { fullPage: false });
  await page.emulateMedia({ colorScheme: 'dark' });
  await shoot(page, info, 'landing-trending-dark', { fullPage: false });
  const id = (await getJson<RecipeCard[]>(page, '/api/recipes/trending'))[0]!.id;
  const res = await page.request.put(`/api/recipes/${id}/rating`, {
    data: { stars: 5 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(401);
});

test('a favorite meal plan keeps the meals it was saved with', async ({ page, request, baseURL, layout }, info) => {
  test.setTimeout(journeyTimeout(120_000));
  await signIn(page, request, baseURL!, 'Farah Siddiqui');
  const week = thisWeek();
  const { items } = await getJson<SearchResult>(page, '/api/recipes/search?pageSize=24');
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  for (const [i, day] of days.entries()) {
    expect(
      await post(page, `/api/meal-plans/${week}/entries`, { day, mealType: 'Dinner', recipeId: items[i]!.id }),
    ).toBe(201);
  }
  await page.goto(`/dashboard/meal-plan?week=${week}`);
  await page.getByRole('button', { name: 'Save as Favorite' }).click();
  const save = page.getByRole('dialog', { name: 'Save as Favorite' });
  await save.getByLabel('Name').fill('Seven dinners');
  await save.getByRole('button', { name: 'Save Favorite' }).click();
  await expect(toast(page, 'Seven dinners saved to your favorite meal plans')).toBeVisible();

  // The week grows to 21 meals afterwards.
  for (const [i, day] of days.entries()) {
    expect(
      await post(page, `/api/meal-plans/${week}/entries`, { day, mealType: 'Breakfast', recipeId: items[7 + i]!.id }),
    ).toBe(201);
    expect(
      await post(page, `/api/meal-plans/${week}/entries`, { day, mealType: 'Lunch', recipeId: items[14 + i]!.id }),
    ).toBe(201);
  }
  await page.goto('/dashboard/favorites');
  await page.getByRole('tab', { name: layout === 'mobile' ? 'Meal Plans (1)' : 'Favorite Meal Plans' }).click();
  const saved = page.getByRole('article', { name: 'Seven dinners' });
  await expect(saved).toContainText('7 meals');
  await shoot(page, info, 'favorite-plan-copy');

  // Copied into next week, it gives the 7 dinners it was saved with, not the 21 meals of its week.
  const favorite = (await getJson<FavoriteMealPlan[]>(page, '/api/favorites/meal-plans'))[0]!;
  const next = nextWeek(week);
  expect(await post(page, `/api/meal-plans/${next}/copy-from-favorite`, { favoriteId: favorite.id })).toBe(200);
  const copied = (await getJson<WeekPlan>(page, `/api/meal-plans/${next}`)).plan!;
  expect(copied.entries).toHaveLength(7);
  expect(new Set(copied.entries.map((e) => e.mealType))).toEqual(new Set(['Dinner']));
});
