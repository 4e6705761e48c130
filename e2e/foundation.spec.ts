/// <reference lib="dom" />
import { consoleErrors, expect, test } from './support/fixtures';

test('the landing page loads in the dark theme', async ({ page, shot }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(13, 43, 46)');
  await shot('landing');
});

test('an unknown path shows the 404 page and logs the path', async ({ page, shot }) => {
  const errors = consoleErrors(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(errors.some((e) => e.includes('/no-such-page'))).toBe(true);
  await shot('not-found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the dashboard sends a signed-out visitor home', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/$/);
});
