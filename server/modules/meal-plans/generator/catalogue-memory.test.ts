import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idealCalories } from '../../../../domain/meal-plan-generator/candidates';
import { DEFAULT_WEEKLY_TARGETS, type WeeklyTargets } from '../../../../domain/nutrition-targets';
import { NO_PREFERENCES, type SearchPreferences } from '../../../../domain/recipe-search';
import { recipes, user } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildUser } from '../../../test/factories';
import { asUser, insertCustomRecipe } from '../../../test/planning-fixtures';
import { cutCandidateRows } from './candidate-rows';
import { listCandidateRows } from './candidates.queries';
import { readCatalogueVersion } from './catalogue.queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  await t.app.catalogue.refresh();
}, 120_000);
afterAll(() => t.close());

const snackAim = (targets: WeeklyTargets = DEFAULT_WEEKLY_TARGETS) => idealCalories(targets).get('snack')!;
const read = (userId: string, preferences: SearchPreferences = NO_PREFERENCES, perCourse = 20) =>
  listCandidateRows(t.database.db, {
    userId,
    preferences,
    targets: DEFAULT_WEEKLY_TARGETS,
    perCourse,
    catalogue: t.app.catalogue.current,
  });
const candidateIds = async (userId: string, preferences?: SearchPreferences, perCourse?: number) =>
  cutCandidateRows((await read(userId, preferences, perCourse)).rows).map((r) => r.id);
/** A catalogue recipe (no owner) right at the snack aim, so that it is among the nearest. */
const insertCatalogueSnack = (title: string) =>
  t.database.db
    .insert(recipes)
    .values({
      slug: `catalogue-test-${title.toLowerCase().replaceAll(' ', '-')}`,
      title,
      cuisine: 'Indian',
      course: 'Snack',
      diet: 'Vegetarian',
      cookingMethod: 'Stovetop',
      prepMinutes: 5,
      cookMinutes: 10,
      servings: 2,
      steps: ['Toast the makhana in ghee over a low flame until crisp, about 8 minutes.', 'Salt and serve.'],
      calories: snackAim(),
      protein: 6,
      carbs: 22,
      fat: 9,
      fiber: 2,
      sugar: 1,
      sodium: 180,
      nutritionCoverage: 1,
      isVegan: false,
      isGlutenFree: true,
      isJain: true,
      isHighProtein: false,
      isLowCalorie: false,
      isLowCarb: false,
      isLowSugar: true,
      isHighFiber: false,
      isLowSodium: true,
      isQuick30Min: true,
      isOnePot: true,
      isMinimalOil: false,
      isNoDeepFrying: true,
      isNoBaking: true,
      isSteamedOnly: false,
    })
    .returning()
    .then(([row]) => row!);

describe('the catalogue in memory', () => {
  it('gives the same candidates as reading them all from the database, for any preferences', async () => {
    const me = await buildUser(t.app);
    await insertCustomRecipe(t.database.db, me.id, { course: 'Snack', calories: snackAim() + 3 });
    const preferenceSets: SearchPreferences[] = [
      NO_PREFERENCES,
      { ...NO_PREFERENCES, diets: ['vegetarian'] },
      { ...NO_PREFERENCES, cuisines: ['Indian', 'italian'], maxCookingTime: 30 },
      { ...NO_PREFERENCES, flags: { ...NO_PREFERENCES.flags, isGlutenFree: true, isJain: true } },
    ];
    for (const preferences of preferenceSets)
      for (const perCourse of [3, 20, 10_000]) {
        const memory = await read(me.id, preferences, perCourse);
        expect(memory.fromMemory).toBe(true);
        const database = await listCandidateRows(t.database.db, {
          userId: me.id,
          preferences,
          targets: DEFAULT_WEEKLY_TARGETS,
          perCourse,
        });
        expect(database.fromMemory).toBe(false);
        const sorted = (rows: typeof memory.rows) => cutCandidateRows(rows).sort((a, b) => a.id - b.id);
        expect(sorted(memory.rows)).toEqual(sorted(database.rows));
      }
  });

  it("never offers another person's private recipe, and offers one's own", async () => {
    const me = await buildUser(t.app);
    const outsider = await buildUser(t.app);
    const theirs = await insertCustomRecipe(t.database.db, outsider.id, { course: 'Snack', calories: snackAim() });
    const mine = await insertCustomRecipe(t.database.db, me.id, { course: 'Snack', calories: snackAim() });
    expect((await read(me.id)).fromMemory).toBe(true);
    const offered = await candidateIds(me.id);
    expect(offered).toContain(mine.id);
    expect(offered).not.toContain(theirs.id);
    expect(await candidateIds(outsider.id)).toContain(theirs.id);
    expect(t.app.catalogue.current!.size).toBeGreaterThan(100);
  });

  it('is read again when a catalogue recipe is added, changed or deleted, and not for private ones or other columns', async () => {
    const me = await buildUser(t.app);
    const versionAt = () => readCatalogueVersion(t.database.db);
    const start = await versionAt();
    expect(t.app.catalogue.current!.version).toBe(start);

    // a private recipe, and a catalogue recipe's description: not what the generator reads
    await insertCustomRecipe(t.database.db, me.id, { course: 'Snack' });
    const [any] = await t.database.db.select({ id: recipes.id }).from(recipes).limit(1);
    await t.database.db.update(recipes).set({ description: 'Rewritten.' }).where(eq(recipes.id, any!.id));
    expect(await versionAt()).toBe(start);

    // added: the memory is older, so this generation reads the database (and sees it), then memory is reloaded
    const added = await insertCatalogueSnack('Roasted Makhana');
    expect(await versionAt()).toBe(start! + 1);
    const stale = await read(me.id);
    expect(stale.fromMemory).toBe(false);
    expect(cutCandidateRows(stale.rows).map((r) => r.id)).toContain(added.id);
    await t.app.catalogue.refresh();
    expect((await read(me.id)).fromMemory).toBe(true);
    expect(await candidateIds(me.id)).toContain(added.id);

    // changed (far from the aim: no longer among the nearest), then deleted
    await t.database.db.update(recipes).set({ calories: 4000 }).where(eq(recipes.id, added.id));
    expect(await versionAt()).toBe(start! + 2);
    await t.app.catalogue.refresh();
    expect(await candidateIds(me.id)).not.toContain(added.id);
    await t.database.db.update(recipes).set({ calories: snackAim() }).where(eq(recipes.id, added.id));
    await t.app.catalogue.refresh();
    expect(await candidateIds(me.id)).toContain(added.id);
    await t.database.db.delete(recipes).where(eq(recipes.id, added.id));
    expect(await versionAt()).toBe(start! + 4);
    expect(await candidateIds(me.id)).not.toContain(added.id);
    await t.app.catalogue.refresh();
    expect(t.app.catalogue.current!.version).toBe(start! + 4);
    expect(await candidateIds(me.id)).not.toContain(added.id);
  });

  it('serves generation: a week generated from memory', async () => {
    const me = await buildUser(t.app);
    await t.database.db
      .update(user)
      .set({ plan: 'plus', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(user.id, me.id));
    const res = await asUser(t.app, me.cookie).post('/api/meal-plans/2026-11-16/generate', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().plan.entries.length).toBeGreaterThan(20);
    expect(t.app.catalogue.current).not.toBeNull();
  });
});
