import { mkdirSync, readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import type { HouseholdMembers } from '../domain/family';
import type { NutritionSummary } from '../domain/nutrition-summary';
import { createAccount, signInThroughDialog } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';
import { clickCreateMealPlan, getJson, thisWeek } from './support/planning';

// Family planning (issue 20 item 2): a Premium household of 3 with different diets, a generated week, each member's figures.
// The app started with PREMIUM_ON_SALE=true (playwright.config.ts).
test.use({ baseURL: process.env.E2E_PREMIUM_BASE_URL });
test.skip(!process.env.E2E_PREMIUM_BASE_URL, 'the app with Premium on sale was not started for this run');

async function shot(page: Page, info: TestInfo, name: string, fullPage = false) {
  const dir = `/tmp/shots/members/${info.project.name}`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

async function buyPremium(page: Page) {
  const card = page
    .locator('#pricing')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Premium' }) });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Choose Premium' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Your Plan' })
    .getByRole('button', { name: 'Subscribe to Premium' })
    .click();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page).toHaveURL(/\/payment-success\?plan=premium$/);
}

const FAMILY = [
  {
    name: 'Dadi',
    diet: 'Jain',
    calories: '10500',
    protein: '380',
    fat: '360',
    carbs: '1450',
    skip: ['Mid Day Snack', 'Evening Snack'],
  },
  { name: 'Kavi', diet: 'Vegetarian', calories: '11200', protein: '400', fat: '380', carbs: '1550', skip: ['Lunch'] },
  { name: 'Meera', diet: 'No diet', calories: '15400', protein: '700', fat: '520', carbs: '1950', skip: [] },
];

test("a Premium household of 3 with different diets: generate one week, then each member's own figures", async ({
  page,
  request,
  layout,
}, info) => {
  test.skip(layout === 'tablet', 'phone and desktop');
  test.setTimeout(journeyTimeout(180_000));
  const account = await createAccount(request, process.env.E2E_PREMIUM_BASE_URL!, 'Meera Iyer');
  await page.goto('/');
  await signInThroughDialog(page, account.email, account.password);
  const week = thisWeek();

  // before Premium: what it would give, and the way to pricing
  await page.goto(`/dashboard/meal-plan?week=${week}`);
  await page.getByRole('button', { name: 'Family members' }).click();
  const preview = page.getByRole('dialog', { name: 'Family members' });
  await expect(preview.getByText('Family planning is part of Premium')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/pricing');
  await shot(page, info, 'members-preview');
  await page.keyboard.press('Escape');

  await page.goto('/');
  await buyPremium(page);
  await page.goto(`/dashboard/meal-plan?week=${week}`);
  await page.getByRole('button', { name: 'Family members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Family members' });
  const form = dialog.getByRole('form', { name: 'Add a member' });

  // an empty name is refused with a clear message
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('Enter a name for this member.')).toBeVisible();

  for (const m of FAMILY) {
    await form.getByLabel('Name').fill(m.name);
    await form.getByLabel('Diet').selectOption({ label: m.diet });
    await form.getByLabel('Weekly calories (kcal)').fill(m.calories);
    await form.getByLabel('Weekly protein (g)').fill(m.protein);
    await form.getByLabel('Weekly fat (g)').fill(m.fat);
    await form.getByLabel('Weekly carbs (g)').fill(m.carbs);
    for (const meal of m.skip) await form.getByLabel(meal, { exact: true }).uncheck();
    await form.getByRole('button', { name: 'Add member' }).click();
    await expect(dialog.locator(`[data-member="${m.name}"]`)).toBeVisible();
  }
  await expect(dialog.locator('[data-member="Dadi"]')).toContainText('Jain');
  await expect(dialog.locator('[data-member="Dadi"]')).toContainText('Breakfast, Lunch, Dinner');
  await shot(page, info, 'members-added');

  // a member is changed in place: diet, targets and meals, saved through the API's PUT
  await dialog.getByRole('button', { name: 'Edit Kavi' }).click();
  const edit = dialog.getByRole('form', { name: 'Edit Kavi' });
  await expect(edit.getByLabel('Weekly protein (g)')).toHaveValue('400');
  await expect(edit.getByLabel('Lunch', { exact: true })).not.toBeChecked();
  await expect(dialog.getByRole('form', { name: 'Add a member' })).toBeHidden();
  await edit.getByLabel('Diet').selectOption({ label: 'Eggetarian' });
  await edit.getByLabel('Weekly protein (g)').fill('450');
  await edit.getByLabel('Mid Day Snack', { exact: true }).uncheck();
  // A full-page capture resizes the window (to 1x1 for a moment, then the page's height): the plan switched to its
  // phone layout and back, and the Family members dialog, drawn inside the layout, was unmounted. It now lives above
  // the layout switch (household-dialogs.tsx); this shot proves it stays open with the form as typed.
  await shot(page, info, 'member-editing', true);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const kavi = dialog.locator('[data-member="Kavi"]');
  await expect(kavi).toContainText('Eggetarian');
  await expect(kavi).toContainText('Protein 450 g');
  await expect(kavi).toContainText('Breakfast, Evening Snack, Dinner');
  const saved = (await getJson<HouseholdMembers>(page, '/api/household/members')).members.find(
    (m) => m.name === 'Kavi',
  )!;
  expect(saved).toMatchObject({ diet: 'Eggetarian', targets: { protein: 450 } });
  expect(saved.mealTypes).toEqual(['Breakfast', 'Evening Snack', 'Dinner']);
  // a bad target is refused with the range, and the member is unchanged
  await dialog.getByRole('button', { name: 'Edit Kavi' }).click();
  await dialog.getByRole('form', { name: 'Edit Kavi' }).getByLabel('Weekly calories (kcal)').fill('500');
  await dialog.getByRole('form', { name: 'Edit Kavi' }).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Weekly calories must be a number from 7000 to 35000 kcal.')).toBeVisible();
  await dialog.getByRole('form', { name: 'Edit Kavi' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.locator('[data-member="Kavi"]')).toContainText('11,200 kcal a week');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Family: 3' })).toBeVisible();

  await clickCreateMealPlan(page, layout);
  await expect(page.getByText('Your meal plan has been generated successfully.', { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // the grid shows each member's own portion of a meal, not the average member's
  const portionsShown = page.getByTestId('member-portions');
  await expect(portionsShown.first()).toContainText('Meera');
  await expect(portionsShown.first()).toContainText(/servings? for \d/);
  await shot(page, info, 'grid-member-portions');
  // Dadi (Jain) alone narrows the table (Kavi eggetarian, Meera no diet): the dishes are eggetarian and Dadi gets a
  // Jain dish of the same course wherever the table's is not (decision 032, 2026-11-27)
  await expect(page.getByTestId('member-variant').first()).toContainText(/^Dadi: \S/);
  await page.getByTestId('member-variant').first().scrollIntoViewIfNeeded();
  await shot(page, info, 'grid-member-variant');
  // the target check after a generation switches between members too: their portions against their targets
  const deviations = page.getByTestId('generate-deviations');
  if (await deviations.isVisible()) {
    await deviations.getByRole('group', { name: 'Whose figures' }).getByRole('button', { name: 'Dadi' }).click();
    await expect(
      deviations.getByText("Dadi's portions, each day against a seventh of Dadi's weekly targets."),
    ).toBeVisible();
    await shot(page, info, 'deviations-dadi');
  }

  // the PDF prints each member's portion per slot
  const exportButton = page.getByRole('button', { name: 'Export PDF' });
  await exportButton.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  const dir = `/tmp/shots/members/${info.project.name}`;
  await download.saveAs(`${dir}/week.pdf`);
  // the PDF's text is checked in plan-export.test.ts; here, that one click downloads it
  expect(readFileSync(`${dir}/week.pdf`).subarray(0, 5).toString()).toBe('%PDF-');

  // each member's figures: their own portions against their own targets, on the summary's switch
  const { members } = await getJson<HouseholdMembers>(page, '/api/household/members');
  if (layout === 'mobile') await page.getByRole('tab', { name: 'Nutrition' }).click();
  const summary = page.getByTestId('nutrition-summary');
  const switcher = summary.getByRole('group', { name: 'Whose figures' });
  // the members are the table: their figures only, the first member's until another is picked
  await expect(switcher.getByRole('button')).toHaveText(['Dadi', 'Kavi', 'Meera']);
  await expect(switcher.getByRole('button', { name: 'Dadi' })).toHaveAttribute('aria-pressed', 'true');
  const seen = new Set<number>();
  for (const m of members) {
    await page
      .getByTestId('nutrition-summary')
      .getByRole('group', { name: 'Whose figures' })
      .getByRole('button', { name: m.name })
      .click();
    const figures = await getJson<NutritionSummary>(page, `/api/household/members/${m.id}/nutrition/${week}`);
    const target = m.targets.calories.toLocaleString('en-US');
    const consumed = Math.round(figures.consumed.calories).toLocaleString('en-US');
    await expect(
      page.getByTestId('nutrition-summary').locator('[data-nutrient="calories"] [data-value="of-target"]'),
    ).toHaveText(`${consumed} / ${target} kcal`);
    expect(figures.targets).toEqual(m.targets);
    expect(figures.consumed.calories).toBeGreaterThan(0);
    seen.add(Math.round(figures.consumed.calories));
    await shot(page, info, `nutrition-${m.name}`);
  }
  // three people, three different weeks of portions
  expect(seen.size).toBe(3);
});
