import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES, type HouseholdMember, type HouseholdMembers } from '../../../domain/family';
import type { GenerateResult } from '../../../domain/meal-plan-generator/contract';
import type { NutritionSummary } from '../../../domain/nutrition-summary';
import { memberPortions, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, linkFromMail } from '../../test/factories';
import { asUser } from '../../test/planning-fixtures';

/**
 * Family members in a shared household (decisions 031, 032): the members and the week are the owner's, so a
 * member of the household acts on the owner's table, and the owner's plan (not the member's own) decides Premium,
 * as generation does.
 */

let t: TestApp;
type Person = Awaited<ReturnType<typeof buildUser>> & { as: ReturnType<typeof asUser> };
const WEEK = '2026-11-16';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
}, 120_000);
afterAll(() => t.close());

async function person(name: string, plan: 'basic' | 'premium' = 'basic'): Promise<Person> {
  const p = await buildUser(t.app, { name });
  if (plan === 'premium')
    await t.database.db
      .update(user)
      .set({ plan: 'premium', planExpiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(user.id, p.id));
  return { ...p, as: asUser(t.app, p.cookie) };
}

async function join(owner: Person, guest: Person) {
  expect((await owner.as.post('/api/household/invitations', { email: guest.email })).statusCode).toBe(201);
  const token = new URL(linkFromMail(t.app, guest.email, /invited you/)).searchParams.get('token')!;
  const res = await guest.as.post('/api/household/invitation/accept', { token });
  expect(res.statusCode, res.body).toBe(200);
}

const message = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;
const member = (over: Record<string, unknown> = {}) => ({
  name: 'Dadi',
  diet: 'Jain',
  glutenFree: false,
  targets: { calories: 10500, protein: 380, fat: 360, carbs: 1450 },
  mealTypes: ['Breakfast', 'Lunch', 'Dinner'],
  ...over,
});

describe("family members in a shared household: the owner's table and the owner's Premium", () => {
  it("lets a Basic member of a Premium owner's household change the owner's members and generate for them", async () => {
    const asha = await person('Asha Owner', 'premium');
    const ben = await person('Ben Basic');
    await join(asha, ben);
    const dadi = (await asha.as.post('/api/household/members', member())).json<HouseholdMember>();

    const seen = (await ben.as.get('/api/household/members')).json<HouseholdMembers>();
    expect(seen.available).toBe(true);
    expect(seen.members.map((m) => m.id)).toEqual([dadi.id]);

    const added = await ben.as.post(
      '/api/household/members',
      member({ name: 'Kavi', diet: 'Vegetarian', mealTypes: ['Breakfast', 'Dinner'] }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const kavi = added.json<HouseholdMember>();
    const changed = await ben.as.put(`/api/household/members/${dadi.id}`, member({ name: 'Dadi ji' }));
    expect(changed.statusCode, changed.body).toBe(200);
    // the owner sees what the member changed: one table
    expect((await asha.as.get('/api/household/members')).json<HouseholdMembers>().members.map((m) => m.name)).toEqual([
      'Dadi ji',
      'Kavi',
    ]);

    // Ben generates the shared week: the owner's members get their portions, and Ben reads their figures
    const generated = await ben.as.post(`/api/meal-plans/${WEEK}/generate`, {});
    expect(generated.statusCode, generated.body).toBe(200);
    const entryIds = generated.json<GenerateResult>().plan.entries.map((e) => e.id);
    const rows = await t.database.db.select().from(memberPortions).where(inArray(memberPortions.entryId, entryIds));
    expect(new Set(rows.map((r) => r.memberId))).toEqual(new Set([dadi.id, kavi.id]));
    const figures = await ben.as.get(`/api/household/members/${kavi.id}/nutrition/${WEEK}`);
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json<NutritionSummary>().consumed.calories).toBeGreaterThan(0);
  }, 60_000);

  it("refuses a Premium member of a Basic owner's household: the owner's plan decides", async () => {
    const carl = await person('Carl Owner');
    const dana = await person('Dana Premium', 'premium');
    await join(carl, dana);

    const seen = (await dana.as.get('/api/household/members')).json<HouseholdMembers>();
    expect(seen).toMatchObject({ available: false, members: [] });
    const add = await dana.as.post('/api/household/members', member());
    expect(add.statusCode).toBe(403);
    expect(message(add)).toBe(FAMILY_MESSAGES.premiumOnly);
  }, 60_000);
});
