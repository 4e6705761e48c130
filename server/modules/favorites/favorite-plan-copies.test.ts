import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteMealPlan } from '../../../domain/favorites';
import type { CopyResult } from '../../../domain/meal-plans';
import type { recipes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser, catalogueRecipes, insertCustomRecipe } from '../../test/planning-fixtures';

let t: TestApp;
let me: ReturnType<typeof asUser>;
let meId: string;
let catalogue: (typeof recipes.$inferSelect)[];
const WEEK = '2026-11-16';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  const person = await buildUser(t.app, { name: 'Meera Iyer' });
  me = asUser(t.app, person.cookie);
  meId = person.id;
  catalogue = await catalogueRecipes(t.database.db);
}, 120_000);
afterAll(() => t.close());

const fill = async (week: string, mealType: string, from: number) => {
  for (const [i, day] of DAYS.entries()) {
    expect(
      (await me.post(`/api/meal-plans/${week}/entries`, { day, mealType, recipeId: catalogue[from + i]!.id }))
        .statusCode,
    ).toBe(201);
  }
};
const favorites = async () => (await me.get('/api/favorites/meal-plans')).json<FavoriteMealPlan[]>();

describe('a favorite meal plan is a copy of its week', () => {
  it('shows and copies the 7 meals it was saved with after the week grew to 21', async () => {
    await fill(WEEK, 'Dinner', 0);
    const saved = (
      await me.post('/api/favorites/meal-plans', { week: WEEK, name: 'Seven dinners' })
    ).json<FavoriteMealPlan>();
    expect(saved.entryCount).toBe(7);
    await fill(WEEK, 'Breakfast', 10);
    await fill(WEEK, 'Lunch', 20);
    expect((await favorites()).find((f) => f.id === saved.id)).toMatchObject({ entryCount: 7, weekStart: WEEK });

    const copy = await me.post('/api/meal-plans/2027-02-01/copy-from-favorite', { favoriteId: saved.id });
    expect(copy.statusCode).toBe(200);
    const result = copy.json<CopyResult>();
    expect(result.copied).toBe(7);
    const planned = JSON.stringify(result.plan);
    for (let i = 0; i < 7; i += 1) expect(planned).toContain(catalogue[i]!.title);
    expect(planned).not.toContain(catalogue[10]!.title);
  });

  it('keeps the recipes and servings it was saved with when the week’s meals change or go', async () => {
    const { plan } = (await me.get(`/api/meal-plans/${WEEK}`)).json<{ plan: { entries: { id: number }[] } }>();
    expect(plan.entries).toHaveLength(21);
    for (const entry of plan.entries) await me.delete(`/api/meal-plans/entries/${entry.id}`);
    const [saved] = (await favorites()).filter((f) => f.name === 'Seven dinners');
    expect(saved!.entryCount).toBe(7);
    const copy = await me.post('/api/meal-plans/2027-02-08/copy-from-favorite', { favoriteId: saved!.id });
    expect(copy.json<CopyResult>().copied).toBe(7);
  });

  it('may be saved again once the week changed, but not twice unchanged', async () => {
    await fill('2026-11-23', 'Dinner', 30);
    expect((await me.post('/api/favorites/meal-plans', { week: '2026-11-23', name: 'Before' })).statusCode).toBe(201);
    expect((await me.post('/api/favorites/meal-plans', { week: '2026-11-23', name: 'Same' })).statusCode).toBe(409);
    await me.post('/api/meal-plans/2026-11-23/entries', {
      day: 'Monday',
      mealType: 'Lunch',
      recipeId: catalogue[40]!.id,
    });
    const after = await me.post('/api/favorites/meal-plans', { week: '2026-11-23', name: 'After' });
    expect(after.statusCode).toBe(201);
    const counts = Object.fromEntries((await favorites()).map((f) => [f.name, f.entryCount]));
    expect(counts).toMatchObject({ Before: 7, After: 8 });
  });

  it('loses a meal whose own recipe was deleted, and nothing else', async () => {
    const custom = await insertCustomRecipe(t.database.db, meId, { title: 'Meera’s lemon rasam' });
    await me.post('/api/meal-plans/2026-11-30/entries', { day: 'Friday', mealType: 'Dinner', recipeId: custom.id });
    await me.post('/api/meal-plans/2026-11-30/entries', {
      day: 'Friday',
      mealType: 'Lunch',
      recipeId: catalogue[50]!.id,
    });
    const saved = (
      await me.post('/api/favorites/meal-plans', { week: '2026-11-30', name: 'Rasam Friday' })
    ).json<FavoriteMealPlan>();
    expect(saved.entryCount).toBe(2);
    expect((await me.delete(`/api/recipes/custom/${custom.id}`)).statusCode).toBeLessThan(300);
    expect((await favorites()).find((f) => f.id === saved.id)!.entryCount).toBe(1);
  });
});
