import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../db/schema';
import { runSeeds } from '../../../db/seed/run-seeds';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildUser, ORIGIN } from '../../../test/factories';
import { foodsSeed } from '../catalogue.seed';

let t: TestApp;
let cookie: string;
let basicCookie: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  await runSeeds(t.database.db, { info: () => undefined }, [foodsSeed]);
  const plus = await buildUser(t.app);
  cookie = plus.cookie;
  await t.database.db
    .update(user)
    .set({ plan: 'plus', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
    .where(eq(user.id, plus.id));
  basicCookie = (await buildUser(t.app, { name: 'Bea Basic' })).cookie;
});
afterAll(() => t.close());

const PAGE = `<html><head><script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'Weeknight dal' },
    {
      '@type': 'Recipe',
      name: 'Weeknight Masoor Dal',
      recipeYield: '4 servings',
      prepTime: 'PT10M',
      cookTime: 'PT25M',
      recipeIngredient: [
        '1 cup red lentils, rinsed',
        '3 cups water',
        '1 medium onion, chopped',
        '2 tbsp ghee',
        '1 tsp cumin seeds',
        'salt to taste',
      ],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Simmer the lentils in the water for 20 minutes.' },
        { '@type': 'HowToStep', text: 'Fry the onion and cumin in ghee and stir into the dal.' },
      ],
    },
  ],
})}</script></head><body></body></html>`;

let calls = 0;
/** Each call from its own address, so that only the rate-limit test meets the per-address limit. */
const post = (
  payload: object,
  headers: Record<string, string> = { cookie },
  remoteAddress = `10.1.${Math.floor(++calls / 250)}.${calls % 250}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/recipes/import',
    headers: { origin: ORIGIN, ...headers },
    payload,
    remoteAddress,
  });

describe('POST /api/recipes/import', () => {
  it('reads a page into a draft with parsed ingredients and nutrition per serving', async () => {
    const res = await post({ url: 'https://example.com/dal', html: PAGE });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      draft: { title: string; servings: number; instructions: string[] };
      nutritionPerServing: { kcal: number };
      linesMatched: number;
      lines: unknown[];
    }>();
    expect(body.draft).toMatchObject({ title: 'Weeknight Masoor Dal', servings: 4 });
    expect(body.draft.instructions).toHaveLength(2);
    expect(body.linesMatched).toBe(6);
    // 1 cup masoor (~190 g, ~670 kcal) + onion (~44) + 2 tbsp ghee (~250): about 240 kcal a serving
    expect(body.nutritionPerServing.kcal).toBeGreaterThan(200);
    expect(body.nutritionPerServing.kcal).toBeLessThan(290);
  });

  it('estimates servings a yield does not count, and flags a serving no dish holds', async () => {
    const page = (name: string, recipeYield: string, recipeIngredient: string[]) =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name, recipeYield, recipeIngredient, recipeInstructions: ['Mix, shape and bake.'] })}</script>`;
    const loaf = await post({
      url: 'https://example.com/loaf',
      html: page('Honey Oat Sandwich Bread', '1 loaf', [
        '500 g bread flour',
        '320 ml water',
        '40 g rolled oats',
        '2 tbsp honey',
        '7 g instant yeast',
        '10 g salt',
      ]),
    });
    expect(loaf.statusCode).toBe(200);
    const bread = loaf.json<{
      draft: { servings: number | null };
      servings: number;
      servingsEstimated: boolean;
      nutritionWarning: string | null;
    }>();
    expect(bread.draft.servings).toBeNull();
    expect(bread).toMatchObject({ servingsEstimated: true, nutritionWarning: null });
    expect(bread.servings).toBeGreaterThanOrEqual(8); // about 900 g of dough: slices, not one serving
    const muffin = await post({
      url: 'https://example.com/muffin',
      html: page('Blueberry Muffins', '1 muffin', [
        '500 g flour',
        '250 g butter',
        '300 g sugar',
        '4 eggs',
        '200 g blueberries',
      ]),
    });
    const flagged = muffin.json<{ servings: number; servingsEstimated: boolean; nutritionWarning: string | null }>();
    expect(flagged).toMatchObject({ servings: 1, servingsEstimated: false });
    expect(flagged.nutritionWarning).toMatch(/^[\d,]+ kcal a serving is more than a single baked piece usually holds/);
  });

  it('refuses a page without a recipe, a private address and a signed-out caller', async () => {
    expect((await post({ url: 'https://example.com/x', html: '<html><body>Hello</body></html>' })).statusCode).toBe(
      400,
    );
    const local = await post({ url: 'http://127.0.0.1:3000/api/health' });
    expect(local.statusCode).toBe(400);
    expect(local.json<{ error: { message: string } }>().error.message).toMatch(/private|local|cannot be imported/i);
    expect((await post({ url: 'https://example.com/dal', html: PAGE }, {})).statusCode).toBe(401);
    expect((await post({ url: 'file:///etc/passwd' })).statusCode).toBe(400);
  });

  it('reads a page nesting its recipe 20,000 deep, and refuses plainly a deep page holding none', async () => {
    const recipe =
      '<h1>Lentil soup</h1><h2>Ingredients</h2><ul><li>1 cup red lentils</li><li>1 onion, chopped</li>' +
      '<li>4 cups water</li></ul><h2>Method</h2><ol><li>Fry the onion in a little oil until soft.</li>' +
      '<li>Add the lentils and water and simmer for twenty minutes.</li></ol>';
    const deep = (inner: string) =>
      `<html><body>${'<div>'.repeat(20_000)}${inner}${'</div>'.repeat(20_000)}</body></html>`;
    const read = await post({ url: 'https://example.com/soup', html: deep(recipe) });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ draft: { title: string } }>().draft.title).toBe('Lentil soup');
    const empty = await post({ url: 'https://example.com/x', html: deep('<p>Mix it all well</p>') });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('No recipe was found on that page.');
  });

  it('is for Plus and Premium, as custom recipes are', async () => {
    const res = await post({ url: 'https://example.com/dal', html: PAGE }, { cookie: basicCookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'PLAN_REQUIRED', message: expect.stringMatching(/Plus/) } });
  });

  it('refuses a flood of imports from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await post({ url: 'https://example.com/x', html: '<p>no recipe</p>' }, { cookie }, '10.9.9.9')).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
