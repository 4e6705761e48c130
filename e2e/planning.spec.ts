import type { NutritionSummary } from '../domain/nutrition-summary';
import { addDays, formatWeekDate, nextWeek, previousWeek, toIsoDate } from '../domain/weeks';
import { expect, journeyTimeout, test } from './support/fixtures';
import { getJson, post, signIn, snap, someRecipes, thisWeek } from './support/planning';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const ofTarget = (key: string, consumed: number, target: number) =>
  key === 'calories'
    ? `${number.format(Math.round(consumed))} / ${number.format(Math.round(target))} kcal`
    : `${number.format(consumed)} / ${number.format(target)} g`;

test('favorite a recipe, plan it, copy last week, confirm, build the grocery list and read the nutrition', async ({
  page,
  request,
  baseURL,
  layout,
}, info) => {
  test.skip(layout === 'tablet', 'the tablet journey is the grid one below');
  test.setTimeout(journeyTimeout(120_000));
  await signIn(page, request, baseURL!);
  const week = thisWeek();
  const lastWeek = previousWeek(week);
  const [favorite, pastMeal] = await someRecipes(page);

  // A favorite (through the API, from the page) and a plan last week to copy from.
  expect(await post(page, '/api/favorites/recipes', { recipeId: favorite.id })).toBe(201);
  expect(
    await post(page, `/api/meal-plans/${lastWeek}/entries`, {
      day: 'Tuesday',
      mealType: 'Lunch',
      recipeId: pastMeal.id,
    }),
  ).toBe(201);

  await page.goto('/dashboard/favorites');
  if (layout === 'mobile') {
    await expect(page.getByText('1 favorite recipe', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Recipes (1)' })).toBeVisible();
    await expect(page.getByRole('article', { name: favorite.title })).toBeVisible();
    await page.getByRole('tab', { name: 'Meal Plans (0)' }).click();
    await expect(page.getByText('No Favorite Meal Plans Yet')).toBeVisible();
    await expect(page.getByText('Create meal plans and save your favorites for easy access!')).toBeVisible();
  } else {
    await expect(page.getByRole('tab', { name: 'Favorite Recipes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: favorite.title })).toBeVisible();
  }
  await snap(page, info, 'favorites');

  // This week is empty: add the favorite to Monday's breakfast through Search & Add Recipes.
  await page.goto(`/dashboard/meal-plan?week=${week}`);
  if (layout === 'mobile') {
    await expect(page.getByText(`Week: ${formatWeekDate(week)}`)).toBeVisible();
    for (let i = 0; i < 7 && (await page.getByTestId('selected-day').textContent()) !== 'Monday'; i++) {
      await page.getByRole('button', { name: 'Next day' }).click();
    }
    await expect(page.getByTestId('selected-day')).toHaveText('Monday');
    await expect(page.getByText('Click to add meal')).toHaveCount(5);
    await snap(page, info, 'meal-plan-empty');
    await page.getByRole('button', { name: 'Click to add meal: Breakfast' }).click();
  } else {
    await expect(page.getByText('No meal plan created yet. Generate your first meal plan!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate My First Meal Plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add / })).toHaveCount(35);
    await snap(page, info, 'meal-plan-empty');
    await page.getByRole('button', { name: 'Add Breakfast on Monday' }).click();
  }
  const search = page.getByRole('dialog', { name: 'Search & Add Recipes' });
  await search.getByRole('searchbox', { name: 'Search recipes' }).fill(favorite.title);
  await search.getByRole('searchbox', { name: 'Search recipes' }).press('Enter');
  await search.getByRole('button', { name: 'Add to Monday Breakfast' }).first().click();
  await expect(
    page.getByText(`${favorite.title} has been added to your breakfast for Monday.`, { exact: true }),
  ).toBeVisible();
  await expect(search).toBeHidden();
  if (layout === 'mobile') await expect(page.getByRole('button', { name: favorite.title, exact: true })).toBeVisible();
  else await expect(page.getByRole('group', { name: `Monday Breakfast: ${favorite.title}` })).toBeVisible();

  // Copy from Past: last week's Tuesday lunch fills this week's empty slot.
  await page.getByRole('button', { name: /^Copy from past$/i }).click();
  const copy = page.getByRole('dialog', { name: 'Copy from Past' });
  await copy.getByRole('button', { name: new RegExp(`Week of ${formatWeekDate(lastWeek)}.*1 meal`) }).click();
  await expect(
    page.getByText(`1 meal copied from the week of ${formatWeekDate(lastWeek)}.`, { exact: true }),
  ).toBeVisible();
  if (layout === 'mobile') {
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByTestId('selected-day')).toHaveText('Tuesday');
    await expect(page.getByRole('button', { name: pastMeal.title, exact: true })).toBeVisible();
  } else {
    await expect(page.getByRole('group', { name: `Tuesday Lunch: ${pastMeal.title}` })).toBeVisible();
  }

  // Draft, then Confirm Plan: the status shows it.
  await expect(page.getByTestId('plan-status')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Confirm Plan' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Confirmed');
  await snap(page, info, 'meal-plan-confirmed');

  // The Weekly Nutrition Summary shows what the API computes from the plan.
  const summary = await getJson<NutritionSummary>(page, `/api/nutrition/${week}`);
  expect(summary.entryCount).toBe(2);
  if (layout === 'mobile') await page.getByRole('tab', { name: 'Nutrition' }).click();
  for (const key of ['calories', 'protein', 'fat', 'carbs'] as const) {
    const card = page.locator(`[data-nutrient="${key}"]`);
    await expect(card.locator('[data-value="of-target"]')).toHaveText(
      ofTarget(key, summary.week[key].consumed, summary.week[key].target),
    );
    await expect(card.locator('[data-value="percent"]')).toHaveText(`${summary.week[key].percent}% complete`);
  }
  await expect(page.getByRole('heading', { name: 'Weekly Progress Overview' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Monday calories' })).toHaveAttribute(
    'aria-valuenow',
    String(summary.days[0]!.progress.calories.percent),
  );
  await snap(page, info, 'nutrition');
  if (layout === 'mobile') await page.getByRole('tab', { name: 'Meal Plan' }).click();

  // Generate Grocery List: the toast while it is built, then the list by aisle; a checked item stays checked.
  await page.getByRole('button', { name: /^Generate grocery list$/i }).click();
  await expect(page.getByText('Generating Grocery List', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/grocery/${week}$`));
  await expect(page.getByRole('heading', { name: 'Grocery List' })).toBeVisible();
  const itemBox = page.locator('section input[type="checkbox"]').first();
  await expect(itemBox).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Subtract what my pantry holds' })).not.toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/grocery/items/') && r.request().method() === 'PATCH',
  );
  await itemBox.check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.locator('section input[type="checkbox"]').first()).toBeChecked();
  expect((await getJson<{ checkedCount: number }>(page, `/api/grocery/${week}`)).checkedCount).toBe(1);
  await snap(page, info, 'grocery');
});

test('the weekly grid: week picker, details, alternatives, move, remove and a favorite plan @tablet', async ({
  page,
  request,
  baseURL,
  layout,
}, info) => {
  test.skip(layout === 'mobile', 'the weekly grid is for 768 px and up');
  test.setTimeout(journeyTimeout(120_000));
  await signIn(page, request, baseURL!);
  const week = thisWeek();
  const [recipe] = await someRecipes(page);
  expect(
    await post(page, `/api/meal-plans/${week}/entries`, { day: 'Monday', mealType: 'Dinner', recipeId: recipe.id }),
  ).toBe(201);

  await page.goto('/dashboard/meal-plan');
  const slot = page.getByRole('group', { name: `Monday Dinner: ${recipe.title}` });
  await expect(slot).toBeVisible();
  await snap(page, info, 'grid');

  // Week picker: arrows on tablet, a calendar snapping to Monday on desktop.
  const next = nextWeek(week);
  if (layout === 'tablet') {
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByText(`Week of ${formatWeekDate(next)}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous week' }).click();
  } else {
    // Any day picks its week's Monday: Wednesday of next week (turning the month when it is not shown).
    await page.getByRole('button', { name: /choose a week/ }).click();
    const wednesday = page.getByRole('gridcell', { name: addDays(next, 2), exact: true });
    if (!(await wednesday.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
    await snap(page, info, 'week-calendar', { fullPage: false });
    await wednesday.click();
    await expect(page.getByRole('button', { name: `Week of ${formatWeekDate(next)}, choose a week` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`week=${next}`));
    await page.getByRole('button', { name: /choose a week/ }).click();
    const monday = page.getByRole('gridcell', { name: week, exact: true });
    if (!(await monday.isVisible())) await page.getByRole('button', { name: 'Previous month' }).click();
    await monday.click();
  }
  await expect(slot).toBeVisible();

  // View Details: calories, protein and the recipe's real prep time.
  await slot.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: recipe.title });
  await expect(details.getByText(`${recipe.prepMinutes} min`)).toBeVisible();
  await expect(details.getByText(`${Math.round(recipe.calories)} kcal`)).toBeVisible();
  await details.getByRole('button', { name: 'Favorite' }).click();
  await expect(page.getByText('Added to favorites!', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Favorited' })).toBeVisible();
  // View Recipe: the recipe's full detail in place of the summary.
  await details.getByRole('button', { name: 'View Recipe' }).click();
  const full = page.getByRole('dialog', { name: recipe.title });
  await expect(full.getByText('Nutrition (per serving)')).toBeVisible();
  await expect(full.getByRole('button', { name: 'Favorited' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();

  // Alternatives: a similar recipe swapped in with one click.
  await slot.getByRole('button', { name: 'Alternatives' }).click();
  const alternatives = page.getByRole('dialog', { name: 'Alternatives' });
  const swapIn = alternatives.getByRole('button', { name: /^Swap in / }).first();
  await expect(swapIn).toBeVisible();
  const swapped = ((await swapIn.getAttribute('aria-label')) ?? '').replace(/^Swap in /, '');
  await snap(page, info, 'alternatives', { fullPage: false });
  await swapIn.click();
  await expect(page.getByText('Meal swapped', { exact: true })).toBeVisible();
  const moved = page.getByRole('group', { name: `Monday Dinner: ${swapped}` });
  await expect(moved).toBeVisible();

  // Move with the menu (the keyboard and touch way), then remove.
  await moved.getByRole('button', { name: `More actions for ${swapped}` }).click();
  await page.getByRole('menuitem', { name: 'Move to' }).click();
  await page.getByRole('menuitem', { name: 'Wednesday' }).click();
  await page.getByRole('menuitem', { name: 'Lunch' }).click();
  const wednesday = page.getByRole('group', { name: `Wednesday Lunch: ${swapped}` });
  await expect(wednesday).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Dinner on Monday' })).toBeVisible();

  // Save the week as a favorite plan with a name; it shows on Favorites, and can be removed there.
  await page.getByRole('button', { name: 'Save as Favorite' }).click();
  const save = page.getByRole('dialog', { name: 'Save as Favorite' });
  await save.getByLabel('Name').fill('Our busy week');
  await save.getByRole('button', { name: 'Save Favorite' }).click();
  await expect(page.getByText('Our busy week saved to your favorite meal plans', { exact: true })).toBeVisible();

  await wednesday.getByRole('button', { name: `More actions for ${swapped}` }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(wednesday).toBeHidden();
  await expect(page.getByText('No meal plan created yet. Generate your first meal plan!')).toBeVisible();

  await page.goto('/dashboard/favorites');
  await page.getByRole('tab', { name: 'Favorite Meal Plans' }).click();
  const plan = page.getByRole('article', { name: 'Our busy week' });
  await expect(plan.getByText(`Added on ${formatWeekDate(toIsoDate(new Date()))}`)).toBeVisible();
  await snap(page, info, 'favorite-plans');
  await plan.getByRole('button', { name: 'Remove Our busy week from favorites' }).click();
  await expect(page.getByText('Removed from favorites', { exact: true })).toBeVisible();
  await expect(page.getByText("You haven't saved any favorite meal plans yet.")).toBeVisible();
});
