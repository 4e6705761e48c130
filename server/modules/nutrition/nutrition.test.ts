import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NutritionSummary } from '../../../domain/nutrition-summary';
import { preferenceFilters, userPreferences, type recipes } from '../../db/schema';
import { runSeeds } from '../../db/seed/run-seeds';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser, catalogueRecipes } from '../../test/planning-fixtures';
import { preferencesSeed } from '../preferences/preferences.seed';

let t: TestApp;
let priya: Awaited<ReturnType<typeof buildUser>>;
let other: Awaited<ReturnType<typeof buildUser>>;
let dishes: (typeof recipes.$inferSelect)[];
const WEEK = '2026-11-16';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  await runSeeds(t.database.db, { info: () => undefined }, [preferencesSeed]);
  priya = await buildUser(t.app, { name: 'Priya Sharma' });
  other = await buildUser(t.app, { name: 'Omar Haddad' });
  dishes = await catalogueRecipes(t.database.db, 'Dinner');
}, 120_000);
afterAll(() => t.close());

const round = (x: number) => Math.round(x * 10) / 10;

describe('weekly nutrition summary', () => {
  it('needs sign-in and a real week', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/nutrition/${WEEK}` })).statusCode).toBe(401);
    expect((await asUser(t.app, priya.cookie).get('/api/nutrition/tomorrow')).statusCode).toBe(400);
  });

  it('shows nothing consumed against the default targets for a week without a plan', async () => {
    const res = await asUser(t.app, priya.cookie).get(`/api/nutrition/${WEEK}`);
    expect(res.statusCode).toBe(200);
    const summary = res.json<NutritionSummary>();
    expect(summary.targets).toEqual({ calories: 14000, protein: 700, fat: 500, carbs: 1750 });
    expect(summary.week.calories).toEqual({ consumed: 0, target: 14000, percent: 0, remaining: 14000 });
    expect(summary.days).toHaveLength(7);
  });

  it('adds up the planned recipes’ per-serving values times servings, per day and for the week', async () => {
    const me = asUser(t.app, priya.cookie);
    const [a, b] = dishes;
    await me.post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Monday',
      mealType: 'Dinner',
      recipeId: a!.id,
      servings: 2,
    });
    await me.post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Wednesday',
      mealType: 'Lunch',
      recipeId: b!.id,
      servings: 0.5,
    });
    const summary = (await me.get('/api/nutrition/2026-11-22')).json<NutritionSummary>();
    expect(summary.weekStart).toBe(WEEK);
    expect(summary.days[0]!.consumed).toEqual({
      calories: Math.round(a!.calories * 2),
      protein: round(a!.protein * 2),
      fat: round(a!.fat * 2),
      carbs: round(a!.carbs * 2),
    });
    expect(summary.days[2]!.consumed.calories).toBe(Math.round(b!.calories * 0.5));
    const kcal = a!.calories * 2 + b!.calories * 0.5;
    expect(summary.consumed.calories).toBe(Math.round(kcal));
    expect(summary.week.calories.percent).toBe(Math.round((Math.round(kcal) / 14000) * 100));
    expect(summary.week.calories.remaining).toBe(14000 - Math.round(kcal));
    expect(summary.days[0]!.progress.calories.target).toBe(2000);
    expect(summary.entryCount).toBe(2);
  });

  it('measures against the person’s own weekly targets', async () => {
    const [filter] = await t.database.db
      .select()
      .from(preferenceFilters)
      .where(eq(preferenceFilters.filterKey, 'weekly_calorie_target'));
    await t.database.db
      .insert(userPreferences)
      .values({ userId: priya.id, filterId: filter!.id, selectedValues: 10500 });
    const summary = (await asUser(t.app, priya.cookie).get(`/api/nutrition/${WEEK}`)).json<NutritionSummary>();
    expect(summary.targets.calories).toBe(10500);
    expect(summary.dailyTargets.calories).toBe(1500);
  });

  it('never counts another person’s plan', async () => {
    const summary = (await asUser(t.app, other.cookie).get(`/api/nutrition/${WEEK}`)).json<NutritionSummary>();
    expect(summary.consumed).toEqual({ calories: 0, protein: 0, fat: 0, carbs: 0 });
    expect(summary.targets.calories).toBe(14000);
  });
});
