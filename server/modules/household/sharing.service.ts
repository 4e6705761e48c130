import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { normalizeEmail } from '../../../domain/email';
import { AppError } from '../../../domain/errors';
import {
  HOUSEHOLD_MAX_PEOPLE,
  INVITATION_DAYS,
  SHARING_MESSAGES,
  type InvitationPreview,
} from '../../../domain/household-sharing';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import { householdInvitations, householdMemberships, households, user } from '../../db/schema';
import { invitationEmail } from './sharing-emails';
import {
  findMembership,
  hashToken,
  listMembers,
  listPendingInvitations,
  lockHousehold,
  requireOwnership,
  type Membership,
} from './sharing.queries';

interface Person {
  id: string;
  name: string;
  email: string;
}

const DAY_MS = 86_400_000;
const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((transaction) => work(transaction as unknown as Db));

/** The person's own household, made (with them as its owner) the first time they invite someone. */
async function ownHousehold(tx: Db, person: Person): Promise<Membership> {
  const existing = await findMembership(tx, person.id);
  if (existing) {
    if (existing.role !== 'owner') throw new AppError('FORBIDDEN', SHARING_MESSAGES.ownerOnly);
    return existing;
  }
  const [household] = await tx.insert(households).values({ ownerId: person.id }).returning({ id: households.id });
  await tx.insert(householdMemberships).values({ userId: person.id, householdId: household!.id, role: 'owner' });
  return { householdId: household!.id, role: 'owner', ownerId: person.id };
}

/**
 * Invites an address (with or without an account: the mail says to sign up first). A new invitation to an address
 * already invited replaces the waiting one, so "send again" is inviting again. The mail goes out after the commit;
 * when it cannot be sent the invitation is taken back.
 */
export async function inviteToHousehold(
  db: Db,
  mailer: Mailer,
  { inviter, email: raw, appUrl, now = new Date() }: { inviter: Person; email: string; appUrl: string; now?: Date },
) {
  const email = normalizeEmail(raw);
  if (email === normalizeEmail(inviter.email)) throw new AppError('BAD_REQUEST', SHARING_MESSAGES.yourself);
  const token = randomBytes(32).toString('base64url');
  const invitation = await inTransaction(db, async (tx) => {
    const { householdId } = await ownHousehold(tx, inviter);
    await lockHousehold(tx, householdId);
    const members = await listMembers(tx, householdId);
    if (members.some((m) => normalizeEmail(m.email) === email))
      throw new AppError('CONFLICT', SHARING_MESSAGES.alreadyMember(email));
    await tx
      .delete(householdInvitations)
      .where(
        and(
          eq(householdInvitations.householdId, householdId),
          eq(householdInvitations.email, email),
          isNull(householdInvitations.acceptedAt),
        ),
      );
    const waiting = await listPendingInvitations(tx, householdId, now);
    if (members.length + waiting.length >= HOUSEHOLD_MAX_PEOPLE) throw new AppError('CONFLICT', SHARING_MESSAGES.full);
    const [row] = await tx
      .insert(householdInvitations)
      .values({
        householdId,
        email,
        tokenHash: hashToken(token),
        invitedBy: inviter.id,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      })
      .returning();
    return row!;
  });
  const url = `${appUrl}/household/join?token=${token}`;
  try {
    await mailer.send(invitationEmail({ to: email, inviter, url }));
  } catch {
    await db.delete(householdInvitations).where(eq(householdInvitations.id, invitation.id));
    throw new AppError('UNAVAILABLE', SHARING_MESSAGES.mailFailed);
  }
  return { id: invitation.id, email, expiresAt: invitation.expiresAt.toISOString() };
}

/** An invitation by its link's token, still usable: 404 unknown, 409 used or expired. */
async function usableInvitation(db: Db, token: string, now: Date, lock = false) {
  const query = db
    .select()
    .from(householdInvitations)
    .where(eq(householdInvitations.tokenHash, hashToken(token)));
  const [invitation] = lock ? await query.for('update') : await query;
  if (!invitation) throw new AppError('NOT_FOUND', SHARING_MESSAGES.invitationNotFound);
  if (invitation.acceptedAt) throw new AppError('CONFLICT', SHARING_MESSAGES.invitationUsed);
  if (invitation.expiresAt <= now) throw new AppError('CONFLICT', SHARING_MESSAGES.invitationExpired);
  return invitation;
}

/** What the link shows before it is accepted: whose household, for which address. The token is the secret. */
export async function previewInvitation(db: Db, { token, now = new Date() }: { token: string; now?: Date }) {
  const invitation = await usableInvitation(db, token, now);
  const [owner] = await db
    .select({ name: user.name })
    .from(households)
    .innerJoin(user, eq(user.id, households.ownerId))
    .where(eq(households.id, invitation.householdId));
  return {
    ownerName: owner?.name ?? '',
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
  } satisfies InvitationPreview;
}

/**
 * Joins the household of an invitation sent to the signed-in person's own address. A household the person owns alone
 * is given up on the way (their own weeks stay theirs and come back if they ever leave); one with others in it must
 * be left first.
 */
export async function acceptInvitation(
  db: Db,
  { person, token, now = new Date() }: { person: Person; token: string; now?: Date },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const invitation = await usableInvitation(tx, token, now, true);
    if (normalizeEmail(person.email) !== invitation.email)
      throw new AppError('FORBIDDEN', SHARING_MESSAGES.wrongAccount(invitation.email));
    const current = await findMembership(tx, person.id);
    if (current?.householdId === invitation.householdId) throw new AppError('CONFLICT', SHARING_MESSAGES.alreadyInThis);
    if (current) {
      const others = (await listMembers(tx, current.householdId)).length - 1;
      if (current.role !== 'owner' || others > 0) throw new AppError('CONFLICT', SHARING_MESSAGES.inAnother);
      await tx.delete(households).where(eq(households.id, current.householdId));
    }
    await lockHousehold(tx, invitation.householdId);
    const [people] = await tx
      .select({ n: count() })
      .from(householdMemberships)
      .where(eq(householdMemberships.householdId, invitation.householdId));
    if (people!.n >= HOUSEHOLD_MAX_PEOPLE) throw new AppError('CONFLICT', SHARING_MESSAGES.fullOnJoin);
    await tx.insert(householdMemberships).values({ userId: person.id, householdId: invitation.householdId });
    await tx
      .update(householdInvitations)
      .set({ acceptedAt: now, acceptedBy: person.id })
      .where(eq(householdInvitations.id, invitation.id));
  });
}

/**
 * Leaves one's household. The owner cannot leave others behind without the week they share (409); an owner alone
 * simply stops having a household. Nothing of anyone's own (recipes, favorites, earlier weeks) is touched.
 */
export async function leaveHousehold(db: Db, { userId }: { userId: string }): Promise<void> {
  const membership = await findMembership(db, userId);
  if (!membership) throw new AppError('NOT_FOUND', SHARING_MESSAGES.noHousehold);
  if (membership.role === 'owner') {
    const others = (await listMembers(db, membership.householdId)).length - 1;
    if (others > 0) throw new AppError('CONFLICT', SHARING_MESSAGES.lastOwner);
    await db.delete(households).where(eq(households.id, membership.householdId));
    return;
  }
  await db.delete(householdMemberships).where(eq(householdMemberships.userId, userId));
}

/** The owner takes a member out. */
export async function removeMember(db: Db, { userId, memberId }: { userId: string; memberId: string }) {
  const { householdId } = await requireOwnership(db, userId);
  if (memberId === userId) throw new AppError('BAD_REQUEST', SHARING_MESSAGES.removeYourself);
  const [removed] = await db
    .delete(householdMemberships)
    .where(and(eq(householdMemberships.householdId, householdId), eq(householdMemberships.userId, memberId)))
    .returning({ userId: householdMemberships.userId });
  if (!removed) throw new AppError('NOT_FOUND', SHARING_MESSAGES.notMember);
}

/** The owner ends the household: memberships and invitations go, the week stays the owner's. */
export async function deleteHousehold(db: Db, { userId }: { userId: string }): Promise<void> {
  const { householdId } = await requireOwnership(db, userId);
  await db.delete(households).where(eq(households.id, householdId));
}

export async function cancelInvitation(
  db: Db,
  { userId, id, now = new Date() }: { userId: string; id: number; now?: Date },
) {
  const { householdId } = await requireOwnership(db, userId);
  const [removed] = await db
    .delete(householdInvitations)
    .where(
      and(
        eq(householdInvitations.id, id),
        eq(householdInvitations.householdId, householdId),
        isNull(householdInvitations.acceptedAt),
        gt(householdInvitations.expiresAt, now),
      ),
    )
    .returning({ id: householdInvitations.id });
  if (!removed) throw new AppError('NOT_FOUND', SHARING_MESSAGES.invitationNotFoundById);
}
