import type { WeekPlan } from '../domain/meal-plans';
import { becomePlus } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';
import { clickCreateMealPlan, getJson, holdRoute, post, signIn, someRecipes, thisWeek } from './support/planning';
import { servingsLabel } from '../web/features/meal-plan/public/plan-entries';

/** Generated meal plans: a Plus person fills a week; Basic is told why not; a lost session is asked to sign in. */

test('a Plus member generates the week: progress, a full draft, the kept meal and how each day meets the targets', async ({
  page,
  request,
  baseURL,
  layout,
  shot,
}) => {
  test.skip(layout === 'tablet', 'phone and desktop');
  test.setTimeout(journeyTimeout(120_000));
  await becomePlus(page, request, baseURL!);
  const week = thisWeek();
  const [mine] = await someRecipes(page);
  expect(
    await post(page, `/api/meal-plans/${week}/entries`, { day: 'Monday', mealType: 'Breakfast', recipeId: mine.id }),
  ).toBe(201);

  await page.goto(`/dashboard/meal-plan?week=${week}`);
  // a generation answers within a blink: held here, to see its progress
  const release = await holdRoute(page, `**/api/meal-plans/${week}/generate`, 'POST');
  await clickCreateMealPlan(page, layout);
  const progress = page.getByRole('status', { name: 'Generating your meal plan' });
  await expect(progress).toBeVisible();
  await expect(progress.getByText('Reading your preferences, targets and recipes')).toBeVisible();
  await shot('generating');
  await release();
  await expect(page.getByText('Your meal plan has been generated successfully.', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(progress).toBeHidden();

  const { plan } = await getJson<WeekPlan>(page, `/api/meal-plans/${week}`);
  expect(plan!.entries).toHaveLength(35);
  expect(plan!.status).toBe('draft');
  expect(plan!.entries.find((e) => e.day === 0 && e.mealType === 'Breakfast')).toMatchObject({
    source: 'manual',
    recipe: { id: mine.id },
  });

  if (layout === 'mobile') {
    await expect(page.getByText('Click to add meal')).toHaveCount(0);
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
    await expect(page.getByText('No meal plan created yet. Generate your first meal plan!')).toBeHidden();
  }
  // the generator's portions are shown on the plan
  if (layout !== 'mobile') {
    for (const e of plan!.entries.filter((x) => x.servings !== 1)) {
      await expect(page.getByRole('group', { name: `${e.dayName} ${e.mealType}: ${e.recipe.title}` })).toContainText(
        servingsLabel(e.servings),
      );
    }
  }
  const check = page.getByTestId('generate-deviations');
  await expect(check.getByRole('heading', { name: 'How your generated week meets your targets' })).toBeVisible();
  await expect(check.locator('tbody tr')).toHaveCount(8);
  await expect(check.locator('tr[data-day="Week"] td[data-nutrient="calories"]')).toHaveText(/^[+−]?\d+\.\d%$/);
  await expect(check.getByText('1 meal you planned yourself was kept.')).toBeVisible();
  await shot('generated');

  // The check stays through a reload of the tab, until it is hidden.
  await page.reload();
  await expect(check.getByText('1 meal you planned yourself was kept.')).toBeVisible();
  await check.getByRole('button', { name: 'Hide target check' }).click();
  await expect(check).toBeHidden();
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('mealwise:generated:'))),
  ).toEqual([]);
  const planLoaded = page.waitForResponse(
    (r) => r.url().endsWith(`/api/meal-plans/${week}`) && r.request().method() === 'GET',
  );
  await page.reload();
  await planLoaded;
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(check).toBeHidden();
});

test('Basic is told that generated plans need Plus, and nothing is made', async ({
  page,
  request,
  baseURL,
  layout,
  shot,
}) => {
  test.skip(layout === 'tablet', 'phone and desktop');
  await signIn(page, request, baseURL!);
  const week = thisWeek();
  await page.goto(`/dashboard/meal-plan?week=${week}`);
  // Told before the click (decision 018); the click explains again in a dialog and sends nothing.
  await expect(
    page
      .getByRole('note', { name: 'Generated meal plans' })
      .getByText('Generated meal plans are not part of the Basic plan.'),
  ).toBeVisible();
  await clickCreateMealPlan(page, layout);
  await expect(
    page.getByRole('dialog', { name: 'Generated meal plans' }).getByRole('button', { name: 'Upgrade to Plus' }),
  ).toBeVisible();
  await shot('basic-refused');
  expect((await getJson<WeekPlan>(page, `/api/meal-plans/${week}`)).plan).toBeNull();
});

test('a person whose session ended is asked to sign in', async ({ page, request, baseURL, layout }) => {
  test.skip(layout === 'tablet', 'phone and desktop');
  // A Plus member: Basic is told about the upgrade before any request is made.
  await becomePlus(page, request, baseURL!);
  await page.goto(`/dashboard/meal-plan?week=${thisWeek()}`);
  await expect(page.getByRole('heading', { name: /Meal Plan/ }).first()).toBeAttached();
  await page.context().clearCookies();
  await clickCreateMealPlan(page, layout);
  await expect(page.getByText('Sign in required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please sign in to generate meal plans.', { exact: true })).toBeVisible();
});

/** The server's words when every generator worker is busy (GENERATOR_BUSY_MESSAGE). */
const GENERATOR_BUSY_MESSAGE = 'Many people are generating plans right now. Please try again in a few seconds.';

test('a busy server says so and when to try again, and the week is left as it was', async ({
  page,
  request,
  baseURL,
  layout,
  shot,
}) => {
  test.skip(layout === 'tablet', 'phone and desktop');
  await becomePlus(page, request, baseURL!);
  const week = thisWeek();
  await page.goto(`/dashboard/meal-plan?week=${week}`);
  await expect(page.getByRole('heading', { name: /Meal Plan/ }).first()).toBeAttached();
  // every worker busy and the queue full: the server's own answer (server/modules/meal-plans/generate-busy.test.ts)
  await page.route(`**/api/meal-plans/${week}/generate`, (route) =>
    route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '2' },
      body: JSON.stringify({
        error: {
          code: 'UNAVAILABLE',
          message: GENERATOR_BUSY_MESSAGE,
          details: { reason: 'busy', retryAfterSeconds: 2 },
        },
      }),
    }),
  );
  await clickCreateMealPlan(page, layout);
  await expect(page.getByText(GENERATOR_BUSY_MESSAGE, { exact: true })).toBeVisible();
  await shot('busy');
  const { plan } = await getJson<WeekPlan>(page, `/api/meal-plans/${week}`);
  expect(plan?.entries ?? []).toHaveLength(0);
});
