import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchesSearch,
  trendingCourses,
  type FilterOptions,
  type RecipeCard,
  type RecipeDetail,
  type SearchFilters,
  type SearchResult,
} from '../../../domain/recipe-search';
import { favoriteRecipes, preferenceFilters, recipes } from '../../db/schema';
import { runSeeds } from '../../db/seed/run-seeds';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';
import { preferencesSeed } from '../preferences/preferences.seed';
import { editDistance, searchWords } from './search-text';

let t: TestApp;
let catalogue: (typeof recipes.$inferSelect)[];
let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;
let secretId: number;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  await runSeeds(t.database.db, { info: () => undefined }, [preferencesSeed]);
  catalogue = await t.database.db.select().from(recipes);
  alice = await buildUser(t.app, { name: 'Alice Cook' });
  bob = await buildUser(t.app, { name: 'Bob Cook' });
  const base = catalogue.find((r) => r.slug === 'paneer-tikka') ?? catalogue[0]!;
  const [secret] = await t.database.db
    .insert(recipes)
    .values({
      slug: 'grandma-zeldas-secret-stew',
      ownerId: alice.id,
      title: 'Grandma Zelda Secret Stew',
      description: 'A family stew nobody else may read.',
      picture: null,
      cuisine: 'Zeldaland',
      course: 'Dinner',
      diet: 'Vegetarian',
      cookingMethod: 'Simmered',
      prepMinutes: 10,
      cookMinutes: 40,
      servings: 4,
      steps: ['Simmer everything slowly.', 'Serve it warm.'],
      calories: base.calories,
      protein: base.protein,
      carbs: base.carbs,
      fat: base.fat,
      fiber: base.fiber,
      sugar: base.sugar,
      sodium: base.sodium,
      nutritionCoverage: 1,
      isVegan: false,
      isGlutenFree: true,
      isJain: false,
      isHighProtein: false,
      isLowCalorie: false,
      isLowCarb: false,
      isLowSugar: false,
      isHighFiber: false,
      isLowSodium: false,
      isQuick30Min: false,
      isOnePot: true,
      isMinimalOil: false,
      isNoDeepFrying: true,
      isNoBaking: true,
      isSteamedOnly: false,
      ingredientNames: 'turnip barley',
    })
    .returning({ id: recipes.id });
  secretId = secret!.id;
}, 120_000);
afterAll(() => t.close());

const get = async <T>(url: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json<T>() };
};
const search = async (query: string, cookie?: string) => {
  const res = await get<SearchResult>(`/api/recipes/search?${query}`, cookie);
  expect(res.status).toBe(200);
  return res.body;
};
/** Every id a search finds, page by page. */
const allIds = async (query: string) => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await search(`${query}&pageSize=50&page=${page}`);
    ids.push(...items.map((i) => i.id));
    if (ids.length >= total || !items.length) return { ids, total };
  }
};
/** The catalogue ids the original in-browser rules select. */
const expected = (filters: Parameters<typeof matchesSearch>[1]) =>
  catalogue
    .filter((r) => r.ownerId === null && matchesSearch(r, { maxCookingTime: null, ...filters }))
    .map((r) => r.id)
    .sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('GET /api/recipes/search: text', () => {
  it('finds recipes by a word of the title, description, cuisine or ingredients', async () => {
    const { items, total } = await search('q=paneer');
    expect(total).toBeGreaterThanOrEqual(4);
    expect(items[0]!.title).toMatch(/paneer/i);
    const byCuisine = await search('q=ethiopian');
    expect(byCuisine.items.length).toBeGreaterThan(0);
    expect(byCuisine.items.every((i) => i.cuisine === 'Ethiopian' || /ethiopia/i.test(i.description))).toBe(true);
  });

  it('forgives typos: "panner" finds paneer, "biriyani" finds biryani', async () => {
    const paneer = await search('q=panner');
    expect(paneer.items.length).toBeGreaterThanOrEqual(4);
    expect(paneer.items.slice(0, 4).every((i) => /paneer/i.test(i.title))).toBe(true);
    const biryani = await search('q=biriyani');
    expect(biryani.items.map((i) => i.title)).toContain('Hyderabadi Chicken Dum Biryani');
    const merged = await search('q=paneertikka');
    expect(merged.items[0]?.title).toBe('Paneer Tikka');
  });

  it('finds the same recipes by any name of an ingredient: aloo and potato, aubergine and eggplant, dal and lentils', async () => {
    const aloo = await allIds('q=aloo');
    const potato = await allIds('q=potato');
    expect(aloo.total).toBeGreaterThan(10);
    expect(sorted(aloo.ids)).toEqual(sorted(potato.ids));
    expect(sorted((await allIds('q=aubergine')).ids)).toEqual(sorted((await allIds('q=eggplant')).ids));
    const dal = await allIds('q=dal');
    const lentilDishes = catalogue.filter(
      (r) => r.ownerId === null && /\blentil/i.test(`${r.title} ${r.ingredientNames}`),
    );
    expect(lentilDishes.length).toBeGreaterThan(3);
    expect(dal.ids).toEqual(expect.arrayContaining(lentilDishes.map((r) => r.id)));
    expect((await allIds('q=Kartoffel')).total).toBe(potato.total);
    // in Hindi, Urdu and Russian script as well
    for (const word of ['आलू', 'آلو', 'картофель']) {
      expect(sorted((await allIds(`q=${encodeURIComponent(word)}`)).ids)).toEqual(sorted(potato.ids));
    }
    const heavy = await allIds('q=heavy%20cream');
    expect(heavy.total).toBeGreaterThan(0);
    expect(sorted((await allIds('q=double%20cream')).ids)).toEqual(sorted(heavy.ids));
  });

  it('ranks title matches before recipes that only mention the word', async () => {
    const { items } = await search('q=coconut&pageSize=50');
    const inTitle = items.map((i) => /coconut/i.test(i.title));
    expect(inTitle[0]).toBe(true);
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true));
    expect(inTitle.filter(Boolean).length).toBeGreaterThanOrEqual(3);
  });

  it('treats a text of only stop words or punctuation as no text', async () => {
    const all = await search('');
    expect((await search('q=%20the%20!!')).total).toBe(all.total);
  });
});

describe('search words', () => {
  it('splits text into lower-case words without repeats, and counts edits', () => {
    expect(searchWords('  Paneer-Tikka, paneer & Crème brûlée! ')).toEqual(['paneer', 'tikka', 'crème', 'brûlée']);
    expect(searchWords('आलू गोभी')).toEqual(['आलू', 'गोभी']); // vowel signs stay with their word
    expect(editDistance('panner', 'paneer')).toBe(1);
    expect(editDistance('biriyani', 'biryani')).toBe(1);
    expect(editDistance('dhal', 'dahl')).toBe(1); // neighbours swapped
    expect(editDistance('pan', 'paneer')).toBe(3);
  });
});

describe('GET /api/recipes/search: filters', () => {
  it.each([
    ['cuisines=Italian', { cuisines: ['Italian'] }],
    ['cuisines=ind', { cuisines: ['ind'] }], // substring: Indian and Indonesian
    ['cuisines=Thai&cuisines=greek', { cuisines: ['Thai', 'greek'] }],
    ['diets=Vegan,Jain', { diets: ['Vegan', 'Jain'] }],
    ['courses=Breakfast', { courses: ['Breakfast'] }],
    ['courses=main', { courses: ['main'] }], // a value of two words: Main Course
    ['cookingMethods=steamed', { cookingMethods: ['steamed'] }],
    ['isVegan=true&isQuick30Min=1', { isVegan: true, isQuick30Min: true }],
    ['isJain=true&isHighProtein=true', { isJain: true, isHighProtein: true }],
    ['isSteamedOnly=true', { isSteamedOnly: true }],
    ['maxCookingTime=15', { maxCookingTime: 15 }],
    ['maxCookingTime=22&courses=Dinner', { maxCookingTime: 22, courses: ['Dinner'] }],
    [
      'cuisines=Indian&diets=Vegetarian&isGlutenFree=true&maxCookingTime=30',
      { cuisines: ['Indian'], diets: ['Vegetarian'], isGlutenFree: true, maxCookingTime: 30 },
    ],
  ] satisfies [string, Partial<SearchFilters>][])(
    '%s selects what the original rules select',
    async (query, filters) => {
      const { ids, total } = await allIds(query);
      const want = expected(filters);
      expect(want.length).toBeGreaterThan(0);
      expect(sorted(ids)).toEqual(want);
      expect(total).toBe(want.length);
    },
  );

  it('combines text with filters', async () => {
    const { items } = await search('q=paneer&isJain=true');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.isJain && /paneer/i.test(`${i.title} ${i.description}`))).toBe(true);
    // a vegan stand-in may answer ("a vegan palak paneer" made with tofu), never a dish that is not vegan and Indian
    const vegan = await search('q=paneer&isVegan=true&cuisines=Indian');
    expect(vegan.items.every((i) => i.isVegan && /indian/i.test(i.cuisine))).toBe(true);
    expect((await search('q=mutton&isVegan=true')).total).toBe(0);
    expect((await search('cuisines=Atlantis')).total).toBe(0);
  });

  it('pages through results with a total, alphabetically without text', async () => {
    const first = await search('pageSize=10');
    expect(first).toMatchObject({ page: 1, pageSize: 10, totalIsEstimate: false, hasMore: true });
    expect(first.total).toBe(catalogue.filter((r) => r.ownerId === null).length);
    const titles = first.items.map((i) => i.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : 1)));
    const { ids } = await allIds('isVegan=true');
    expect(new Set(ids).size).toBe(ids.length);
    const beyond = await search('isVegan=true&page=40&pageSize=50');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(ids.length);
  });
});

describe('Use My Preferences', () => {
  const savePreferences = async (cookie: string, values: Record<string, unknown>) => {
    const filters = await t.database.db
      .select({ id: preferenceFilters.id, key: preferenceFilters.filterKey })
      .from(preferenceFilters);
    const selections = filters
      .filter((f) => f.key in values)
      .map((f) => ({ filterId: f.id, selectedValues: values[f.key] }));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie, origin: ORIGIN },
      payload: { selections },
    });
    expect(res.statusCode).toBe(200);
  };
  const idsOf = async (query: string, cookie?: string) => {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const { items, total } = await search(`${query}&pageSize=50&page=${page}`, cookie);
      ids.push(...items.map((i) => i.id));
      if (ids.length >= total || !items.length) return sorted(ids);
    }
  };

  it('merges the saved diet and cooking time on the server: Vegan and 30 minutes give vegan, quick recipes', async () => {
    const carol = await buildUser(t.app, { name: 'Carol Vegan' });
    await savePreferences(carol.cookie, { dietary_preference: ['Vegan'], cooking_time: 30 });
    const want = expected({ isVegan: true, isQuick30Min: true, maxCookingTime: 30 });
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(expected({}).length);
    expect(await idsOf('useMyPreferences=true', carol.cookie)).toEqual(want);
    // Off, the same person gets everything; the filters of the request join the saved ones.
    expect(await idsOf('useMyPreferences=false', carol.cookie)).toEqual(expected({}));
    expect(await idsOf('useMyPreferences=true&cuisines=Indian', carol.cookie)).toEqual(
      expected({ isVegan: true, isQuick30Min: true, maxCookingTime: 30, cuisines: ['Indian'] }),
    );
    // A tighter time in the request wins over the saved one.
    expect(await idsOf('useMyPreferences=true&maxCookingTime=10', carol.cookie)).toEqual(
      expected({ isVegan: true, isQuick30Min: true, maxCookingTime: 10 }),
    );
  });

  it('uses only the searcher’s own preferences, and none for a visitor', async () => {
    const dave = await buildUser(t.app, { name: 'Dave Thai' });
    await savePreferences(dave.cookie, { cuisine_preference: ['Thai'], nutrition_focus: 'High Protein' });
    expect(await idsOf('useMyPreferences=true', dave.cookie)).toEqual(
      expected({ cuisines: ['Thai'], isHighProtein: true }),
    );
    const all = expected({});
    expect(await idsOf('useMyPreferences=true', bob.cookie)).toEqual(all); // bob saved nothing
    expect(await idsOf('useMyPreferences=true')).toEqual(all);
  });
});

describe('custom recipes are private to their owner', () => {
  it('shows the owner their recipe in search, detail and filter options', async () => {
    expect((await search('q=zelda', alice.cookie)).items.map((i) => i.id)).toEqual([secretId]);
    expect((await search('cuisines=zeldaland', alice.cookie)).items[0]).toMatchObject({ id: secretId, isCustom: true });
    const detail = await get<RecipeDetail>(`/api/recipes/${secretId}`, alice.cookie);
    expect(detail.status).toBe(200);
    const options = await get<FilterOptions>('/api/recipes/filter-options', alice.cookie);
    expect(options.body.cuisines).toContainEqual({ value: 'Zeldaland', count: 1 });
  });

  it.each([
    ['another user', () => bob.cookie],
    ['a visitor', () => undefined],
  ])('hides it from %s', async (_, cookie) => {
    expect((await search('q=zelda', cookie())).total).toBe(0);
    expect((await search('q=stew', cookie())).items.map((i) => i.id)).not.toContain(secretId);
    expect((await search('cuisines=zeldaland', cookie())).total).toBe(0);
    const detail = await get<{ error: { code: string } }>(`/api/recipes/${secretId}`, cookie());
    expect(detail).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Recipe not found' } } });
    const options = await get<FilterOptions>('/api/recipes/filter-options', cookie());
    expect(options.body.cuisines.map((c) => c.value)).not.toContain('Zeldaland');
  });
});

describe('GET /api/recipes/filter-options', () => {
  it('counts each value of the catalogue, most common first', async () => {
    const { status, body } = await get<FilterOptions>('/api/recipes/filter-options');
    expect(status).toBe(200);
    const indian = catalogue.filter((r) => r.ownerId === null && r.cuisine === 'Indian').length;
    expect(body.cuisines[0]).toEqual({ value: 'Indian', count: indian });
    for (const group of [body.cuisines, body.diets, body.cookingMethods, body.courses]) {
      const counts = group.map((o) => o.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    expect(body.courses.map((c) => c.value).sort()).toEqual([
      'Breakfast',
      'Dessert',
      'Dinner',
      'Light Meal',
      'Lunch',
      'Main Course',
      'Side Dish',
      'Snack',
    ]);
  });
});

describe('GET /api/recipes/:id', () => {
  it('gives the full recipe with grouped ingredient lines and steps', async () => {
    const withGroups = catalogue.find((r) => r.slug === 'jain-chana-masala') ?? catalogue[0]!;
    const { status, body } = await get<RecipeDetail>(`/api/recipes/${withGroups.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: withGroups.id,
      title: withGroups.title,
      steps: withGroups.steps,
      isCustom: false,
    });
    expect(body.ingredientGroups.flatMap((g) => g.lines).length).toBeGreaterThanOrEqual(2);
    expect(body.ingredientGroups[0]!.lines[0]).toHaveProperty('text');
    expect((await get(`/api/recipes/99999999`)).status).toBe(404);
    expect((await get(`/api/recipes/abc`)).status).toBe(400);
  });
});

describe('bad input answers 400 with a clear message', () => {
  it.each([
    ['spicy=true', 'Unrecognized key: "spicy"'],
    ['maxCookingTime=-5', 'maximum cooking time must be at least 5'],
    ['maxCookingTime=100000', 'maximum cooking time must be at most 600'],
    ['q=<10,000 characters>', 'search text must be at most 200 characters'],
    ['pageSize=500', 'page size must be at most 50'],
    ['page=0', 'page must be at least 1'],
  ])('%s', async (query, message) => {
    const url = `/api/recipes/search?${query.replace('<10,000 characters>', 'a'.repeat(10_000))}`;
    const res = await get<{ error: { code: string; message: string } }>(url);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.body.error.message).toContain(message);
  });
});

describe('GET /api/recipes/trending', () => {
  it.each([8, 12, 15, 19, 23])('gives 8 catalogue recipes of the courses that suit %i h', async (hour) => {
    const { status, body } = await get<RecipeCard[]>(`/api/recipes/trending?hour=${hour}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(8);
    expect(new Set(body.map((r) => r.id)).size).toBe(8);
    const courses = trendingCourses(hour);
    expect(body.every((r) => !r.isCustom && courses.some((c) => r.course.toLowerCase().includes(c)))).toBe(true);
  });

  it('puts the most favorited recipes of the week first', async () => {
    const dessert = catalogue.find((r) => r.course === 'Dessert' && r.ownerId === null)!;
    await t.database.db.insert(favoriteRecipes).values([
      { userId: alice.id, recipeId: dessert.id },
      { userId: bob.id, recipeId: dessert.id },
    ]);
    const { body } = await get<RecipeCard[]>('/api/recipes/trending?hour=7');
    expect(body).toHaveLength(8);
    expect(body[0]!.id).toBe(dessert.id);
    expect(body.slice(1).every((r) => r.course === 'Breakfast')).toBe(true);
  });

  it('rejects an hour that does not exist', async () => {
    expect((await get('/api/recipes/trending?hour=24')).status).toBe(400);
  });
});
