import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteMealPlan } from '../../../domain/favorites';
import type { AddEntryResult, AlternativeRecipe, CopyResult, MealPlan, WeekPlan } from '../../../domain/meal-plans';
import { COMPATIBLE_DIETS } from '../../../domain/plan-alternatives';
import { activityLog, mealPlanEntries, recipes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser, catalogueRecipes } from '../../test/planning-fixtures';

let t: TestApp;
let priya: Awaited<ReturnType<typeof buildUser>>;
let other: Awaited<ReturnType<typeof buildUser>>;
let dinners: (typeof recipes.$inferSelect)[];
let breakfasts: (typeof recipes.$inferSelect)[];
const PAST = '2026-11-09';
const WEEK = '2026-11-16';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  priya = await buildUser(t.app, { name: 'Priya Sharma' });
  other = await buildUser(t.app, { name: 'Omar Haddad' });
  dinners = await catalogueRecipes(t.database.db, 'Dinner');
  breakfasts = await catalogueRecipes(t.database.db, 'Breakfast');
  const me = asUser(t.app, priya.cookie);
  await me.post(`/api/meal-plans/${PAST}/entries`, {
    day: 'Monday',
    mealType: 'Breakfast',
    recipeId: breakfasts[0]!.id,
  });
  await me.post(`/api/meal-plans/${PAST}/entries`, {
    day: 'Monday',
    mealType: 'Dinner',
    recipeId: dinners[0]!.id,
    servings: 2,
  });
  await me.post(`/api/meal-plans/${PAST}/entries`, { day: 'Sunday', mealType: 'Dinner', recipeId: dinners[1]!.id });
  // this week already has Monday dinner planned
  await me.post(`/api/meal-plans/${WEEK}/entries`, { day: 'Monday', mealType: 'Dinner', recipeId: dinners[2]!.id });
}, 120_000);
afterAll(() => t.close());

const me = () => asUser(t.app, priya.cookie);
const slots = (plan: MealPlan) => plan.entries.map((e) => `${e.dayName} ${e.mealType}: ${e.recipe.id} x${e.servings}`);

describe('Copy from Past', () => {
  it('fills the empty slots and keeps what is already planned', async () => {
    const res = await me().post(`/api/meal-plans/${WEEK}/copy-from-past`, { fromWeek: '2026-11-12' });
    expect(res.statusCode).toBe(200);
    const { plan, copied, skipped } = res.json<CopyResult>();
    expect([copied, skipped]).toEqual([2, 1]);
    expect(slots(plan)).toEqual([
      `Monday Breakfast: ${breakfasts[0]!.id} x1`,
      `Monday Dinner: ${dinners[2]!.id} x1`,
      `Sunday Dinner: ${dinners[1]!.id} x1`,
    ]);
    const log = await t.database.db.select().from(activityLog).where(eq(activityLog.kind, 'plan_copied'));
    expect(log.map((l) => l.summary)).toEqual([
      'Copied 2 meals from the week of 9 Nov 2026 into Week of 16 Nov 2026 - Priya',
    ]);
  });

  it('replaces filled slots when asked to', async () => {
    const { plan, copied } = (
      await me().post(`/api/meal-plans/${WEEK}/copy-from-past`, { fromWeek: PAST, overwrite: true })
    ).json<CopyResult>();
    expect(copied).toBe(3);
    expect(slots(plan)).toContain(`Monday Dinner: ${dinners[0]!.id} x2`);
  });

  it('creates the target week’s plan when there is none', async () => {
    const { plan } = (
      await me().post('/api/meal-plans/2026-12-07/copy-from-past', { fromWeek: PAST })
    ).json<CopyResult>();
    expect(plan).toMatchObject({ weekStart: '2026-12-07', name: 'Week of 7 Dec 2026 - Priya' });
    expect(plan.entries).toHaveLength(3);
  });

  it('copies only from an earlier week that has a plan', async () => {
    const later = await me().post(`/api/meal-plans/${PAST}/copy-from-past`, { fromWeek: WEEK });
    expect(later.statusCode).toBe(400);
    expect(later.json<{ error: { message: string } }>().error.message).toBe(
      'Copy from Past copies an earlier week into a later one',
    );
    expect((await me().post(`/api/meal-plans/${WEEK}/copy-from-past`, { fromWeek: WEEK })).statusCode).toBe(400);
    const none = await me().post(`/api/meal-plans/${WEEK}/copy-from-past`, { fromWeek: '2026-01-05' });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ error: { message: string } }>().error.message).toBe('No meal plan for the week of 5 Jan 2026');
    expect((await me().post(`/api/meal-plans/${WEEK}/copy-from-past`, { fromWeek: 'yesterday' })).statusCode).toBe(400);
  });
});

describe('Copy from Favorites', () => {
  it('copies a favorite plan into a week', async () => {
    const favorite = (
      await me().post('/api/favorites/meal-plans', { week: PAST, name: 'Comfort week' })
    ).json<FavoriteMealPlan>();
    const res = await me().post('/api/meal-plans/2027-01-04/copy-from-favorite', { favoriteId: favorite.id });
    expect(res.statusCode).toBe(200);
    const { plan, copied } = res.json<CopyResult>();
    expect(copied).toBe(3);
    expect(plan.weekStart).toBe('2027-01-04');
    const past = (await me().get(`/api/meal-plans/${PAST}`)).json<WeekPlan>().plan!;
    expect(slots(plan)).toEqual(slots(past));
  });

  it('answers 404 for a favorite that is not the person’s', async () => {
    const favorite = (await me().get('/api/favorites/meal-plans')).json<FavoriteMealPlan[]>()[0]!;
    const omar = asUser(t.app, other.cookie);
    const res = await omar.post('/api/meal-plans/2027-01-04/copy-from-favorite', { favoriteId: favorite.id });
    expect(res.statusCode).toBe(404);
    expect((await omar.get('/api/meal-plans/2027-01-04')).json<WeekPlan>().plan).toBeNull();
    expect((await me().post('/api/meal-plans/2027-01-04/copy-from-favorite', { favoriteId: 0 })).statusCode).toBe(400);
  });
});

describe('Alternatives', () => {
  it('offers similar recipes for the slot’s meal type, diet and calories, leaving out that day’s recipes', async () => {
    const plan = (await me().get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan!;
    const dinner = plan.entries.find((e) => e.dayName === 'Monday' && e.mealType === 'Dinner')!;
    const res = await me().get(`/api/meal-plans/entries/${dinner.id}/alternatives?limit=10`);
    expect(res.statusCode).toBe(200);
    const alternatives = res.json<AlternativeRecipe[]>();
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(10);
    const [current] = await t.database.db.select().from(recipes).where(eq(recipes.id, dinner.recipe.id));
    const rows = await t.database.db
      .select()
      .from(recipes)
      .where(
        inArray(
          recipes.id,
          alternatives.map((a) => a.id),
        ),
      );
    const band = Math.max(current!.calories * 0.25, 100);
    for (const row of rows) {
      expect(['Dinner', 'Main Course']).toContain(row.course);
      expect(COMPATIBLE_DIETS[current!.diet]).toContain(row.diet);
      expect(Math.abs(row.calories - current!.calories)).toBeLessThanOrEqual(band + 0.001);
      if (current!.isGlutenFree) expect(row.isGlutenFree).toBe(true);
    }
    const sameDay = plan.entries.filter((e) => e.day === 0).map((e) => e.recipe.id);
    for (const a of alternatives) expect(sameDay).not.toContain(a.id);
    const differences = alternatives.map((a) => Math.abs(a.calorieDifference));
    expect(differences).toEqual([...differences].sort((a, b) => a - b));
  });

  it('swaps an alternative in, keeping the servings', async () => {
    const plan = (await me().get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan!;
    const dinner = plan.entries.find((e) => e.dayName === 'Monday' && e.mealType === 'Dinner')!;
    const [alternative] = (await me().get(`/api/meal-plans/entries/${dinner.id}/alternatives`)).json<
      AlternativeRecipe[]
    >();
    const swapped = (
      await me().post(`/api/meal-plans/entries/${dinner.id}/swap`, { recipeId: alternative!.id })
    ).json<MealPlan>();
    expect(swapped.entries.find((e) => e.id === dinner.id)).toMatchObject({
      recipe: { id: alternative!.id },
      servings: dinner.servings,
    });
    expect((await me().post(`/api/meal-plans/entries/${dinner.id}/swap`, { recipeId: 123_456 })).statusCode).toBe(400);
  });

  it('refuses a bad limit and an unknown entry', async () => {
    expect((await me().get('/api/meal-plans/entries/1/alternatives?limit=500')).statusCode).toBe(400);
    expect((await me().get('/api/meal-plans/entries/999999/alternatives')).statusCode).toBe(404);
    expect((await me().get('/api/meal-plans/entries/abc/alternatives')).statusCode).toBe(400);
  });
});

describe('a second person copying', () => {
  it('cannot copy Priya’s past week: they have no such plan, and Priya’s rows stay as they were', async () => {
    const before = await t.database.db.select().from(mealPlanEntries);
    const omar = asUser(t.app, other.cookie);
    expect((await omar.post(`/api/meal-plans/${WEEK}/copy-from-past`, { fromWeek: PAST })).statusCode).toBe(404);
    const added = await omar.post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Monday',
      mealType: 'Dinner',
      recipeId: dinners[9]!.id,
    });
    expect(added.json<AddEntryResult>().plan.name).toBe('Week of 16 Nov 2026 - Omar');
    const after = await t.database.db.select().from(mealPlanEntries);
    expect(after.filter((row) => before.some((b) => b.id === row.id))).toEqual(before);
  });
});
