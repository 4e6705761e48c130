import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteMealPlan, FavoriteRecipe } from '../../../domain/favorites';
import { activityLog, favoriteMealPlans, favoriteRecipes, type recipes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser, catalogueRecipes, insertCustomRecipe } from '../../test/planning-fixtures';

let t: TestApp;
let priya: Awaited<ReturnType<typeof buildUser>>;
let other: Awaited<ReturnType<typeof buildUser>>;
let catalogue: (typeof recipes.$inferSelect)[];
const WEEK = '2026-11-16';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  priya = await buildUser(t.app, { name: 'Priya Sharma' });
  other = await buildUser(t.app, { name: 'Omar Haddad' });
  catalogue = await catalogueRecipes(t.database.db);
}, 120_000);
afterAll(() => t.close());

const me = () => asUser(t.app, priya.cookie);
const message = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;

describe('favorite recipes', () => {
  it('need sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/favorites/recipes' })).statusCode).toBe(401);
  });

  it('adds a favorite with the recipe’s card, and logs it', async () => {
    const recipe = catalogue[0]!;
    const res = await me().post('/api/favorites/recipes', { recipeId: recipe.id });
    expect(res.statusCode).toBe(201);
    expect(res.json<FavoriteRecipe>()).toMatchObject({
      recipeId: recipe.id,
      recipe: {
        id: recipe.id,
        title: recipe.title,
        cuisine: recipe.cuisine,
        diet: recipe.diet,
        calories: recipe.calories,
        prepMinutes: recipe.prepMinutes,
        cookMinutes: recipe.cookMinutes,
        isCustom: false,
      },
    });
    const log = await t.database.db.select().from(activityLog).where(eq(activityLog.userId, priya.id));
    expect(log.map((l) => [l.kind, l.summary])).toEqual([['favorite_added', `Added ${recipe.title} to favorites`]]);
  });

  it('answers 409 "Already in favorites" the second time', async () => {
    const res = await me().post('/api/favorites/recipes', { recipeId: catalogue[0]!.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: 'Already in favorites' } });
  });

  it('lists favorites newest first, and their ids for the hearts', async () => {
    await me().post('/api/favorites/recipes', { recipeId: catalogue[1]!.id });
    const list = (await me().get('/api/favorites/recipes')).json<FavoriteRecipe[]>();
    expect(list.map((f) => f.recipeId)).toEqual([catalogue[1]!.id, catalogue[0]!.id]);
    expect(list[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await me().get('/api/favorites/recipe-ids')).json<{ recipeIds: number[] }>().recipeIds.sort()).toEqual(
      [catalogue[0]!.id, catalogue[1]!.id].sort(),
    );
  });

  it('refuses a missing recipe or another person’s custom recipe with 400', async () => {
    const theirs = await insertCustomRecipe(t.database.db, other.id);
    for (const recipeId of [9_999_999, theirs.id]) {
      const res = await me().post('/api/favorites/recipes', { recipeId });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('Recipe not found');
    }
    expect((await me().post('/api/favorites/recipes', { recipeId: 'soup' })).statusCode).toBe(400);
    expect((await me().post('/api/favorites/recipes', {})).statusCode).toBe(400);
    const mine = await insertCustomRecipe(t.database.db, priya.id);
    expect(
      (await me().post('/api/favorites/recipes', { recipeId: mine.id })).json<FavoriteRecipe>().recipe.isCustom,
    ).toBe(true);
  });

  it('removes a favorite, then answers 404', async () => {
    const res = await me().delete(`/api/favorites/recipes/${catalogue[1]!.id}`);
    expect(res.statusCode).toBe(204);
    expect((await me().delete(`/api/favorites/recipes/${catalogue[1]!.id}`)).statusCode).toBe(404);
    expect((await me().get('/api/favorites/recipes')).json<FavoriteRecipe[]>().map((f) => f.recipeId)).not.toContain(
      catalogue[1]!.id,
    );
  });
});

describe('favorite meal plans', () => {
  it('saves a week’s plan under a name, or under the plan’s own name', async () => {
    const none = await me().post('/api/favorites/meal-plans', { week: WEEK });
    expect(none.statusCode).toBe(404);
    expect(message(none)).toBe('No meal plan for this week');
    await me().post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Monday',
      mealType: 'Lunch',
      recipeId: catalogue[2]!.id,
    });
    const saved = await me().post('/api/favorites/meal-plans', { week: '2026-11-20' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json<FavoriteMealPlan>()).toMatchObject({
      name: 'Week of 16 Nov 2026 - Priya',
      weekStart: WEEK,
      entryCount: 1,
    });
    expect((await me().post('/api/favorites/meal-plans', { week: WEEK, name: 'Again' })).statusCode).toBe(409);
    await me().post('/api/meal-plans/2026-11-23/entries', {
      day: 'Friday',
      mealType: 'Dinner',
      recipeId: catalogue[3]!.id,
    });
    const named = await me().post('/api/favorites/meal-plans', { week: '2026-11-23', name: '  Light week  ' });
    expect(named.json<FavoriteMealPlan>().name).toBe('Light week');
  });

  it('refuses bad names, bad weeks and empty plans', async () => {
    expect((await me().post('/api/favorites/meal-plans', { week: WEEK, name: '   ' })).statusCode).toBe(400);
    expect((await me().post('/api/favorites/meal-plans', { week: WEEK, name: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await me().post('/api/favorites/meal-plans', { week: '16/11/2026' })).statusCode).toBe(400);
    const plan = await me().post('/api/meal-plans/2026-11-30/entries', {
      day: 'Friday',
      mealType: 'Dinner',
      recipeId: catalogue[3]!.id,
    });
    const entryId = plan.json<{ entry: { id: number } }>().entry.id;
    await me().delete(`/api/meal-plans/entries/${entryId}`);
    const empty = await me().post('/api/favorites/meal-plans', { week: '2026-11-30' });
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe('Add at least one recipe before saving the plan as a favorite');
  });

  it('lists them newest first with their "Added on" date, and removes one', async () => {
    const list = (await me().get('/api/favorites/meal-plans')).json<FavoriteMealPlan[]>();
    expect(list.map((f) => f.name)).toEqual(['Light week', 'Week of 16 Nov 2026 - Priya']);
    expect(list[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await me().delete(`/api/favorites/meal-plans/${list[0]!.id}`)).statusCode).toBe(204);
    expect((await me().delete(`/api/favorites/meal-plans/${list[0]!.id}`)).statusCode).toBe(404);
    expect((await me().get('/api/favorites/meal-plans')).json<FavoriteMealPlan[]>()).toHaveLength(1);
  });
});

describe('another person', () => {
  it('sees none of Priya’s favorites and can remove none of them', async () => {
    const omar = asUser(t.app, other.cookie);
    const recipesBefore = await t.database.db
      .select()
      .from(favoriteRecipes)
      .where(eq(favoriteRecipes.userId, priya.id));
    const plansBefore = await t.database.db
      .select()
      .from(favoriteMealPlans)
      .where(eq(favoriteMealPlans.userId, priya.id));
    expect((await omar.get('/api/favorites/recipes')).json()).toEqual([]);
    expect((await omar.get('/api/favorites/meal-plans')).json()).toEqual([]);
    expect((await omar.get('/api/favorites/recipe-ids')).json()).toEqual({ recipeIds: [] });
    expect((await omar.delete(`/api/favorites/recipes/${recipesBefore[0]!.recipeId}`)).statusCode).toBe(404);
    expect((await omar.delete(`/api/favorites/meal-plans/${plansBefore[0]!.id}`)).statusCode).toBe(404);
    expect((await omar.post('/api/favorites/meal-plans', { week: WEEK })).statusCode).toBe(404);
    expect(await t.database.db.select().from(favoriteRecipes).where(eq(favoriteRecipes.userId, priya.id))).toEqual(
      recipesBefore,
    );
    expect(await t.database.db.select().from(favoriteMealPlans).where(eq(favoriteMealPlans.userId, priya.id))).toEqual(
      plansBefore,
    );
  });

  it('may favorite the same recipe on their own', async () => {
    const res = await asUser(t.app, other.cookie).post('/api/favorites/recipes', { recipeId: catalogue[0]!.id });
    expect(res.statusCode).toBe(201);
  });
});
