import { eq, sql, type SQL } from 'drizzle-orm';
import type { FilterGroup, FilterOptions } from '../../../domain/recipe-search';
import type { Cache } from '../../adapters/cache/cache';
import { createMemoryCache } from '../../adapters/cache/memory-cache';
import type { Db } from '../../db/client';
import { selectRows } from './raw-rows';
import { recipeFilterCounts, recipes } from '../../db/schema';

/** The catalogue changes only when it is seeded or imported; its counts are kept this long (the table is cheap to read). */
const CATALOGUE_TTL_MS = 5 * 60_000;

const GROUPS = ['cuisines', 'diets', 'cookingMethods', 'courses'] as const satisfies readonly FilterGroup[];

type Counts = Record<FilterGroup, Map<string, number>>;

type CountRow = {
  cuisine: string | null;
  diet: string | null;
  method: string | null;
  course: string | null;
  n: number;
};

/** The count of every value of every group, in one pass over the rows (grouping sets). */
async function countValues(db: Db, where: SQL): Promise<Counts> {
  const rows = await selectRows<CountRow>(
    db,
    sql`
    select ${recipes.cuisine} as cuisine, ${recipes.diet} as diet, ${recipes.cookingMethod} as method, ${recipes.course} as course,
      count(*)::int as n
    from ${recipes} where ${where}
    group by grouping sets ((${recipes.cuisine}), (${recipes.diet}), (${recipes.cookingMethod}), (${recipes.course}))`,
  );
  const counts: Counts = { cuisines: new Map(), diets: new Map(), cookingMethods: new Map(), courses: new Map() };
  for (const r of rows) {
    if (r.cuisine !== null) counts.cuisines.set(r.cuisine, r.n);
    else if (r.diet !== null) counts.diets.set(r.diet, r.n);
    else if (r.method !== null) counts.cookingMethods.set(r.method, r.n);
    else if (r.course !== null) counts.courses.set(r.course, r.n);
  }
  return counts;
}

/** The counts as JSON can keep them (a cache may be Redis): [value, count] pairs per group. */
type StoredCounts = Record<FilterGroup, [string, number][]>;

/** Without app.cache (scripts, benchmarks): one in-process cache per database. */
const ownCaches = new WeakMap<Db, Cache>();
const cacheOf = (db: Db, cache: Cache | undefined) => {
  if (cache) return cache;
  let own = ownCaches.get(db);
  if (!own) ownCaches.set(db, (own = createMemoryCache()));
  return own;
};

/**
 * Counts of the catalogue's values, from recipe_filter_counts (kept by triggers on recipes, migration 0012):
 * a few rows, never a pass over a large catalogue on the request path. Cached a few minutes all the same
 * (with Redis, for every instance).
 */
async function catalogueCounts(db: Db, cache: Cache | undefined): Promise<Counts> {
  const stored = await cacheOf(db, cache).remember<StoredCounts>(
    'recipes:filter-counts',
    CATALOGUE_TTL_MS,
    async () => {
      const rows = await db
        .select({
          group: recipeFilterCounts.filterGroup,
          value: recipeFilterCounts.value,
          n: recipeFilterCounts.recipeCount,
        })
        .from(recipeFilterCounts);
      const stored = Object.fromEntries(GROUPS.map((g) => [g, []])) as unknown as StoredCounts;
      for (const r of rows) if (r.group in stored) stored[r.group as FilterGroup].push([r.value, r.n]);
      return stored;
    },
  );
  return Object.fromEntries(GROUPS.map((g) => [g, new Map(stored[g])])) as Counts;
}

async function visibleCounts(db: Db, userId: string | null, cache: Cache | undefined): Promise<Counts> {
  const catalogue = await catalogueCounts(db, cache);
  if (!userId) return catalogue;
  const own = await countValues(db, eq(recipes.ownerId, userId));
  const merged = {} as Counts;
  for (const group of GROUPS) {
    merged[group] = new Map(catalogue[group]);
    for (const [value, n] of own[group]) merged[group].set(value, (merged[group].get(value) ?? 0) + n);
  }
  return merged;
}

/** Filter options with counts over the catalogue and the caller's own recipes, most common first. */
export async function listFilterOptions(
  db: Db,
  { userId, cache }: { userId: string | null; cache?: Cache },
): Promise<FilterOptions> {
  const counts = await visibleCounts(db, userId, cache);
  const sorted = (m: Map<string, number>) =>
    [...m]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return {
    cuisines: sorted(counts.cuisines),
    diets: sorted(counts.diets),
    cookingMethods: sorted(counts.cookingMethods),
    courses: sorted(counts.courses),
  };
}

/** The values of each filter group a person can see (for resolving a search's group filters). */
export async function listFilterValues(
  db: Db,
  { userId, cache }: { userId: string | null; cache?: Cache },
): Promise<Record<FilterGroup, string[]>> {
  const counts = await visibleCounts(db, userId, cache);
  return {
    cuisines: [...counts.cuisines.keys()],
    diets: [...counts.diets.keys()],
    cookingMethods: [...counts.cookingMethods.keys()],
    courses: [...counts.courses.keys()],
  };
}
