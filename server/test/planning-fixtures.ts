import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recipes } from '../db/schema';
import { runSeeds } from '../db/seed/run-seeds';
import { catalogueSeed, foodsSeed } from '../modules/recipes/catalogue.seed';
import { ORIGIN } from './factories';

/** The real foods and recipe catalogue, seeded into a test database (a few seconds). */
export async function seedCatalogue(db: Db): Promise<void> {
  await runSeeds(db, { info: () => undefined }, [foodsSeed, catalogueSeed]);
}

type RecipeRow = typeof recipes.$inferSelect;

/** Catalogue recipes of a course, in id order. */
export async function catalogueRecipes(db: Db, course?: string): Promise<RecipeRow[]> {
  return db
    .select()
    .from(recipes)
    .where(and(isNull(recipes.ownerId), course ? eq(recipes.course, course) : undefined))
    .orderBy(recipes.id);
}

let customCounter = 0;

/** A custom recipe that belongs to one person. */
export async function insertCustomRecipe(
  db: Db,
  ownerId: string,
  over: Partial<typeof recipes.$inferInsert> = {},
): Promise<RecipeRow> {
  customCounter += 1;
  const flags = {
    isVegan: false,
    isGlutenFree: false,
    isJain: false,
    isHighProtein: false,
    isLowCalorie: false,
    isLowCarb: false,
    isLowSugar: false,
    isHighFiber: false,
    isLowSodium: false,
    isQuick30Min: true,
    isOnePot: true,
    isMinimalOil: false,
    isNoDeepFrying: true,
    isNoBaking: true,
    isSteamedOnly: false,
  };
  const [row] = await db
    .insert(recipes)
    .values({
      slug: `custom-${customCounter}-${Date.now()}`,
      ownerId,
      title: 'Grandma’s Secret Dal',
      description: 'A family recipe.',
      cuisine: 'Indian',
      course: 'Dinner',
      diet: 'Vegetarian',
      cookingMethod: 'Simmered',
      prepMinutes: 10,
      cookMinutes: 30,
      servings: 2,
      steps: ['Cook it well.', 'Serve it hot.'],
      calories: 350,
      protein: 15,
      carbs: 45,
      fat: 10,
      fiber: 8,
      sugar: 3,
      sodium: 400,
      nutritionCoverage: 1,
      ...flags,
      ...over,
    })
    .returning();
  return row!;
}

/** Requests as one signed-in person, from the app's own origin. */
export function asUser(app: FastifyInstance, cookie: string) {
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload === undefined ? {} : { payload }) });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: object) => send('POST', url, payload),
    put: (url: string, payload: object) => send('PUT', url, payload),
    patch: (url: string, payload: object) => send('PATCH', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}
