import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { createAccount, signInThroughDialog, waitForMail } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';
import { post, someRecipes, thisWeek } from './support/planning';

// The app started with PREMIUM_ON_SALE=true (playwright.config.ts).
test.use({ baseURL: process.env.E2E_PREMIUM_BASE_URL });
test.skip(!process.env.E2E_PREMIUM_BASE_URL, 'the app with Premium on sale was not started for this run');

async function shot(page: Page, info: TestInfo, name: string, fullPage = false) {
  const dir = `/tmp/shots/household/${info.project.name}`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

test('with Premium on sale, a person buys it in the sandbox and gets unlimited plans and scans', async ({
  page,
  request,
}, info) => {
  test.setTimeout(journeyTimeout(120_000));
  const account = await createAccount(request, process.env.E2E_PREMIUM_BASE_URL!, 'Farah Siddiqui');
  await page.goto('/');
  await signInThroughDialog(page, account.email, account.password);

  const pricing = page.locator('#pricing');
  const card = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
  await expect(card.getByText('$5.99')).toBeVisible();
  await expect(pricing.getByText('Coming Soon')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot(page, info, 'pricing-premium-on-sale');
  await card.getByRole('button', { name: 'Choose Premium' }).click();

  const dialog = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(dialog.getByText('Export to PDF')).toBeVisible();
  await shot(page, info, 'plan-dialog-premium');
  await dialog.getByRole('button', { name: 'Subscribe to Premium' }).click();

  await expect(page).toHaveURL(/\/api\/billing\/sandbox$/);
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByText('5.99', { exact: true })).toBeVisible();
  await shot(page, info, 'sandbox-premium');
  await page.getByRole('button', { name: 'Success' }).click();

  await expect(page).toHaveURL(/\/payment-success\?plan=premium$/);
  await expect(page.getByText('Premium plan')).toBeVisible();
  await expect(page.getByText('Unlimited AI weekly meal plans', { exact: true })).toBeVisible();
  await shot(page, info, 'success-premium', true);
  await waitForMail(account.email, /Premium plan is active/);

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  const banner = page.getByRole('region', { name: 'Subscription' });
  await expect(banner.getByText('Premium Plan', { exact: true })).toBeVisible();
  await expect(banner.getByText('30 days left', { exact: true })).toBeVisible();
  await expect(banner.getByText('Unlimited')).toHaveCount(2);
  await shot(page, info, 'dashboard-premium');

  // Premium's own dietary preferences are open now
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Upgrade to use Cooking Style' })).toHaveCount(0);
  const plan = page.getByRole('region', { name: 'Your Plan' });
  await expect(plan.getByText('Premium', { exact: true })).toBeVisible();
  await plan.getByRole('button', { name: 'Extend by 30 days' }).click();
  const again = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(again.getByRole('button', { name: 'Included in your Premium plan' })).toBeDisabled();
  await expect(again.getByRole('button', { name: 'Extend Premium by 30 days' })).toBeEnabled();
  await shot(page, info, 'plan-dialog-on-premium');

  // Export to PDF, one click from the plan: the server's PDF, downloaded, and its pages looked at
  await page.keyboard.press('Escape');
  const week = thisWeek();
  const [breakfast, , dinner] = await someRecipes(page);
  expect(
    await post(page, `/api/meal-plans/${week}/entries`, {
      day: 'Monday',
      mealType: 'Breakfast',
      recipeId: breakfast.id,
      servings: 1,
    }),
  ).toBe(201);
  expect(
    await post(page, `/api/meal-plans/${week}/entries`, {
      day: 'Tuesday',
      mealType: 'Dinner',
      recipeId: dinner.id,
      servings: 1.5,
    }),
  ).toBe(201);
  await page.goto(`/dashboard/meal-plan?week=${week}`);
  const exportButton = page.getByRole('button', { name: 'Export PDF' });
  await exportButton.scrollIntoViewIfNeeded();
  await shot(page, info, 'plan-export-button');
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toBe(`mealwise-week-${week}.pdf`);
  const file = `/tmp/shots/household/${info.project.name}/week.pdf`;
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  try {
    execFileSync('pdftoppm', ['-r', '60', '-png', file, `/tmp/shots/household/${info.project.name}/pdf-page`]);
  } catch {
    // pdftoppm (poppler-utils) is only there to look at the pages; the PDF itself is checked above and in the API tests
  }
});
