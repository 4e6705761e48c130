import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { MealPlan, WeekPlan } from '../domain/meal-plans';
import { becomePlus } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';
import { clickCreateMealPlan, getJson, thisWeek } from './support/planning';

/** Cook once, eat twice: the option beside Create Meal Plan, leftover lunches on the plan, and a dinner removed taking its lunch. */

const SHOTS = '/tmp/shots/leftovers';
const save = async (page: Page, layout: string, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${layout}-${name}.png`, fullPage: true });
};

test("a Plus member plans leftovers: each dinner is the next day's lunch, and removing a dinner takes its lunch", async ({
  page,
  request,
  baseURL,
  layout,
}) => {
  test.skip(layout === 'tablet', 'phone and desktop');
  test.setTimeout(journeyTimeout(120_000));
  await becomePlus(page, request, baseURL!);
  const week = thisWeek();
  await page.goto(`/dashboard/meal-plan?week=${week}`);

  const option = page.getByRole('checkbox', { name: /Cook once, eat twice/ });
  await expect(option).not.toBeChecked();
  await option.check();
  // the choice is kept on the device
  await page.reload();
  await expect(option).toBeChecked();

  const sent = page.waitForRequest(
    (r) => r.url().endsWith(`/api/meal-plans/${week}/generate`) && r.method() === 'POST',
  );
  await clickCreateMealPlan(page, layout);
  expect((await sent).postDataJSON()).toEqual({ leftovers: true });
  await expect(page.getByText('Your meal plan has been generated successfully.', { exact: true })).toBeVisible({
    timeout: 20_000,
  });

  const plan = (await getJson<WeekPlan>(page, `/api/meal-plans/${week}`)).plan as MealPlan;
  const at = (day: number, mealType: string) => plan.entries.find((e) => e.day === day && e.mealType === mealType)!;
  const lunches = plan.entries.filter((e) => e.leftover);
  expect(lunches.map((e) => e.day)).toEqual([1, 2, 3, 4, 5, 6]);
  const mondayDinner = at(0, 'Dinner');
  const tuesdayLunch = at(1, 'Lunch');
  expect(tuesdayLunch.recipe.id).toBe(mondayDinner.recipe.id);

  if (layout === 'mobile') {
    const selected = page.getByTestId('selected-day');
    for (let k = 0; k < 7 && (await selected.textContent()) !== 'Tuesday'; k += 1)
      await page.getByRole('button', { name: 'Next day' }).click();
    const lunch = page.locator('li[data-slot="Lunch"]');
    await expect(lunch).toContainText(tuesdayLunch.recipe.title);
    await expect(lunch).toContainText("Leftovers from Monday's dinner");
    await expect(page.locator('li[data-slot="Dinner"]').getByText('Leftovers')).toHaveCount(0);
    await save(page, layout, 'tuesday-leftover-lunch');
    for (let k = 0; k < 7 && (await selected.textContent()) !== 'Monday'; k += 1)
      await page.getByRole('button', { name: 'Previous day' }).click();
    await page
      .locator('li[data-slot="Dinner"]')
      .getByRole('button', { name: `More actions for ${mondayDinner.recipe.title}` })
      .click();
  } else {
    const lunch = page.getByRole('group', { name: `Tuesday Lunch: ${tuesdayLunch.recipe.title}` });
    await expect(lunch.getByText('Leftovers', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: `Monday Lunch: ${at(0, 'Lunch').recipe.title}` })
        .getByText('Leftovers', { exact: true }),
    ).toHaveCount(0);
    await save(page, layout, 'week-with-leftovers');
    await page
      .getByRole('group', { name: `Monday Dinner: ${mondayDinner.recipe.title}` })
      .getByRole('button', { name: `More actions for ${mondayDinner.recipe.title}` })
      .click();
  }
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect
    .poll(async () =>
      (await getJson<WeekPlan>(page, `/api/meal-plans/${week}`)).plan!.entries.some(
        (e) => e.day === 1 && e.mealType === 'Lunch',
      ),
    )
    .toBe(false);
  if (layout === 'mobile') {
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(
      page.locator('li[data-slot="Lunch"]').getByRole('button', { name: 'Click to add meal: Lunch' }),
    ).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: 'Add Lunch on Tuesday' })).toBeVisible();
  }
  await save(page, layout, 'dinner-removed');
});
