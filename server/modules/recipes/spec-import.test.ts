import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recipes } from '../../db/schema';
import { runSeeds } from '../../db/seed/run-seeds';
import { createTestApp, type TestApp } from '../../test/app';
import { foodsSeed } from './catalogue.seed';
import { importSpecRows } from './spec-import';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeeds(t.database.db, { info: () => undefined }, [foodsSeed]);
});
afterAll(() => t.close());

const row = {
  recipe_title: 'Aloo Jeera',
  recipe_cuisine: 'Indian',
  recipe_course: 'Side Dish',
  recipe_diet: 'Vegan',
  recipe_prep_time_mins: '10',
  recipe_cooking_time_mins: '15',
  recipe_cooking_method: 'Sauteed',
  ingredients: ['4 medium potatoes, boiled and cubed', '2 tbsp oil', '1 tsp cumin seeds', 'salt to taste'],
  steps: ['Heat the oil, add the cumin and let it splutter.', 'Add the potatoes and salt and toss for 5 minutes.'],
};

it('imports rows whose flags are booleans or yes/true/1 texts, derived flags filling the rest', async () => {
  await importSpecRows(t.database.db, [
    { ...row, recipe_is_one_pot: 'YES', is_high_protein: '1' },
    { ...row, recipe_title: 'Aloo Jeera (not vegan)', recipe_is_vegan: 'false' },
  ]);
  const [first] = await t.database.db.select().from(recipes).where(eq(recipes.title, 'Aloo Jeera'));
  expect(first).toMatchObject({
    isOnePot: true,
    isHighProtein: true,
    isVegan: true,
    isJain: false,
    isQuick30Min: true,
  });
  expect(first!.calories).toBeGreaterThan(100);
  const [second] = await t.database.db.select().from(recipes).where(eq(recipes.title, 'Aloo Jeera (not vegan)'));
  expect(second!.isVegan).toBe(false);
});

it('refuses a row that does not validate, importing nothing', async () => {
  await expect(importSpecRows(t.database.db, [row, { recipe_title: 'X' }])).rejects.toThrow(/row 1/);
});
