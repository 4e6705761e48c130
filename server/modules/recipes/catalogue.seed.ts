import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { SeedFood, SeedRecipe } from '../../../domain/catalogue';
import { mergeFoodTables, parseUsdaFoods } from '../../../domain/ingredients/usda-foods';
import type { Db } from '../../db/client';
import { foods, recipeIngredients, recipes } from '../../db/schema';
import type { Seed } from '../../db/seed/run-seeds';
import { buildRecipe, loadRecipeFoods } from './recipe-builder';

const DATA = join(import.meta.dirname, '../../db/seed/data');

function readJsonArrays<T>(dir: string, schema: z.ZodType<T>): T[] {
  return readdirSync(join(DATA, dir))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => z.array(schema).parse(JSON.parse(readFileSync(join(DATA, dir, f), 'utf8'))));
}

/** The team's own foods (named as recipes name them, with dietary facts). */
export const readSeedFoods = () => readJsonArrays('foods', SeedFood);
/** The whole food table: the team's foods and the USDA SR28 foods (scripts/foods/derive-food-table.ts). */
export const readFoodTable = () =>
  mergeFoodTables(readSeedFoods(), parseUsdaFoods(readFileSync(join(DATA, 'sr28/sr28-foods.tsv'), 'utf8')));
export const readSeedRecipes = () => readJsonArrays('recipes', SeedRecipe);

/** The picture the offline script draws for a catalogue recipe (scripts/make-pictures.ts). */
export const cataloguePicture = (slug: string) => `/recipes/${slug}.webp`;

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The food table. It also runs on a database seeded before the table grew (the USDA foods came after the
 * team's): it then adds the foods whose keys are missing and leaves the rows recipes already point at.
 */
export const foodsSeed: Seed = {
  name: 'foods',
  async isEmpty(db) {
    const [row] = await db.select({ n: count() }).from(foods);
    return (row?.n ?? 0) < readFoodTable().length;
  },
  async run(db) {
    const rows = readFoodTable().map((f) => ({
      key: f.key,
      name: f.name,
      aliases: f.aliases,
      aisle: f.aisle,
      ...f.per100g,
      portions: f.portions as Record<string, number>,
      mlDensity: f.mlDensity ?? null,
      facts: f.facts,
      ndb: f.ndb ?? null,
    }));
    await insertChunked(rows, 500, (chunk) =>
      db.insert(foods).values(chunk).onConflictDoNothing({ target: foods.key }),
    );
  },
};

/** Every catalogue recipe with its ingredients parsed and its nutrition computed. */
export async function seedCatalogue(db: Db, seeds = readSeedRecipes()): Promise<number> {
  const { engineFoods, foodIds } = await loadRecipeFoods(db);
  const built = seeds.map((s) => buildRecipe({ ...s, picture: cataloguePicture(s.slug) }, engineFoods, foodIds));
  const ids: number[] = [];
  await insertChunked(built, 100, async (chunk) => {
    const inserted = await db
      .insert(recipes)
      .values(chunk.map((b) => b.recipe))
      .returning({ id: recipes.id });
    ids.push(...inserted.map((r) => r.id));
  });
  const lines = built.flatMap((b, i) => b.ingredients.map((line) => ({ ...line, recipeId: ids[i]! })));
  await insertChunked(lines, 500, (chunk) => db.insert(recipeIngredients).values(chunk));
  return built.length;
}

export const catalogueSeed: Seed = {
  name: 'recipe catalogue',
  async isEmpty(db) {
    const [row] = await db.select({ n: count() }).from(recipes).where(isNull(recipes.ownerId));
    return (row?.n ?? 0) === 0;
  },
  run: (db) => seedCatalogue(db).then(() => undefined),
};
