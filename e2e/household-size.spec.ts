import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import type { GroceryList } from '../domain/grocery-list';
import { expect, journeyTimeout, test } from './support/fixtures';
import { getJson, post, signIn, someRecipes, thisWeek, toast } from './support/planning';

async function shot(page: Page, info: TestInfo, name: string, fullPage = false) {
  const dir = `/tmp/shots/household/${info.project.name}`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

const allItems = (list: GroceryList) => [...list.aisles.flatMap((a) => a.items), ...list.checkYouHave];

test('how many people eat: Lunch 2, Dinner 4; the plan shows what to cook and the list buys for everyone', async ({
  page,
  request,
  baseURL,
  layout,
}, info) => {
  test.setTimeout(journeyTimeout(120_000));
  await signIn(page, request, baseURL!, 'Sunita Kulkarni');
  const week = thisWeek();
  const [, , dinner] = await someRecipes(page);
  expect(
    await post(page, `/api/meal-plans/${week}/entries`, {
      day: 'Monday',
      mealType: 'Dinner',
      recipeId: dinner.id,
      servings: 1.5,
    }),
  ).toBe(201);
  expect(await post(page, `/api/grocery/${week}/build`, {})).toBe(200);
  const alone = await getJson<GroceryList>(page, `/api/grocery/${week}`);
  await page.goto(`/dashboard/meal-plan?week=${week}`);
  if (layout === 'mobile') {
    for (let i = 0; i < 7 && (await page.getByTestId('selected-day').textContent()) !== 'Monday'; i++)
      await page.getByRole('button', { name: 'Next day' }).click();
  }

  await page.getByRole('button', { name: 'How many people eat: 1 person' }).click();
  const dialog = page.getByRole('dialog', { name: 'How many people eat' });
  await dialog.getByRole('button', { name: 'More people: Everyone' }).click();
  await expect(dialog.getByRole('group', { name: 'Lunch' }).locator('output')).toHaveText('2');
  await dialog.getByRole('button', { name: 'More people: Dinner' }).click();
  await dialog.getByRole('button', { name: 'More people: Dinner' }).click();
  await expect(dialog.getByRole('group', { name: 'Dinner' }).locator('output')).toHaveText('4');
  await expect(dialog.getByRole('button', { name: 'Same as everyone' })).toHaveCount(1);
  await shot(page, info, 'household-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Household updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'How many people eat: 2 people · Dinner: 4' })).toBeVisible();

  // Monday dinner: 1½ servings each for 4 people is 6 servings cooked; calories stay one person's
  const slot =
    layout === 'mobile'
      ? page.locator('li[data-slot="Dinner"]')
      : page.getByRole('group', { name: `Monday Dinner: ${dinner.title}` });
  await expect(slot).toContainText('1½ servings');
  await expect(slot).toContainText('6 servings for 4');
  await expect(slot).toContainText(`${Math.round(dinner.calories * 1.5)} kcal`);
  await shot(page, info, 'plan-with-household', layout !== 'mobile');
  if (layout !== 'mobile') await expect(page.getByText(/meal planned · per person$/)).toBeVisible();

  if (layout === 'mobile') await page.getByRole('button', { name: `View details of ${dinner.title}` }).click();
  else await slot.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: dinner.title });
  await expect(details.getByText('Servings per person')).toBeVisible();
  await details.getByRole('button', { name: 'More servings' }).click();
  await expect(details.getByText('8 servings for 4')).toBeVisible();
  await shot(page, info, 'details-with-household');
  await page.keyboard.press('Escape');

  // The week's list was rebuilt for the table when the household changed, and again on its page
  const family = await getJson<GroceryList>(page, `/api/grocery/${week}`);
  // 1½ servings for one became 1½ each for 4 (six servings): lines are rounded up to what a shop sells, so about 3 to 4 times
  const same = (list: GroceryList, item: { name: string; unit: string | null }) =>
    allItems(list).find((i) => i.name === item.name && i.unit === item.unit);
  const measured = allItems(alone).filter((i) => i.quantity !== null && same(family, i));
  expect(measured.length).toBeGreaterThan(3);
  const ratios = measured.map((i) => same(family, i)!.quantity! / i.quantity!).sort((x, y) => x - y);
  expect(ratios[0]).toBeGreaterThan(1);
  expect(ratios[Math.floor(ratios.length / 2)]).toBeGreaterThanOrEqual(2.5);
  await page.goto(`/dashboard/grocery/${week}`);
  await expect(page.getByText(/items checked · for 2 people · Dinner: 4$/)).toBeVisible();
  await expect(page.getByText(same(family, measured[0]!)!.name).first()).toBeVisible();
  // two servings each now (eight for the table): Update from Plan buys more again
  await page.getByRole('button', { name: 'Update from Plan' }).click();
  await expect(page.getByRole('button', { name: 'Update from Plan' })).toBeEnabled();
  const rebuilt = await getJson<GroceryList>(page, `/api/grocery/${week}`);
  const kept = measured.filter((i) => same(rebuilt, i));
  expect(kept.filter((i) => same(rebuilt, i)!.quantity! > same(family, i)!.quantity!).length).toBeGreaterThan(
    kept.length / 2,
  );
  await shot(page, info, 'grocery-for-household', true);

  // Export PDF is Premium's: on Basic it says so and leads to the plans
  await page.goto(`/dashboard/meal-plan?week=${week}`);
  const exportPdf = page.getByRole('button', { name: 'Export PDF' });
  await expect(exportPdf).toContainText('Premium');
  await exportPdf.click();
  await expect(toast(page, 'Premium feature')).toBeVisible();
  await expect(page.locator('#pricing')).toBeVisible();
  expect((await page.request.get(`/api/meal-plans/${week}/pdf`)).status()).toBe(403);
});
