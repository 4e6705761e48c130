/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { createAccount, signInThroughDialog } from './support/accounts';
import { expect, test } from './support/fixtures';

const banner = (page: Page) => page.getByRole('banner');
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a visitor’s header: logo, user count, section links, help and sign-in @tablet', async ({
  page,
  layout,
  request,
  shot,
}) => {
  await page.goto('/about');
  const { count } = (await (await request.get('/api/users/count')).json()) as { count: number };
  await expect(banner(page).getByRole('link', { name: 'Mealwise home' })).toHaveAttribute('href', '/');
  const badge = banner(page).getByText(/^[\d,]+\+ users$/);
  if (layout === 'mobile')
    await expect(badge).toBeHidden(); // the hero's counter shows it on phones
  else await expect(badge).toHaveText(`${count.toLocaleString('en-US')}+ users`);
  await expect(banner(page).getByRole('link', { name: 'Pricing' })).toHaveCount(0); // section links only on the home page
  await expect(banner(page).getByRole('link', { name: 'Meal Planner' })).toHaveCount(0);

  await banner(page).getByRole('link', { name: 'Mealwise home' }).click();
  await expect(page).toHaveURL(/\/$/);
  const sections = banner(page).getByRole('navigation', { name: 'Sections' });
  if (layout === 'mobile') {
    await expect(sections).toBeHidden();
  } else {
    for (const [name, href] of [
      ['How it Works', '#how-it-works'],
      ['Features', '#features'],
      ['Pricing', '#pricing'],
    ] as const) {
      await expect(sections.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await sections.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole('heading', { name: 'Simple plans, real value' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await expect(banner(page).getByRole('button', { name: 'Sign in/Sign up' })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shot('header-visitor');

  await banner(page).getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menuitem', { name: 'Email Support' })).toHaveAttribute(
    'href',
    'mailto:support@mealwise.app?subject=Help%20Request',
  );
  const whatsapp = page.getByRole('menuitem', { name: 'WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Hi%20Mealwise/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await shot('header-help-menu');
  await page.keyboard.press('Escape');
  await expect(whatsapp).toBeHidden();
});

test('the region picker lists every region, remembers the pick and drives the legal texts', async ({ page, shot }) => {
  await page.goto('/');
  await banner(page)
    .getByRole('button', { name: /^Region:/ })
    .click();
  const options = page.getByRole('menuitemradio');
  await expect(options).toHaveCount(15);
  await expect(page.getByRole('menuitemradio', { name: /United States/ })).toHaveAttribute('aria-checked', 'true');
  // Flags are pictures, not emoji (which Windows shows as letters): every one loads.
  await expect(options.locator('img')).toHaveCount(15);
  await expect
    .poll(() =>
      options
        .locator('img')
        .evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => img.complete && img.naturalWidth > 0).length),
    )
    .toBe(15);
  await shot('header-region-menu');
  await page.getByRole('menuitemradio', { name: /India/ }).click();
  const picked = banner(page).getByRole('button', { name: 'Region: India' });
  await expect(picked).toBeVisible();
  await expect(picked.locator('img')).toHaveAttribute('src', /\/flags\/in\.svg$/);
  await expect
    .poll(() => picked.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => localStorage.getItem('mealwise.region'))).toBe('IN');
  await page.goto('/terms');
  await expect(page.getByText('India version')).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Region: India' })).toBeVisible();
});

test.describe('region detection without a pick', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });
  test('falls back to the time zone when the server cannot tell and no service is configured', async ({
    page,
    baseURL,
  }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!)) outside.push(r.url());
    });
    await page.goto('/');
    await expect(banner(page).getByRole('button', { name: 'Region: India' })).toBeVisible();
    await expect(page.locator('#pricing')).toContainText('$2.99'); // prices follow the browser language unless a region is picked
    expect(outside.filter((u) => !u.startsWith('data:'))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('mealwise.region.detected'))).toBe('IN');
    expect(await page.evaluate(() => localStorage.getItem('mealwise.region'))).toBeNull();
  });
});

test('signed in: avatar menu, Meal Planner, and in the signed-in area the upgrade banner and a back button', async ({
  page,
  request,
  baseURL,
  layout,
  shot,
}) => {
  const account = await createAccount(request, baseURL!);
  await page.goto('/about');
  await signInThroughDialog(page, account.email, account.password);

  await banner(page).getByRole('button', { name: 'Account menu' }).click();
  for (const item of ['Preferences', 'Upgrade Plan', 'Sign out'])
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await shot('header-avatar-menu');
  await page.keyboard.press('Escape');

  await page.goto('/');
  await expect(banner(page).getByRole('link', { name: 'Meal Planner' })).toHaveCount(0); // not on home
  await page.goto('/dashboard');
  const upgrade = banner(page).getByRole('region', { name: 'Upgrade' });
  // The header's upgrade banner is for phones and tablets; desktops have the dashboard's subscription banner.
  if (layout === 'desktop') {
    await expect(upgrade).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Free Plan Active')).toBeVisible();
  } else {
    await expect(upgrade.getByText('Upgrade to Plus')).toBeVisible();
    await expect(upgrade.getByText('Unlock premium features')).toBeVisible();
  }
  // Phones and tablets get a back button and the users badge on the dashboard too (spec 001 section 2).
  await expect(banner(page).getByRole('button', { name: 'Back' })).toBeVisible({ visible: layout !== 'desktop' });
  await expect(banner(page).getByText(/^\d[\d,]*\+ users$/)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shot('header-signed-in');

  // Phones reach the planner from the bottom bar; wider screens from the header.
  if (layout === 'mobile')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mealplanner' }).click();
  else await banner(page).getByRole('link', { name: 'Meal Planner' }).click();
  await expect(page).toHaveURL(/\/dashboard\/meal-plan$/);
  await banner(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  if (layout === 'desktop') return;
  await upgrade.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Simple plans, real value' })).toBeInViewport();

  await page.goto('/settings');
  await banner(page).getByRole('button', { name: 'Dismiss upgrade banner' }).click();
  await expect(banner(page).getByRole('region', { name: 'Upgrade' })).toHaveCount(0);
  await page.reload();
  await expect(banner(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(banner(page).getByRole('region', { name: 'Upgrade' })).toHaveCount(0);
  if (layout === 'mobile') await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
