import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

let n = 0;
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${++n}-${Math.random().toString(36).slice(2, 6)}@example.com`;

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  id: string;
}

/** The newest mail to an address, read from the development outbox folders of the test servers. */
export function newestMail(to: string, subject: RegExp): StoredMail | undefined {
  const dirs = [process.env.E2E_DATA_DIR, process.env.E2E_VISION_DATA_DIR, process.env.E2E_PREMIUM_DATA_DIR]
    .filter((d): d is string => !!d)
    .map((d) => join(d, 'mail'));
  const files = dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => ({ dir, f }))
      : [],
  );
  for (const { dir, f } of files.sort((a, b) => b.f.localeCompare(a.f))) {
    const mail = JSON.parse(readFileSync(join(dir, f), 'utf8')) as StoredMail;
    if (mail.to === to && subject.test(mail.subject)) return mail;
  }
  return undefined;
}

export async function waitForMail(to: string, subject: RegExp): Promise<StoredMail> {
  let mail: StoredMail | undefined;
  await expect.poll(() => (mail = newestMail(to, subject)), { timeout: 10_000 }).toBeTruthy();
  return mail!;
}

/** Opens the dev outbox in the browser and follows the link of the newest matching message, as a person would. */
export async function followMailLink(page: Page, to: string, subject: RegExp): Promise<void> {
  const mail = await waitForMail(to, subject);
  await page.goto('/dev/mail');
  await page.locator(`a[href="/dev/mail/${mail.id}"]`).click();
  await page.locator('ul a').first().click();
}

/** A confirmed account made through the API (for journeys that are not about signing up). */
export async function createAccount(request: APIRequestContext, baseURL: string, name = 'Meera Iyer') {
  const email = uniqueEmail('cook');
  const password = 'Saffron-2024';
  const legal = (await (await request.get('/api/legal?region=US')).json()) as {
    id: number;
    isRequiredForSignup: boolean;
  }[];
  const consents = legal.filter((i) => i.isRequiredForSignup).map((i) => i.id);
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password, consents, callbackURL: '/dashboard' },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
  const link = (await waitForMail(email, /Confirm/)).text.match(/https?:\/\/\S+/)![0];
  await request.get(link, { maxRedirects: 0 });
  return { email, password, name };
}

/** Opens the sign-in dialog from the header and sends an e-mail and password; the dialog, whatever the answer. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in/Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

export async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
}

/** A new account that pays for Plus in the sandbox gateway, as a person does from the pricing section. */
export async function becomePlus(page: Page, request: APIRequestContext, baseURL: string, name = 'Ananya Rao') {
  const account = await createAccount(request, baseURL, name);
  await page.goto('/');
  await signInThroughDialog(page, account.email, account.password);
  await page.locator('#pricing').getByRole('button', { name: 'Choose Plan' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Your Plan' })
    .getByRole('button', { name: 'Subscribe to Plus' })
    .click();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  return account;
}
