import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddEntryResult, MealPlan, WeekPlan } from '../../../domain/meal-plans';
import { activityLog, mealPlanEntries, mealPlans } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser, catalogueRecipes, insertCustomRecipe } from '../../test/planning-fixtures';

let t: TestApp;
let priya: Awaited<ReturnType<typeof buildUser>>;
let other: Awaited<ReturnType<typeof buildUser>>;
let dinners: { id: number; title: string }[];
let snacks: { id: number; title: string }[];
const WEEK = '2026-11-16';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  priya = await buildUser(t.app, { name: 'Priya Sharma' });
  other = await buildUser(t.app, { name: 'Omar Haddad' });
  dinners = await catalogueRecipes(t.database.db, 'Dinner');
  snacks = await catalogueRecipes(t.database.db, 'Snack');
}, 120_000);
afterAll(() => t.close());

const me = () => asUser(t.app, priya.cookie);
const add = (week: string, body: object) => me().post(`/api/meal-plans/${week}/entries`, body);

describe('the API document', () => {
  it('describes the planning routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/api/meal-plans/{week}/entries',
      '/api/favorites/recipes',
      '/api/grocery/{week}/build',
      '/api/nutrition/{week}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('reading a week', () => {
  it('needs sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/meal-plans/${WEEK}` });
    expect(res.statusCode).toBe(401);
  });

  it('answers null for a week without a plan, snapping the date to Monday, and creates nothing', async () => {
    const res = await me().get('/api/meal-plans/2026-11-19');
    expect(res.statusCode).toBe(200);
    expect(res.json<WeekPlan>()).toEqual({ weekStart: WEEK, plan: null });
    expect(await t.database.db.select().from(mealPlans).where(eq(mealPlans.userId, priya.id))).toEqual([]);
  });

  it('refuses a week that is not a date', async () => {
    for (const week of ['next-week', '2026-02-30', '2026-13-01']) {
      const res = await me().get(`/api/meal-plans/${week}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(/Week must be a date/);
    }
  });
});

describe('adding recipes', () => {
  it('creates the week’s plan on the first add, named after the Monday and the first name', async () => {
    const res = await add('2026-11-18', { day: 'Monday', mealType: 'Dinner', recipeId: dinners[0]!.id, servings: 2 });
    expect(res.statusCode).toBe(201);
    const { plan, entry } = res.json<AddEntryResult>();
    expect(plan).toMatchObject({ weekStart: WEEK, name: 'Week of 16 Nov 2026 - Priya', status: 'draft' });
    expect(entry).toMatchObject({
      day: 0,
      dayName: 'Monday',
      mealType: 'Dinner',
      servings: 2,
      recipe: { id: dinners[0]!.id, title: dinners[0]!.title },
    });
    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, priya.id), eq(activityLog.kind, 'recipe_planned')));
    expect(log[0]!.summary).toBe(`Planned ${dinners[0]!.title} for Monday dinner (week of 16 Nov 2026)`);
  });

  it('takes a day index and replaces a filled slot', async () => {
    const res = await add(WEEK, { day: 0, mealType: 'dinner', recipeId: dinners[1]!.id });
    const { plan } = res.json<AddEntryResult>();
    expect(
      plan.entries.filter((e) => e.day === 0 && e.mealType === 'Dinner').map((e) => [e.recipe.id, e.servings]),
    ).toEqual([[dinners[1]!.id, 1]]);
  });

  it('puts a dialog Snack in the evening slot, then the mid-day one, then replaces the evening one', async () => {
    const slots: string[] = [];
    for (const snack of snacks.slice(0, 3)) {
      const res = await add(WEEK, { day: 'Tuesday', mealType: 'Snack', recipeId: snack.id });
      slots.push(res.json<AddEntryResult>().entry.mealType);
    }
    expect(slots).toEqual(['Evening Snack', 'Mid Day Snack', 'Evening Snack']);
    const plan = (await me().get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan!;
    expect(plan.entries.filter((e) => e.day === 1).map((e) => [e.mealType, e.recipe.id])).toEqual([
      ['Mid Day Snack', snacks[1]!.id],
      ['Evening Snack', snacks[2]!.id],
    ]);
  });

  it('plans the person’s own custom recipe, but not another person’s', async () => {
    const mine = await insertCustomRecipe(t.database.db, priya.id);
    const theirs = await insertCustomRecipe(t.database.db, other.id, { title: 'Omar’s Stew' });
    expect((await add(WEEK, { day: 'Friday', mealType: 'Lunch', recipeId: mine.id })).statusCode).toBe(201);
    const refused = await add(WEEK, { day: 'Friday', mealType: 'Dinner', recipeId: theirs.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Recipe not found', details: { recipeId: theirs.id } },
    });
  });

  it('answers 400 with a clear message for every bad input, and changes nothing', async () => {
    const before = await t.database.db.select().from(mealPlanEntries);
    const good = { day: 'Monday', mealType: 'Lunch', recipeId: dinners[2]!.id, servings: 1 };
    const cases: [object, RegExp][] = [
      [{ ...good, day: 'Someday' }, /Day must be Monday to Sunday/],
      [{ ...good, day: 7 }, /Day must be Monday to Sunday/],
      [{ ...good, day: null }, /Day must be Monday to Sunday/],
      [
        { ...good, mealType: 'Brunch' },
        /Meal type must be one of Breakfast, Mid Day Snack, Lunch, Evening Snack, Dinner, Snack/,
      ],
      [{ ...good, servings: 0 }, /Servings must be more than 0/],
      [{ ...good, servings: -2 }, /Servings must be more than 0/],
      [{ ...good, servings: 500 }, /Servings must be at most 20/],
      [{ ...good, servings: 0.0001 }, /Servings must be at least 0.25/],
      [{ ...good, servings: 'lots' }, /Servings must be a number/],
      [{ ...good, recipeId: 99_999 }, /Recipe not found/],
      [{ ...good, recipeId: 99_999_999_999 }, /No such id/],
      [{ ...good, recipeId: 'abc' }, /Must be a number/],
      [{ ...good, recipeId: true }, /Must be a number/],
      [{ ...good, recipeId: 2.5 }, /Must be a whole number/],
      [{ day: 'Monday' }, /Meal type must be one of/],
    ];
    for (const [body, message] of cases) {
      const res = await add(WEEK, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(message);
    }
    expect((await add('not-a-date', good)).statusCode).toBe(400);
    expect(await t.database.db.select().from(mealPlanEntries)).toEqual(before);
  });
});

describe('changing entries', () => {
  const week = '2026-11-23';
  let plan: MealPlan;
  const entry = (day: number, type: string) => plan.entries.find((e) => e.day === day && e.mealType === type)!;

  beforeAll(async () => {
    await add(week, { day: 'Monday', mealType: 'Lunch', recipeId: dinners[3]!.id });
    plan = (await add(week, { day: 'Monday', mealType: 'Dinner', recipeId: dinners[4]!.id })).json<AddEntryResult>()
      .plan;
  });

  it('moves an entry to an empty slot', async () => {
    const res = await me().patch(`/api/meal-plans/entries/${entry(0, 'Lunch').id}`, {
      day: 'Wednesday',
      mealType: 'Lunch',
    });
    expect(res.statusCode).toBe(200);
    plan = res.json<MealPlan>();
    expect(entry(2, 'Lunch').recipe.id).toBe(dinners[3]!.id);
    expect(plan.entries.some((e) => e.day === 0 && e.mealType === 'Lunch')).toBe(false);
  });

  it('swaps two entries when moving onto a filled slot, keeping their ids', async () => {
    const moving = entry(2, 'Lunch');
    const sitting = entry(0, 'Dinner');
    plan = (await me().patch(`/api/meal-plans/entries/${moving.id}`, { day: 0, mealType: 'Dinner' })).json<MealPlan>();
    expect(entry(0, 'Dinner')).toMatchObject({ id: moving.id, recipe: { id: dinners[3]!.id } });
    expect(entry(2, 'Lunch')).toMatchObject({ id: sitting.id, recipe: { id: dinners[4]!.id } });
  });

  it('changes servings, refusing absurd ones', async () => {
    const id = entry(0, 'Dinner').id;
    plan = (await me().patch(`/api/meal-plans/entries/${id}`, { servings: 1.5 })).json<MealPlan>();
    expect(entry(0, 'Dinner').servings).toBe(1.5);
    for (const servings of [0, -1, 21])
      expect((await me().patch(`/api/meal-plans/entries/${id}`, { servings })).statusCode).toBe(400);
    expect(
      (await me().patch(`/api/meal-plans/entries/${id}`, {})).json<{ error: { message: string } }>().error.message,
    ).toBe('Give a day, a meal type or servings to change');
    expect((await me().patch(`/api/meal-plans/entries/${id}`, { day: 'Funday' })).statusCode).toBe(400);
  });

  it('removes an entry', async () => {
    const id = entry(2, 'Lunch').id;
    plan = (await me().delete(`/api/meal-plans/entries/${id}`)).json<MealPlan>();
    expect(plan.entries.map((e) => e.id)).not.toContain(id);
    expect((await me().delete(`/api/meal-plans/entries/${id}`)).statusCode).toBe(404);
  });

  it('saves a draft and confirms the plan, logging both', async () => {
    const confirmed = await me().post(`/api/meal-plans/${week}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<MealPlan>().status).toBe('confirmed');
    expect((await me().post(`/api/meal-plans/${week}/draft`)).json<MealPlan>().status).toBe('draft');
    const kinds = (
      await t.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.objectId, String(plan.id)))
    ).map((a) => a.kind);
    expect(kinds).toEqual(['plan_confirmed', 'plan_saved']);
  });

  it('will not confirm a plan without recipes, nor a week without a plan', async () => {
    const empty = await me().delete(`/api/meal-plans/entries/${entry(0, 'Dinner').id}`);
    expect(empty.json<MealPlan>().entries).toEqual([]);
    const res = await me().post(`/api/meal-plans/${week}/confirm`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      'Add at least one recipe before confirming the plan',
    );
    expect((await me().post('/api/meal-plans/2030-01-07/confirm')).statusCode).toBe(404);
  });
});

describe('another person', () => {
  it('can neither read nor change Priya’s plan and entries', async () => {
    const plan = (await me().get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan!;
    const target = plan.entries[0]!;
    const omar = asUser(t.app, other.cookie);
    expect((await omar.get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan).toBeNull();
    const before = await t.database.db.select().from(mealPlanEntries).where(eq(mealPlanEntries.mealPlanId, plan.id));
    const attempts = [
      omar.patch(`/api/meal-plans/entries/${target.id}`, { servings: 3 }),
      omar.patch(`/api/meal-plans/entries/${target.id}`, { day: 'Sunday' }),
      omar.delete(`/api/meal-plans/entries/${target.id}`),
      omar.post(`/api/meal-plans/entries/${target.id}/swap`, { recipeId: dinners[5]!.id }),
      omar.get(`/api/meal-plans/entries/${target.id}/alternatives`),
      omar.post(`/api/meal-plans/${WEEK}/confirm`),
      omar.post(`/api/meal-plans/${WEEK}/draft`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(mealPlanEntries).where(eq(mealPlanEntries.mealPlanId, plan.id))).toEqual(
      before,
    );
    const [row] = await t.database.db.select().from(mealPlans).where(eq(mealPlans.id, plan.id));
    expect(row!.status).toBe('draft');
  });
});
