import { createAccount, signInThroughDialog } from './support/accounts';
import { expect, test } from './support/fixtures';

// The app served at 127.0.0.1 (APP_URL) works when opened at another name of the same server, and a
// request from another site is refused with a sentence the person can read.
test('sign in at another address of the same server (localhost instead of APP_URL)', async ({
  page,
  request,
  baseURL,
  shot,
}) => {
  const account = await createAccount(request, baseURL!);
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/`);
  await signInThroughDialog(page, account.email, account.password);
  await page.goto(`${other}/dashboard/profile`);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await shot('other-address-signed-in');
});

test('a sign-in sent from another site is refused with a message the dialog shows', async ({
  page,
  request,
  baseURL,
  shot,
}) => {
  const account = await createAccount(request, baseURL!);
  await page.goto('/');
  // As if the page had been served by another site: the browser's Origin is not ours.
  // (Chromium keeps its own Origin on a continued request, so the request is sent again from the test.)
  await page.route('**/api/auth/sign-in/email', async (route) => {
    const response = await page.request.fetch(route.request(), {
      headers: { ...route.request().headers(), origin: 'http://evil.example' },
    });
    await route.fulfill({ response });
  });
  await page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('This request did not come from the Mealwise app.')).toBeVisible();
  await expect(page.getByText('Something went wrong. Please try again.')).toHaveCount(0);
  await shot('cross-site-refused');
});

test('the development outbox opens in a browser on this machine', async ({ page }) => {
  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { name: /dev outbox/ })).toBeVisible();
});
