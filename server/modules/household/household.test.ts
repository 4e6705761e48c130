import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroceryList } from '../../../domain/grocery-list';
import type { NutritionSummary } from '../../../domain/nutrition-summary';
import { weekStart } from '../../../domain/weeks';
import { foods, recipeIngredients } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser, insertCustomRecipe } from '../../test/planning-fixtures';

let t: TestApp;
let priya: Awaited<ReturnType<typeof buildUser>>;
let omar: Awaited<ReturnType<typeof buildUser>>;
const WEEK = '2026-11-16';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  priya = await buildUser(t.app, { name: 'Priya Sharma' });
  omar = await buildUser(t.app, { name: 'Omar Haddad' });
}, 120_000);
afterAll(() => t.close());

const me = () => asUser(t.app, priya.cookie);
const message = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;

/** A dal of Priya's that makes 4 servings from 200 g of lentils and 2 onions. */
async function dal() {
  const db = t.database.db;
  const ids = new Map(
    (
      await db
        .select({ id: foods.id, key: foods.key })
        .from(foods)
        .where(inArray(foods.key, ['red-lentils', 'onion']))
    ).map((f) => [f.key, f.id]),
  );
  const recipe = await insertCustomRecipe(db, priya.id, {
    title: 'Masoor dal',
    servings: 4,
    calories: 300,
    protein: 16,
    carbs: 40,
    fat: 8,
  });
  await db.insert(recipeIngredients).values([
    {
      recipeId: recipe.id,
      position: 0,
      originalText: '200 g red lentils',
      quantity: 200,
      unit: 'g',
      name: 'red lentils',
      foodId: ids.get('red-lentils') ?? null,
      confidence: 1,
    },
    {
      recipeId: recipe.id,
      position: 1,
      originalText: '2 medium onions',
      quantity: 2,
      unit: 'medium',
      name: 'onions',
      foodId: ids.get('onion') ?? null,
      confidence: 1,
    },
  ]);
  return recipe;
}

const line = (list: GroceryList, name: RegExp) =>
  [...list.aisles.flatMap((a) => a.items), ...list.checkYouHave].find((i) => name.test(i.name))!;

describe('how many people eat', () => {
  it('needs sign-in, and is one person until said otherwise', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/household/size' })).statusCode).toBe(401);
    const res = await me().get('/api/household/size');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ people: 1, byMealType: {} });
  });

  it('refuses numbers it cannot cook for, with a clear message', async () => {
    for (const body of [{ people: 0 }, { people: 13 }, { people: 2.5 }, { people: 2, byMealType: { Lunch: 40 } }]) {
      const res = await me().put('/api/household/size', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res)).toContain('How many people eat must be a whole number from 1 to 12');
    }
    const row = await me().put('/api/household/size', { people: 2, byMealType: { Supper: 3 } });
    expect(row.statusCode).toBe(400);
    expect((await me().get('/api/household/size')).json()).toEqual({ people: 1, byMealType: {} });
  });

  it('keeps the household number and the rows that differ, each person their own', async () => {
    const res = await me().put('/api/household/size', { people: 2, byMealType: { Lunch: 2, Dinner: 4 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ people: 2, byMealType: { Dinner: 4 } });
    expect((await me().get('/api/household/size')).json()).toEqual({ people: 2, byMealType: { Dinner: 4 } });
    expect((await asUser(t.app, omar.cookie).get('/api/household/size')).json()).toEqual({ people: 1, byMealType: {} });
    await asUser(t.app, omar.cookie).put('/api/household/size', { people: 6 });
    expect((await me().get('/api/household/size')).json()).toEqual({ people: 2, byMealType: { Dinner: 4 } });
  });

  it('buys for everyone at each meal, while the nutrition summary stays one person’s', async () => {
    await me().put('/api/household/size', { people: 1, byMealType: {} });
    const recipe = await dal();
    await me().post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Monday',
      mealType: 'Dinner',
      recipeId: recipe.id,
      servings: 2,
    });
    await me().post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Tuesday',
      mealType: 'Lunch',
      recipeId: recipe.id,
      servings: 1,
    });
    const alone = (await me().post(`/api/grocery/${WEEK}/build`, {})).json<GroceryList>();
    // 2 + 1 servings of a 4-serving dal: 3 / 4 of 200 g
    expect(line(alone, /lentil/i).amount).toBe('150 g');
    const before = (await me().get(`/api/nutrition/${WEEK}`)).json<NutritionSummary>();

    await me().put('/api/household/size', { people: 2, byMealType: { Dinner: 4 } });
    const family = (await me().post(`/api/grocery/${WEEK}/build`, {})).json<GroceryList>();
    // dinner 2 x 4 people + lunch 1 x 2 people = 10 servings: 500 g, 5 onions
    expect(line(family, /lentil/i).amount).toBe('500 g');
    expect(line(family, /onion/i).amount).toBe('5');
    const after = (await me().get(`/api/nutrition/${WEEK}`)).json<NutritionSummary>();
    expect(after.consumed).toEqual(before.consumed);
    expect(after.consumed.calories).toBe(300 * 3);
  });

  it('updates the lists of this week and later at once, and leaves past weeks’ lists as they were shopped', async () => {
    await me().put('/api/household/size', { people: 1, byMealType: {} });
    const recipe = await dal();
    const thisWeek = weekStart(new Date());
    await me().post(`/api/meal-plans/${thisWeek}/entries`, {
      day: 'Friday',
      mealType: 'Dinner',
      recipeId: recipe.id,
      servings: 2,
    });
    await me().post(`/api/grocery/${thisWeek}/build`, {});
    await me().post(`/api/grocery/${WEEK}/build`, {});
    const past = (await me().get(`/api/grocery/${WEEK}`)).json<GroceryList>();

    await me().put('/api/household/size', { people: 3, byMealType: {} });
    // Friday dinner: 2 servings x 3 people of a 4-serving dal: 300 g
    expect(line((await me().get(`/api/grocery/${thisWeek}`)).json<GroceryList>(), /lentil/i).amount).toBe('300 g');
    expect(line((await me().get(`/api/grocery/${WEEK}`)).json<GroceryList>(), /lentil/i).amount).toBe(
      line(past, /lentil/i).amount,
    );
  });
});
