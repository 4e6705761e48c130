import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, uniqueEmail, waitForMail } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';

interface Feature {
  id: number;
  description: string;
  votes: number;
  voted: boolean;
}

/** Calls the API from the page, as the app does (same origin, the page's cookies). */
async function fromPage<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: (await res.json()) as T };
    },
    { method, path, body },
  );
}

/** A shot of what is on screen (a dialog over a long page), beside the full-page ones under test-results/screens. */
async function screenShot(page: Page, info: TestInfo, name: string) {
  const dir = `test-results/screens/${info.project.name}`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` });
}

// The two layouts run side by side against one server: each votes for its own features, so counts stay exact.
const featureIndex = (layout: string, n: number) => (layout === 'mobile' ? n : n + 5);

test('the wishlist API counts one vote per e-mail, from the browser', async ({ page, layout }) => {
  await page.goto('/refund-policy');
  const before = await fromPage<Feature[]>(page, 'GET', '/api/wishlist');
  expect(before.status).toBe(200);
  expect(before.json.length).toBeGreaterThanOrEqual(10);
  expect(before.json.map((f) => f.description)).toContain(
    'Leftover planning: cook once, and let tomorrow’s lunch use what is left of tonight’s dinner',
  );
  const feature = before.json[featureIndex(layout, 0)]!;

  const blank = await fromPage<{ error: { message: string } }>(page, 'POST', `/api/wishlist/${feature.id}/vote`, {
    email: '  ',
  });
  expect(blank).toEqual({
    status: 400,
    json: { error: expect.objectContaining({ message: 'Please enter your email to vote for features.' }) },
  });

  const email = uniqueEmail('voter');
  const first = await fromPage<{ votes: number }>(page, 'POST', `/api/wishlist/${feature.id}/vote`, {
    email: email.toUpperCase(),
  });
  expect(first).toEqual({ status: 201, json: { featureId: feature.id, votes: feature.votes + 1 } });
  const again = await fromPage<{ error: { message: string } }>(page, 'POST', `/api/wishlist/${feature.id}/vote`, {
    email,
  });
  expect(again.status).toBe(409);
  expect(again.json.error.message).toBe('You have already voted for this feature.');
  const after = await fromPage<Feature[]>(page, 'GET', '/api/wishlist');
  expect(after.json.find((f) => f.id === feature.id)!.votes).toBe(feature.votes + 1);
});

test('the Feature Wishlist dialog: e-mail required, a vote counted, Close', async ({
  page,
  layout,
  request,
  baseURL,
}, info) => {
  test.setTimeout(journeyTimeout(60_000)); // the landing page with its pictures, a sign-up and a reload
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Vote for Features' });
  await open.scrollIntoViewIfNeeded();
  await screenShot(page, info, 'wishlist-teaser');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Feature Wishlist' });
  const items = dialog.getByRole('list', { name: 'Suggested features' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const item = items.nth(featureIndex(layout, 1));
  const votesBefore = Number((await item.getByText(/^\d+$/).textContent()) ?? '0');
  await screenShot(page, info, 'wishlist-dialog');

  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await item.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Email Required')).toBeVisible();
  await expect(page.getByText('Please enter your email to vote for features.')).toBeVisible();

  await dialog.getByLabel('Email').fill(uniqueEmail('dialog-voter'));
  await item.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Thanks for voting!')).toBeVisible();
  await expect(item.getByText(String(votesBefore + 1), { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Voted' })).toBeDisabled();
  await screenShot(page, info, 'wishlist-voted');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Signed in, the e-mail starts as the account's, and the list remembers the vote.
  const account = await createAccount(request, baseURL!);
  const signIn = await fromPage<object>(page, 'POST', '/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
  expect(signIn.status).toBe(200);
  await page.reload();
  await open.click();
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  const next = items.nth(featureIndex(layout, 2));
  await next.getByRole('button', { name: 'Vote' }).click();
  await expect(next.getByRole('button', { name: 'Voted' })).toBeDisabled();
  await page.reload();
  await open.click();
  await expect(items.nth(featureIndex(layout, 2)).getByRole('button', { name: 'Voted' })).toBeDisabled();
});

test('request a refund with a receipt: toast, form hidden and cleared, support mailed', async ({
  page,
  shot,
}, info) => {
  await page.addInitScript(() => localStorage.setItem('mealwise.region', 'US'));
  await page.goto('/refund-policy');
  await expect(page).toHaveTitle(/^Refund & Cancellation Policy/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' })).toBeVisible();
  await expect(page.getByText('Effective November 25, 2026', { exact: true })).toBeVisible();
  const policy = page.locator('article');
  for (const words of [
    'one payment for 30 days',
    '3 days before your plan ends',
    'Extend by 30 days',
    'Cancel plan',
    'Keep my plan',
    '7 days of the transaction',
    '3 working days',
    'No partial refunds after cancellation',
    'payments made with a promotional discount',
  ]) {
    await expect(policy.getByText(words).first()).toBeVisible();
  }
  await expect(policy).not.toContainText(/renewal payment|renews at the end|forgetting to cancel/i);
  await shot('refund-policy');

  const toggle = page.getByRole('button', { name: 'Request a Refund' });
  await toggle.click();
  const form = page.getByRole('form', { name: 'Refund request' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  const email = uniqueEmail('refund');
  const receipt = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#fdfcf7' } })
    .png()
    .toBuffer();
  await form.getByLabel('Email *').fill(email);
  await form
    .getByLabel('Reason for the refund *')
    .fill('Paid for Plus on Monday; the grocery list has not loaded since.');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receipt });
  await expect(form.getByText('receipt.png')).toBeVisible();
  await screenShot(page, info, 'refund-form');

  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Refund Request Submitted')).toBeVisible();
  await expect(page.getByText(`We'll reply to ${email} within 3 working days.`)).toBeVisible();
  await expect(form).toBeHidden();
  await screenShot(page, info, 'refund-submitted');

  const toSupport = await waitForMail(
    'support@mealwise.app',
    new RegExp(`^Refund request #\\d+ from ${email.replace(/[.+]/g, '\\$&')}$`),
  );
  expect(toSupport.text).toContain('Paid for Plus on Monday');
  // The receipt travels with the mail: on the site it is served to its sender alone.
  expect(toSupport.text).toMatch(/Receipt: attached to this e-mail \(refund-\d+-receipt\.webp\)\./);
  await waitForMail(email, /^We received your refund request/);

  await toggle.click();
  await expect(form.getByLabel('Email *')).toHaveValue('');
  await expect(form.getByLabel('Reason for the refund *')).toHaveValue('');
  await expect(form.getByText('Attach a receipt or screenshot')).toBeVisible();
});
