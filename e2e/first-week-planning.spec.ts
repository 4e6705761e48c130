import type { Locator, Page } from '@playwright/test';
import type { WeekPlan } from '../domain/meal-plans';
import { addDays, formatWeekDate } from '../domain/weeks';
import { expect, test } from './support/fixtures';
import { getJson, searchAsVisitor, signIn, thisWeek, toast } from './support/planning';

// Issue 21, "Planning details": the week a recipe goes to is the person's choice; filters that hide
// every result say so.

/** Picks an option of a labelled select, the label matched exactly ('Week' is also in 'Day of the Week'). */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const results = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('listitem');
const entriesOf = async (page: Page, week: string) =>
  (await getJson<WeekPlan>(page, `/api/meal-plans/${week}`)).plan?.entries ?? [];

test('a recipe from search or its detail goes to the week the person picks, this week preselected', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL!);
  const now = thisWeek();
  const next = addDays(now, 7);
  const later = addDays(now, 14);
  await page.goto('/dashboard/search?q=dal+makhani');
  const card = results(page).first();
  const title = (await card.getByRole('heading').textContent())!.trim();

  await card.getByRole('button', { name: 'Add to meal plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
  await expect(dialog.getByRole('combobox', { name: 'Week', exact: true })).toHaveText(
    `This week (${formatWeekDate(now)})`,
  );
  await choose(page, dialog, 'Week', `Next week (${formatWeekDate(next)})`);
  await choose(page, dialog, 'Day of the Week', 'Friday');
  await choose(page, dialog, 'Meal Type', 'Snack');
  await page.screenshot({ path: `test-results/screens/${test.info().project.name}/add-to-plan-week.png` });
  await dialog.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(toast(page, `${title} has been added to your snack for Friday.`)).toBeVisible();
  expect((await entriesOf(page, next)).map((e) => [e.dayName, e.recipe.title])).toEqual([['Friday', title]]);
  expect(await entriesOf(page, now)).toEqual([]);

  // The detail's inline panel has the same choice.
  await card.getByRole('button', { name: title }).click();
  const detail = page.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Add to Meal Plan' }).click();
  const panel = detail.getByRole('region', { name: 'Add to meal plan' });
  await expect(panel.getByRole('combobox', { name: 'Week', exact: true })).toHaveText(
    `This week (${formatWeekDate(now)})`,
  );
  await choose(page, panel, 'Week', `Week of ${formatWeekDate(later)}`);
  await choose(page, panel, 'Day', 'Tuesday');
  await choose(page, panel, 'Meal Type', 'Dinner');
  await panel.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(toast(page, `${title} has been added to your dinner for Tuesday.`)).toBeVisible();
  expect((await entriesOf(page, later)).map((e) => [e.dayName, e.recipe.title])).toEqual([['Tuesday', title]]);
  expect(await entriesOf(page, now)).toEqual([]);
});

// Mutton: found without filters, never vegan (a vegan paneer stand-in, Palak Tofu, is in the catalogue).
test('filters that hide every result say so on the Search page, and clear', async ({
  page,
  request,
  baseURL,
  shot,
}) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/search?q=mutton&isVegan=true');
  await expect(page.getByText('No recipes found for "mutton"')).toBeVisible();
  const hint = page.getByRole('status').filter({ hasText: 'Your filters hide' });
  await expect(hint).toContainText(/Your filters hide \d+ recipes? for "mutton"\./);
  await shot('search-filters-hid');
  await hint.getByRole('button', { name: 'Clear filters' }).click();
  await expect(results(page).first()).toContainText(/mutton/i);
  await expect(page).toHaveURL(/\/dashboard\/search\?q=mutton$/);
});

test('in Search & Add, filters changed on the Search tab say what they give; hidden results can be cleared', async ({
  page,
  layout,
}) => {
  const dialog = await searchAsVisitor(page, 'mutton');
  await expect(dialog.getByRole('heading', { name: /Mutton/ }).first()).toBeVisible();

  await dialog.getByRole('tab', { name: 'Search Recipes' }).click();
  const filters = dialog.getByRole('complementary', { name: 'Filters' });
  if (layout === 'mobile') await filters.getByRole('button', { name: 'Quick Options', exact: true }).click();
  await dialog
    .getByRole('group', { name: 'Quick Options' })
    .getByRole('button', { name: 'Vegan', exact: true })
    .click();
  const line = dialog.getByRole('status').filter({ hasText: 'with these filters' });
  await expect(line).toHaveText(/Found 0 recipes with these filters/);
  await page.screenshot({ path: `test-results/screens/${test.info().project.name}/search-dialog-filter-line.png` });
  await line.getByRole('button', { name: 'Show results' }).click();

  await expect(dialog.getByText('No recipes found for "mutton"')).toBeVisible();
  await expect(dialog.getByText(/^Your filters hide \d+ recipes? for "mutton"\.$/)).toBeVisible();
  await page.screenshot({ path: `test-results/screens/${test.info().project.name}/search-dialog-filters-hid.png` });
  await dialog.getByRole('button', { name: 'Clear filters' }).click();
  await expect(dialog.getByRole('heading', { name: /Mutton/ }).first()).toBeVisible();
});
