import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import type { RecipeCard, SearchResult } from '../../domain/recipe-search';
import { toIsoDate, weekStart } from '../../domain/weeks';
import { createAccount, signInThroughDialog } from './accounts';

/** Helpers of the planning journeys (favorites, meal plan, grocery list, nutrition). */

/**
 * A toast's text, in a toast that is showing: one replaced by the next stays in the page while it animates
 * out (data-removed), and a quick second toast with the same words would otherwise match twice.
 */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]:not([data-removed="true"])').getByText(text, { exact: true });

export const thisWeek = () => weekStart(toIsoDate(new Date()));

/** A new confirmed account, signed in through the header's dialog. */
export async function signIn(page: Page, request: APIRequestContext, baseURL: string, name = 'Kavya Menon') {
  const account = await createAccount(request, baseURL, name);
  await page.goto('/about');
  await signInThroughDialog(page, account.email, account.password);
  return account;
}

/** Calls the API from the page, as the app does (same origin, the page's cookies): the answer's status. */
export async function post(page: Page, path: string, body: object): Promise<number> {
  return page.evaluate(
    async ({ path, body }) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { path, body },
  );
}

export async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** Three catalogue recipes with short, distinct titles (they fit a grid cell and a toast). */
export async function someRecipes(page: Page): Promise<[RecipeCard, RecipeCard, RecipeCard]> {
  const { items } = await getJson<SearchResult>(page, '/api/recipes/search?pageSize=24');
  const [a, b, c] = items.filter((r) => r.title.length < 40);
  if (!a || !b || !c) throw new Error('The catalogue has too few recipes with short titles');
  return [a, b, c];
}

/**
 * A screenshot in /tmp/shots/plan/<project>/<name>.png, to be looked at: the full page, or only the
 * window when a dialog is open (a full-page capture resizes the window, which may dismiss it).
 */
export async function snap(page: Page, info: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = `/tmp/shots/plan/${info.project.name}`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** Holds the answers of a route until released, to see the loading state. */
export async function holdRoute(page: Page, url: string | RegExp, method = 'GET') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await route.fallback();
  });
  return async () => {
    release();
    await page.unroute(url);
  };
}

/** Answers a route with the server's error shape, once. */
export async function failOnce(page: Page, url: string | RegExp, method: string, status: number, message: string) {
  let done = false;
  await page.route(url, async (route) => {
    if (done || route.request().method() !== method) return route.fallback();
    done = true;
    await route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message } }),
    });
  });
}

/** Picks an option of one of the app's labelled selects (Radix). */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A visitor on the landing page opens Search & Add from the trending strip and searches: the dialog, with results. */
export async function searchAsVisitor(page: Page, text: string): Promise<Locator> {
  await page.goto('/');
  await page.locator('#trending').getByRole('button', { name: 'Search all recipes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search & Add Recipes' });
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill(text);
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).press('Enter');
  return dialog;
}

/** The first result of a visitor's search opened in its recipe panel: the panel and the recipe's title. */
export async function openFirstResultAsVisitor(page: Page, text: string): Promise<{ panel: Locator; title: string }> {
  const search = await searchAsVisitor(page, text);
  const card = search.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: title }).click();
  return { panel: page.getByRole('dialog', { name: title }), title };
}

/** Create Meal Plan: the plan's toolbar button on wider screens, the phone's own button on phones. */
export async function clickCreateMealPlan(page: Page, layout: string) {
  if (layout === 'mobile') await page.getByRole('button', { name: 'Create meal plan' }).click();
  else
    await page
      .getByRole('toolbar', { name: 'Meal plan actions' })
      .getByRole('button', { name: 'Create Meal Plan' })
      .click();
}
