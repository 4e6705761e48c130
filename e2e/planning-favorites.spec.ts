import type { Page } from '@playwright/test';
import type { WeekPlan } from '../domain/meal-plans';
import type { RecipeCard } from '../domain/recipe-search';
import { expect, journeyTimeout, test } from './support/fixtures';
import {
  choose,
  failOnce,
  getJson,
  holdRoute,
  post,
  signIn,
  snap,
  someRecipes,
  thisWeek,
  toast,
} from './support/planning';

const results = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('listitem');

async function searchFor(page: Page, recipe: RecipeCard) {
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill(recipe.title);
  await page.keyboard.press('Enter');
  const card = results(page)
    .filter({ has: page.getByRole('heading', { name: recipe.title, exact: true }) })
    .first();
  await expect(card).toBeVisible();
  return card;
}

test('favorites: the heart and every toast, both tabs, and adding a favorite to the plan @tablet', async ({
  page,
  request,
  baseURL,
  layout,
}, info) => {
  test.setTimeout(journeyTimeout(150_000));
  await signIn(page, request, baseURL!);
  const [first, second, third] = await someRecipes(page);

  // Nothing saved yet: the loading state while the list comes, then the empty texts.
  const release = await holdRoute(page, '**/api/favorites/recipes');
  await page.goto('/dashboard/favorites');
  if (layout === 'mobile') {
    await expect(page.getByText('Loading favorites...')).toBeVisible();
    await release();
    await expect(page.getByRole('tab', { name: 'Recipes (0)' })).toBeVisible();
    await expect(page.getByText('No Favorite Recipes Yet')).toBeVisible();
    await expect(page.getByText('Start exploring recipes and add your favorites here!')).toBeVisible();
    await page.getByRole('tab', { name: 'Meal Plans (0)' }).click();
    await expect(page.getByText('No Favorite Meal Plans Yet')).toBeVisible();
  } else {
    await expect(page.getByTestId('favorite-skeleton')).toHaveCount(6);
    await snap(page, info, 'favorites-loading');
    await release();
    await expect(page.getByText("You haven't saved any favorite recipes yet.")).toBeVisible();
    await page.getByRole('tab', { name: 'Favorite Meal Plans' }).click();
    await expect(page.getByText("You haven't saved any favorite meal plans yet.")).toBeVisible();
  }
  await snap(page, info, 'favorites-empty');

  // The heart: a red filled heart and 'Added to favorites!', then 'Removed from favorites'.
  await page.goto('/dashboard/search');
  let card = await searchFor(page, first!);
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(toast(page, 'Added to favorites!')).toBeVisible();
  await expect(toast(page, 'Recipe saved to your favorites')).toBeVisible();
  const heart = card.getByRole('button', { name: 'Remove from favorites' });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart.locator('svg')).toHaveClass(/fill-red-500/);
  await heart.click();
  await expect(toast(page, 'Removed from favorites')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(toast(page, 'Added to favorites!')).toBeVisible();
  // The hearts are read again after each change: wait for that before saving one behind the page's back.
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  // Saved meanwhile elsewhere (another tab): the server says so, and the heart catches up.
  expect(await post(page, '/api/favorites/recipes', { recipeId: second.id })).toBe(201);
  card = await searchFor(page, second!);
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(toast(page, 'Already in favorites')).toBeVisible();
  await expect(toast(page, 'This recipe is already in your favorites')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  // Failures: the server's message when saving, 'Failed to remove from favorites' when removing.
  card = await searchFor(page, third!);
  await failOnce(page, '**/api/favorites/recipes', 'POST', 503, 'The favorites store is busy');
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(toast(page, 'The favorites store is busy')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
  card = await searchFor(page, first!);
  await failOnce(page, `**/api/favorites/recipes/${first.id}`, 'DELETE', 503, 'The favorites store is busy');
  await card.getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(toast(page, 'Failed to remove from favorites')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  // The Favorites screen lists both, newest first; removing one takes it off the list.
  await page.goto('/dashboard/favorites');
  if (layout === 'mobile') {
    await expect(page.getByRole('tab', { name: 'Recipes (2)' })).toBeVisible();
    await expect(page.getByText('2 favorite recipes', { exact: true })).toBeVisible();
    const saved = page.getByRole('article', { name: second.title });
    await expect(saved).toContainText(second.cuisine);
    await expect(saved).toContainText(`${Math.round(second.calories)} cal`);
    await expect(saved).toContainText(`${second.prepMinutes + second.cookMinutes} min`);
    await expect(saved.getByTestId('rating')).toHaveText(/^(New|\d\.\d · \d+)$/);
    await snap(page, info, 'favorites-list');
    await saved.getByRole('button', { name: `Remove ${second.title} from favorites` }).click();
    await expect(toast(page, 'Removed from favorites')).toBeVisible();
    await expect(page.getByText('1 favorite recipe', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: second.title })).toHaveCount(0);
  } else {
    await expect(page.getByRole('tab', { name: 'Favorite Recipes' })).toHaveAttribute('aria-selected', 'true');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('heading')).toHaveText(second.title);
    await snap(page, info, 'favorites-list');
    const saved = cards.first();
    await saved.hover();
    await saved.getByRole('button', { name: 'Remove from favorites' }).click();
    await expect(toast(page, 'Removed from favorites')).toBeVisible();
    await expect(cards).toHaveCount(1);
  }

  // Add the remaining favorite to the plan: both choices are needed, 'Adding...' while it saves.
  const remaining =
    layout === 'mobile'
      ? page.getByRole('article', { name: first.title })
      : page.getByRole('main').getByRole('article').first();
  if (layout === 'mobile') {
    await remaining.getByRole('button', { name: `Add ${first.title} to meal plan` }).click();
  } else {
    await remaining.hover();
    await remaining.getByRole('button', { name: 'Add to meal plan' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
  await dialog.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(toast(page, 'Please select both day and meal type.')).toBeVisible();
  await choose(page, dialog, 'Day of the Week', 'Wednesday');
  await choose(page, dialog, 'Meal Type', 'Snack');
  await snap(page, info, 'add-to-plan-dialog', { fullPage: false });
  const releaseAdd = await holdRoute(page, '**/api/meal-plans/*/entries', 'POST');
  await dialog.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  await releaseAdd();
  await expect(toast(page, `${first.title} has been added to your snack for Wednesday.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The dialog's Snack lands in the grid's Evening Snack row (decision 004).
  const plan = (await getJson<WeekPlan>(page, `/api/meal-plans/${thisWeek()}`)).plan!;
  expect(plan.entries.map((e) => [e.dayName, e.mealType, e.recipe.id])).toEqual([
    ['Wednesday', 'Evening Snack', first.id],
  ]);

  // The inline panel of the recipe's detail: 'Please select day and meal type', then the same success toast.
  await remaining.getByRole('button', { name: first.title, exact: true }).click();
  const detail = page.getByRole('dialog', { name: first.title });
  await detail.getByRole('button', { name: 'Add to Meal Plan' }).click();
  const panel = detail.getByRole('region', { name: 'Add to meal plan' });
  await panel.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(toast(page, 'Please select day and meal type')).toBeVisible();
  await choose(page, panel, 'Day', 'Friday');
  await choose(page, panel, 'Meal Type', 'Dinner');
  await snap(page, info, 'add-to-plan-panel', { fullPage: false });
  await panel.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(toast(page, `${first.title} has been added to your dinner for Friday.`)).toBeVisible();
  await expect(panel).toBeHidden();
});
