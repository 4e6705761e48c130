import { join } from 'node:path';
import { createAccount, followMailLink, signInThroughDialog, submitSignIn, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';

test('sign up with consents through the dialog, then confirm the e-mail', async ({ page, shot, layout }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' }).click();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Mealwise' });
  // On a laptop screen (1280 × 800) the whole form shows without scrolling inside the dialog.
  if (layout === 'desktop')
    await expect(dialog.getByRole('button', { name: 'Already have an account? Sign in' })).toBeInViewport({ ratio: 1 });
  await dialog.getByLabel('Full Name').fill('Kavya Menon');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('password1');
  const submit = dialog.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled(); // required items not ticked yet
  for (const box of await dialog.getByRole('checkbox').all()) {
    const label = await box.evaluate((el) => el.parentElement?.textContent ?? '');
    if (label.includes('*')) await box.check();
  }
  await expect(submit).toBeEnabled();
  await shot('signup-dialog');
  await submit.click();
  await expect(dialog.getByText('This password is one of the most common passwords')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill('Kokum-Curry-7');
  await submit.click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();
  await shot('signup-done');

  await followMailLink(page, email, /Confirm your e-mail/);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('sign in, see a wrong password refused, and sign out', async ({ page, request, baseURL, layout }) => {
  const account = await createAccount(request, baseURL!);
  await page.goto('/');
  const dialog = await submitSignIn(page, account.email, 'Not-the-password-1');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  if (layout === 'mobile') {
    // The welcome toast sits below the header; opening a header menu sends it away so the menu is not covered.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Welcome back!', { exact: true })).toBeHidden({ timeout: 1500 }); // it would stay 5 s
    await page.getByRole('menuitem').first().click({ trial: true });
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('signing out in one tab signs the other tabs out too, without a reload', async ({
  page,
  request,
  baseURL,
  layout,
}) => {
  const account = await createAccount(request, baseURL!);
  await page.goto('/');
  await signInThroughDialog(page, account.email, account.password);
  const other = await page.context().newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.bringToFront();
  if (layout === 'mobile') {
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  // The other tab was never focused again: it heard of the sign-out and left the protected page.
  await expect(other.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' })).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  await other.close();
});

test('reset the password through the link in the outbox', async ({ page, request, baseURL, shot }) => {
  const account = await createAccount(request, baseURL!);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' }).click();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password Reset Email Sent')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome Back!' }).getByLabel('Email')).toHaveValue('');

  await followMailLink(page, account.email, /Reset your Mealwise password/);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('Fenugreek-99');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Fenugreek-98');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill('Fenugreek-99');
  await shot('reset-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the reset page without a link says the session is missing', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Auth session missing!')).toBeVisible();
});

test('upload a profile picture, and see a non-image refused', async ({ page, request, baseURL, shot }) => {
  const account = await createAccount(request, baseURL!);
  await page.goto('/');
  await signInThroughDialog(page, account.email, account.password);
  await page.goto('/dashboard/profile');
  await expect(page.getByText(account.email)).toBeVisible();
  await page
    .getByTestId('avatar-file')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('That file is not an image', { exact: false })).toBeVisible();
  await page.getByTestId('avatar-file').setInputFiles(join(import.meta.dirname, 'support/avatar.jpg'));
  await expect(page.getByText('Profile picture updated successfully.')).toBeVisible();
  await expect(page.locator('img[src^="/uploads/avatars/"]').first()).toBeVisible();
  await shot('profile');
});

test('Google sign-in explains that it is not configured, and a terms item opens its full text', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Google sign-in is not configured', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Mealwise' });
  await dialog.getByRole('button', { name: 'Read', exact: true }).first().click();
  const popup = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading').nth(1)).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('a Google sign-in that fails after the redirect comes back to our page with the Error toast', async ({
  page,
  shot,
}) => {
  // Where better-auth sends a failed callback (a state mismatch: the sign-in was started in another tab, or took too long).
  await page.goto('/api/auth/error?error=state_mismatch');
  await expect(page).toHaveURL(/\/$/); // the code leaves the address, so a reload does not repeat the toast
  const notice = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  await expect(notice.getByText('Error', { exact: true })).toBeVisible();
  await expect(
    notice.getByText('Google sign-in took too long or was started in another tab. Please try again.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('google-error');
});
