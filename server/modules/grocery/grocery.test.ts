import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aisleRank } from '../../../domain/grocery';
import type { GroceryItem, GroceryList } from '../../../domain/grocery-list';
import type { AddEntryResult } from '../../../domain/meal-plans';
import { foods, groceryItems, pantryScans, recipeIngredients } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser, catalogueRecipes, insertCustomRecipe } from '../../test/planning-fixtures';

let t: TestApp;
let priya: Awaited<ReturnType<typeof buildUser>>;
let other: Awaited<ReturnType<typeof buildUser>>;
let entryA: number;
const WEEK = '2026-11-16';

type Line = { quantity: number | null; unit: string | null; name: string; foodKey?: string };

/** A custom recipe of Priya's with ingredient lines we control. */
async function recipeWith(servings: number, lines: Line[]) {
  const db = t.database.db;
  const keys = lines.flatMap((l) => (l.foodKey ? [l.foodKey] : []));
  const foodRows = await db.select({ id: foods.id, key: foods.key }).from(foods).where(inArray(foods.key, keys));
  const ids = new Map(foodRows.map((f) => [f.key, f.id]));
  const recipe = await insertCustomRecipe(db, priya.id, { servings });
  await db.insert(recipeIngredients).values(
    lines.map((l, position) => ({
      recipeId: recipe.id,
      position,
      originalText: `${l.quantity ?? ''} ${l.unit ?? ''} ${l.name}`.trim(),
      quantity: l.quantity,
      unit: l.unit,
      name: l.name,
      foodId: l.foodKey ? ids.get(l.foodKey)! : null,
      confidence: 1,
    })),
  );
  return recipe;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  priya = await buildUser(t.app, { name: 'Priya Sharma' });
  other = await buildUser(t.app, { name: 'Omar Haddad' });
}, 120_000);
afterAll(() => t.close());

const me = () => asUser(t.app, priya.cookie);
const sections = (list: GroceryList) => [
  ...list.aisles,
  ...(list.checkYouHave.length ? [{ aisle: 'Check you have', items: list.checkYouHave }] : []),
];
const shown = (list: GroceryList) => sections(list).map((a) => [a.aisle, a.items.map((i) => `${i.name}: ${i.amount}`)]);
const item = (list: GroceryList, name: string) =>
  sections(list)
    .flatMap((a) => a.items)
    .find((i) => i.name === name)!;
const message = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;

describe('building a grocery list', () => {
  it('needs a plan with recipes', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/grocery/${WEEK}/build` })).statusCode).toBe(403); // no origin
    const none = await me().post(`/api/grocery/${WEEK}/build`);
    expect(none.statusCode).toBe(404);
    expect(message(none)).toBe('No meal plan for this week');
    expect((await me().get(`/api/grocery/${WEEK}`)).statusCode).toBe(404);
  });

  it('merges the week’s lines by food with unit conversion, grouped by aisle in store order', async () => {
    const a = await recipeWith(2, [
      { quantity: 2, unit: 'tbsp', name: 'oil', foodKey: 'vegetable-oil' },
      { quantity: 2, unit: 'medium', name: 'onions', foodKey: 'onion' },
      { quantity: null, unit: null, name: 'salt', foodKey: 'salt' },
    ]);
    const b = await recipeWith(4, [
      { quantity: 0.25, unit: 'cup', name: 'oil', foodKey: 'vegetable-oil' },
      { quantity: 1, unit: 'cup', name: 'chopped onion', foodKey: 'onion' },
      { quantity: 2, unit: 'cup', name: 'water', foodKey: 'water' },
      { quantity: 1, unit: 'tsp', name: 'mystery spice' },
      { quantity: null, unit: null, name: 'salt', foodKey: 'salt' },
    ]);
    const added = await me().post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Monday',
      mealType: 'Dinner',
      recipeId: a.id,
      servings: 2,
    });
    entryA = added.json<AddEntryResult>().entry.id;
    await me().post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Tuesday',
      mealType: 'Lunch',
      recipeId: b.id,
      servings: 4,
    });
    const res = await me().post(`/api/grocery/${WEEK}/build`);
    expect(res.statusCode).toBe(200);
    const list = res.json<GroceryList>();
    expect(shown(list)).toEqual([
      ['Produce', ['Onion: 4']],
      ['Other', ['Mystery spice: 1 tsp']],
      ['Check you have', ['Salt: to taste', 'Vegetable oil: 1/2 cup']],
    ]);
    expect(list).toMatchObject({
      weekStart: WEEK,
      planName: 'Week of 16 Nov 2026 - Priya',
      subtractPantry: false,
      itemCount: 4,
      checkedCount: 0,
    });
  });

  it('scales lines by the servings planned', async () => {
    await me().patch(`/api/meal-plans/entries/${entryA}`, { servings: 4 }); // twice what recipe A makes
    const list = (await me().post(`/api/grocery/${WEEK}/build`, {})).json<GroceryList>();
    expect(item(list, 'Onion').amount).toBe('6'); // 4 medium (440 g) + 1 cup (160 g) = 600 g: 5.45 onions of 110 g
    expect(item(list, 'Vegetable oil').amount).toBe('1/2 cup'); // 4 tbsp + 1/4 cup = 120 ml
  });
});

describe('using the list', () => {
  it('checks and unchecks a line, adds and removes manual items', async () => {
    const list = (await me().get(`/api/grocery/${WEEK}`)).json<GroceryList>();
    const onion = item(list, 'Onion');
    const checked = await me().patch(`/api/grocery/items/${onion.id}`, { checked: true });
    expect(checked.json<GroceryItem>().checked).toBe(true);
    const manual = await me().post(`/api/grocery/${WEEK}/items`, { name: 'Dish soap', aisle: 'Other' });
    expect(manual.statusCode).toBe(201);
    expect(manual.json<GroceryItem>()).toMatchObject({ name: 'Dish soap', amount: '', isManual: true, checked: false });
    const paper = await me().post(`/api/grocery/${WEEK}/items`, { name: 'Kitchen paper', quantity: 2, unit: 'roll' });
    expect(paper.json<GroceryItem>()).toMatchObject({ amount: '2 rolls', aisle: 'Other' });
    expect((await me().delete(`/api/grocery/items/${paper.json<GroceryItem>().id}`)).statusCode).toBe(204);
    expect((await me().delete(`/api/grocery/items/${paper.json<GroceryItem>().id}`)).statusCode).toBe(404);
  });

  it('keeps manual items and the checked state of lines that remain when rebuilt', async () => {
    const list = (await me().post(`/api/grocery/${WEEK}/build`)).json<GroceryList>();
    expect(item(list, 'Onion').checked).toBe(true);
    expect(item(list, 'Dish soap')).toMatchObject({ isManual: true });
    expect(item(list, 'Vegetable oil').checked).toBe(false);
    expect(list.checkedCount).toBe(1);
  });

  it('leaves out what the latest pantry scan holds, when asked', async () => {
    const db = t.database.db;
    await db.insert(pantryScans).values({
      userId: priya.id,
      scanName: 'Old scan',
      ingredients: [{ name: 'Salt', quantity: 'Unknown' }],
      createdAt: new Date('2026-01-01'),
    });
    await db.insert(pantryScans).values({
      userId: priya.id,
      scanName: 'Sunday scan',
      ingredients: [
        { name: 'Onions', quantity: 'Unknown', confidence: 0.8 },
        { name: 'Vegetable Oil', quantity: '1/4 cup' },
      ],
    });
    const list = (await me().post(`/api/grocery/${WEEK}/build`, { subtractPantry: true })).json<GroceryList>();
    expect(list.subtractPantry).toBe(true);
    expect(shown(list)).toEqual([
      ['Other', ['Dish soap: ', 'Mystery spice: 1 tsp']],
      ['Check you have', ['Salt: to taste', 'Vegetable oil: 1/4 cup']],
    ]);
    // a rebuild without the option keeps the list's setting
    expect((await me().post(`/api/grocery/${WEEK}/build`)).json<GroceryList>().subtractPantry).toBe(true);
    expect(
      (await me().post(`/api/grocery/${WEEK}/build`, { subtractPantry: false })).json<GroceryList>().itemCount,
    ).toBe(5);
  });

  it('refuses bad input with 400', async () => {
    const list = (await me().get(`/api/grocery/${WEEK}`)).json<GroceryList>();
    const id = list.aisles[0]!.items[0]!.id;
    const cases: [string, object][] = [
      ['Name must not be empty', { name: '  ' }],
      ['Quantity must be more than 0', { name: 'Tea', quantity: -1 }],
      ['Aisle must be one of', { name: 'Tea', aisle: 'Garage' }],
    ];
    for (const [text, body] of cases) {
      const res = await me().post(`/api/grocery/${WEEK}/items`, body);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toContain(text);
    }
    expect((await me().patch(`/api/grocery/items/${id}`, { checked: 'yes' })).statusCode).toBe(400);
    expect((await me().patch('/api/grocery/items/0', { checked: true })).statusCode).toBe(400);
    expect((await me().post('/api/grocery/2026-02-31/build')).statusCode).toBe(400);
    expect((await me().post(`/api/grocery/${WEEK}/build`, { subtractPantry: 'please' })).statusCode).toBe(400);
  });
});

describe('a week of catalogue recipes', () => {
  it('gives one line per food, nothing to buy twice, no tap water, aisles in store order', async () => {
    const week = '2026-12-07';
    const dinners = await catalogueRecipes(t.database.db, 'Dinner');
    for (const [day, recipe] of dinners.slice(0, 7).entries()) {
      await me().post(`/api/meal-plans/${week}/entries`, {
        day,
        mealType: 'Dinner',
        recipeId: recipe.id,
        servings: 1 + (day % 3),
      });
    }
    const list = (await me().post(`/api/grocery/${week}/build`)).json<GroceryList>();
    if (process.env.SHOW_GROCERY) console.log(shown(list));
    const items = list.aisles.flatMap((a) => a.items);
    expect(items.length).toBeGreaterThan(15);
    expect(items.map((i) => i.name)).not.toContain('Water');
    expect(list.aisles.map((a) => aisleRank(a.aisle))).toEqual(
      list.aisles.map((a) => aisleRank(a.aisle)).sort((a, b) => a - b),
    );
    const foodLines = items.filter((i) => i.foodId !== null).map((i) => `${i.foodId}:${i.unit}`);
    expect(new Set(foodLines).size).toBe(foodLines.length);
    for (const i of items) if (i.quantity !== null) expect(i.quantity).toBeGreaterThan(0);
  });
});

describe('another person', () => {
  it('can neither read nor change Priya’s list', async () => {
    const list = (await me().get(`/api/grocery/${WEEK}`)).json<GroceryList>();
    const ids = list.aisles.flatMap((a) => a.items.map((i) => i.id));
    const before = await t.database.db.select().from(groceryItems).where(eq(groceryItems.listId, list.id));
    const omar = asUser(t.app, other.cookie);
    const attempts = [
      omar.get(`/api/grocery/${WEEK}`),
      omar.post(`/api/grocery/${WEEK}/build`),
      omar.post(`/api/grocery/${WEEK}/items`, { name: 'Sneaky' }),
      omar.patch(`/api/grocery/items/${ids[0]}`, { checked: true }),
      omar.delete(`/api/grocery/items/${ids[1]}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(groceryItems).where(eq(groceryItems.listId, list.id))).toEqual(before);
  });
});
