import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroceryList } from '../../../domain/grocery-list';
import type { Sharing } from '../../../domain/household-sharing';
import type { WeekPlan } from '../../../domain/meal-plans';
import { householdInvitations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, linkFromMail, ORIGIN, outbox } from '../../test/factories';
import { asUser, catalogueRecipes, insertCustomRecipe } from '../../test/planning-fixtures';

let t: TestApp;
type Person = Awaited<ReturnType<typeof buildUser>> & { as: ReturnType<typeof asUser> };
const WEEK = '2026-11-16';
let recipeIds: number[];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  recipeIds = (await catalogueRecipes(t.database.db)).slice(0, 4).map((r) => r.id);
}, 120_000);
afterAll(() => t.close());

async function person(name: string): Promise<Person> {
  const p = await buildUser(t.app, { name });
  return { ...p, as: asUser(t.app, p.cookie) };
}
const message = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;
const tokenOf = (email: string) =>
  new URL(linkFromMail(t.app, email, /invited you|Join a household/)).searchParams.get('token')!;

/** Invites `guest` into `owner`'s household and accepts the mailed link; returns the token used. */
async function join(owner: Person, guest: Person) {
  expect((await owner.as.post('/api/household/invitations', { email: guest.email })).statusCode).toBe(201);
  const token = tokenOf(guest.email);
  const res = await guest.as.post('/api/household/invitation/accept', { token });
  expect(res.statusCode, res.body).toBe(200);
  return token;
}

describe('sharing a household', () => {
  it('mails a link; the invitee joins, and both see and edit the same week, list and size', async () => {
    const asha = await person('Asha Owner');
    const ben = await person('Ben Member');
    const invite = await asha.as.post('/api/household/invitations', { email: `  ${ben.email.toUpperCase()} ` });
    expect(invite.statusCode).toBe(201);
    const mail = outbox(t.app).find((m) => m.to === ben.email)!;
    expect(mail.subject).toBe('Asha invited you to share their meal plan on Mealwise');
    expect(mail.text).toContain(`Asha (${asha.email}) invited you to join their household`);
    const link = new URL(linkFromMail(t.app, ben.email, /invited you/));
    expect(link.pathname).toBe('/household/join');
    const token = link.searchParams.get('token')!;

    const preview = await t.app.inject({ method: 'GET', url: `/api/household/invitation?token=${token}` });
    expect(preview.json()).toMatchObject({ ownerName: 'Asha Owner', email: ben.email });
    expect((await asha.as.get('/api/household/sharing')).json<Sharing>().household!.invitations).toEqual([
      expect.objectContaining({ email: ben.email }),
    ]);

    // Ben had a week of his own before joining: it comes back when he leaves
    await ben.as.post(`/api/meal-plans/${WEEK}/entries`, { day: 'Friday', mealType: 'Lunch', recipeId: recipeIds[3] });
    const joined = await ben.as.post('/api/household/invitation/accept', { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<Sharing>().household).toMatchObject({ role: 'member', ownerName: 'Asha Owner' });
    expect(joined.json<Sharing>().household!.members.map((m) => [m.name, m.role])).toEqual([
      ['Asha Owner', 'owner'],
      ['Ben Member', 'member'],
    ]);
    expect((await asha.as.get('/api/household/sharing')).json<Sharing>().household!.invitations).toEqual([]);

    await asha.as.post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Monday',
      mealType: 'Dinner',
      recipeId: recipeIds[0],
    });
    await ben.as.post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Tuesday',
      mealType: 'Dinner',
      recipeId: recipeIds[1],
    });
    const seen = async (p: Person) =>
      (await p.as.get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan!.entries.map((e) => e.recipe.id);
    expect(await seen(asha)).toEqual([recipeIds[0], recipeIds[1]]);
    expect(await seen(ben)).toEqual(await seen(asha));
    expect((await ben.as.get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan!.name).toContain('Asha');

    // the list: Ben builds it, Asha ticks a line, Ben sees the tick; an unchanged list answers 304 to its ETag
    const built = (await ben.as.post(`/api/grocery/${WEEK}/build`, {})).json<GroceryList>();
    const item = built.aisles[0]!.items[0]!;
    const first = await ben.as.get(`/api/grocery/${WEEK}`);
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/grocery/${WEEK}`,
      headers: { cookie: ben.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await asha.as.patch(`/api/grocery/items/${item.id}`, { checked: true })).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/grocery/${WEEK}`,
      headers: { cookie: ben.cookie, 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    const ticked = after
      .json<GroceryList>()
      .aisles.flatMap((a) => a.items)
      .find((i) => i.id === item.id)!;
    expect(ticked.checked).toBe(true);

    // how many people eat is the household's
    await ben.as.put('/api/household/size', { people: 3, byMealType: {} });
    expect((await asha.as.get('/api/household/size')).json()).toEqual({ people: 3, byMealType: {} });
    expect((await ben.as.get(`/api/nutrition/${WEEK}`)).json<{ days: unknown[] }>()).toBeTruthy();

    // Ben leaves: the shared week stays Asha's, his own week is his again
    const left = await ben.as.post('/api/household/leave', {});
    expect(left.json<Sharing>().household).toBeNull();
    expect(await seen(ben)).toEqual([recipeIds[3]]);
    expect(await seen(asha)).toEqual([recipeIds[0], recipeIds[1]]);
  });

  it('refuses yourself, a malformed address, a member, a used or expired link, another account and a ninth person', async () => {
    const owner = await person('Chitra Owner');
    const member = await person('Dev Member');
    const token = await join(owner, member);

    const self = await owner.as.post('/api/household/invitations', { email: owner.email.toUpperCase() });
    expect([self.statusCode, message(self)]).toEqual([
      400,
      'You cannot invite yourself: you are already in your household.',
    ]);
    const malformed = await owner.as.post('/api/household/invitations', { email: 'dev@' });
    expect([malformed.statusCode, message(malformed)]).toEqual([
      400,
      'Invalid email: Please enter a valid email address.',
    ]);
    const again = await owner.as.post('/api/household/invitations', { email: member.email });
    expect([again.statusCode, message(again)]).toEqual([409, `${member.email} is already in your household.`]);
    const reused = await member.as.post('/api/household/invitation/accept', { token });
    expect([reused.statusCode, message(reused)]).toEqual([
      409,
      'This invitation has already been used. Ask for a new one if you still need to join.',
    ]);
    const unknownLink = await member.as.post('/api/household/invitation/accept', { token: 'x'.repeat(43) });
    expect([unknownLink.statusCode, message(unknownLink)]).toEqual([
      404,
      'This invitation link is not valid. Ask for a new invitation.',
    ]);
    const byMember = await member.as.post('/api/household/invitations', { email: 'someone@example.com' });
    expect([byMember.statusCode, message(byMember)]).toEqual([403, 'Only the household’s owner can do this.']);

    // an address with no account is invited to sign up; the link expires after 7 days
    const stranger = `nobody-${Date.now()}@example.com`;
    expect((await owner.as.post('/api/household/invitations', { email: stranger })).statusCode).toBe(201);
    expect(outbox(t.app).find((m) => m.to === stranger)!.text).toContain('No account yet? Sign up with this address');
    const late = await person('Esha Late');
    await owner.as.post('/api/household/invitations', { email: late.email });
    await t.database.db
      .update(householdInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(householdInvitations.email, late.email));
    const expired = await late.as.post('/api/household/invitation/accept', { token: tokenOf(late.email) });
    expect([expired.statusCode, message(expired)]).toEqual([
      409,
      'This invitation has expired (links last 7 days). Ask for a new one.',
    ]);
    // a new invitation replaces the old link
    await owner.as.post('/api/household/invitations', { email: late.email });
    const other = await person('Farid Other');
    const wrong = await other.as.post('/api/household/invitation/accept', { token: tokenOf(late.email) });
    expect([wrong.statusCode, message(wrong)]).toEqual([
      403,
      `This invitation was sent to ${late.email}. Sign in with that address to accept it.`,
    ]);
    expect((await late.as.post('/api/household/invitation/accept', { token: tokenOf(late.email) })).statusCode).toBe(
      200,
    );

    // 3 people + 1 waiting (stranger) = 4; four more fill it to 8, the next is refused
    for (let i = 0; i < 4; i += 1)
      expect(
        (await owner.as.post('/api/household/invitations', { email: `fill${i}-${Date.now()}@example.com` })).statusCode,
      ).toBe(201);
    const ninth = await owner.as.post('/api/household/invitations', { email: `ninth-${Date.now()}@example.com` });
    expect([ninth.statusCode, message(ninth)]).toEqual([
      409,
      'A household has at most 8 people, counting invitations still waiting.',
    ]);

    const ownerLeaves = await owner.as.post('/api/household/leave', {});
    expect([ownerLeaves.statusCode, message(ownerLeaves)]).toEqual([
      409,
      'You are the last owner of this household. Remove its members and delete it, or the others lose the shared week.',
    ]);
    const removeSelf = await owner.as.delete(`/api/household/sharing/members/${owner.id}`);
    expect(removeSelf.statusCode).toBe(400);
    const memberRemoves = await member.as.delete(`/api/household/sharing/members/${late.id}`);
    expect(memberRemoves.statusCode).toBe(403);
    const invalid = await owner.as.post('/api/household/invitations', { email: 42 });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses a join past 8 people even when invitations were sent before others joined', async () => {
    const owner = await person('Gita Owner');
    const guests = await Promise.all(Array.from({ length: 7 }, (_, i) => person(`Guest ${i}`)));
    for (const g of guests) await join(owner, g);
    expect((await owner.as.get('/api/household/sharing')).json<Sharing>().household!.members).toHaveLength(8);
    const late = await person('Hari Late');
    const refused = await owner.as.post('/api/household/invitations', { email: late.email });
    expect(refused.statusCode).toBe(409);
    // a member leaves, the invitation goes out, another joins meanwhile through an older link: the last one is refused
    await guests[0]!.as.post('/api/household/leave', {});
    await owner.as.post('/api/household/invitations', { email: late.email });
    await t.database.db.insert(householdInvitations).values({
      householdId: (await owner.as.get('/api/household/sharing')).json<Sharing>().household!.id,
      email: guests[0]!.email,
      tokenHash: (await import('./sharing.queries')).hashToken('older-link-token'),
      invitedBy: owner.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect(
      (await guests[0]!.as.post('/api/household/invitation/accept', { token: 'older-link-token' })).statusCode,
    ).toBe(200);
    const full = await late.as.post('/api/household/invitation/accept', { token: tokenOf(late.email) });
    expect([full.statusCode, message(full)]).toEqual([
      409,
      'This household already has 8 people, the most a household can have.',
    ]);
  });

  it('removing a member and deleting the household lose nobody’s own recipes or favorites', async () => {
    const owner = await person('Ira Owner');
    const member = await person('Jai Member');
    const other = await person('Kavi Member');
    await join(owner, member);
    await join(owner, other);
    const own = async (p: Person) => {
      const recipe = await insertCustomRecipe(t.database.db, p.id, { title: `${p.id} own dal` });
      await p.as.post('/api/favorites/recipes', { recipeId: recipeIds[2] });
      return recipe.id;
    };
    const mine = { member: await own(member), other: await own(other), owner: await own(owner) };
    await member.as.post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Monday',
      mealType: 'Lunch',
      recipeId: recipeIds[0],
    });
    const saved = await member.as.post('/api/favorites/meal-plans', { week: WEEK, name: 'Our week' });
    expect(saved.statusCode, saved.body).toBe(201);

    const removed = await owner.as.delete(`/api/household/sharing/members/${member.id}`);
    expect(removed.json<Sharing>().household!.members.map((m) => m.name)).toEqual(['Ira Owner', 'Kavi Member']);
    expect((await member.as.get('/api/household/sharing')).json<Sharing>().household).toBeNull();
    expect((await member.as.get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan).toBeNull();
    const deleted = await owner.as.delete('/api/household');
    expect(deleted.json<Sharing>().household).toBeNull();
    expect((await other.as.get('/api/household/sharing')).json<Sharing>().household).toBeNull();

    for (const [p, id] of [
      [member, mine.member],
      [other, mine.other],
      [owner, mine.owner],
    ] as const) {
      expect((await p.as.get(`/api/recipes/${id}`)).statusCode).toBe(200);
      expect((await p.as.get('/api/favorites/recipe-ids')).json<{ recipeIds: number[] }>().recipeIds).toContain(
        recipeIds[2],
      );
    }
    expect((await member.as.get('/api/favorites/meal-plans')).json()).toEqual([
      expect.objectContaining({ name: 'Our week', entryCount: 1 }),
    ]);
    expect(
      (await owner.as.get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan!.entries.map((e) => e.recipe.id),
    ).toEqual([recipeIds[0]]);
  });

  it('an outsider sees and changes nothing of a household', async () => {
    const owner = await person('Lata Owner');
    const member = await person('Mani Member');
    const outsider = await person('Nadia Outsider');
    await join(owner, member);
    await owner.as.post(`/api/meal-plans/${WEEK}/entries`, {
      day: 'Monday',
      mealType: 'Dinner',
      recipeId: recipeIds[0],
    });
    const list = (await owner.as.post(`/api/grocery/${WEEK}/build`, {})).json<GroceryList>();
    const item = list.aisles[0]!.items[0]!;
    await owner.as.post('/api/household/invitations', { email: 'pending@example.com' });
    const pending = (await owner.as.get('/api/household/sharing')).json<Sharing>().household!.invitations[0]!;

    expect((await outsider.as.get('/api/household/sharing')).json<Sharing>().household).toBeNull();
    expect((await outsider.as.get(`/api/meal-plans/${WEEK}`)).json<WeekPlan>().plan).toBeNull();
    expect((await outsider.as.get(`/api/grocery/${WEEK}`)).statusCode).toBe(404);
    expect((await outsider.as.patch(`/api/grocery/items/${item.id}`, { checked: true })).statusCode).toBe(404);
    expect((await outsider.as.delete(`/api/household/sharing/members/${member.id}`)).statusCode).toBe(404);
    expect((await outsider.as.delete(`/api/household/invitations/${pending.id}`)).statusCode).toBe(404);
    expect((await outsider.as.delete('/api/household')).statusCode).toBe(404);
    expect((await outsider.as.post('/api/household/leave', {})).statusCode).toBe(404);
    const accept = await outsider.as.post('/api/household/invitation/accept', {
      token: tokenOf('pending@example.com'),
    });
    expect(accept.statusCode).toBe(403);

    const sharing = (await owner.as.get('/api/household/sharing')).json<Sharing>().household!;
    expect(sharing.members).toHaveLength(2);
    expect(sharing.invitations).toHaveLength(1);
    const again = (await member.as.get(`/api/grocery/${WEEK}`)).json<GroceryList>();
    expect(again.aisles[0]!.items[0]!.checked).toBe(false);
    // signed out: nothing
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/household/sharing', headers: { origin: ORIGIN } });
    expect(anonymous.statusCode).toBe(401);
  });
});
