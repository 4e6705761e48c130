import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANTRY_MESSAGES, type BuildResult, type BuiltRecipe } from '../../../domain/pantry';
import { NAMED_BONUS } from '../../../domain/suggestion-rank';
import { preferenceFilters } from '../../db/schema';
import { runSeeds } from '../../db/seed/run-seeds';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';
import { asUser } from '../../test/planning-fixtures';
import { preferencesSeed } from '../preferences/preferences.seed';
import { resolveIngredients } from './food-index';

let t: TestApp;
let me: ReturnType<typeof asUser>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  await runSeeds(t.database.db, { info: () => undefined }, [preferencesSeed]);
  me = asUser(t.app, (await buildUser(t.app)).cookie);
}, 120_000);
afterAll(() => t.close());

async function build(user: ReturnType<typeof asUser>, body: object): Promise<BuiltRecipe[]> {
  const res = await user.post('/api/recipes/from-ingredients', { useDietaryPreferences: false, ...body });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json<BuildResult>();
  expect(result.success).toBe(true);
  return result.recipes;
}
const titles = (recipes: BuiltRecipe[]) => recipes.map((r) => r.recipe_title);
const ids = (recipes: BuiltRecipe[]) => recipes.map((r) => r.recipe_id).sort((a, b) => a - b);

/** Best first: the share at hand never rises down the list, but for what a title naming your ingredients (in your words) adds. */
function expectRanked(recipes: BuiltRecipe[]) {
  for (let i = 1; i < recipes.length; i += 1) {
    const before = recipes[i - 1]!;
    expect(recipes[i]!.match_score).toBeLessThanOrEqual(
      before.match_score + 2 * NAMED_BONUS * before.used_ingredients.length + 1e-9,
    );
  }
}

describe('build from ingredients', () => {
  it('needs a primary ingredient that is not blank', async () => {
    for (const body of [{}, { primaryIngredient: '' }, { primaryIngredient: '   ', secondaryIngredient: 'tomato' }]) {
      const res = await me.post('/api/recipes/from-ingredients', { useDietaryPreferences: false, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'BAD_REQUEST',
          message: 'Primary ingredient required: Please add a primary ingredient to generate recipes.',
        },
      });
    }
  });

  it('needs sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/from-ingredients',
      headers: { origin: ORIGIN },
      payload: { primaryIngredient: 'aloo' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('finds recipes that use both ingredients, reading regional names ("aloo" is potato), best first', async () => {
    const recipes = await build(me, { primaryIngredient: 'aloo', secondaryIngredient: 'tomato' });
    expect(recipes.length).toBeGreaterThanOrEqual(5);
    expect(titles(recipes)).toContain('Punjabi Aloo Gobi');
    expect(titles(recipes)).not.toContain('Idli');
    // written in Hindi, the same recipes
    const hindi = await build(me, { primaryIngredient: 'आलू', secondaryIngredient: 'टमाटर' });
    expect(titles(hindi).sort()).toEqual(titles(recipes).sort());
    for (const r of recipes) {
      expect(r.used_ingredients).toEqual(['aloo', 'tomato']);
      expect(r.missing_ingredients.length).toBe(r.main_ingredients_count - r.main_ingredients_at_hand);
      expect(r.missing_ingredients.map((m) => m.toLowerCase())).not.toContain('salt');
      expect(r).toMatchObject({
        recipe_picture: expect.stringMatching(/^\/recipes\/.+\.webp$/),
        recipe_prep_time_mins: expect.any(Number),
        recipe_ss_calories: expect.any(Number),
      });
      expect(r.card.id).toBe(r.recipe_id);
      expect(r.recipe_URL).toBe(`/dashboard/recipes/${r.recipe_id}`);
    }
    expectRanked(recipes);
    // Same recipes by the English and the Hindi names, singular or plural.
    expect(ids(await build(me, { primaryIngredient: 'Potatoes', secondaryIngredient: 'tamatar' }))).toEqual(
      ids(recipes),
    );
  });

  it('ranks recipes with less missing first, and counts forms of a food (baby, boiled potatoes) as the food', async () => {
    const recipes = await build(me, { primaryIngredient: 'potato' });
    expectRanked(recipes);
    const best = recipes[0]!;
    const aloo = recipes.find((r) => r.recipe_title === 'Punjabi Aloo Gobi');
    if (aloo) expect(best.match_score).toBeGreaterThanOrEqual(aloo.match_score);
    expect(best.match_score).toBeGreaterThan(recipes.at(-1)!.match_score);
    // "Sheet-Pan ... Chicken with Potatoes" uses baby potatoes: found by the chicken and by the potato.
    const withChicken = await build(me, { primaryIngredient: 'chicken', secondaryIngredient: 'potatoes' });
    expect(titles(withChicken).some((title) => /potato/i.test(title))).toBe(true);
  });

  it('honours dietary preferences when asked, and only then', async () => {
    const person = await buildUser(t.app);
    const user = asUser(t.app, person.cookie);
    const filters = await t.database.db
      .select({ id: preferenceFilters.id })
      .from(preferenceFilters)
      .where(eq(preferenceFilters.filterKey, 'dietary_preference'));
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: person.cookie, origin: ORIGIN },
      payload: { selections: [{ filterId: filters[0]!.id, selectedValues: ['Vegan'] }] },
    });
    expect(saved.statusCode).toBe(200);
    const all = await build(user, { primaryIngredient: 'potato' });
    expect(all.some((r) => !r.card.isVegan)).toBe(true); // the tortilla has eggs
    const vegan = await build(user, { primaryIngredient: 'potato', useDietaryPreferences: true });
    expect(vegan.length).toBeGreaterThan(0);
    expect(vegan.every((r) => r.card.isVegan)).toBe(true);
    // Someone without preferences gets everything either way.
    expect(ids(await build(me, { primaryIngredient: 'potato', useDietaryPreferences: true }))).toEqual(ids(all));
  });

  it('corrects typos as search does, and reaches every lentil dish from "dal"', async () => {
    const paneer = await build(me, { primaryIngredient: 'paneer' });
    expect(paneer.length).toBeGreaterThan(3);
    expect(ids(await build(me, { primaryIngredient: 'panner' }))).toEqual(ids(paneer));
    // results are capped, so the reach of "dal" is read from the foods it stands for
    const [dal, ...kinds] = await resolveIngredients(t.database.db, [
      'dal',
      'toor dal',
      'masoor dal',
      'moong dal',
      'urad dal',
      'chana dal',
      'lentils',
      'cooked lentils',
    ]);
    for (const kind of kinds) {
      expect(kind.foodIds.length, kind.input).toBeGreaterThan(0);
      expect(dal!.foodIds, kind.input).toEqual(expect.arrayContaining(kind.foodIds));
    }
  });

  it('finds nothing, plainly, for something no recipe uses', async () => {
    expect(await build(me, { primaryIngredient: 'dragonfruit unicorn' })).toEqual([]);
  });
});

describe('ranked by the main ingredients you have', () => {
  const list = async (ingredients: string[]) => {
    const res = await me.post('/api/recipes/from-ingredient-list', { ingredients, useDietaryPreferences: false });
    expect(res.statusCode).toBe(200);
    return res.json<BuildResult>().recipes;
  };

  it('puts Aloo Gobi first for potatoes, cauliflower and tomatoes, saying what you have and what is missing', async () => {
    const recipes = await list(['potatoes', 'cauliflower', 'tomatoes']);
    const gobi = recipes.findIndex((r) => r.recipe_title === 'Punjabi Aloo Gobi');
    const caprese = recipes.findIndex((r) => r.recipe_title === 'Insalata Caprese');
    expect(gobi).toBeGreaterThanOrEqual(0);
    expect(gobi).toBeLessThan(3);
    expect(caprese < 0 || caprese > gobi).toBe(true);
    // Potatoes, cauliflower, tomatoes and onion are its main ingredients; the spices, oil, salt, ginger and chillies are not.
    expect(recipes[gobi]).toMatchObject({
      main_ingredients_count: 4,
      main_ingredients_at_hand: 3,
      missing_ingredients: ['onion'],
    });
  });

  it('puts the dish named after what you have first: Aloo Gobi for a pantry of aloo and gobi', async () => {
    const recipes = await list(['aloo', 'gobi']);
    expect(recipes[0]).toMatchObject({ recipe_title: 'Punjabi Aloo Gobi', used_ingredients: ['aloo', 'gobi'] });
    expect(recipes.some((r) => r.recipe_title === 'Aloo Posto')).toBe(true); // its potatoes are more of it, but it is not the dish asked for
  });

  it('reads a regional name as the kitchen asked for, limes as their juice, and minced goat as mutton mince', async () => {
    const top3 = async (primaryIngredient: string, secondaryIngredient?: string) =>
      titles(await build(me, { primaryIngredient, ...(secondaryIngredient ? { secondaryIngredient } : {}) })).slice(
        0,
        3,
      );
    // named in the word typed, it climbs; 'Smoky Eggplant' is named only by synonym. With 'eggplant' (the food's own
    // name, which says nothing of a kitchen) it ranks by how much of it is eggplant alone, so lower.
    const byRegionalName = (await top3('baingan')).indexOf('Baingan Bharta');
    const byFoodName = (await build(me, { primaryIngredient: 'eggplant' })).findIndex(
      (r) => r.recipe_title === 'Baingan Bharta',
    );
    expect(byRegionalName).toBeGreaterThanOrEqual(0);
    expect(byFoodName).toBeGreaterThan(byRegionalName);
    // its lime juice is squeezed from the limes at hand (else it would not use both); first or after a dish with more lime
    expect(await top3('avocado', 'lime')).toContain('Chunky Guacamole');
    expect((await top3('mutton mince', 'peas'))[0]).toBe('Keema Matar'); // '500 g minced goat or lamb' is keema
  });

  it('puts the biryani in the top three for chicken and rice, short of none of its spices', async () => {
    const recipes = await build(me, { primaryIngredient: 'chicken', secondaryIngredient: 'rice' });
    const biryani = recipes.findIndex((r) => r.recipe_title === 'Hyderabadi Chicken Dum Biryani');
    expect(biryani).toBeGreaterThanOrEqual(0);
    expect(biryani).toBeLessThan(3);
    const missing = recipes[biryani]!.missing_ingredients.join(' ');
    for (const staple of ['salt', 'oil', 'turmeric', 'garam masala', 'cardamom', 'saffron', 'water'])
      expect(missing).not.toContain(staple);
    for (const r of recipes) {
      expect(r.main_ingredients_count - r.main_ingredients_at_hand).toBe(r.missing_ingredients.length);
      expect(r.main_ingredients_at_hand).toBeGreaterThanOrEqual(1);
    }
  });

  it('ranks by a cuisine you like among equals, and filters only by diet when preferences are used', async () => {
    const person = await buildUser(t.app);
    const user = asUser(t.app, person.cookie);
    const rows = await t.database.db
      .select({ id: preferenceFilters.id, key: preferenceFilters.filterKey })
      .from(preferenceFilters);
    const cuisine = rows.find((r) => r.key === 'cuisine_preference');
    expect(cuisine).toBeDefined();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: person.cookie, origin: ORIGIN },
      payload: { selections: [{ filterId: cuisine!.id, selectedValues: ['Italian'] }] },
    });
    expect(saved.statusCode).toBe(200);
    const plain = await build(user, { primaryIngredient: 'chicken', secondaryIngredient: 'rice' });
    const liked = await build(user, {
      primaryIngredient: 'chicken',
      secondaryIngredient: 'rice',
      useDietaryPreferences: true,
    });
    // An Italian cuisine preference does not hide the biryani: the same recipes, ranked the same way by what you have.
    expect(ids(liked)).toEqual(ids(plain));
  });
});

describe('recipes from a whole pantry', () => {
  it('ranks recipes by the share of their ingredients at hand, none required', async () => {
    const res = await me.post('/api/recipes/from-ingredient-list', {
      ingredients: ['aloo', 'tomato', 'onion', 'cauliflower', 'ginger', ' '],
      useDietaryPreferences: false,
    });
    expect(res.statusCode).toBe(200);
    const recipes = res.json<BuildResult>().recipes;
    expectRanked(recipes);
    const gobi = recipes.find((r) => r.recipe_title === 'Punjabi Aloo Gobi');
    expect(gobi?.used_ingredients).toEqual(['aloo', 'tomato', 'onion', 'cauliflower', 'ginger']);
    expect(recipes.some((r) => r.used_ingredients.length === 1)).toBe(true);
  });

  it('needs at least one ingredient', async () => {
    const res = await me.post('/api/recipes/from-ingredient-list', {
      ingredients: ['  '],
      useDietaryPreferences: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(PANTRY_MESSAGES.listRequired);
  });
});
