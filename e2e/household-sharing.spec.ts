import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { GroceryList } from '../domain/grocery-list';
import { createAccount, followMailLink, waitForMail } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';
import { getJson, post, signIn, someRecipes, thisWeek, toast } from './support/planning';

async function shot(page: Page, info: TestInfo, name: string, fullPage = true) {
  const dir = `/tmp/shots/sharing/${info.project.name}`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** The Household sharing card alone, to be looked at closely (the full Settings page is very tall on a phone). */
async function cardShot(card: Locator, info: TestInfo, name: string) {
  await card.screenshot({ path: `/tmp/shots/sharing/${info.project.name}/${name}.png` });
}

const tick = (page: Page, id: number) => page.locator(`#grocery-item-${id}`);

test('the owner invites a second account, it joins from the mail link, and both see each other’s ticks', async ({
  page,
  request,
  baseURL,
  browser,
}, info) => {
  test.setTimeout(journeyTimeout(180_000));
  await signIn(page, request, baseURL!, 'Asha Owner');
  const guest = await createAccount(request, baseURL!, 'Ben Guest');
  const week = thisWeek();
  const [a, b] = await someRecipes(page);
  for (const [day, recipe] of [
    ['Monday', a],
    ['Tuesday', b],
  ] as const)
    expect(await post(page, `/api/meal-plans/${week}/entries`, { day, mealType: 'Dinner', recipeId: recipe.id })).toBe(
      201,
    );
  expect(await post(page, `/api/grocery/${week}/build`, {})).toBe(200);

  // the owner invites from Settings
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Household sharing' });
  await card.getByLabel('Invite by e-mail').fill(guest.email);
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Invitations waiting' })).toContainText(guest.email);
  await expect(card.getByRole('list', { name: 'Household members' })).toContainText('Asha Owner');
  await card.scrollIntoViewIfNeeded();
  await shot(page, info, 'settings-invited');
  await cardShot(card, info, 'card-owner');
  // a malformed address is stopped by the field itself
  await card.getByLabel('Invite by e-mail').fill('not-an-address@');
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator('#invite-email:invalid')).toHaveCount(1);

  // the guest, in their own browser, follows the mail's link, signs in and joins
  const guestContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const guestPage = await guestContext.newPage();
  await followMailLink(guestPage, guest.email, /invited you to share their meal plan/);
  await expect(guestPage).toHaveURL(/\/household\/join\?token=/);
  await expect(guestPage.getByText('Asha Owner', { exact: true })).toBeVisible({ timeout: 20_000 });
  await shot(guestPage, info, 'join-signed-out');
  await guestPage.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const dialog = guestPage.getByRole('dialog', { name: 'Welcome Back!' });
  await dialog.getByLabel('Email').fill(guest.email);
  await dialog.getByLabel('Password', { exact: true }).fill(guest.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(guestPage.getByRole('button', { name: 'Join household' })).toBeVisible();
  await shot(guestPage, info, 'join-signed-in');
  await guestPage.getByRole('button', { name: 'Join household' }).click();
  await expect(toast(guestPage, 'You joined the household')).toBeVisible();
  await expect(guestPage).toHaveURL(/\/dashboard\/meal-plan/);
  const shared = await getJson<{ plan: { entries: { recipe: { id: number } }[] } }>(
    guestPage,
    `/api/meal-plans/${week}`,
  );
  expect(shared.plan.entries.map((e) => e.recipe.id)).toEqual([a.id, b.id]);

  // the link works once
  const link = (await waitForMail(guest.email, /invited you/)).text.match(/https?:\/\/\S+/)![0];
  const again = await guestPage.request.post('/api/household/invitation/accept', {
    data: { token: new URL(link).searchParams.get('token') },
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
    'This invitation has already been used. Ask for a new one if you still need to join.',
  );

  // both on the same list: each sees the other's tick within seconds, without reloading
  const list = await getJson<GroceryList>(page, `/api/grocery/${week}`);
  const [first, second] = list.aisles.flatMap((aisle) => aisle.items);
  await page.goto(`/dashboard/grocery/${week}`);
  await guestPage.goto(`/dashboard/grocery/${week}`);
  await expect(tick(guestPage, first!.id)).not.toBeChecked();
  await tick(page, first!.id).check();
  await expect(tick(guestPage, first!.id)).toBeChecked({ timeout: 10_000 });
  await tick(guestPage, second!.id).check();
  await expect(tick(page, second!.id)).toBeChecked({ timeout: 10_000 });
  await shot(page, info, 'grocery-owner');
  await shot(guestPage, info, 'grocery-guest');

  // the guest's Settings say whose week they share
  await guestPage.goto('/settings');
  const guestCard = guestPage.getByRole('region', { name: 'Household sharing' });
  await expect(guestCard).toContainText('You share Asha Owner’s weekly meal plan and grocery list.');
  await expect(guestCard.getByLabel('Invite by e-mail')).toHaveCount(0);
  await guestCard.scrollIntoViewIfNeeded();
  await shot(guestPage, info, 'settings-member');
  await cardShot(guestCard, info, 'card-member');

  // the owner removes the guest: the guest's own (empty) week is back
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Remove Ben Guest' }).click();
  await expect(toast(page, 'Member removed')).toBeVisible();
  const guestWeek = await guestPage.request.get(`/api/meal-plans/${week}`);
  expect(((await guestWeek.json()) as { plan: unknown }).plan).toBeNull();
  await guestContext.close();
});
