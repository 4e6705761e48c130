import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSES } from '../../../domain/catalogue';
import type { PreferenceCategory, PreferenceFilter, PreferencesSummary } from '../../../domain/preferences';
import { runSeeds } from '../../db/seed/run-seeds';
import { preferenceFilters, user, userPreferences } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';
import { getSearchPreferences } from './preferences.queries';
import { preferencesSeed } from './preferences.seed';

let t: TestApp;
let ids: Record<string, number>;
const log = { info: () => undefined };
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  await runSeeds(t.database.db, log, [preferencesSeed]);
  const filters = await t.database.db
    .select({ key: preferenceFilters.filterKey, id: preferenceFilters.id })
    .from(preferenceFilters);
  ids = Object.fromEntries(filters.map((f) => [f.key, f.id]));
}, 120_000);
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof buildUser>>;
type Selection = { filterId: number; selectedValues: unknown };

const list = async (p: Person) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie: p.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<PreferenceCategory[]>();
};
const save = (p: Person, selections: Selection[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/preferences',
    headers: { cookie: p.cookie, origin: ORIGIN },
    payload: { selections },
  });
const summary = async (p: Person) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/preferences/summary', headers: { cookie: p.cookie } })
  ).json<PreferencesSummary>();

const filtersOf = (categories: PreferenceCategory[]) =>
  new Map<string, PreferenceFilter>(categories.flatMap((c) => c.filters.map((f) => [f.key, f])));
const selectionsOf = async (p: Person) =>
  Object.fromEntries([...filtersOf(await list(p))].map(([k, f]) => [k, f.userSelection]));
const setPlan = (p: Person, plan: string, days: number | null) =>
  t.database.db
    .update(user)
    .set({ plan, planExpiresAt: days === null ? null : new Date(Date.now() + days * 86_400_000) })
    .where(eq(user.id, p.id));

const id = (key: string) => ids[key]!;

describe('reading preferences', () => {
  it('needs sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/preferences' });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/preferences/summary' })).statusCode).toBe(401);
  });

  it('lists the active categories in order, with every known filter and catalogue options', async () => {
    const me = await buildUser(t.app);
    const categories = await list(me);
    expect(categories.map((c) => [c.name, c.iconName])).toEqual([
      ['Dietary Needs', 'utensils'],
      ['Nutrition Goals', 'target'],
      ['Cooking Habits', 'activity'],
    ]);
    expect(categories.every((c) => c.description.length > 10 && c.allowed)).toBe(true);
    const filters = filtersOf(categories);
    expect([...filters.keys()].sort()).toEqual([
      'cooking_style',
      'cooking_time',
      'course_preference',
      'cuisine_preference',
      'dietary_preference',
      'nutrition_focus',
      'weekly_calorie_target',
      'weekly_carb_target',
      'weekly_fat_target',
      'weekly_protein_target',
    ]);
    expect(new Set([...filters.values()].map((f) => f.type))).toEqual(
      new Set(['range', 'multi_select', 'single_select']),
    );
    const cuisines = filters.get('cuisine_preference')!.options.values as string[];
    expect(cuisines).toContain('Indian');
    expect(cuisines).toEqual([...cuisines].sort((a, b) => a.localeCompare(b)));
    expect(filters.get('course_preference')!.options.values).toEqual([...COURSES]);
    expect(filters.get('dietary_preference')!.options.values).toEqual(
      expect.arrayContaining(['Vegan', 'Jain', 'Gluten Free', 'Vegetarian']),
    );
    expect(filters.get('weekly_calorie_target')!.options).toMatchObject({ unit: 'kcal', placeholder: 14000 });
    expect(filters.get('weekly_carb_target')!.options).toMatchObject({ unit: 'g', placeholder: 1750 });
    expect(filters.get('cooking_time')!.options).toMatchObject({ unit: 'min' });
    for (const c of categories)
      expect(c.filters.map((f) => f.displayOrder)).toEqual(
        [...c.filters.map((f) => f.displayOrder)].sort((a, b) => a - b),
      );
    // A free account: the weekly targets (Plus and Premium) and the cooking style (Premium) are locked.
    const locked = [...filters.values()]
      .filter((f) => !f.allowed)
      .map((f) => f.key)
      .sort();
    expect(locked).toEqual([
      'cooking_style',
      'weekly_calorie_target',
      'weekly_carb_target',
      'weekly_fat_target',
      'weekly_protein_target',
    ]);
    expect([...filters.values()].every((f) => f.userSelection === null)).toBe(true);
  });
});

describe('saving preferences', () => {
  it('saves every selection, keeps it on reload and updates it in place', async () => {
    const me = await buildUser(t.app);
    const res = await save(me, [
      { filterId: id('dietary_preference'), selectedValues: ['Vegan', 'Vegetarian'] },
      { filterId: id('cuisine_preference'), selectedValues: ['Indian', 'Thai'] },
      { filterId: id('nutrition_focus'), selectedValues: 'High Protein' },
      { filterId: id('cooking_time'), selectedValues: 25 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(filtersOf(res.json<PreferenceCategory[]>()).get('cooking_time')!.userSelection).toBe(25);
    expect(await selectionsOf(me)).toMatchObject({
      dietary_preference: ['Vegan', 'Vegetarian'],
      cuisine_preference: ['Indian', 'Thai'],
      nutrition_focus: 'High Protein',
      cooking_time: 25,
      course_preference: null,
    });

    expect(
      (
        await save(me, [
          { filterId: id('cooking_time'), selectedValues: 45 },
          { filterId: id('dietary_preference'), selectedValues: false },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await selectionsOf(me)).toMatchObject({
      dietary_preference: [],
      cooking_time: 45,
      nutrition_focus: 'High Protein',
    });
    const rows = await t.database.db.select().from(userPreferences).where(eq(userPreferences.userId, me.id));
    expect(rows).toHaveLength(4);
  });

  it('refuses each kind of bad value with 400 naming the filter, and saves nothing', async () => {
    const me = await buildUser(t.app);
    await save(me, [{ filterId: id('cuisine_preference'), selectedValues: ['Italian'] }]);
    const before = await selectionsOf(me);
    const good = { filterId: id('cuisine_preference'), selectedValues: ['Indian'] };
    const cases: [Selection, string][] = [
      [{ filterId: id('dietary_preference'), selectedValues: ['Paleo'] }, 'Diet does not offer "Paleo"'],
      [{ filterId: id('nutrition_focus'), selectedValues: 'Keto' }, 'Nutrition Focus does not offer "Keto"'],
      [{ filterId: id('cooking_time'), selectedValues: 500 }, 'Max Cooking Time must be between 5 and 180 min'],
      [{ filterId: id('cooking_time'), selectedValues: 'quick' }, 'Max Cooking Time must be a number'],
      [
        { filterId: id('weekly_calorie_target'), selectedValues: 12000 },
        'Weekly Calorie Target is available on the Plus and Premium plans',
      ],
      [
        { filterId: id('cooking_style'), selectedValues: ['One Pot'] },
        'Cooking Style is available on the Premium plan',
      ],
      [{ filterId: 999_999, selectedValues: ['x'] }, 'Unknown preference filter: 999999'],
      [good, 'Cuisines is listed more than once'],
    ];
    for (const [bad, message] of cases) {
      const res = await save(me, [good, bad]);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'BAD_REQUEST', message } });
    }
    const malformed = await save(me, [{ filterId: -1, selectedValues: 1 }]);
    expect(malformed.statusCode).toBe(400);
    expect(await selectionsOf(me)).toEqual(before);
  });

  it('needs sign-in and our origin', async () => {
    const me = await buildUser(t.app);
    const payload = { selections: [{ filterId: id('cuisine_preference'), selectedValues: ['Indian'] }] };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/preferences', headers: { origin: ORIGIN }, payload })).statusCode,
    ).toBe(401);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: me.cookie, origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps each person’s selections their own', async () => {
    const a = await buildUser(t.app, { name: 'Asha' });
    const b = await buildUser(t.app, { name: 'Bilal' });
    await save(a, [
      { filterId: id('cuisine_preference'), selectedValues: ['Indian'] },
      { filterId: id('cooking_time'), selectedValues: 20 },
    ]);
    expect(Object.values(await selectionsOf(b)).every((v) => v === null)).toBe(true);
    expect((await summary(b)).activeCount).toBe(0);
    await save(b, [{ filterId: id('cuisine_preference'), selectedValues: ['Mexican'] }]);
    expect(await selectionsOf(a)).toMatchObject({ cuisine_preference: ['Indian'], cooking_time: 20 });
    expect(await selectionsOf(b)).toMatchObject({ cuisine_preference: ['Mexican'], cooking_time: null });
  });
});

describe('plans', () => {
  it('unlocks the weekly targets on Plus and the cooking style on Premium, and locks them again when the plan expires', async () => {
    const me = await buildUser(t.app);
    await setPlan(me, 'plus', 30);
    let filters = filtersOf(await list(me));
    expect(filters.get('weekly_protein_target')!.allowed).toBe(true);
    expect(filters.get('cooking_style')!.allowed).toBe(false);
    expect((await save(me, [{ filterId: id('weekly_protein_target'), selectedValues: 840 }])).statusCode).toBe(200);
    expect((await save(me, [{ filterId: id('weekly_protein_target'), selectedValues: 5 }])).statusCode).toBe(400);

    await setPlan(me, 'premium', 30);
    expect(
      (await save(me, [{ filterId: id('cooking_style'), selectedValues: ['One Pot', 'Steamed Only'] }])).statusCode,
    ).toBe(200);
    expect((await summary(me)).activeCount).toBe(3);

    await setPlan(me, 'premium', -1); // expired: treated as free
    filters = filtersOf(await list(me));
    expect(filters.get('cooking_style')!).toMatchObject({ allowed: false, userSelection: ['One Pot', 'Steamed Only'] });
    const after = await summary(me);
    expect(after.activeCount).toBe(0); // selections of locked filters do not apply
    expect(after.searchPreferences.flags).toEqual({});
    expect((await save(me, [{ filterId: id('weekly_protein_target'), selectedValues: 900 }])).statusCode).toBe(400);
  });
});

describe('summary and search preferences', () => {
  it('counts active tags and merges them into search preferences', async () => {
    const me = await buildUser(t.app);
    expect(await summary(me)).toEqual({
      activeCount: 0,
      searchPreferences: { cuisines: [], diets: [], courses: [], flags: {}, maxCookingTime: null },
    });
    await save(me, [
      { filterId: id('dietary_preference'), selectedValues: ['Vegan', 'Gluten Free', 'Vegetarian'] },
      { filterId: id('cuisine_preference'), selectedValues: ['Indian'] },
      { filterId: id('course_preference'), selectedValues: ['Breakfast', 'Dinner'] },
      { filterId: id('nutrition_focus'), selectedValues: 'Low Carb' },
      { filterId: id('cooking_time'), selectedValues: 30 },
    ]);
    const result = await summary(me);
    expect(result.activeCount).toBe(3 + 1 + 2 + 1 + 1);
    const expected = {
      cuisines: ['Indian'],
      diets: ['Vegetarian'],
      courses: ['Breakfast', 'Dinner'],
      flags: { isVegan: true, isGlutenFree: true, isLowCarb: true, isQuick30Min: true },
      maxCookingTime: 30,
    };
    expect(result.searchPreferences).toEqual(expected);
    expect(await getSearchPreferences(t.database.db, { userId: me.id })).toEqual(expected);

    await save(me, [
      { filterId: id('cooking_time'), selectedValues: 0 },
      { filterId: id('nutrition_focus'), selectedValues: '' },
    ]);
    expect(await summary(me)).toMatchObject({
      activeCount: 6,
      searchPreferences: { maxCookingTime: null, flags: { isVegan: true, isGlutenFree: true } },
    });
  });
});

describe('preferences seed', () => {
  it('runs once', async () => {
    expect(await runSeeds(t.database.db, log, [preferencesSeed])).toEqual([]);
  });
});
