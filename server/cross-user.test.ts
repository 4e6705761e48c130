import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '../domain/weeks';
import { user } from './db/schema';
import { createTestApp, type TestApp } from './test/app';
import { buildUser, linkFromMail, ORIGIN } from './test/factories';
import { asUser, catalogueRecipes, insertCustomRecipe } from './test/planning-fixtures';

/**
 * A second person can neither see nor change the first one's things: every route of the OpenAPI document that takes
 * an id or a week in its path, and every body that names another's id or file, is sent by B with A's ids. A's things
 * must read the same afterwards, and no answer to B may carry them. A route added with a path parameter and not listed
 * here fails the coverage test.
 */

let t: TestApp;
let a: ReturnType<typeof asUser>;
let b: ReturnType<typeof asUser>;
let aId: string;
const week = weekStart(new Date());
const of: Record<string, number | string> = {};
const SECRET_TITLE = 'Nani’s secret kokum saar';
/** A's grocery item and scan line. Not a plain food name: B's own generated week may well need kokum. */
const MARKER = 'Kokum from Asha’s aunt';
const INVITED = 'asha-sister@example.com';

/** What A can see of their own things: must be the same before and after B's attempts. */
async function snapshotOfA() {
  const read = async (url: string) => (await a.get(url)).body;
  return {
    recipe: await read(`/api/recipes/${of.recipe}`),
    plan: await read(`/api/meal-plans/${week}`),
    grocery: await read(`/api/grocery/${week}`),
    favorites: await read('/api/favorites/recipe-ids'),
    planFavorites: await read('/api/favorites/meal-plans'),
    rating: await read(`/api/recipes/${of.catalogueRecipe}/rating`),
    scans: await read('/api/pantry/scans'),
    household: await read('/api/household/sharing'),
    familyMembers: await read('/api/household/members'),
    familyMemberNutrition: await read(`/api/household/members/${of.familyMember}/nutrition/${week}`),
    avatar: existsSync(join(t.config.DATA_DIR, String(of.avatar).replace(/^\/uploads\//, 'uploads/'))),
  };
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  const personA = await buildUser(t.app, { name: 'Asha Owner' });
  const personB = await buildUser(t.app, { name: 'Bilal Other' });
  aId = personA.id;
  for (const id of [personA.id, personB.id]) {
    await t.database.db
      .update(user)
      .set({ plan: 'premium', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(user.id, id));
  }
  a = asUser(t.app, personA.cookie);
  b = asUser(t.app, personB.cookie);

  const [catalogue] = await catalogueRecipes(t.database.db);
  const custom = await insertCustomRecipe(t.database.db, personA.id, { title: SECRET_TITLE });
  of.recipe = custom.id;
  of.catalogueRecipe = catalogue!.id;
  of.entry = (
    await a.post(`/api/meal-plans/${week}/entries`, { day: 'Monday', mealType: 'Dinner', recipeId: custom.id })
  ).json<{ entry: { id: number } }>().entry.id;
  await a.post(`/api/meal-plans/${week}/entries`, { day: 'Tuesday', mealType: 'Dinner', recipeId: catalogue!.id });
  expect((await a.put(`/api/recipes/${catalogue!.id}/rating`, { stars: 4 })).statusCode).toBe(200);
  await a.post('/api/favorites/recipes', { recipeId: catalogue!.id });
  of.planFavorite = (await a.post('/api/favorites/meal-plans', { week, name: 'Asha’s week' })).json<{
    id: number;
  }>().id;
  await a.post(`/api/grocery/${week}/build`, {});
  of.groceryItem = (await a.post(`/api/grocery/${week}/items`, { name: MARKER, quantity: 50, unit: 'g' })).json<{
    id: number;
  }>().id;
  of.scan = (await a.post('/api/pantry/scans', { ingredients: [{ name: MARKER, quantity: '6' }] })).json<{
    id: number;
  }>().id;
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3d405b' } })
    .png()
    .toBuffer();
  const form = Buffer.concat([
    Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from('\r\n--b--\r\n'),
  ]);
  const avatar = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/avatar',
    payload: form,
    headers: { cookie: personA.cookie, origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=b' },
  });
  of.avatar = avatar.json<{ image: string }>().image;
  // A's household with one invitation waiting (to an address that is not B's)
  of.invitation = (await a.post('/api/household/invitations', { email: INVITED })).json<{ id: number }>().id;
  of.invitationToken = new URL(linkFromMail(t.app, INVITED, /invited you/)).searchParams.get('token')!;
  // A's family member (Premium), with its own diet and targets
  of.familyMember = (
    await a.post('/api/household/members', {
      name: 'Dadi',
      diet: 'Jain',
      glutenFree: false,
      targets: { calories: 10500, protein: 380, fat: 360, carbs: 1450 },
      mealTypes: ['Breakfast', 'Lunch', 'Dinner'],
    })
  ).json<{ id: number }>().id;
  expect(of).toEqual(Object.fromEntries(Object.keys(of).map((k) => [k, expect.anything()])));
  expect(Object.keys(of)).toHaveLength(10);
}, 120_000);
afterAll(() => t.close());

type Attempt = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: () => string;
  body?: () => object;
  allowed: number[];
};

/** Every parameterised route, with what B sends. Week routes act on B's own week: they must not reach A's. */
const ATTEMPTS: Record<string, Attempt[]> = {
  'GET /api/recipes/{id}': [{ method: 'GET', url: () => `/api/recipes/${of.recipe}`, allowed: [404] }],
  'DELETE /api/favorites/recipes/{recipeId}': [
    { method: 'DELETE', url: () => `/api/favorites/recipes/${of.catalogueRecipe}`, allowed: [200, 204, 404] },
  ],
  'DELETE /api/favorites/meal-plans/{id}': [
    { method: 'DELETE', url: () => `/api/favorites/meal-plans/${of.planFavorite}`, allowed: [404] },
  ],
  'PATCH /api/meal-plans/entries/{entryId}': [
    {
      method: 'PATCH',
      url: () => `/api/meal-plans/entries/${of.entry}`,
      body: () => ({ servings: 2 }),
      allowed: [404],
    },
  ],
  'DELETE /api/meal-plans/entries/{entryId}': [
    { method: 'DELETE', url: () => `/api/meal-plans/entries/${of.entry}`, allowed: [404] },
  ],
  'GET /api/meal-plans/entries/{entryId}/alternatives': [
    { method: 'GET', url: () => `/api/meal-plans/entries/${of.entry}/alternatives`, allowed: [404] },
  ],
  'POST /api/meal-plans/entries/{entryId}/swap': [
    {
      method: 'POST',
      url: () => `/api/meal-plans/entries/${of.entry}/swap`,
      body: () => ({ recipeId: of.catalogueRecipe }),
      allowed: [404],
    },
  ],
  'PATCH /api/grocery/items/{itemId}': [
    {
      method: 'PATCH',
      url: () => `/api/grocery/items/${of.groceryItem}`,
      body: () => ({ checked: true }),
      allowed: [404],
    },
  ],
  'DELETE /api/grocery/items/{itemId}': [
    { method: 'DELETE', url: () => `/api/grocery/items/${of.groceryItem}`, allowed: [404] },
  ],
  'DELETE /api/recipes/custom/{id}': [
    { method: 'DELETE', url: () => `/api/recipes/custom/${of.recipe}`, allowed: [404] },
  ],
  'DELETE /api/pantry/scans/{id}': [{ method: 'DELETE', url: () => `/api/pantry/scans/${of.scan}`, allowed: [404] }],
  // A rated the catalogue recipe they planned; B planned nothing: B's rating would be B's own, and is refused.
  'GET /api/recipes/{id}/rating': [{ method: 'GET', url: () => `/api/recipes/${of.recipe}/rating`, allowed: [404] }],
  'PUT /api/recipes/{id}/rating': [
    { method: 'PUT', url: () => `/api/recipes/${of.recipe}/rating`, body: () => ({ stars: 1 }), allowed: [404] },
    {
      method: 'PUT',
      url: () => `/api/recipes/${of.catalogueRecipe}/rating`,
      body: () => ({ stars: 1 }),
      allowed: [403],
    },
  ],
  // A's private recipe or favorite named in a body.
  'POST /api/meal-plans/{week}/entries': [
    {
      method: 'POST',
      url: () => `/api/meal-plans/${week}/entries`,
      body: () => ({ day: 'Monday', mealType: 'Lunch', recipeId: of.recipe }),
      allowed: [400, 403, 404],
    },
  ],
  'POST /api/meal-plans/{week}/copy-from-favorite': [
    {
      method: 'POST',
      url: () => `/api/meal-plans/${week}/copy-from-favorite`,
      body: () => ({ favoriteId: of.planFavorite, overwrite: true }),
      allowed: [404],
    },
  ],
  // B's own week, which is empty: none of A's plan may show through.
  'GET /api/meal-plans/{week}': [{ method: 'GET', url: () => `/api/meal-plans/${week}`, allowed: [200] }],
  'POST /api/meal-plans/{week}/copy-from-past': [
    {
      method: 'POST',
      url: () => `/api/meal-plans/${week}/copy-from-past`,
      body: () => ({ fromWeek: week, overwrite: true }),
      allowed: [200, 400, 404, 409],
    },
  ],
  'POST /api/meal-plans/{week}/draft': [
    { method: 'POST', url: () => `/api/meal-plans/${week}/draft`, body: () => ({}), allowed: [200, 400, 404] },
  ],
  'POST /api/meal-plans/{week}/confirm': [
    { method: 'POST', url: () => `/api/meal-plans/${week}/confirm`, body: () => ({}), allowed: [200, 400, 404] },
  ],
  'POST /api/meal-plans/{week}/generate': [
    {
      method: 'POST',
      url: () => `/api/meal-plans/${week}/generate`,
      body: () => ({}),
      allowed: [200, 201, 400, 403, 409, 422, 503],
    },
  ],
  'GET /api/grocery/{week}': [{ method: 'GET', url: () => `/api/grocery/${week}`, allowed: [200, 404] }],
  'POST /api/grocery/{week}/build': [
    { method: 'POST', url: () => `/api/grocery/${week}/build`, body: () => ({}), allowed: [200, 201, 400, 404] },
  ],
  'POST /api/grocery/{week}/items': [
    {
      method: 'POST',
      url: () => `/api/grocery/${week}/items`,
      body: () => ({ name: 'Tamarind' }),
      allowed: [200, 201],
    },
  ],
  'GET /api/nutrition/{week}': [{ method: 'GET', url: () => `/api/nutrition/${week}`, allowed: [200] }],
  // B's own week as a PDF (B is Premium here): never A's recipes (the PDF's text is checked in plan-export.test.ts).
  'GET /api/meal-plans/{week}/pdf': [
    { method: 'GET', url: () => `/api/meal-plans/${week}/pdf?paper=a4`, allowed: [200, 400, 404] },
  ],
  // B is in no household: A's household, its member (A) and its invitation are out of reach.
  'DELETE /api/household/invitations/{id}': [
    { method: 'DELETE', url: () => `/api/household/invitations/${of.invitation}`, allowed: [404] },
  ],
  'DELETE /api/household/sharing/members/{userId}': [
    { method: 'DELETE', url: () => `/api/household/sharing/members/${aId}`, allowed: [404] },
  ],
  // B's own household has no members: A's member is out of reach, to read, change or remove.
  'PUT /api/household/members/{id}': [
    {
      method: 'PUT',
      url: () => `/api/household/members/${of.familyMember}`,
      body: () => ({
        name: 'Taken',
        diet: 'Any',
        glutenFree: false,
        targets: { calories: 14000, protein: 600, fat: 480, carbs: 1800 },
        mealTypes: ['Dinner'],
      }),
      allowed: [404],
    },
  ],
  'DELETE /api/household/members/{id}': [
    { method: 'DELETE', url: () => `/api/household/members/${of.familyMember}`, allowed: [404] },
  ],
  'GET /api/household/members/{id}/nutrition/{week}': [
    { method: 'GET', url: () => `/api/household/members/${of.familyMember}/nutrition/${week}`, allowed: [404] },
  ],
  // Public things, the same for everyone.
  'GET /api/legal/{contentType}': [],
  'POST /api/wishlist/{id}/vote': [],
};

/** Bodies that name A's things without an id in the path. */
const BODY_ATTEMPTS: (Attempt & { name: string })[] = [
  {
    name: "favorite A's private recipe",
    method: 'POST',
    url: () => '/api/favorites/recipes',
    body: () => ({ recipeId: of.recipe }),
    allowed: [400, 403, 404],
  },
  {
    name: "save a scan with A's picture",
    method: 'POST',
    url: () => '/api/pantry/scans',
    body: () => ({ ingredients: [{ name: 'Kokum', quantity: '1' }], imageUrls: [`/uploads/pantry/${aId}/1-1.webp`] }),
    allowed: [400],
  },
  {
    name: "accept A's invitation sent to another address",
    method: 'POST',
    url: () => '/api/household/invitation/accept',
    body: () => ({ token: of.invitationToken }),
    allowed: [403],
  },
  { name: "leave A's household", method: 'POST', url: () => '/api/household/leave', allowed: [404] },
  { name: "delete A's household", method: 'DELETE', url: () => '/api/household', allowed: [404] },
  { name: 'read a household', method: 'GET', url: () => '/api/household/sharing', allowed: [200] },
  {
    name: "set A's avatar as one's own",
    method: 'POST',
    url: () => '/api/auth/update-user',
    body: () => ({ image: of.avatar }),
    allowed: [400],
  },
];

describe("a second person and the first one's things", () => {
  it('covers every route with a path parameter', () => {
    const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    const parameterised = Object.entries(document.paths)
      .filter(([path]) => path.includes('{'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(parameterised.filter((route) => !(route in ATTEMPTS))).toEqual([]);
  });

  it('cannot read, change or delete them through any route, and sees none of them', async () => {
    const before = await snapshotOfA();
    expect(before.plan).toContain(SECRET_TITLE);
    expect(before.grocery).toContain(MARKER);
    expect(before.scans).toContain(MARKER);
    const failures: string[] = [];
    const attempts = [
      ...Object.entries(ATTEMPTS).flatMap(([route, list]) => list.map((x) => ({ ...x, name: route }))),
      ...BODY_ATTEMPTS,
    ];
    for (const attempt of attempts) {
      const url = attempt.url();
      const res =
        attempt.method === 'GET'
          ? await b.get(url)
          : attempt.method === 'DELETE'
            ? await b.delete(url)
            : attempt.method === 'PATCH'
              ? await b.patch(url, attempt.body!())
              : attempt.method === 'PUT'
                ? await b.put(url, attempt.body!())
                : await b.post(url, attempt.body?.() ?? {});
      if (!attempt.allowed.includes(res.statusCode))
        failures.push(`${attempt.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (res.body.includes(SECRET_TITLE) || res.body.includes(MARKER) || res.body.includes('Asha'))
        failures.push(`${attempt.name}: answer shows A's things`);
    }
    expect(failures).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  }, 120_000);
});
