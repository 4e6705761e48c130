import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateResult } from '../../../domain/meal-plan-generator/contract';
import { findRepeats } from '../../../domain/meal-plan-generator/rules';
import { DEFAULT_SWEETS_PER_WEEK, mealTypesOf } from '../../../domain/meal-plan-generator/slot-fit';
import { SERVING_STEPS } from '../../../domain/meal-plan-generator/problem';
import { menuBreaks } from '../../../domain/meal-plan-generator/week-rules';
import type { MealPlan, WeekPlan } from '../../../domain/meal-plans';
import { runSeeds } from '../../db/seed/run-seeds';
import { activityLog, mealPlans, preferenceFilters, recipes, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser, insertCustomRecipe } from '../../test/planning-fixtures';
import { cutCandidates } from '../../../domain/meal-plan-generator/candidates';
import { DEFAULT_WEEKLY_TARGETS } from '../../../domain/nutrition-targets';
import { NO_PREFERENCES } from '../../../domain/recipe-search';
import { preferencesSeed } from '../preferences/preferences.seed';
import { listCandidateRecipes, listRecentRecipeIds } from './generator/candidates.queries';

let t: TestApp;
let filterIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  await runSeeds(t.database.db, { info: () => undefined }, [preferencesSeed]);
  const filters = await t.database.db
    .select({ key: preferenceFilters.filterKey, id: preferenceFilters.id })
    .from(preferenceFilters);
  filterIds = Object.fromEntries(filters.map((f) => [f.key, f.id]));
}, 120_000);
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof buildUser>>;
const WEEK = '2026-11-16';
const setPlan = (p: Person, plan: string) =>
  t.database.db
    .update(user)
    .set({ plan, planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
    .where(eq(user.id, p.id));
const generate = (p: Person, week = WEEK) => asUser(t.app, p.cookie).post(`/api/meal-plans/${week}/generate`, {});
async function plusUser(): Promise<Person> {
  const p = await buildUser(t.app);
  await setPlan(p, 'plus');
  return p;
}
const recipeRows = async (ids: number[]) => {
  const rows = await t.database.db.select().from(recipes);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
};

describe('POST /api/meal-plans/:week/generate', () => {
  it('asks a visitor to sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${WEEK}/generate`,
      headers: { origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to generate meal plans.' } });
  });

  it('refuses Basic with a clear message and makes nothing', async () => {
    const basic = await buildUser(t.app);
    const res = await generate(basic);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Your plan does not include generated meal plans. Upgrade to Plus to use them.',
    });
    expect(await t.database.db.select().from(mealPlans).where(eq(mealPlans.userId, basic.id))).toEqual([]);
  });

  it('rejects a week that is not a date', async () => {
    const res = await generate(await plusUser(), 'next-week');
    expect(res.statusCode).toBe(400);
  });

  it('fills the week as a draft within the rules, logs it, and tells how far each day lands', async () => {
    const me = await plusUser();
    const res = await generate(me, '2026-11-18'); // a Wednesday: the week of Monday the 16th
    expect(res.statusCode).toBe(200);
    const result = res.json<GenerateResult>();
    const { plan } = result;
    expect(plan).toMatchObject({ weekStart: WEEK, status: 'draft', name: 'Week of 16 Nov 2026 - Priya' });
    expect(plan.entries).toHaveLength(35);
    expect(
      plan.entries.every((e) => e.source === 'generated' && (SERVING_STEPS as readonly number[]).includes(e.servings)),
    ).toBe(true);
    expect(
      menuBreaks(
        plan.entries.map((e) => ({ ...e, ...e.recipe, recipeId: e.recipe.id })),
        DEFAULT_SWEETS_PER_WEEK,
      ),
    ).toEqual({ notForSlot: 0, sweetsOver: 0, overused: 0, daysOverCuisines: 0, dayPairsAlike: 0 });
    for (const e of plan.entries) expect(mealTypesOf(e.recipe)).toContain(e.mealType);
    expect(findRepeats(plan.entries.map((e) => ({ day: e.day, recipeId: e.recipe.id })))).toEqual([]);
    expect(result.deviations.days.map((d) => d.dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(result.deviations.days[0]!.calories.target).toBe(2000);
    const monday = plan.entries.filter((e) => e.day === 0).reduce((s, e) => s + e.recipe.calories * e.servings, 0);
    expect(result.deviations.days[0]!.calories.actual).toBeCloseTo(monday, 0);
    expect(Math.abs(result.deviations.week.calories.percent)).toBeLessThan(10);
    expect(result.quota).toEqual({ used: 1, limit: 5 });
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, me.id), eq(activityLog.kind, 'plan_generated')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.summary).toBe('Generated 35 meals for the week of 16 Nov 2026');
  });

  it('keeps the slots filled by hand, and a second generation replaces only what the first one placed', async () => {
    const me = await plusUser();
    const [dal] = await t.database.db.select().from(recipes).where(eq(recipes.course, 'Dinner')).limit(1);
    const added = await asUser(t.app, me.cookie).post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Tuesday',
      mealType: 'Dinner',
      recipeId: dal!.id,
      servings: 2,
    });
    expect(added.statusCode).toBe(201);
    await asUser(t.app, me.cookie).post(`/api/meal-plans/${WEEK}/confirm`, {});
    const first = (await generate(me)).json<GenerateResult>();
    const kept = first.plan.entries.find((e) => e.day === 1 && e.mealType === 'Dinner')!;
    expect(kept).toMatchObject({ source: 'manual', servings: 2, recipe: { id: dal!.id } });
    expect(first.plan.status).toBe('draft');
    expect(first.solver.kept).toBe(1);
    // the hand-filled recipe does not come back within three days of Tuesday
    expect(first.plan.entries.filter((e) => e.recipe.id === dal!.id && e.day <= 3).map((e) => e.id)).toEqual([kept.id]);
    const second = (await generate(me)).json<GenerateResult>();
    expect(second.plan.entries).toHaveLength(35);
    expect(second.plan.entries.find((e) => e.day === 1 && e.mealType === 'Dinner')).toMatchObject({
      id: kept.id,
      source: 'manual',
    });
    expect(second.plan.entries.filter((e) => e.source === 'generated')).toHaveLength(34);
  });

  it("makes the next week of other dishes, reading only the person's own weeks before", async () => {
    const me = await plusUser();
    const other = await plusUser();
    const first = (await generate(me, '2026-11-30')).json<GenerateResult>();
    const second = (await generate(me, '2026-12-07')).json<GenerateResult>();
    const before = new Set(first.plan.entries.map((e) => e.recipe.id));
    const dishes = new Set(second.plan.entries.map((e) => e.recipe.id));
    expect([...dishes].filter((id) => before.has(id)).length).toBeLessThanOrEqual(dishes.size / 4);
    // the weeks read are the two before, the person's own, and which dishes were last week's
    const recent = (userId: string, weekStart: string) => listRecentRecipeIds(t.database.db, { userId, weekStart });
    const inTwoWeeks = await recent(me.id, '2026-12-14');
    expect(new Set(inTwoWeeks.recent)).toEqual(new Set([...before, ...dishes]));
    expect(new Set(inTwoWeeks.lastWeek)).toEqual(dishes);
    const inThreeWeeks = await recent(me.id, '2026-12-21');
    expect(new Set(inThreeWeeks.recent)).toEqual(dishes);
    expect(inThreeWeeks.lastWeek).toEqual([]);
    expect(await recent(me.id, '2026-11-30')).toEqual({ recent: [], lastWeek: [] });
    expect(await recent(other.id, '2026-12-14')).toEqual({ recent: [], lastWeek: [] });
  });

  it('says so when every slot is planned already, and gives the use back', async () => {
    const me = await plusUser();
    const rows = await t.database.db.select().from(recipes).limit(40);
    for (let day = 0; day < 7; day += 1) {
      for (const [i, mealType] of ['Breakfast', 'Mid Day Snack', 'Lunch', 'Evening Snack', 'Dinner'].entries()) {
        const res = await asUser(t.app, me.cookie).post(`/api/meal-plans/${WEEK}/entries`, {
          day,
          mealType,
          recipeId: rows[day * 5 + i]!.id,
        });
        expect(res.statusCode).toBe(201);
      }
    }
    const res = await generate(me);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Every meal of this week is already planned. Remove some meals to let the generator fill them.',
    );
    const next = (await generate(me, '2026-11-23')).json<GenerateResult>();
    expect(next.quota).toEqual({ used: 1, limit: 5 });
  });

  it('keeps every dietary preference', async () => {
    const me = await plusUser();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: me.cookie, origin: 'http://localhost:3000' },
      payload: {
        selections: [
          { filterId: filterIds.dietary_preference!, selectedValues: ['Vegetarian'] },
          { filterId: filterIds.cooking_time!, selectedValues: 45 },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const { plan } = (await generate(me)).json<GenerateResult>();
    expect(plan.entries.length).toBeGreaterThan(0);
    const rows = await recipeRows(plan.entries.map((e) => e.recipe.id));
    for (const r of rows) {
      expect(['Vegetarian', 'Vegan', 'Jain']).toContain(r.diet);
      expect(r.cookMinutes).toBeLessThanOrEqual(45);
    }
  });

  it("uses a person's own recipes and never another person's, and never touches another person's week", async () => {
    const owner = await plusUser();
    const other = await plusUser();
    const mine = await insertCustomRecipe(t.database.db, owner.id, {
      title: 'Owner Only Porridge',
      course: 'Breakfast',
      calories: 500,
      protein: 20,
      fat: 15,
      carbs: 70,
    });
    await asUser(t.app, owner.cookie).post('/api/favorites/recipes', { recipeId: mine.id });
    const ownerPlan = (await generate(owner)).json<GenerateResult>().plan;
    expect(ownerPlan.entries.some((e) => e.recipe.id === mine.id)).toBe(true);
    const otherPlan = (await generate(other)).json<GenerateResult>().plan;
    expect(otherPlan.id).not.toBe(ownerPlan.id);
    expect(otherPlan.entries.some((e) => e.recipe.id === mine.id)).toBe(false);
    const again = (await asUser(t.app, owner.cookie).get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>();
    expect(again.plan!.entries.map((e) => e.id)).toEqual(ownerPlan.entries.map((e) => e.id));
  });

  it('gives Plus five a month, and ten requests racing for the last one make exactly one plan', async () => {
    const me = await plusUser();
    for (let i = 0; i < 4; i += 1) expect((await generate(me, `2026-0${i + 1}-05`)).statusCode).toBe(200);
    const race = await Promise.all(Array.from({ length: 10 }, () => generate(me, '2026-06-01')));
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = race.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.json().error.message).toBe(
      'You have used all 5 generated meal plans of your plan this month. Upgrade for more.',
    );
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, me.id), eq(activityLog.kind, 'plan_generated')));
    expect(logged).toHaveLength(5);
    expect((await generate(me, '2026-07-06')).statusCode).toBe(429);
  });

  it('gives Premium no limit', async () => {
    const me = await buildUser(t.app);
    await setPlan(me, 'premium');
    for (let i = 0; i < 6; i += 1) expect((await generate(me, `2026-0${i + 1}-12`)).statusCode).toBe(200);
  });

  it('streams progress, then the plan, when asked for an event stream', async () => {
    const me = await plusUser();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${WEEK}/generate`,
      payload: {},
      headers: { cookie: me.cookie, origin: 'http://localhost:3000', accept: 'text/event-stream' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const [event, data] = block.split('\n');
        return {
          event: event!.slice('event: '.length),
          data: JSON.parse(data!.slice('data: '.length)) as Record<string, unknown>,
        };
      });
    const stages = events.filter((e) => e.event === 'progress').map((e) => e.data.stage);
    expect(stages[0]).toBe('loading');
    expect(stages).toContain('heuristic');
    expect(stages.at(-1)).toBe('saving');
    const last = events.at(-1)!;
    expect(last.event).toBe('result');
    expect((last.data.plan as MealPlan).entries).toHaveLength(35);
  });

  it('answers a refused stream as plain JSON', async () => {
    const basic = await buildUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${WEEK}/generate`,
      payload: {},
      headers: { cookie: basic.cookie, origin: 'http://localhost:3000', accept: 'text/event-stream' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PLAN_REQUIRED');
  });
});

describe('listCandidateRecipes', () => {
  it("cuts each course to the recipes closest to its aim, as the in-memory cut does, keeping favorites and the person's own recipes", async () => {
    const me = await buildUser(t.app);
    const other = await buildUser(t.app);
    const mine = await insertCustomRecipe(t.database.db, me.id, { course: 'Snack', calories: 5000 });
    const theirs = await insertCustomRecipe(t.database.db, other.id, { course: 'Snack', calories: 280 });
    const [far] = await t.database.db
      .select()
      .from(recipes)
      .where(eq(recipes.course, 'Dinner'))
      .orderBy(recipes.calories)
      .limit(1);
    await asUser(t.app, me.cookie).post('/api/favorites/recipes', { recipeId: far!.id });
    await asUser(t.app, me.cookie).post('/api/favorites/recipes', { recipeId: mine.id });
    const options = { targets: DEFAULT_WEEKLY_TARGETS, preferences: NO_PREFERENCES, perCourse: 5 };
    const cut = await listCandidateRecipes(t.database.db, { userId: me.id, ...options });
    const all = await listCandidateRecipes(t.database.db, { userId: me.id, ...options, perCourse: 100_000 });
    expect(all.some((r) => r.id === theirs.id)).toBe(false);
    expect(cut.map((r) => r.id).sort()).toEqual(
      cutCandidates(all, options)
        .map((r) => r.id)
        .sort(),
    );
    expect(cut.find((r) => r.id === far!.id)).toMatchObject({ isFavorite: true });
    expect(cut.find((r) => r.id === mine.id)).toMatchObject({ isFavorite: true, calories: 5000 });
    expect(cut.length).toBeLessThan(all.length);
  });
});
