import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeDetail } from '../../../domain/recipe-search';
import { activityLog, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';
import { asUser } from '../../test/planning-fixtures';

let t: TestApp;
let plus: Awaited<ReturnType<typeof buildUser>>;
let other: Awaited<ReturnType<typeof buildUser>>;
let basic: Awaited<ReturnType<typeof buildUser>>;

const DAL = {
  title: 'Grandma’s Dal',
  description: 'Yellow lentils with a cumin tadka.',
  cuisine: 'Indian',
  course: 'Dinner',
  prepMinutes: 10,
  cookMinutes: 25,
  ingredients: [
    { name: 'toor dal', quantity: '1', unit: 'cup' },
    { name: 'water', quantity: '3', unit: 'cups' },
    { name: 'cumin seeds', quantity: '1', unit: 'tsp' },
  ],
  instructions: '1. Rinse the dal.\n2. Pressure cook with water.\n3. Temper with cumin.',
  recipeUrl: '',
  nutrition: { calories: 320 },
};

const setPlan = (id: string, plan: string) =>
  t.database.db
    .update(user)
    .set({ plan, planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
    .where(eq(user.id, id));

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  plus = await buildUser(t.app, { name: 'Priya Sharma' });
  other = await buildUser(t.app, { name: 'Omar Haddad' });
  basic = await buildUser(t.app, { name: 'Bea Basic' });
  await setPlan(plus.id, 'plus');
  await setPlan(other.id, 'premium');
}, 120_000);
afterAll(() => t.close());

describe('custom recipes', () => {
  it('need sign-in', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/recipes/custom', headers: { origin: ORIGIN }, payload: DAL }))
        .statusCode,
    ).toBe(401);
  });

  it('refuse a Basic user with 403 and a clear message', async () => {
    const res = await asUser(t.app, basic.cookie).post('/api/recipes/custom', DAL);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'PLAN_REQUIRED', message: expect.stringMatching(/Plus/) } });
  });

  it('validate the title and ingredients with the spec’s messages', async () => {
    const res = await asUser(t.app, plus.cookie).post('/api/recipes/custom', {
      ...DAL,
      title: ' ',
      ingredients: [{ name: '', quantity: '', unit: '' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Recipe title is required');
    expect(res.body).toContain('At least one ingredient is required');
  });

  let id = 0;
  it('creates a recipe with computed nutrition, typed calories, steps and a unique slug, and logs it', async () => {
    const me = asUser(t.app, plus.cookie);
    const res = await me.post('/api/recipes/custom', DAL);
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: number; slug: string }>();
    id = created.id;
    expect(created.slug).toMatch(/^grandma-s-dal-[0-9a-f]{8}$/);
    const again = (await me.post('/api/recipes/custom', DAL)).json<{ slug: string }>();
    expect(again.slug).not.toBe(created.slug);

    const detail = (await me.get(`/api/recipes/${id}`)).json<RecipeDetail>();
    expect(detail).toMatchObject({
      title: 'Grandma’s Dal',
      isCustom: true,
      calories: 320,
      cuisine: 'Indian',
      course: 'Dinner',
      cookMinutes: 25,
    });
    expect(detail.protein).toBeGreaterThan(0);
    expect(detail.steps).toEqual(['Rinse the dal.', 'Pressure cook with water.', 'Temper with cumin.']);
    expect(detail.ingredientGroups[0]!.lines.map((l) => l.text)).toEqual([
      '1 cup toor dal',
      '3 cups water',
      '1 tsp cumin seeds',
    ]);
    const log = await t.database.db.select().from(activityLog).where(eq(activityLog.userId, plus.id));
    expect(log.map((l) => l.kind)).toContain('custom_recipe_created');
  });

  it('keeps the groups of an imported recipe’s ingredients', async () => {
    const me = asUser(t.app, plus.cookie);
    const ingredients = [
      { name: 'plain flour', quantity: '250', unit: 'g', group: 'For the dough' },
      { name: 'butter', quantity: '125', unit: 'g', group: 'For the dough' },
      { name: 'icing sugar', quantity: '100', unit: 'g', group: 'For the glaze' },
      { name: 'lemon juice', quantity: '2', unit: 'tbsp', group: 'For the glaze' },
    ];
    const res = await me.post('/api/recipes/custom', { ...DAL, title: 'Lemon Glazed Shortbread', ingredients });
    expect(res.statusCode).toBe(201);
    const detail = (await me.get(`/api/recipes/${res.json<{ id: number }>().id}`)).json<RecipeDetail>();
    expect(detail.ingredientGroups.map((g) => [g.name, g.lines.map((l) => l.text)])).toEqual([
      ['For the dough', ['250 g plain flour', '125 g butter']],
      ['For the glaze', ['100 g icing sugar', '2 tbsp lemon juice']],
    ]);
  });

  it('is hidden from a second user, who cannot delete it either', async () => {
    const them = asUser(t.app, other.cookie);
    expect((await them.get(`/api/recipes/${id}`)).statusCode).toBe(404);
    expect((await them.delete(`/api/recipes/custom/${id}`)).statusCode).toBe(404);
    expect((await asUser(t.app, plus.cookie).get(`/api/recipes/${id}`)).statusCode).toBe(200);
  });

  it('counts computed nutrition per serving from the servings given, and refuses servings out of range', async () => {
    const me = asUser(t.app, plus.cookie);
    const computed = async (servings: number) => {
      const res = await me.post('/api/recipes/custom', { ...DAL, servings, nutrition: {} });
      expect(res.statusCode).toBe(201);
      return (await me.get(`/api/recipes/${res.json<{ id: number }>().id}`)).json<RecipeDetail>();
    };
    const one = await computed(1);
    const four = await computed(4);
    expect(four.servings).toBe(4);
    // 1 cup toor dal is about 690 kcal: the whole pot for one, a quarter of it for four.
    expect(one.calories).toBeGreaterThan(600);
    expect(four.calories).toBeCloseTo(one.calories / 4, -1);
    const zero = await me.post('/api/recipes/custom', { ...DAL, servings: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('Servings must be at least 1');
    const batch = await me.post('/api/recipes/custom', { ...DAL, title: 'Nankhatai', servings: 36 });
    expect(batch.statusCode).toBe(201);
    expect((await me.post('/api/recipes/custom', { ...DAL, servings: 101 })).body).toContain(
      'Servings must be at most 100',
    );
    // A page that wrote hours for minutes (PT30H) is caught with a message a person can act on.
    expect((await me.post('/api/recipes/custom', { ...DAL, cookMinutes: 1800 })).body).toContain(
      'Cooking time must be at most 1,440 minutes (24 hours)',
    );
  });

  it('is deleted by its owner', async () => {
    const me = asUser(t.app, plus.cookie);
    expect((await me.delete(`/api/recipes/custom/${id}`)).statusCode).toBe(204);
    expect((await me.get(`/api/recipes/${id}`)).statusCode).toBe(404);
  });
});
