import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSES } from '../../../domain/catalogue';
import { runSeeds } from '../../db/seed/run-seeds';
import { foods, recipeIngredients, recipes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { catalogueSeed, foodsSeed, readFoodTable } from './catalogue.seed';

let t: TestApp;
let rows: (typeof recipes.$inferSelect)[];
const log = { info: () => undefined };
beforeAll(async () => {
  t = await createTestApp();
  await runSeeds(t.database.db, log, [foodsSeed, catalogueSeed]);
  rows = await t.database.db.select().from(recipes);
}, 120_000);
afterAll(() => t.close());

describe('the seeded catalogue', () => {
  it('has at least 300 recipes over 15 cuisines, 80 Indian of which 20 Jain, and every course', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.cuisine)).size).toBeGreaterThanOrEqual(15);
    const indian = rows.filter((r) => r.cuisine === 'Indian');
    expect(indian.length).toBeGreaterThanOrEqual(80);
    expect(indian.filter((r) => r.isJain).length).toBeGreaterThanOrEqual(20);
    for (const course of COURSES) expect(rows.some((r) => r.course === course)).toBe(true);
  });

  it('matches nearly every ingredient line to a food', async () => {
    const lines = await t.database.db.select({ foodId: recipeIngredients.foodId }).from(recipeIngredients);
    const matched = lines.filter((l) => l.foodId !== null).length;
    expect(matched / lines.length).toBeGreaterThan(0.97);
  });

  it('derives flags that agree with the diet each recipe was written for', () => {
    const disagree = (diet: string, flag: 'isJain' | 'isVegan') =>
      rows.filter((r) => r.diet === diet && !r[flag]).map((r) => r.slug);
    expect(disagree('Jain', 'isJain')).toEqual([]);
    expect(disagree('Vegan', 'isVegan')).toEqual([]);
    const meatCalledVegan = rows
      .filter((r) => r.diet === 'Non-Vegetarian' && (r.isVegan || r.isJain))
      .map((r) => r.slug);
    expect(meatCalledVegan).toEqual([]);
  });

  it('gives every recipe a plausible nutrition per serving', () => {
    const odd = rows
      .filter((r) => r.calories < 15 || r.calories > 1400 || r.protein < 0 || r.sodium > 4000)
      .map((r) => `${r.slug} ${r.calories} kcal ${r.sodium} mg`);
    expect(odd).toEqual([]);
  });

  it('keeps the lines of a recipe in order with their groups', async () => {
    const [dish] = rows.filter((r) => r.slug === 'jain-chana-masala').concat(rows);
    const lines = await t.database.db.select().from(recipeIngredients).where(eq(recipeIngredients.recipeId, dish!.id));
    expect(lines.map((l) => l.position)).toEqual(lines.map((_, i) => i));
  });

  it('is seeded once', async () => {
    expect(await runSeeds(t.database.db, log, [foodsSeed, catalogueSeed])).toEqual([]);
  });

  it("holds the team's foods and every USDA SR28 food none of them claims", async () => {
    const table = await t.database.db.select({ key: foods.key, ndb: foods.ndb }).from(foods);
    const usda = table.filter((f) => f.key.startsWith('usda-'));
    const claimed = new Set(table.filter((f) => !f.key.startsWith('usda-') && f.ndb).map((f) => f.ndb));
    expect(usda.length + claimed.size).toBe(8790);
    expect(table.some((f) => f.key === 'paneer')).toBe(true);
  });

  it('adds the foods a database seeded before the USDA table lacks, keeping the rows recipes point at', async () => {
    const [before] = await t.database.db.select({ id: foods.id }).from(foods).where(eq(foods.key, 'paneer'));
    await t.database.db.delete(foods).where(like(foods.key, 'usda-03%')); // baby foods: no recipe line names them
    expect(await runSeeds(t.database.db, log, [foodsSeed, catalogueSeed])).toEqual(['foods']);
    const [after] = await t.database.db.select({ id: foods.id }).from(foods).where(eq(foods.key, 'paneer'));
    expect(after?.id).toBe(before?.id);
    const [row] = await t.database.db.select({ n: count() }).from(foods);
    expect(row?.n).toBe(readFoodTable().length);
  });
});
