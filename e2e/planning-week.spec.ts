import type { Page } from '@playwright/test';
import type { GroceryList } from '../domain/grocery-list';
import type { WeekPlan } from '../domain/meal-plans';
import { formatWeekDate, nextWeek, toIsoDate, type DayName } from '../domain/weeks';
import { expect, journeyTimeout, test } from './support/fixtures';
import { getJson, post, signIn, snap, someRecipes, thisWeek, toast } from './support/planning';

/** The phone shows one day at a time: step with the arrows to the one asked for. */
async function showDay(page: Page, day: DayName) {
  for (let i = 0; i < 7 && (await page.getByTestId('selected-day').textContent()) !== day; i++) {
    await page.getByRole('button', { name: 'Next day' }).click();
  }
  await expect(page.getByTestId('selected-day')).toHaveText(day);
}

test('servings, Save Draft, a favorite plan copied into next week, and the phone’s AI/Manual toggle @tablet', async ({
  page,
  request,
  baseURL,
  layout,
}, info) => {
  test.setTimeout(journeyTimeout(150_000));
  await signIn(page, request, baseURL!);
  const week = thisWeek();
  const [breakfast, dinner] = await someRecipes(page);
  expect(
    await post(page, `/api/meal-plans/${week}/entries`, {
      day: 'Monday',
      mealType: 'Breakfast',
      recipeId: breakfast.id,
    }),
  ).toBe(201);
  expect(
    await post(page, `/api/meal-plans/${week}/entries`, { day: 'Tuesday', mealType: 'Dinner', recipeId: dinner.id }),
  ).toBe(201);
  await page.goto(`/dashboard/meal-plan?week=${week}`);

  // Servings: View Details, one more half portion; the calories follow.
  if (layout === 'mobile') {
    // The day selector wraps around the week.
    await showDay(page, 'Monday');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByTestId('selected-day')).toHaveText('Sunday');
    await expect(page.getByText('Click to add meal')).toHaveCount(5);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByTestId('selected-day')).toHaveText('Monday');
    await page.getByRole('button', { name: `View details of ${breakfast.title}` }).click();
  } else {
    await page
      .getByRole('group', { name: `Monday Breakfast: ${breakfast.title}` })
      .getByRole('button', { name: 'View Details' })
      .click();
  }
  const details = page.getByRole('dialog', { name: breakfast.title });
  await expect(details.getByTestId('servings')).toHaveText('1');
  await details.getByRole('button', { name: 'More servings' }).click();
  await expect(details.getByTestId('servings')).toHaveText('1½');
  await expect(details.getByText(`${Math.round(breakfast.calories * 1.5)} kcal`)).toBeVisible();
  await snap(page, info, 'entry-details', { fullPage: false });
  await page.keyboard.press('Escape');
  const saved = (await getJson<WeekPlan>(page, `/api/meal-plans/${week}`)).plan!;
  expect(saved.entries.find((e) => e.recipe.id === breakfast.id)!.servings).toBe(1.5);
  // the portion reads the same on every plan screen
  if (layout !== 'mobile')
    await expect(page.getByRole('group', { name: `Monday Breakfast: ${breakfast.title}` })).toContainText(
      '1½ servings',
    );
  else await expect(page.locator('li[data-slot="Breakfast"]')).toContainText('1½ servings');
  await snap(page, info, 'servings-on-plan', { fullPage: false });

  // Save Draft, then save the week as a favorite plan under a name.
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(page.getByTestId('plan-status')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Save as Favorite' }).click();
  const save = page.getByRole('dialog', { name: 'Save as Favorite' });
  await expect(save.getByLabel('Name')).toHaveValue(saved.name);
  await save.getByLabel('Name').fill('Two good days');
  await save.getByRole('button', { name: 'Save Favorite' }).click();
  await expect(toast(page, 'Two good days saved to your favorite meal plans')).toBeVisible();

  // Next week: Copy from Favorites fills it with the saved plan.
  const next = nextWeek(week);
  if (layout === 'mobile') {
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByText(`Week: ${formatWeekDate(next)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Copy from favorites' }).click();
  } else {
    await page.goto(`/dashboard/meal-plan?week=${next}`);
    await expect(page.getByText('No meal plan created yet. Generate your first meal plan!')).toBeVisible();
    await page.getByRole('button', { name: 'Copy from Favorites' }).click();
  }
  const copy = page.getByRole('dialog', { name: 'Copy from Favorites' });
  await expect(copy.getByText(`Added on ${formatWeekDate(toIsoDate(new Date()))}`)).toBeVisible();
  await snap(page, info, 'copy-from-favorites', { fullPage: false });
  await copy.getByRole('button', { name: /Two good days/ }).click();
  await expect(toast(page, 'Meal plan copied')).toBeVisible();
  await expect(toast(page, '2 meals copied from Two good days.')).toBeVisible();
  if (layout === 'mobile') {
    await showDay(page, 'Tuesday');
    await expect(page.getByRole('button', { name: `View details of ${dinner.title}` })).toBeVisible();
  } else {
    await expect(page.getByRole('group', { name: `Tuesday Dinner: ${dinner.title}` })).toBeVisible();
    await expect(page.getByRole('group', { name: `Monday Breakfast: ${breakfast.title}` })).toContainText(
      '1½ servings',
    );
  }
  const copied = (await getJson<WeekPlan>(page, `/api/meal-plans/${next}`)).plan!;
  expect(copied.entries.map((e) => [e.dayName, e.mealType, e.recipe.id, e.servings])).toEqual([
    ['Monday', 'Breakfast', breakfast.id, 1.5],
    ['Tuesday', 'Dinner', dinner.id, 1],
  ]);

  if (layout === 'mobile') {
    // Remove, from the slot's menu.
    await page.getByRole('button', { name: `More actions for ${dinner.title}` }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await expect(toast(page, 'Removed from meal plan')).toBeVisible();
    await expect(page.getByRole('button', { name: `View details of ${dinner.title}` })).toHaveCount(0);

    // Alternatives on the phone: the same dialog as on the grid.
    await showDay(page, 'Monday');
    await page.getByRole('button', { name: 'Alternatives' }).click();
    const alternatives = page.getByRole('dialog', { name: 'Alternatives' });
    await expect(
      alternatives
        .getByRole('button', { name: /^Swap in / })
        .first()
        .or(alternatives.getByText('No similar recipes found for this slot.')),
    ).toBeVisible();
    await snap(page, info, 'alternatives', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(alternatives).toBeHidden();

    // Manual: Create meal plan opens Search & Add Recipes for the day's first empty slot.
    await page.getByRole('button', { name: 'Manual' }).click();
    await expect(page.getByRole('button', { name: 'Manual' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Create meal plan' }).click();
    const search = page.getByRole('dialog', { name: 'Search & Add Recipes' });
    await expect(search).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
  }

  // The favorite plan on Favorites: its name and 'Added on {date}', then removed.
  await page.goto('/dashboard/favorites');
  await page.getByRole('tab', { name: layout === 'mobile' ? 'Meal Plans (1)' : 'Favorite Meal Plans' }).click();
  const plan = page.getByRole('article', { name: 'Two good days' });
  await expect(plan.getByText(`Added on ${formatWeekDate(toIsoDate(new Date()))}`)).toBeVisible();
  await snap(page, info, 'favorite-plans');
  // Copy to This Week: this week already has both meals, and keeps them.
  await plan.getByRole('button', { name: 'Copy to This Week' }).click();
  await expect(toast(page, '0 meals copied from Two good days. 2 planned meals were kept.')).toBeVisible();
  await plan.getByRole('button', { name: 'Remove Two good days from favorites' }).click();
  await expect(toast(page, 'Removed from favorites')).toBeVisible();
  if (layout === 'mobile') await expect(page.getByText('No Favorite Meal Plans Yet')).toBeVisible();
  else await expect(page.getByText("You haven't saved any favorite meal plans yet.")).toBeVisible();
});

test('the grocery list: by aisle, an item of my own, minus the pantry, and the print view', async ({
  page,
  request,
  baseURL,
  layout,
}, info) => {
  test.setTimeout(journeyTimeout(150_000));
  await signIn(page, request, baseURL!);
  const week = thisWeek();
  const [lunch, dinner] = await someRecipes(page);
  expect(
    await post(page, `/api/meal-plans/${week}/entries`, { day: 'Wednesday', mealType: 'Lunch', recipeId: lunch.id }),
  ).toBe(201);
  expect(
    await post(page, `/api/meal-plans/${week}/entries`, { day: 'Thursday', mealType: 'Dinner', recipeId: dinner.id }),
  ).toBe(201);

  await page.goto(`/dashboard/meal-plan?week=${week}`);
  await page.getByRole('button', { name: /^Generate grocery list$/i }).click();
  await expect(toast(page, 'Generating Grocery List')).toBeVisible();
  await expect(toast(page, 'Creating your smart grocery list organized by aisles...')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/grocery/${week}$`));

  // Each aisle of the list the server merged, with every line.
  const list = await getJson<GroceryList>(page, `/api/grocery/${week}`);
  expect(list.itemCount).toBeGreaterThan(0);
  for (const aisle of list.aisles) {
    const section = page.getByRole('region', { name: aisle.aisle });
    await expect(section.getByRole('checkbox')).toHaveCount(aisle.items.length);
  }
  // Staples and spices wait apart, under 'Check you have'; every line has an amount or 'to taste'.
  expect(list.checkYouHave.length).toBeGreaterThan(0);
  const check = page.getByRole('region', { name: 'Check you have' });
  await expect(check.getByRole('checkbox')).toHaveCount(list.checkYouHave.length);
  await expect(
    check.getByText('Staples and spices for the week: tick what you have, buy what has run out.'),
  ).toBeVisible();
  expect([...list.aisles.flatMap((a) => a.items), ...list.checkYouHave].filter((i) => !i.amount)).toEqual([]);
  await snap(page, info, 'grocery-list');
  await check.scrollIntoViewIfNeeded();
  await snap(page, info, 'grocery-check-you-have', { fullPage: false });

  // An item of my own stays when the list is rebuilt from the plan.
  await page.getByRole('textbox', { name: 'Item name' }).fill('Kitchen roll');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('combobox', { name: 'Aisle' }).selectOption('Other');
  await snap(page, info, 'grocery-add-item', { fullPage: false });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Kitchen roll was added to Other.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Kitchen roll/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /Kitchen roll/ }).check();
  await page.getByRole('button', { name: 'Update from Plan' }).click();
  await expect(page.getByRole('checkbox', { name: /Kitchen roll/ })).toBeChecked();

  // Minus the pantry: a food of the latest saved scan leaves the list.
  const first = list.aisles[0]!.items[0]!;
  expect(
    await post(page, '/api/pantry/scans', {
      scanName: 'Kitchen shelf',
      ingredients: [{ name: first.name, quantity: 'Unknown' }],
    }),
  ).toBe(201);
  await page.getByRole('switch', { name: 'Subtract what my pantry holds' }).check();
  await expect(page.getByRole('switch', { name: 'Subtract what my pantry holds' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${first.name}`) })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Subtract what my pantry holds' }).uncheck();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${first.name}`) })).toHaveCount(1);

  // Print: the browser's dialog is asked for, and the printed page is the list alone.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Grocery List' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('form', { name: 'Add an item' })).toBeHidden();
  await snap(page, info, 'grocery-print');
  await page.emulateMedia({ media: 'screen' });
  void layout;
});
