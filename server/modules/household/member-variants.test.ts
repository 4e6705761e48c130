import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPreferences, type HouseholdMember } from '../../../domain/family';
import type { GroceryList } from '../../../domain/grocery-list';
import type { GenerateResult } from '../../../domain/meal-plan-generator/contract';
import { fitsPreferences } from '../../../domain/meal-plan-generator/rules';
import type { WeekPlan } from '../../../domain/meal-plans';
import type { NutritionSummary } from '../../../domain/nutrition-summary';
import { RECIPE_FLAGS, type RecipeFlag } from '../../../domain/recipe-search';
import { runSeeds } from '../../db/seed/run-seeds';
import { mealPlanEntries, memberPortions, recipeIngredients, recipes, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser } from '../../test/planning-fixtures';
import { preferencesSeed } from '../preferences/preferences.seed';

/**
 * A variant for one member (decision 032, 2026-11-27): one vegan among meat-eaters. The table's dishes keep the
 * meat-eaters' diet, the vegan gets a dish of the same course that fits them wherever the table's does not; their
 * figures read the variant, the grocery list buys it for their portion. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

let t: TestApp;
type Person = Awaited<ReturnType<typeof buildUser>>;
let owner: Person;
let outsider: Person;
const WEEK = '2026-11-23';
const ALL = ['Breakfast', 'Mid Day Snack', 'Lunch', 'Evening Snack', 'Dinner'];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  await runSeeds(t.database.db, { info: () => undefined }, [preferencesSeed]);
  owner = await buildUser(t.app, { name: 'Anita Rao' });
  outsider = await buildUser(t.app, { name: 'Olu Other' });
  for (const p of [owner, outsider])
    await t.database.db
      .update(user)
      .set({ plan: 'premium', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(user.id, p.id));
}, 300_000);
afterAll(() => t.close());

const as = (p: Person) => asUser(t.app, p.cookie);

describe('one vegan among meat-eaters', () => {
  it('gets a vegan variant wherever the table eats otherwise; everyone eats only dishes of their diet', async () => {
    const add = async (body: object) => {
      const res = await as(owner).post('/api/household/members', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<HouseholdMember>();
    };
    const anita = await add({
      name: 'Anita',
      diet: 'Any',
      targets: { calories: 15400, protein: 760, fat: 520, carbs: 1850 },
      mealTypes: ALL,
    });
    const ravi = await add({
      name: 'Ravi',
      diet: 'Vegan',
      targets: { calories: 14000, protein: 560, fat: 470, carbs: 1850 },
      mealTypes: ['Breakfast', 'Lunch', 'Dinner'],
    });
    const dev = await add({
      name: 'Dev',
      diet: 'Any',
      targets: { calories: 11200, protein: 450, fat: 380, carbs: 1500 },
      mealTypes: ALL,
    });

    const res = await as(owner).post(`/api/meal-plans/${WEEK}/generate`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { plan } = res.json<GenerateResult>();
    const portions = await t.database.db
      .select()
      .from(memberPortions)
      .where(
        inArray(
          memberPortions.entryId,
          plan.entries.map((e) => e.id),
        ),
      );
    const ids = [...plan.entries.map((e) => e.recipe.id), ...portions.flatMap((p) => (p.recipeId ? [p.recipeId] : []))];
    const rows = await t.database.db.select().from(recipes).where(inArray(recipes.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const fits = (id: number, m: HouseholdMember) => {
      const r = byId.get(id)!;
      const flags = Object.fromEntries(RECIPE_FLAGS.map((f) => [f, r[f] === true])) as Record<RecipeFlag, boolean>;
      return fitsPreferences({ ...r, cookMinutes: r.cookMinutes ?? 0, flags }, memberPreferences(m));
    };
    let variants = 0;
    for (const e of plan.entries)
      for (const m of [anita, ravi, dev]) {
        const mine = portions.find((p) => p.entryId === e.id && p.memberId === m.id);
        if (!mine) continue;
        // only Ravi has variants, at most one a meal, and only where the table's dish is not vegan
        if (m.id !== ravi.id) expect(mine.recipeId).toBeNull();
        if (mine.recipeId !== null) {
          variants += 1;
          expect(fits(e.recipe.id, m), `${e.recipe.title} needed no variant`).toBe(false);
          expect(byId.get(mine.recipeId)!.course).toBe(byId.get(e.recipe.id)!.course);
        }
        const eaten = mine.recipeId ?? e.recipe.id;
        expect(fits(eaten, m), `${byId.get(eaten)!.title} for ${m.name}`).toBe(true);
      }
    // the table is not all vegan: the meat-eaters' dishes were free to be theirs
    expect(plan.entries.some((e) => !fits(e.recipe.id, ravi))).toBe(true);
    expect(variants).toBeGreaterThan(0);

    // the week read by the grid names Ravi's dish
    const week = (await as(owner).get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan!;
    const withVariant = week.entries.find((e) => e.portions?.some((p) => p.variant))!;
    const raviPortion = withVariant.portions!.find((p) => p.memberId === ravi.id)!;
    expect(raviPortion.variant!.title).toBe(
      byId.get(portions.find((p) => p.entryId === withVariant.id && p.memberId === ravi.id)!.recipeId!)!.title,
    );

    // Ravi's figures read his variants' nutrition
    const summary = (
      await as(owner).get(`/api/household/members/${ravi.id}/nutrition/${WEEK}`)
    ).json<NutritionSummary>();
    const expected = portions
      .filter((p) => p.memberId === ravi.id)
      .reduce((sum, p) => {
        const e = plan.entries.find((x) => x.id === p.entryId)!;
        return sum + byId.get(p.recipeId ?? e.recipe.id)!.calories * p.servings;
      }, 0);
    expect(summary.consumed.calories).toBeCloseTo(expected, -1);

    // an outsider can neither read Ravi's figures nor change him, and sees no plan
    expect((await as(outsider).get(`/api/household/members/${ravi.id}/nutrition/${WEEK}`)).statusCode).toBe(404);
    const change = await as(outsider).put(`/api/household/members/${ravi.id}`, {
      name: 'Hacked',
      diet: 'Any',
      targets: ravi.targets,
      mealTypes: ALL,
    });
    expect(change.statusCode).toBe(404);
    expect((await as(outsider).get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan).toBeNull();

    // the grocery list buys the variant for Ravi's portion: one entry kept, its variant's ingredients on the list
    const kept = withVariant;
    await t.database.db.delete(mealPlanEntries).where(
      and(
        eq(mealPlanEntries.mealPlanId, plan.id),
        inArray(
          mealPlanEntries.id,
          week.entries.filter((e) => e.id !== kept.id).map((e) => e.id),
        ),
      ),
    );
    const [variantRow] = await t.database.db
      .select({ recipeId: memberPortions.recipeId })
      .from(memberPortions)
      .where(and(eq(memberPortions.entryId, kept.id), isNotNull(memberPortions.recipeId)));
    const variantLines = await t.database.db
      .select({ name: recipeIngredients.name })
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, variantRow!.recipeId!));
    const mainLines = await t.database.db
      .select({ name: recipeIngredients.name })
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, kept.recipe.id));
    const list = await as(owner).post(`/api/grocery/${WEEK}/build`, {});
    expect(list.statusCode, list.body).toBe(200);
    const built = list.json<GroceryList>();
    const items = [...built.aisles.flatMap((a) => a.items), ...built.checkYouHave]; // staples and spices too
    // the list has more lines than the table's dish alone: the variant's own ingredients are bought too
    const distinct = new Set([...variantLines, ...mainLines].map((l) => l.name.toLowerCase())).size;
    expect(items.length).toBeGreaterThan(new Set(mainLines.map((l) => l.name.toLowerCase())).size - 1);
    expect(items.length).toBeLessThanOrEqual(distinct + 1);
    expect(variantLines.length).toBeGreaterThan(0);
  }, 120_000);
});
