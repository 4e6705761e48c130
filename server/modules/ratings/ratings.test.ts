import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_MESSAGES, type MyRating } from '../../../domain/ratings';
import type { RecipeDetail, SearchResult } from '../../../domain/recipe-search';
import type { recipes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';
import { asUser, catalogueRecipes, insertCustomRecipe } from '../../test/planning-fixtures';

let t: TestApp;
let priya: ReturnType<typeof asUser>;
let omar: ReturnType<typeof asUser>;
let omarId: string;
/** The two catalogue recipes last in the alphabet: "Top rated" must bring them to the front. */
let dish: typeof recipes.$inferSelect;
let other: typeof recipes.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  const p = await buildUser(t.app, { name: 'Priya Sharma' });
  const o = await buildUser(t.app, { name: 'Omar Haddad' });
  priya = asUser(t.app, p.cookie);
  omar = asUser(t.app, o.cookie);
  omarId = o.id;
  const byTitle = (await catalogueRecipes(t.database.db)).sort((a, b) => a.title.localeCompare(b.title));
  [dish, other] = [byTitle.at(-1)!, byTitle.at(-2)!];
}, 120_000);
afterAll(() => t.close());

const rating = async (who: ReturnType<typeof asUser>, id: number) =>
  (await who.get(`/api/recipes/${id}/rating`)).json<MyRating>();
const plan = (who: ReturnType<typeof asUser>, week: string, recipeId: number) =>
  who.post(`/api/meal-plans/${week}/entries`, { day: 'Wednesday', mealType: 'Dinner', recipeId });
const message = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;

describe('recipe ratings', () => {
  it('start with none: every catalogue card reads New', async () => {
    const res = (await priya.get('/api/recipes/search?pageSize=50')).json<SearchResult>();
    expect(res.items.length).toBe(50);
    expect(res.items.every((r) => r.rating.average === null && r.rating.count === 0)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/recipes/${dish.id}/rating` })).json()).toEqual({
      summary: { average: null, count: 0 },
      stars: null,
      canRate: false,
    });
  });

  it('need sign-in to rate', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${dish.id}/rating`,
      payload: { stars: 5 },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });

  it('are refused with 403 for a recipe the person has not planned', async () => {
    expect(await rating(priya, dish.id)).toMatchObject({ stars: null, canRate: false });
    const res = await priya.put(`/api/recipes/${dish.id}/rating`, { stars: 4 });
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(RATING_MESSAGES.notPlanned);
  });

  it('take one rating per person, planned in any week, and let them change it', async () => {
    expect((await plan(priya, '2026-10-05', dish.id)).statusCode).toBe(201);
    expect(await rating(priya, dish.id)).toMatchObject({ stars: null, canRate: true });
    const first = await priya.put(`/api/recipes/${dish.id}/rating`, { stars: 4 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ summary: { average: 4, count: 1 }, stars: 4, canRate: true });
    const changed = await priya.put(`/api/recipes/${dish.id}/rating`, { stars: 5 });
    expect(changed.json()).toEqual({ summary: { average: 5, count: 1 }, stars: 5, canRate: true });
  });

  it('are each person’s own: a second person’s rating joins the average and leaves the first one’s stars', async () => {
    await plan(omar, '2027-01-04', dish.id);
    const res = await omar.put(`/api/recipes/${dish.id}/rating`, { stars: 2 });
    expect(res.json()).toEqual({ summary: { average: 3.5, count: 2 }, stars: 2, canRate: true });
    expect(await rating(priya, dish.id)).toEqual({ summary: { average: 3.5, count: 2 }, stars: 5, canRate: true });
    expect((await priya.get(`/api/recipes/${dish.id}`)).json<RecipeDetail>().rating).toEqual({
      average: 3.5,
      count: 2,
    });
  });

  it('refuse bad stars, unknown recipes and another person’s own recipe with a clear 4xx', async () => {
    for (const stars of [0, 6, 2.5, '4', null, -3]) {
      const res = await priya.put(`/api/recipes/${dish.id}/rating`, { stars });
      expect(res.statusCode, String(stars)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(RATING_MESSAGES.stars);
    }
    expect((await priya.put(`/api/recipes/${dish.id}/rating`, {})).statusCode).toBe(400);
    expect((await priya.put(`/api/recipes/${dish.id}/rating`, { stars: 3, userId: omarId })).statusCode).toBe(400);
    expect((await priya.put('/api/recipes/abc/rating', { stars: 3 })).statusCode).toBe(400);
    expect((await priya.put('/api/recipes/99999999/rating', { stars: 3 })).statusCode).toBe(404);
    const secret = await insertCustomRecipe(t.database.db, omarId, { title: 'Omar’s Sunday Maqluba' });
    await plan(omar, '2026-10-05', secret.id);
    for (const res of [
      await priya.put(`/api/recipes/${secret.id}/rating`, { stars: 1 }),
      await priya.get(`/api/recipes/${secret.id}/rating`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Maqluba');
    }
    expect(await rating(priya, dish.id)).toMatchObject({ stars: 5, summary: { average: 3.5, count: 2 } });
  });

  it('sort search by rating when asked, best damped average first, and keep the usual order by default', async () => {
    await plan(priya, '2026-10-05', other.id);
    await priya.put(`/api/recipes/${other.id}/rating`, { stars: 5 });
    // dish: 5 and 2 (3.5 over 2); other: a single 5. Two 3-star priors: dish (7+6)/4 = 3.25 < other (5+6)/3 = 3.67.
    const top = (await priya.get('/api/recipes/search?sort=rating&pageSize=3')).json<SearchResult>();
    expect(top.items.map((r) => r.id)).toEqual([other.id, dish.id, expect.any(Number)]);
    expect(top.items[0]!.rating).toEqual({ average: 5, count: 1 });
    expect(top.items[2]!.rating.count).toBe(0);
    const usual = (await priya.get('/api/recipes/search?pageSize=3')).json<SearchResult>();
    expect(usual.items.map((r) => r.id)).not.toContain(dish.id);
    expect(usual.total).toBe(top.total);
    const word = dish.title.split(' ')[0]!;
    const byText = (
      await priya.get(`/api/recipes/search?q=${encodeURIComponent(word)}&sort=rating`)
    ).json<SearchResult>();
    expect(byText.items[0]!.id).toBe(dish.id);
    expect((await priya.get('/api/recipes/search?sort=stars')).statusCode).toBe(400);
  });
});
