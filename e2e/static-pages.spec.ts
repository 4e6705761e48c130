import type { Page } from '@playwright/test';
import { createAccount, signInThroughDialog } from './support/accounts';
import { consoleErrors, expect, test } from './support/fixtures';

/** Picks the region the way the header's flag picker remembers it. */
async function useRegion(page: Page, code: string) {
  await page.addInitScript((region) => localStorage.setItem('mealwise.region', region), code);
}

test('the About page tells what Mealwise does and how to reach it', async ({ page, shot }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/^About Us/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Mealwise' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  const whatWeDo = page.getByRole('region', { name: 'What we do' });
  for (const item of [
    'Recipe search with dietary filters',
    'A weekly meal plan',
    'Grocery lists grouped by aisle',
    'Pantry scan',
  ]) {
    await expect(whatWeDo.getByRole('heading', { name: item })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'support@mealwise.app' })).toHaveAttribute(
    'href',
    'mailto:support@mealwise.app',
  );
  await expect(page.getByRole('link', { name: '+91 80 4718 2290' })).toHaveAttribute('href', 'tel:+918047182290');
  await shot('about');
});

test('the Contact page offers e-mail and phone support and two FAQs', async ({ page, shot }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/^Contact Us/);
  await expect(page.getByRole('heading', { name: 'Email Support' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Phone Support' })).toBeVisible();
  await expect(page.getByText('Monday to Friday, 9 AM to 6 PM')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@mealwise.app' })).toHaveAttribute(
    'href',
    /^mailto:support@mealwise\.app/,
  );
  await expect(page.getByRole('link', { name: '+91 80 4718 2290' })).toHaveAttribute('href', 'tel:+918047182290');

  const faqs = page.getByRole('region', { name: 'Frequently asked questions' }).locator('details');
  await expect(faqs).toHaveCount(2);
  await page.getByText('Can I get a refund?').click();
  await expect(page.getByText('within 7 days of the payment')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header would otherwise sit mid-shot
  await shot('contact');
});

test('Help & Support answers questions by topic, with anchors', async ({ page, shot }) => {
  await page.goto('/help');
  await expect(page).toHaveTitle(/^Help & Support/);
  const topics = page.getByRole('navigation', { name: 'Help topics' });
  for (const topic of [
    'Getting started',
    'Plans and billing',
    'Meal plans and grocery lists',
    'Dietary preferences',
    'Account and password',
    'Privacy and your data',
    'Contact support',
  ]) {
    await expect(topics.getByRole('link', { name: new RegExp(topic) })).toBeVisible();
  }
  await shot('help');

  await topics.getByRole('link', { name: /Account and password/ }).click();
  await expect(page).toHaveURL(/#account$/);
  await expect(page.getByRole('heading', { name: 'Account and password' })).toBeInViewport();
  await page.getByText('I forgot my password.').click();
  await expect(page.getByText('Forgot your password?').first()).toBeVisible();

  await page.getByText('Can I add my own recipes, or one from a website?').click();
  await expect(page.getByText('Import from a web page', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search Recipes' })).toHaveAttribute('href', '/dashboard/search');
  await shot('help-own-recipes');
  await page.getByText('Can I get a refund?').click();
  await expect(page.getByText('7 days of the payment').first()).toBeVisible();
  await page.getByText('How does billing work?').click();
  await expect(page.getByText('Nothing renews by itself.', { exact: false })).toBeVisible();
  await page.getByText('How do I cancel?').click();
  await expect(page.getByText('undoes the cancellation before the end date', { exact: false })).toBeVisible();
  await page.getByText('How do I delete my account and data?').click();
  await expect(page.getByRole('link', { name: 'privacy@mealwise.app' }).last()).toBeVisible();
  await expect(page.getByText('Monday to Friday, 9 AM to 6 PM IST').last()).toBeVisible();
});

test("the Terms page shows the server's text for the person's region", async ({ page, shot }) => {
  await useRegion(page, 'IN');
  await page.goto('/terms');
  await expect(page).toHaveTitle(/^Terms & Conditions/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Effective 25 November 2026')).toBeVisible();
  await expect(page.getByText('India version')).toBeVisible();
  // Words of the seeded Indian text, not of the built-in one.
  await expect(
    page.getByText('a company incorporated in India with its office in Bengaluru', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. About these terms' })).toBeVisible();
  await shot('terms');

  const contents = page.getByRole('navigation', { name: 'Contents' });
  if (!(await contents.isVisible())) await page.locator('summary', { hasText: 'Contents' }).click(); // phones: a collapsed list
  await contents.getByRole('link', { name: '3. Your account' }).click();
  await expect(page).toHaveURL(/#your-account$/);
  await expect(page.getByRole('heading', { level: 2, name: '3. Your account' })).toBeInViewport();
});

test("the Privacy page shows the server's text for the region, US and EU", async ({ page, shot }) => {
  await useRegion(page, 'US');
  await page.goto('/privacy');
  await expect(page).toHaveTitle(/^Privacy Policy/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Effective January 1, 2024')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '11. California privacy rights' })).toBeVisible();
  await shot('privacy');

  await page.addInitScript(() => localStorage.setItem('mealwise.region', 'DE'));
  await page.reload();
  await expect(page.getByText('European Union version')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Who is responsible for your data' })).toBeVisible();
});

test('the legal pages fall back to the built-in text when the server cannot answer', async ({ page, shot }) => {
  const errors = consoleErrors(page);
  await page.route('**/api/legal/**', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'down' } } }),
  );
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('We keep your account details, preferences, meal plans and favorites')).toBeVisible();
  expect(errors.some((e) => e.includes('privacy_policy could not be loaded'))).toBe(true);
  await shot('privacy-fallback');

  await page.route('**/api/legal/**', (route) =>
    route.fulfill({
      json: {
        id: 9,
        title: 'Terms',
        content: '  ',
        contentType: 'terms_conditions',
        displayName: 'Terms',
        isRequiredForSignup: true,
        versionNumber: 2,
        effectiveDate: '2025-01-01',
      },
    }),
  );
  await page.goto('/terms');
  await expect(page.getByText('By creating an account you agree to use Mealwise')).toBeVisible();
});

test('the More page lists the company and policy pages, and each link leads to its page', async ({
  page,
  request,
  baseURL,
  shot,
}) => {
  const account = await createAccount(request, baseURL!);
  await page.goto('/');
  await signInThroughDialog(page, account.email, account.password);
  await page.goto('/dashboard/more');
  await expect(page).toHaveTitle(/^More/);
  await expect(page.getByText('v1.0 Your personal meal planning assistant')).toBeVisible();
  await shot('more');

  const destinations: [string, RegExp, RegExp][] = [
    ['About Us', /\/about$/, /About Mealwise/],
    ['Contact Us', /\/contact$/, /Contact Us/],
    ['Refund & Cancellation', /\/refund-policy$/, /Refund/],
    ['Terms & Conditions', /\/terms$/, /Terms/],
    ['Privacy Policy', /\/privacy$/, /Privacy Policy/],
  ];
  const list = page.getByRole('navigation', { name: 'More' });
  await expect(list.getByRole('link')).toHaveCount(destinations.length);
  for (const [label, url, heading] of destinations) {
    await page.goto('/dashboard/more');
    await list.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
