import { writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeekPlan } from '../../../domain/meal-plans';
import { memberPortions, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asUser, catalogueRecipes } from '../../test/planning-fixtures';
import { PDF_MESSAGES } from './plan-export.routes';
import { memberServings, slotServings } from './plan-pdf';

let t: TestApp;
let asha: Awaited<ReturnType<typeof buildUser>>;
let bilal: Awaited<ReturnType<typeof buildUser>>;
const WEEK = '2026-11-16';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  asha = await buildUser(t.app, { name: 'Asha Menon' });
  bilal = await buildUser(t.app, { name: 'Bilal Khan' });
}, 120_000);
afterAll(() => t.close());

const premium = (id: string) =>
  t.database.db
    .update(user)
    .set({ plan: 'premium', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
    .where(eq(user.id, id));
const pdf = (cookie: string, week = WEEK, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/meal-plans/${week}/pdf${query}`, headers: { cookie } });

/** The text a PDF shows: its content streams inflated, pdfkit's hex strings decoded, a line per text operator. */
function pdfText(body: Buffer): string {
  const raw = body.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return streams
    .flatMap((s) =>
      [...s.matchAll(/\[(.*?)\]\s*TJ/g)].map((m) =>
        [...m[1]!.matchAll(/<([0-9a-f]+)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
      ),
    )
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('export to PDF', () => {
  it('is Premium’s: sign-in first, then Basic and Plus are told so', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/meal-plans/${WEEK}/pdf` })).statusCode).toBe(401);
    const basic = await pdf(asha.cookie);
    expect(basic.statusCode).toBe(403);
    expect(basic.json().error.message).toBe(PDF_MESSAGES.premiumOnly);
  });

  it('answers clearly for a week without a plan, an empty plan and bad paper', async () => {
    await premium(asha.id);
    const none = await pdf(asha.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('No meal plan for this week');
    expect((await pdf(asha.cookie, WEEK, '?paper=tabloid')).json().error.message).toContain(PDF_MESSAGES.paper);
    expect((await pdf(asha.cookie, 'someday')).statusCode).toBe(400);
  });

  it('prints the week’s recipes with servings per slot, and the list by aisle, on A4 or Letter', async () => {
    const me = asUser(t.app, asha.cookie);
    const [dinner, other] = await catalogueRecipes(t.database.db, 'Dinner');
    await me.put('/api/household/size', { people: 2, byMealType: { Dinner: 4 } });
    await me.post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Monday',
      mealType: 'Dinner',
      recipeId: dinner!.id,
      servings: 1.5,
    });
    await me.post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Wednesday',
      mealType: 'Lunch',
      recipeId: other!.id,
      servings: 1,
    });
    const res = await pdf(asha.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="mealwise-week-${WEEK}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, res.rawPayload);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Week of 16 Nov 2026');
    expect(text).toContain('Cooking for 2 people · Dinner: 4');
    expect(text).toContain(dinner!.title);
    expect(text).toContain(other!.title);
    expect(text).toContain(slotServings(1.5, 4));
    expect(text).toContain('1½ each · cook 6 for 4');
    expect(text).toContain('1 each · cook 2 for 2');
    expect(text).toContain('Grocery List');
    // the list was made for the export, and its aisles are the page's headings
    const list = (await me.get(`/api/grocery/${WEEK}`)).json<{
      aisles: { aisle: string; items: { name: string }[] }[];
    }>();
    expect(list.aisles.length).toBeGreaterThan(1);
    for (const aisle of list.aisles) {
      expect(text).toContain(aisle.aisle);
      expect(text).toContain(aisle.items[0]!.name);
    }
    const a4 = res.rawPayload.toString('latin1').match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/)!;
    expect([Number(a4[1]), Number(a4[2])]).toEqual([595.28, 841.89]);
    const letter = (await pdf(asha.cookie, WEEK, '?paper=letter')).rawPayload
      .toString('latin1')
      .match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/)!;
    expect([Number(letter[1]), Number(letter[2])]).toEqual([612, 792]);
  });

  it('prints only the signed-in person’s own week', async () => {
    await premium(bilal.id);
    const theirs = await pdf(bilal.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.rawPayload.toString('latin1')).not.toContain('%PDF');
  });

  it("prints each family member's own portion of a slot, and the week read by the grid carries them", async () => {
    const carla = await buildUser(t.app, { name: 'Carla Diaz' });
    await premium(carla.id);
    const me = asUser(t.app, carla.cookie);
    const member = (name: string) => ({
      name,
      diet: 'Any',
      glutenFree: false,
      targets: { calories: 14000, protein: 600, fat: 480, carbs: 1800 },
      mealTypes: ['Dinner'],
    });
    const ana = (await me.post('/api/household/members', member('Ana'))).json<{ id: number }>();
    const leo = (await me.post('/api/household/members', member('Leo'))).json<{ id: number }>();
    const [dinner] = await catalogueRecipes(t.database.db, 'Dinner');
    await me.post(`/api/meal-plans/${WEEK}/entries`, { day: 'Monday', mealType: 'Dinner', recipeId: dinner!.id });
    const entry = (await me.get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan!.entries[0]!;
    // as a household's generation saves them (members.queries.ts saveMemberPortions)
    await t.database.db.insert(memberPortions).values([
      { entryId: entry.id, memberId: ana.id, servings: 1.5 },
      { entryId: entry.id, memberId: leo.id, servings: 0.5 },
    ]);

    const { plan } = (await me.get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>();
    expect(plan!.entries[0]!.portions).toEqual([
      { memberId: ana.id, name: 'Ana', servings: 1.5 },
      { memberId: leo.id, name: 'Leo', servings: 0.5 },
    ]);
    const text = pdfText((await pdf(carla.cookie)).rawPayload);
    expect(memberServings(plan!.entries[0]!.portions!)).toBe('Ana 1½ · Leo ½ · cook 2');
    expect(text).toContain('Ana 1½ · Leo ½ · cook 2');
    // the table is the members (decision 032, 2026-11-27): two eat dinner, nobody else, whatever the household size said
    expect(text).toContain('Cooking for 2 people · Breakfast: 0 · Mid Day Snack: 0 · Lunch: 0 · Evening Snack: 0');
    expect(text).not.toContain('Cooking for 1 person');
    // another person's week carries none of it
    expect((await asUser(t.app, bilal.cookie).get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan).toBeNull();

    // Leo's variant (decision 032, 2026-11-27): his own dish under the table's, not counted in what is cooked of it
    const [, variant] = await catalogueRecipes(t.database.db, 'Dinner');
    await t.database.db
      .update(memberPortions)
      .set({ recipeId: variant!.id })
      .where(and(eq(memberPortions.entryId, entry.id), eq(memberPortions.memberId, leo.id)));
    const withVariant = (await me.get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan!.entries[0]!;
    expect(withVariant.portions![1]).toEqual({
      memberId: leo.id,
      name: 'Leo',
      servings: 0.5,
      variant: { id: variant!.id, title: variant!.title },
    });
    const printed = pdfText((await pdf(carla.cookie)).rawPayload);
    expect(printed).toContain('Ana 1½ · Leo ½ · cook 1½');
    expect(printed).toContain(`Leo: ${variant!.title} · ½ serving`);
  });
});
