/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { createAccount, signInThroughDialog } from './support/accounts';
import { expect, test } from './support/fixtures';

const CAROUSEL = [
  'Hyderabadi Chicken Dum Biryani',
  'Thai Green Chicken Curry',
  'Mysore Masala Dosa',
  'Fluffy Buttermilk Pancakes',
  'Insalata Caprese',
  'Miso-Glazed Salmon',
];

/** Scrolls through the page so that every lazy picture loads, then back to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

const pricing = (page: Page) => page.locator('#pricing');

test('the landing page shows its sections in order, with every picture loaded and nothing overflowing @tablet', async ({
  page,
  layout,
  shot,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Mealwise – smart meal planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart meal planning for busy weeks' })).toBeVisible();
  const sections = [
    page.getByRole('heading', { level: 1 }),
    page.getByRole('heading', { name: "What's Trending Now" }),
    page.locator('#how-it-works'),
    page.locator('#features'),
    page.locator('#pricing'),
    page.getByRole('heading', { name: 'Join Mealwise early and shape what comes next' }),
    page.locator('#wishlist-teaser-title'),
    page.getByRole('heading', { name: 'Trending Recipes' }),
    ...(layout === 'mobile' ? [] : [page.locator('footer')]),
  ];
  await expect(page.locator('#trending li')).toHaveCount(8);
  const tops: number[] = [];
  for (const section of sections)
    tops.push(await section.evaluate((el) => el.getBoundingClientRect().top + window.scrollY));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));

  await expect(page.locator('#how-it-works li')).toHaveCount(4);
  await expect(page.locator('#features li')).toHaveCount(8);
  await expect(
    page.getByRole('heading', { name: "What's Trending Now" }).locator('..').getByRole('listitem'),
  ).toHaveCount(layout === 'desktop' ? 3 : 2);

  // The footer: hidden under 768 px, shown on tablet and desktop.
  const footer = page.locator('footer');
  if (layout === 'mobile') {
    await expect(footer).toBeHidden();
  } else {
    await expect(footer).toBeVisible();
    await expect(footer).toContainText('© 2024 Mealwise');
    for (const [name, href] of [
      ['Terms & Conditions', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Refund & Cancellation', '/refund-policy'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Help Center', '/help'],
    ] as const)
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
      const link = footer.getByRole('link', { name: `Mealwise on ${network}` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  }

  await scrollThrough(page);
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
  expect(broken).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot('landing-full');
});

test('the carousel shows 17 meals, advances every 5 seconds and when a dot is clicked', async ({ page }) => {
  // A paused clock: only runFor moves the carousel's timers, however slow the machine is between steps.
  const start = new Date('2026-11-20T09:00:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Meals from our recipes' });
  const dots = carousel.getByRole('button', { name: /^Show slide/ });
  await expect(dots).toHaveCount(17);
  await expect(carousel.getByRole('img', { name: CAROUSEL[0] })).toBeVisible();
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  await page.clock.runFor(5000);
  await expect(carousel.getByRole('img', { name: CAROUSEL[1] })).toBeVisible();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

  await dots.nth(4).click();
  await expect(carousel.getByRole('img', { name: CAROUSEL[4] })).toBeVisible();
  await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(4000); // a click starts the 5 seconds again
  await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(1100);
  await expect(carousel.getByRole('img', { name: CAROUSEL[5] })).toBeVisible();
});

test('prices follow the region picked in the header, and the pick is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(pricing(page)).toContainText('$2.99');
  await expect(pricing(page)).toContainText('$5.99');
  await page.getByRole('button', { name: /^Region:/ }).click();
  await page.getByRole('menuitemradio', { name: /India/ }).click();
  await expect(pricing(page)).toContainText('₹299');
  await expect(pricing(page)).toContainText('₹599');
  await expect(pricing(page)).toContainText('Prices in INR');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Region: India' })).toBeVisible();
  await expect(pricing(page)).toContainText('₹299');
});

test.describe('prices by the browser language', () => {
  test.use({ locale: 'en-GB' });
  test('a British browser sees pounds', async ({ page }) => {
    await page.goto('/');
    await expect(pricing(page)).toContainText('£2.49');
    await expect(pricing(page)).toContainText('£4.99');
    await expect(pricing(page)).toContainText('£0');
  });
});

test.describe('prices for an Indian browser', () => {
  test.use({ locale: 'en-IN' });
  test('an Indian browser sees rupees', async ({ page }) => {
    await page.goto('/');
    await expect(pricing(page)).toContainText('₹299');
    await expect(pricing(page)).toContainText('₹599');
  });
});

test('a visitor: Get Started Free and the hero open the dialog; Choose Your Plan asks to sign in first', async ({
  page,
  shot,
}) => {
  await page.goto('/');
  await pricing(page).getByRole('button', { name: 'Get Started Free' }).click();
  await expect(page.getByRole('dialog', { name: 'Join Mealwise' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('main').getByRole('button', { name: 'Sign in/Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(pricing(page).getByText('Most Popular')).toBeVisible();
  await expect(pricing(page).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  await pricing(page).getByRole('button', { name: 'Choose Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Your Plan' });
  for (const item of [
    'AI-powered meal planning',
    'Smart grocery lists',
    'Advanced nutrition tracking',
    'Recipe recommendations',
    'Email support',
    'Everything in Plus',
    'Unlimited meal plans',
    'Priority support',
    'Export to PDF',
    'Advanced dietary preferences',
    'Family meal planning',
  ]) {
    await expect(dialog.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  await shot('choose-your-plan');
  await dialog.getByRole('button', { name: 'Subscribe to Plus' }).click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please sign in to subscribe to a plan.')).toBeVisible();
});

test('signed in: Get Started goes to the dashboard, no early access, and a failed payment start is reported', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, baseURL!);
  await page.goto('/about');
  await signInThroughDialog(page, account.email, account.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending Recipes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Join Mealwise early/ })).toHaveCount(0);

  await pricing(page).getByRole('button', { name: 'Get Started Free' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0); // does nothing when signed in

  await page.route('**/api/billing/checkout', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
  );
  await pricing(page).getByRole('button', { name: 'Choose Plan' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Your Plan' })
    .getByRole('button', { name: 'Subscribe to Plus' })
    .click();
  await expect(page.getByText('Subscription Failed')).toBeVisible();
  await expect(page.getByText('Failed to initiate payment. Please try again.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('trending cards open the recipe on mobile-sized layouts only @tablet', async ({ page, layout, shot }) => {
  await page.goto('/');
  const grid = page.locator('#trending');
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(8);
  const first = cards.first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.getByText('Trending')).toBeVisible();
  await expect(first.getByTestId('rating')).toHaveText(/^(New|\d\.\d · \d+)$/); // the catalogue starts unrated
  await expect(first.getByText(/\d+ min|No cooking/)).toBeVisible(); // cooking minutes; a no-cook dish says so
  await expect(first.getByText(/\d+ kcal/)).toBeVisible();
  const title = (await first.getByRole('heading').textContent())!.trim();

  if (layout === 'mobile') {
    await first.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText('Nutrition per serving')).toBeVisible();
    await expect(dialog.getByText('Prep')).toBeVisible();
    await shot('trending-detail');
  } else {
    await expect(first.getByRole('button')).toHaveCount(0);
    await first.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('a broken recipe picture falls back to the stock picture', async ({ page }) => {
  await page.route(/\/recipes\/(?!fallback)[a-z0-9-]+\.webp$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  const picture = page.locator('#trending li img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute('src', '/recipes/fallback.webp');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the scroll-to-top button appears after 300 px and takes the page back up', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('a visitor searches the whole catalogue from the landing page, in the visitor’s own hour of trending', async ({
  page,
  layout,
  shot,
}) => {
  const trending = page.waitForRequest(/\/api\/recipes\/trending\?hour=\d{1,2}$/);
  await page.goto('/');
  const hour = Number(new URL((await trending).url()).searchParams.get('hour'));
  expect(hour).toBe(await page.evaluate(() => new Date().getHours()));

  await page.locator('#trending').getByRole('button', { name: 'Search all recipes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search & Add Recipes' });
  await expect(dialog.getByText('Find your next meal')).toBeVisible();
  // Visitors have no saved preferences: the switch says how to get them.
  await expect(dialog.getByRole('switch')).toBeDisabled();
  await expect(dialog.getByText('Sign in to search with your saved dietary preferences.')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill('paneer');
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).press('Enter');
  await expect(dialog.getByRole('tab', { name: /^Results \((\d+)\)$/ })).not.toHaveText('Results (0)');
  await expect(dialog.getByRole('heading', { name: /Paneer/ }).first()).toBeVisible();
  await shot(`landing-search-${layout}`);
});
