import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAMILY_MESSAGES,
  MEMBER_LIMIT,
  memberPreferences,
  type HouseholdMember,
  type HouseholdMembers,
} from '../../../domain/family';
import type { GroceryList } from '../../../domain/grocery-list';
import type { GenerateResult } from '../../../domain/meal-plan-generator/contract';
import { fitsPreferences } from '../../../domain/meal-plan-generator/rules';
import type { NutritionSummary } from '../../../domain/nutrition-summary';
import { runSeeds } from '../../db/seed/run-seeds';
import { mealPlanEntries, memberPortions, recipes, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser } from '../../test/planning-fixtures';
import { preferencesSeed } from '../preferences/preferences.seed';
import { RECIPE_FLAGS, type RecipeFlag } from '../../../domain/recipe-search';

let t: TestApp;
type Person = Awaited<ReturnType<typeof buildUser>>;
let meera: Person;
let basic: Person;
let other: Person;
const WEEK = '2026-11-16';

const premium = (p: Person) =>
  t.database.db
    .update(user)
    .set({ plan: 'premium', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
    .where(eq(user.id, p.id));

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  await runSeeds(t.database.db, { info: () => undefined }, [preferencesSeed]);
  meera = await buildUser(t.app, { name: 'Meera Iyer' });
  basic = await buildUser(t.app, { name: 'Ben Basic' });
  other = await buildUser(t.app, { name: 'Olu Other' });
  await premium(meera);
  await premium(other);
}, 120_000);
afterAll(() => t.close());

const as = (p: Person) => asUser(t.app, p.cookie);
const message = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;
const ALL = ['Breakfast', 'Mid Day Snack', 'Lunch', 'Evening Snack', 'Dinner'];
const member = (over: Record<string, unknown> = {}) => ({
  name: 'Asha',
  diet: 'Any',
  glutenFree: false,
  targets: { calories: 14000, protein: 600, fat: 480, carbs: 1800 },
  mealTypes: ALL,
  ...over,
});

describe('household members', () => {
  it('shows a Basic person what Premium would give, and refuses to add a member', async () => {
    const list = (await as(basic).get('/api/household/members')).json<HouseholdMembers>();
    expect(list).toEqual({ available: false, members: [], limit: MEMBER_LIMIT });
    const res = await as(basic).post('/api/household/members', member());
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(FAMILY_MESSAGES.premiumOnly);
    const nutrition = await as(basic).get(`/api/household/members/1/nutrition/${WEEK}`);
    expect(nutrition.statusCode).toBe(403);
  });

  it('asks a visitor to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/household/members' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad input with a clear message', async () => {
    const cases: [object, string][] = [
      [member({ name: '   ' }), FAMILY_MESSAGES.nameRequired],
      [member({ name: undefined }), FAMILY_MESSAGES.nameRequired],
      [
        member({ targets: { calories: 500, protein: 600, fat: 480, carbs: 1800 } }),
        'Weekly calories must be a number from 7000 to 35000 kcal.',
      ],
      [
        member({ targets: { calories: 14000, protein: 5000, fat: 480, carbs: 1800 } }),
        'Weekly protein must be a number from 140 to 2100 g.',
      ],
      [member({ mealTypes: [] }), FAMILY_MESSAGES.mealTypes],
      [member({ mealTypes: ['Brunch'] }), FAMILY_MESSAGES.mealTypes],
      [member({ diet: 'Carnivore' }), FAMILY_MESSAGES.diet],
    ];
    for (const [body, text] of cases) {
      const res = await as(meera).post('/api/household/members', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res)).toContain(text);
    }
    expect((await as(meera).get('/api/household/members')).json<HouseholdMembers>().members).toEqual([]);
  });

  it('keeps at most 8 people, and the ninth is refused', async () => {
    for (let i = 0; i < MEMBER_LIMIT; i += 1)
      expect((await as(other).post('/api/household/members', member({ name: `Person ${i + 1}` }))).statusCode).toBe(
        201,
      );
    const ninth = await as(other).post('/api/household/members', member({ name: 'Ninth' }));
    expect(ninth.statusCode).toBe(400);
    expect(message(ninth)).toBe(FAMILY_MESSAGES.limit);
    expect((await as(other).get('/api/household/members')).json<HouseholdMembers>().members).toHaveLength(MEMBER_LIMIT);
  });

  it('adds, changes and removes members, scoped to the household: another person can neither see nor change them', async () => {
    const created = await as(meera).post('/api/household/members', member({ name: 'Ravi' }));
    expect(created.statusCode).toBe(201);
    const ravi = created.json<HouseholdMember>();
    expect(ravi).toMatchObject({ name: 'Ravi', diet: 'Any', mealTypes: ALL });
    const changed = await as(meera).put(
      `/api/household/members/${ravi.id}`,
      member({ name: 'Ravi K', diet: 'Vegan', mealTypes: ['Dinner', 'Breakfast'] }),
    );
    expect(changed.json<HouseholdMember>()).toMatchObject({
      name: 'Ravi K',
      diet: 'Vegan',
      mealTypes: ['Breakfast', 'Dinner'],
    });

    const theirs = (await as(other).get('/api/household/members')).json<HouseholdMembers>();
    expect(theirs.members.map((m) => m.id)).not.toContain(ravi.id);
    expect((await as(other).put(`/api/household/members/${ravi.id}`, member({ name: 'Hacked' }))).statusCode).toBe(404);
    expect((await as(other).delete(`/api/household/members/${ravi.id}`)).statusCode).toBe(404);
    expect((await as(other).get(`/api/household/members/${ravi.id}/nutrition/${WEEK}`)).statusCode).toBe(404);
    expect((await as(meera).get('/api/household/members')).json<HouseholdMembers>().members[0]!.name).toBe('Ravi K');

    expect((await as(meera).delete(`/api/household/members/${ravi.id}`)).statusCode).toBe(204);
    expect((await as(meera).get('/api/household/members')).json<HouseholdMembers>().members).toEqual([]);
  });
});

describe('a household week', () => {
  it("plans dishes every member may eat, with each member's portions, figures and shopping", async () => {
    const add = async (body: object) => (await as(meera).post('/api/household/members', body)).json<HouseholdMember>();
    const grandma = await add(
      member({
        name: 'Dadi',
        diet: 'Jain',
        targets: { calories: 10500, protein: 380, fat: 360, carbs: 1450 },
        mealTypes: ['Breakfast', 'Lunch', 'Dinner'],
      }),
    );
    const child = await add(
      member({ name: 'Kavi', diet: 'Vegetarian', targets: { calories: 11200, protein: 400, fat: 380, carbs: 1550 } }),
    );
    const adult = await add(
      member({ name: 'Meera', targets: { calories: 15400, protein: 700, fat: 520, carbs: 1950 } }),
    );

    const res = await as(meera).post(`/api/meal-plans/${WEEK}/generate`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { plan } = res.json<GenerateResult>();
    expect(plan.entries.length).toBeGreaterThan(20);

    // every member eats only dishes of their diet: the table's dish, or their variant where it does not fit them
    // (Dadi, Jain, alone narrows the vegetarian table: decision 032, 2026-11-27)
    const eatenRows = await t.database.db
      .select({ entryId: memberPortions.entryId, memberId: memberPortions.memberId, variant: memberPortions.recipeId })
      .from(memberPortions)
      .innerJoin(mealPlanEntries, eq(mealPlanEntries.id, memberPortions.entryId))
      .where(eq(mealPlanEntries.mealPlanId, plan.id));
    const ids = [...plan.entries.map((e) => e.recipe.id), ...eatenRows.flatMap((p) => (p.variant ? [p.variant] : []))];
    const rows = await t.database.db.select().from(recipes).where(inArray(recipes.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const mainOf = new Map(plan.entries.map((e) => [e.id, e.recipe.id]));
    for (const m of [grandma, child, adult])
      for (const p of eatenRows.filter((x) => x.memberId === m.id)) {
        const r = byId.get(p.variant ?? mainOf.get(p.entryId)!)!;
        const flags = Object.fromEntries(RECIPE_FLAGS.map((f) => [f, r[f] === true])) as Record<RecipeFlag, boolean>;
        expect(
          fitsPreferences({ ...r, cookMinutes: r.cookMinutes ?? 0, flags }, memberPreferences(m)),
          `${r.title} for ${m.name}`,
        ).toBe(true);
        if (p.variant) expect(m.id).toBe(grandma.id);
      }

    // each member has a portion of each meal they eat, and none of the others
    const portions = await t.database.db
      .select({
        memberId: memberPortions.memberId,
        servings: memberPortions.servings,
        mealType: mealPlanEntries.mealType,
        entryId: memberPortions.entryId,
      })
      .from(memberPortions)
      .innerJoin(mealPlanEntries, eq(mealPlanEntries.id, memberPortions.entryId));
    const grandmas = portions.filter((p) => p.memberId === grandma.id);
    expect(grandmas.length).toBeGreaterThanOrEqual(18);
    expect(new Set(grandmas.map((p) => p.mealType))).toEqual(new Set(['Breakfast', 'Lunch', 'Dinner']));
    for (const p of portions) expect([0.5, 1, 1.5, 2]).toContain(p.servings);

    // each member's figures are their own portions against their own targets
    for (const m of [grandma, child, adult]) {
      const summary = (
        await as(meera).get(`/api/household/members/${m.id}/nutrition/${WEEK}`)
      ).json<NutritionSummary>();
      expect(summary.targets).toEqual(m.targets);
      const mine = portions.filter((p) => p.memberId === m.id);
      const entryRecipe = new Map(plan.entries.map((e) => [e.id, e.recipe.id]));
      const variantOf = new Map(
        eatenRows.filter((x) => x.memberId === m.id && x.variant).map((x) => [x.entryId, x.variant!]),
      );
      const calories = mine.reduce(
        (sum, p) => sum + byId.get(variantOf.get(p.entryId) ?? entryRecipe.get(p.entryId)!)!.calories * p.servings,
        0,
      );
      expect(summary.consumed.calories).toBeCloseTo(calories, -1);
      expect(Math.abs(summary.consumed.calories - m.targets.calories) / m.targets.calories).toBeLessThan(0.15);
    }
    // another person sees none of it
    expect((await as(other).get(`/api/household/members/${adult.id}/nutrition/${WEEK}`)).statusCode).toBe(404);

    // the grocery list buys every member's portions: one dish kept alone, with and without the members' portions
    const kept = plan.entries.find(
      (e) =>
        portions.filter((p) => p.entryId === e.id).length === 3 &&
        !eatenRows.some((p) => p.entryId === e.id && p.variant),
    )!;
    await t.database.db
      .delete(mealPlanEntries)
      .where(and(eq(mealPlanEntries.mealPlanId, plan.id), ne(mealPlanEntries.id, kept.id)));
    const total = portions.filter((p) => p.entryId === kept.id).reduce((sum, p) => sum + p.servings, 0);
    const family = (await as(meera).post(`/api/grocery/${WEEK}/build`, {})).json<GroceryList>();
    await t.database.db.delete(memberPortions).where(eq(memberPortions.entryId, kept.id));
    const alone = (await as(meera).post(`/api/grocery/${WEEK}/build`, {})).json<GroceryList>();
    const quantities = (list: GroceryList) =>
      new Map(
        list.aisles.flatMap((a) => a.items).flatMap((i) => (i.quantity ? [[`${i.name}|${i.unit}`, i.quantity]] : [])),
      );
    const [withMembers, withoutMembers] = [quantities(family), quantities(alone)];
    const shared = [...withMembers].flatMap(([k, q]) =>
      withoutMembers.has(k) ? [{ k, q, alone: withoutMembers.get(k)! }] : [],
    );
    expect(shared.length).toBeGreaterThan(0);
    // alone, the dish is cooked for the members who eat its row (decision 032, 2026-11-27: the table is the members)
    const eaters = [grandma, child, adult].filter((m) => m.mealTypes.includes(kept.mealType)).length;
    const expected = total / (kept.servings * eaters);
    // a line another dish of the week shares is diluted: each line moves from 1 toward the expected factor, and the
    // dish's own lines show it
    expect(shared.some(({ q, alone: a }) => Math.abs(q / a - expected) / expected < 0.15)).toBe(true);
    for (const { k, q, alone: a } of shared) {
      expect(q / a).toBeGreaterThanOrEqual(Math.min(1, expected) * 0.85);
      // a weight or a metric volume follows the factor; a count, a spoon or a cup is rounded up to what a cook buys (1.2
      // peppers are 2, 1.2 tbsp are 1 1/2), so it stays under the next whole one
      const most = a * Math.max(1, expected) * 1.15;
      expect(q).toBeLessThanOrEqual(/\|(?:g|kg|ml|l)$/.test(k) ? most : Math.ceil(most));
    }
  }, 60_000);
});
