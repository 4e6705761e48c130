import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import {
  HOUSEHOLD_MAX_PEOPLE,
  SHARING_MESSAGES,
  type HouseholdRole,
  type Sharing,
} from '../../../domain/household-sharing';
import type { Db } from '../../db/client';
import { householdInvitations, householdMemberships, households, user } from '../../db/schema';

export interface Membership {
  householdId: number;
  role: HouseholdRole;
  ownerId: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The person's household, or undefined. */
export async function findMembership(db: Db, userId: string): Promise<Membership | undefined> {
  const [row] = await db
    .select({
      householdId: householdMemberships.householdId,
      role: householdMemberships.role,
      ownerId: households.ownerId,
    })
    .from(householdMemberships)
    .innerJoin(households, eq(households.id, householdMemberships.householdId))
    .where(eq(householdMemberships.userId, userId));
  return row ? { ...row, role: row.role as HouseholdRole } : undefined;
}

/** The person's household when they own it; 404 when they are in none, 403 when they are a member. */
export async function requireOwnership(db: Db, userId: string): Promise<Membership> {
  const membership = await findMembership(db, userId);
  if (!membership) throw new AppError('NOT_FOUND', SHARING_MESSAGES.noHousehold);
  if (membership.role !== 'owner') throw new AppError('FORBIDDEN', SHARING_MESSAGES.ownerOnly);
  return membership;
}

/** Holds the household's row until the transaction ends, so two joins or invitations cannot both take the last place. */
export async function lockHousehold(db: Db, householdId: number): Promise<void> {
  await db.execute(sql`select id from ${households} where ${households.id} = ${householdId} for update`);
}

export async function listMembers(db: Db, householdId: number) {
  return db
    .select({
      userId: householdMemberships.userId,
      name: user.name,
      email: user.email,
      role: householdMemberships.role,
      joinedAt: householdMemberships.joinedAt,
    })
    .from(householdMemberships)
    .innerJoin(user, eq(user.id, householdMemberships.userId))
    .where(eq(householdMemberships.householdId, householdId))
    .orderBy(asc(householdMemberships.joinedAt));
}

/** Invitations not used and not expired. */
export async function listPendingInvitations(db: Db, householdId: number, now = new Date()) {
  return db
    .select({
      id: householdInvitations.id,
      email: householdInvitations.email,
      expiresAt: householdInvitations.expiresAt,
    })
    .from(householdInvitations)
    .where(
      and(
        eq(householdInvitations.householdId, householdId),
        isNull(householdInvitations.acceptedAt),
        gt(householdInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(householdInvitations.id));
}

/** What the signed-in person sees of their household. Only the owner sees the invitations waiting. */
export async function getSharing(db: Db, { userId }: { userId: string }): Promise<Sharing> {
  const membership = await findMembership(db, userId);
  if (!membership) return { household: null, maxPeople: HOUSEHOLD_MAX_PEOPLE };
  const members = await listMembers(db, membership.householdId);
  const invitations = membership.role === 'owner' ? await listPendingInvitations(db, membership.householdId) : [];
  const owner = members.find((m) => m.userId === membership.ownerId);
  return {
    household: {
      id: membership.householdId,
      role: membership.role,
      ownerName: owner?.name ?? '',
      members: members.map((m) => ({
        ...m,
        role: m.role as HouseholdRole,
        joinedAt: m.joinedAt.toISOString(),
      })),
      invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
    },
    maxPeople: HOUSEHOLD_MAX_PEOPLE,
  };
}
