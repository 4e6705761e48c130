import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../adapters/cache/memory-cache';
import { recipeFilterCounts, recipes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { listFilterOptions } from './filter-options.queries';

/** recipe_filter_counts (migration 0012) follows every insert, update and delete of catalogue recipes. */

let t: TestApp;
let base: typeof recipes.$inferInsert;
beforeAll(async () => {
  t = await createTestApp({}, { catalogue: true });
  const [row] = await t.database.db.select().from(recipes).limit(1);
  const { id: _id, searchVector: _sv, titleVector: _tv, filterTokens: _ft, ...rest } = row!;
  base = rest as typeof recipes.$inferInsert;
}, 120_000);
afterAll(() => t.close());

/** The options as a fresh search would read them (a new cache each time). */
const cuisineCount = async (value: string, userId: string | null = null) =>
  (await listFilterOptions(t.database.db, { userId, cache: createMemoryCache() })).cuisines.find(
    (c) => c.value === value,
  )?.count;

/** What counting the catalogue itself gives, to compare the kept counts with. */
async function countedByScan() {
  const rows = await t.database.db.select({ cuisine: recipes.cuisine, ownerId: recipes.ownerId }).from(recipes);
  const counts = new Map<string, number>();
  for (const r of rows) if (r.ownerId === null) counts.set(r.cuisine, (counts.get(r.cuisine) ?? 0) + 1);
  return counts;
}

describe('recipe_filter_counts', () => {
  it('equals a count of the catalogue after the seed', async () => {
    const kept = await t.database.db
      .select()
      .from(recipeFilterCounts)
      .where(eq(recipeFilterCounts.filterGroup, 'cuisines'));
    expect(new Map(kept.map((k) => [k.value, k.recipeCount]))).toEqual(await countedByScan());
  });

  it('follows an insert, an update and a delete, and leaves a value out once nothing has it', async () => {
    const db = t.database.db;
    const [made] = await db
      .insert(recipes)
      .values([1, 2].map((i) => ({ ...base, slug: `atlantis-${i}`, cuisine: 'Atlantean', ownerId: null })))
      .returning({ id: recipes.id });
    expect(await cuisineCount('Atlantean')).toBe(2);
    await db.update(recipes).set({ cuisine: 'Lemurian' }).where(eq(recipes.id, made!.id));
    expect(await cuisineCount('Atlantean')).toBe(1);
    expect(await cuisineCount('Lemurian')).toBe(1);
    await db.delete(recipes).where(eq(recipes.cuisine, 'Atlantean'));
    expect(await cuisineCount('Atlantean')).toBeUndefined();
    await db.delete(recipes).where(eq(recipes.cuisine, 'Lemurian'));
    expect(await cuisineCount('Lemurian')).toBeUndefined();
    const kept = await db.select().from(recipeFilterCounts).where(eq(recipeFilterCounts.filterGroup, 'cuisines'));
    expect(new Map(kept.map((k) => [k.value, k.recipeCount]))).toEqual(await countedByScan());
  });
});
