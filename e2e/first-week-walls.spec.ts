import type { Locator, Page } from '@playwright/test';
import { createAccount, followMailLink, uniqueEmail, waitForMail } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';

/** A screenshot of the window (a full-page one resizes the window, which can close an open dialog). */
const view = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${test.info().project.name}/${name}.png` });
import { openFirstResultAsVisitor, signIn, toast } from './support/planning';

// Issue 21, "Paths that end in a wall": every one now leads somewhere.

const overlap = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

/**
 * Ticks every starred (required) box of the sign-up dialog, until Create Account is enabled: a list that arrives after
 * the ticks (the server's in place of the built-in one) comes unticked, as a person would see it, and is ticked again.
 */
async function tickRequired(dialog: Locator) {
  await expect(async () => {
    for (const box of await dialog.getByRole('checkbox').all()) {
      const label = await box.evaluate((el) => el.parentElement?.textContent ?? '');
      if (label.includes('*')) await box.check();
    }
    await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeEnabled({ timeout: 1_000 });
  }).toPass();
}

async function fillSignUp(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Join Mealwise' });
  await dialog.getByLabel('Full Name').fill('Kavya Menon');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Kokum-Curry-7');
  return dialog;
}

test('a Basic user sees what generated plans are, and an Upgrade, before Create Meal Plan @tablet', async ({
  page,
  request,
  baseURL,
  layout,
  shot,
}) => {
  await signIn(page, request, baseURL!);
  const generations: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/generate')) generations.push(r.url());
  });
  await page.goto('/dashboard/meal-plan');
  const note = page.getByRole('note', { name: 'Generated meal plans' });
  await expect(note.getByText('Generated meal plans are not part of the Basic plan.')).toBeVisible();
  await expect(note.getByText(/^A generated plan fills your week/)).toBeVisible();
  await expect(note.getByRole('button', { name: 'Upgrade to Plus' })).toBeVisible();
  await shot('meal-plan-basic');

  if (layout === 'mobile') await page.getByRole('button', { name: 'Create meal plan' }).click();
  else
    await page
      .getByRole('toolbar', { name: 'Meal plan actions' })
      .getByRole('button', { name: /Create Meal Plan/ })
      .click();
  const dialog = page.getByRole('dialog', { name: 'Generated meal plans' });
  await expect(dialog.getByText(/^Plus includes 5 generated plans a month/)).toBeVisible();
  await expect(toast(page, 'Error')).toHaveCount(0);
  await view(page, 'meal-plan-upgrade-dialog');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();

  // The dashboard says it before the click too, and its Upgrade goes to the pricing.
  await page.goto('/dashboard');
  if (layout === 'desktop') {
    await page.getByRole('tab', { name: 'Meal Plan' }).click();
    await expect(page.getByRole('button', { name: /Generate My First Meal Plan/ })).toContainText('Plus');
    await page
      .getByRole('note', { name: 'Generated meal plans' })
      .getByRole('button', { name: 'Upgrade to Plus' })
      .click();
  } else {
    const tile = page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('button', { name: /Create Meal Plan/ });
    await expect(tile).toContainText('Plus');
    await tile.click();
    await page
      .getByRole('dialog', { name: 'Generated meal plans' })
      .getByRole('button', { name: 'Upgrade to Plus' })
      .click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Simple plans, real value' })).toBeInViewport();
  expect(generations).toEqual([]);
});

test('choosing Plus signed out offers sign-in, then the plan dialog again', async ({ page, request, baseURL }) => {
  const account = await createAccount(request, baseURL!);
  await page.goto('/');
  await page.locator('#pricing').getByRole('button', { name: 'Choose Plan' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Your Plan' })
    .getByRole('button', { name: 'Subscribe to Plus' })
    .click();
  await expect(toast(page, 'Authentication Required')).toBeVisible();
  await expect(toast(page, 'Please sign in to subscribe to a plan.')).toBeVisible();
  const auth = page.getByRole('dialog', { name: 'Welcome Back!' });
  await expect(auth.getByText(/^Sign in or create an account to subscribe/)).toBeVisible();
  await view(page, 'plus-sign-in');
  await auth.getByLabel('Email').fill(account.email);
  await auth.getByLabel('Password', { exact: true }).fill(account.password);
  await auth.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Choose Your Plan' }).getByRole('button', { name: 'Subscribe to Plus' }),
  ).toBeEnabled();
});

test('the reset page without a link asks for a new one', async ({ page, request, baseURL }) => {
  const account = await createAccount(request, baseURL!);
  await page.goto('/reset-password');
  await expect(page.getByText('Auth session missing!')).toBeVisible();
  const form = page.getByRole('form', { name: 'Ask for a new reset link' });
  await form.getByLabel('Email').fill(account.email);
  await view(page, 'reset-without-token');
  await form.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password Reset Email Sent')).toBeVisible();
  await expect(page.getByText(/a new reset link is on its way/)).toBeVisible();
  await waitForMail(account.email, /Reset your Mealwise password/);
});

test('sign up; the dialog opens fresh afterwards; a used or broken confirmation link says so', async ({ page }) => {
  test.setTimeout(journeyTimeout(60_000));
  const email = uniqueEmail('relink');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' }).click();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const dialog = await fillSignUp(page, email);
  await tickRequired(dialog);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' }).click();
  const again = page.getByRole('dialog', { name: 'Welcome Back!' });
  await expect(again.getByLabel('Email')).toHaveValue('');
  await expect(again.getByText('Check your inbox')).toHaveCount(0);
  await again.getByRole('button', { name: 'Close' }).click();

  await followMailLink(page, email, /Confirm your e-mail/);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();
  await followMailLink(page, email, /Confirm your e-mail/);
  await expect(page).toHaveURL(/\/$/);
  const signin = page.getByRole('dialog', { name: 'Welcome Back!' });
  await expect(
    signin.getByText('This confirmation link has already been used, so your e-mail is confirmed. Sign in to continue.'),
  ).toBeVisible();
  await view(page, 'confirm-link-used');

  await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fdashboard%3Flink%3Dconfirm');
  await expect(
    page
      .getByRole('dialog', { name: 'Welcome Back!' })
      .getByText(/^This confirmation link has expired or is no longer valid/),
  ).toBeVisible();
});

test('sign-up goes through when the legal list failed to load', async ({ page }) => {
  let failed = 0;
  await page.route(/\/api\/legal\?region=/, (route) => (failed++ < 2 ? route.abort() : route.fallback()));
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' }).click();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const dialog = await fillSignUp(page, uniqueEmail('fallback'));
  await expect(dialog.getByText('Terms of Service')).toBeVisible(); // the built-in list
  await tickRequired(dialog);
  // The list is read again on submit: still unreadable, the person is told so and nothing is sent...
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    toast(
      page,
      'Our policies could not be loaded, so your consent cannot be recorded yet. Please check your connection and try again.',
    ),
  ).toBeVisible();
  // ...then it comes: the person reviews and accepts the real items, and the account is created.
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    dialog.getByText('Our current policies have loaded. Please review and accept them to create your account.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await tickRequired(dialog);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();
});

test('a visitor’s View Full Recipe shows the recipe and offers sign-in', async ({ page, shot }) => {
  const { panel, title } = await openFirstResultAsVisitor(page, 'paneer');
  await panel.getByRole('link', { name: 'View Full Recipe' }).click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Steps' })).toBeVisible();
  await expect(page.getByText('Sign in to save this recipe or add it to your meal plan.')).toBeVisible();
  await shot('visitor-full-recipe');
  const id = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/dashboard/recipes/${id}`);
  await expect(page).toHaveURL(new RegExp(`/recipes/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('closing a toast leaves the dialog open with what was typed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
  await dialog.getByLabel('Email').fill('nobody-here@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await page.locator('[data-sonner-toast] [data-close-button]').click();
  await expect(toast(page, 'Invalid email or password')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('nobody-here@example.com');
});

test('on phones a toast covers neither a dialog’s title nor the meal plan’s top controls, and a tap sends it away', async ({
  page,
  request,
  baseURL,
  layout,
}) => {
  test.skip(layout !== 'mobile', 'phones only');
  // two toasts seen out, a sign-up, a sign-in and the meal plan: longer than one journey's 30 s on a busy machine
  test.slow();
  const account = await createAccount(request, baseURL!);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' }).click();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  // The sign-up sheet is the tallest: its title sits just below the top of the screen.
  const signup = await fillSignUp(page, uniqueEmail('toast'));
  await signup.getByLabel('Password', { exact: true }).fill('password1');
  await tickRequired(signup);
  await signup.getByRole('button', { name: 'Create Account' }).click();
  const failed = page.locator('[data-sonner-toast]').filter({ hasText: 'Error' });
  await expect(failed).toBeVisible();
  expect(await overlap(failed, signup.getByRole('heading', { name: 'Join Mealwise' }))).toBe(false);
  await view(page, 'phone-toast-over-dialog');
  // A tap on it sends it away (a resting finger cannot hold it), and does not reach the dialog's backdrop. Tapped on
  // a fresh toast: a phone-sized screenshot can take most of a toast's 5 s on a busy machine, and a tap that lands
  // after the toast has gone would reach the backdrop for a reason that is not the one tested here.
  await expect(failed).toHaveCount(0, { timeout: 10_000 });
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(failed).toBeVisible();
  const box = (await failed.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(failed).toHaveCount(0);
  await expect(signup.getByLabel('Full Name')).toHaveValue('Kavya Menon');

  await signup.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  const welcome = page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back!' });
  await expect(welcome).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Get Started', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mealplanner' }).click();
  const modes = page.getByRole('group', { name: 'Planning mode' });
  await expect(modes).toBeVisible();
  await expect(welcome).toBeVisible();
  expect(await overlap(welcome, modes)).toBe(false);
  expect((await welcome.boundingBox())!.y + (await welcome.boundingBox())!.height).toBeLessThanOrEqual(66); // on the header
  expect(await overlap(welcome, page.getByRole('button', { name: 'Create meal plan' }))).toBe(false);
  await view(page, 'phone-toast-over-meal-plan');
});
