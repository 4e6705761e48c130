import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage } from '../../../domain/activity';
import type { MealPlan } from '../../../domain/meal-plans';
import { activityLog, mealPlans, user, type recipes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';
import { asUser, catalogueRecipes } from '../../test/planning-fixtures';
import { authSecret } from '../accounts/dev-secret';
import { decryptRequest, encryptResponse, sandboxWorkingKey } from '../billing/ccavenue';
import { logActivity } from './activity.queries';

let t: TestApp;
let priya: Awaited<ReturnType<typeof buildUser>>;
let omar: Awaited<ReturnType<typeof buildUser>>;
let catalogue: (typeof recipes.$inferSelect)[];
const WEEK = '2026-11-16';
const LAST_WEEK = '2026-11-09';
const NEXT_WEEK = '2026-11-23';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  priya = await buildUser(t.app, { name: 'Priya Sharma' });
  omar = await buildUser(t.app, { name: 'Omar Haddad' });
  catalogue = await catalogueRecipes(t.database.db);
}, 120_000);
afterAll(() => t.close());

const me = () => asUser(t.app, priya.cookie);
const activity = async (who: { cookie: string }, query = '') => {
  const res = await asUser(t.app, who.cookie).get(`/api/activity${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityPage>();
};
const newest = async (who: { cookie: string }) => (await activity(who, '?limit=1')).entries[0]!;

/** Buys Plus through the sandbox gateway, as the payment page would. */
async function buyPlus(cookie: string): Promise<string> {
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { cookie, origin: ORIGIN },
    payload: { plan: 'plus', region: 'IN' },
  });
  const key = sandboxWorkingKey(authSecret(t.config));
  const req = decryptRequest(checkout.json<{ encRequest: string }>().encRequest, key);
  const encResp = encryptResponse(
    { order_id: req.order_id, tracking_id: 'T1', order_status: 'Success', amount: req.amount, currency: req.currency },
    key,
  );
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/billing/response',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://secure.ccavenue.com' },
    payload: new URLSearchParams({ encResp, orderNo: 'x' }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return req.order_id;
}

describe('GET /api/activity', () => {
  it('needs sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/activity' });
    expect(res.statusCode).toBe(401);
  });

  it('starts empty', async () => {
    expect(await activity(priya)).toEqual({ entries: [], nextCursor: null });
  });

  it('records each kind of action with its text, its object and a link to it', { timeout: 90_000 }, async () => {
    const [soup, dal] = [catalogue[0]!, catalogue[1]!];

    expect((await me().post('/api/favorites/recipes', { recipeId: soup.id })).statusCode).toBe(201);
    expect(await newest(priya)).toMatchObject({
      kind: 'favorite_added',
      text: `Added ${soup.title} to favorites`,
      object: { type: 'recipe', id: String(soup.id), title: soup.title },
      link: `/dashboard/recipes/${soup.id}`,
    });

    const added = await me().post(`/api/meal-plans/${LAST_WEEK}/entries`, {
      day: 'Tuesday',
      mealType: 'Lunch',
      recipeId: dal.id,
    });
    expect(added.statusCode).toBe(201);
    expect(await newest(priya)).toMatchObject({
      kind: 'recipe_planned',
      object: { type: 'recipe', title: dal.title },
      link: `/dashboard/recipes/${dal.id}`,
    });
    expect((await newest(priya)).text).toContain(`Planned ${dal.title} for`);

    expect((await me().post(`/api/meal-plans/${WEEK}/copy-from-past`, { fromWeek: LAST_WEEK })).statusCode).toBe(200);
    const [plan] = await t.database.db.select().from(mealPlans).where(eq(mealPlans.weekStarting, WEEK));
    const planObject = { type: 'meal_plan', id: String(plan!.id), title: plan!.name };
    const planLink = `/dashboard/meal-plan?week=${WEEK}`;
    expect(await newest(priya)).toMatchObject({
      kind: 'plan_copied',
      text: `Copied 1 meal from the week of 9 Nov 2026 into ${plan!.name}`,
      object: planObject,
      link: planLink,
    });

    expect((await me().post(`/api/meal-plans/${WEEK}/draft`)).statusCode).toBe(200);
    expect(await newest(priya)).toMatchObject({
      kind: 'plan_saved',
      text: `Saved ${plan!.name} as a draft`,
      object: planObject,
      link: planLink,
    });
    expect((await me().post(`/api/meal-plans/${WEEK}/confirm`)).json<MealPlan>().status).toBe('confirmed');
    expect(await newest(priya)).toMatchObject({
      kind: 'plan_confirmed',
      text: `Confirmed ${plan!.name}`,
      object: planObject,
      link: planLink,
    });

    expect((await me().post('/api/favorites/meal-plans', { week: WEEK, name: 'Busy week' })).statusCode).toBe(201);
    expect(await newest(priya)).toMatchObject({
      kind: 'favorite_added',
      text: 'Saved Busy week to favorite meal plans',
      object: planObject,
      link: planLink,
    });

    const scan = await me().post('/api/pantry/scans', {
      scanName: 'Sunday fridge',
      ingredients: [{ name: 'paneer', quantity: '200 g' }],
    });
    expect(scan.statusCode).toBe(201);
    expect(await newest(priya)).toMatchObject({
      kind: 'pantry_scan_saved',
      text: 'Saved Sunday fridge (1 ingredient)',
      object: { type: 'pantry_scan', id: String(scan.json<{ id: number }>().id), title: 'Sunday fridge' },
      link: '/dashboard/pantry-scan',
    });

    const orderId = await buyPlus(priya.cookie);
    expect(await newest(priya)).toMatchObject({
      kind: 'plan_purchased',
      text: expect.stringContaining('Plus'),
      object: { type: 'order', id: orderId, title: 'Plus Plan' },
      link: '/settings',
    });

    const custom = await me().post('/api/recipes/custom', {
      title: 'Grandma’s Dal',
      description: 'Yellow lentils.',
      cuisine: 'Indian',
      course: 'Dinner',
      prepMinutes: 10,
      cookMinutes: 25,
      ingredients: [{ name: 'toor dal', quantity: '1', unit: 'cup' }],
      instructions: 'Cook it.',
      recipeUrl: '',
      nutrition: { calories: 320 },
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const customId = custom.json<{ id: number }>().id;
    expect(await newest(priya)).toMatchObject({
      kind: 'custom_recipe_created',
      text: 'Added Grandma’s Dal to your recipes',
      object: { type: 'recipe', title: 'Grandma’s Dal' },
      link: `/dashboard/recipes/${customId}`,
    });

    const favorite = (await me().get('/api/favorites/meal-plans')).json<{ id: number }[]>()[0]!;
    expect(
      (await me().post(`/api/meal-plans/${NEXT_WEEK}/copy-from-favorite`, { favoriteId: favorite.id })).statusCode,
    ).toBe(200);
    const [next] = await t.database.db.select().from(mealPlans).where(eq(mealPlans.weekStarting, NEXT_WEEK));
    const nextObject = { type: 'meal_plan', id: String(next!.id), title: next!.name };
    const nextLink = `/dashboard/meal-plan?week=${NEXT_WEEK}`;
    expect(await newest(priya)).toMatchObject({
      kind: 'plan_copied',
      text: `Copied 1 meal from the favorite 'Busy week' into ${next!.name}`,
      object: nextObject,
      link: nextLink,
    });

    // Plus (bought above) includes generated plans; the entry links to the week filled.
    const generated = await me().post(`/api/meal-plans/${NEXT_WEEK}/generate`, {});
    expect(generated.statusCode, generated.body).toBe(200);
    expect(await newest(priya)).toMatchObject({
      kind: 'plan_generated',
      text: expect.stringContaining('for the week of 23 Nov 2026'),
      object: nextObject,
      link: nextLink,
    });

    const all = await activity(priya);
    expect(all.entries.map((e) => e.kind)).toEqual([
      'plan_generated',
      'plan_copied',
      'custom_recipe_created',
      'plan_purchased',
      'pantry_scan_saved',
      'favorite_added',
      'plan_confirmed',
      'plan_saved',
      'plan_copied',
      'recipe_planned',
      'favorite_added',
    ]);
    expect(all.entries.every((e: ActivityEntry) => !Number.isNaN(Date.parse(e.createdAt)))).toBe(true);
  });

  it('shows only the person’s own entries', async () => {
    expect(await activity(omar)).toEqual({ entries: [], nextCursor: null });
    expect(
      (await asUser(t.app, omar.cookie).post('/api/favorites/recipes', { recipeId: catalogue[2]!.id })).statusCode,
    ).toBe(201);
    const theirs = await activity(omar);
    expect(theirs.entries.map((e) => e.text)).toEqual([`Added ${catalogue[2]!.title} to favorites`]);
    expect((await activity(priya)).entries.some((e) => e.text.includes(catalogue[2]!.title))).toBe(false);
  });

  it('never lets a cursor or a link reach another person’s entries or objects', async () => {
    const mine = (await activity(priya)).entries[0]!;
    const res = await asUser(t.app, omar.cookie).get(`/api/activity?before=${mine.id}`);
    expect(res.statusCode).toBe(400);
    // An entry naming someone else's plan (it cannot happen through the API) gets no title and no link.
    const [plan] = await t.database.db.select().from(mealPlans).where(eq(mealPlans.userId, priya.id)).limit(1);
    await logActivity(t.database.db, {
      userId: omar.id,
      kind: 'plan_saved',
      objectType: 'meal_plan',
      objectId: plan!.id,
      summary: 'Saved a plan',
    });
    expect(await newest(omar)).toMatchObject({
      object: { type: 'meal_plan', id: String(plan!.id), title: null },
      link: null,
    });
  });

  it('pages newest first with a cursor', async () => {
    const everything = (await activity(priya)).entries.map((e) => e.id);
    expect(everything.length).toBeGreaterThan(4);
    const paged: number[] = [];
    let cursor: number | null = null;
    do {
      const page: ActivityPage = await activity(priya, `?limit=4${cursor === null ? '' : `&before=${cursor}`}`);
      expect(page.entries.length).toBeLessThanOrEqual(4);
      if (page.nextCursor !== null) expect(page.nextCursor).toBe(page.entries.at(-1)!.id);
      paged.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(paged).toEqual(everything);
  });

  it('keeps the entry when its object is gone, without a link', async () => {
    const scans = await me().get('/api/pantry/scans');
    const id = scans.json<{ id: number }[]>()[0]!.id;
    expect((await me().delete(`/api/pantry/scans/${id}`)).statusCode).toBe(204);
    const entry = (await activity(priya)).entries.find((e) => e.kind === 'pantry_scan_saved')!;
    expect(entry).toMatchObject({ text: 'Saved Sunday fridge (1 ingredient)', object: { title: null }, link: null });
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=ten', '?before=-3', '?before=abc', '?before=999999999']) {
      const res = await me().get(`/api/activity${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBeTruthy();
    }
  });

  it('is removed with the account', async () => {
    await t.database.db.delete(user).where(eq(user.id, omar.id));
    expect(await t.database.db.select().from(activityLog).where(eq(activityLog.userId, omar.id))).toEqual([]);
  });
});
