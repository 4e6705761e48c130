import type { Page } from '@playwright/test';
import { createAccount, signInThroughDialog, waitForMail } from './support/accounts';
import { expect, test } from './support/fixtures';

/** Signs in, opens 'Choose Your Plan' from the pricing section and subscribes to Plus: the sandbox gateway opens. */
async function subscribeToPlus(page: Page, baseURL: string) {
  const account = await createAccount(page.request, baseURL);
  await page.goto('/');
  await signInThroughDialog(page, account.email, account.password);
  await page.locator('#pricing').getByRole('button', { name: 'Choose Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Subscribe to Plus' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  return account;
}

test('paying for Plus in the sandbox activates the plan', async ({ page, baseURL, shot }) => {
  const account = await subscribeToPlus(page, baseURL!);
  await expect(page.getByText('Plus', { exact: true })).toBeVisible();
  await expect(page.getByText('2.99', { exact: true })).toBeVisible();
  await expect(page.getByText('USD', { exact: true })).toBeVisible();
  await shot('billing-sandbox');
  await page.getByRole('button', { name: 'Success' }).click();

  await expect(page).toHaveURL(/\/payment-success\?plan=plus$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Plus plan')).toBeVisible();
  await expect(page.getByText(/active for the next 30 days/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await shot('billing-success');

  const sub = (await (await page.request.get('/api/billing/subscription')).json()) as { plan: string; daysUntilExpiry: number };
  expect(sub).toMatchObject({ plan: 'plus', daysUntilExpiry: 30 });
  await waitForMail(account.email, /Plus plan is active/);
});

test('cancelling in the sandbox lands on the aborted page, and Try Again reopens the plans', async ({ page, baseURL, shot }) => {
  await subscribeToPlus(page, baseURL!);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment-failed\?reason=aborted$/);
  await expect(page.getByRole('heading', { name: 'Payment was cancelled by user' })).toBeVisible();
  await expect(page.getByText('You cancelled the payment process. No charges were made to your account.')).toBeVisible();
  await shot('billing-aborted');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Your Plan' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  const sub = (await (await page.request.get('/api/billing/subscription')).json()) as { plan: string };
  expect(sub.plan).toBe('free');
});

test('a declined payment lands on the failure page', async ({ page, baseURL, shot }) => {
  await subscribeToPlus(page, baseURL!);
  await page.getByRole('button', { name: 'Failure' }).click();
  await expect(page).toHaveURL(/\/payment-failed\?reason=failure$/);
  await expect(page.getByRole('heading', { name: 'Payment processing failed' })).toBeVisible();
  await shot('billing-failure');
});

test('the failed page explains errors and unknown reasons', async ({ page }) => {
  await page.goto('/payment-failed?reason=ERROR');
  await expect(page.getByRole('heading', { name: 'An error occurred during payment' })).toBeVisible();
  await page.goto('/payment-failed?reason=whatever');
  await expect(page.getByRole('heading', { name: 'Payment could not be completed' })).toBeVisible();
});
