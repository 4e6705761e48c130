import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from './email';

/** Sharing a household's week and grocery list (issue 20, item 3; decision 031). */
export const HOUSEHOLD_MAX_PEOPLE = 8;
export const INVITATION_DAYS = 7;

export const SHARING_MESSAGES = {
  email: INVALID_EMAIL_MESSAGE,
  yourself: 'You cannot invite yourself: you are already in your household.',
  alreadyMember: (email: string) => `${email} is already in your household.`,
  full: `A household has at most ${HOUSEHOLD_MAX_PEOPLE} people, counting invitations still waiting.`,
  fullOnJoin: `This household already has ${HOUSEHOLD_MAX_PEOPLE} people, the most a household can have.`,
  ownerOnly: 'Only the household’s owner can do this.',
  mailFailed: 'We could not send the invitation e-mail. Please try again.',
  noHousehold: 'You are not in a household.',
  notMember: 'That person is not in your household.',
  removeYourself: 'You cannot remove yourself. Delete the household instead.',
  lastOwner:
    'You are the last owner of this household. Remove its members and delete it, or the others lose the shared week.',
  invitationNotFound: 'This invitation link is not valid. Ask for a new invitation.',
  invitationNotFoundById: 'Invitation not found',
  invitationUsed: 'This invitation has already been used. Ask for a new one if you still need to join.',
  invitationExpired: `This invitation has expired (links last ${INVITATION_DAYS} days). Ask for a new one.`,
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  alreadyInThis: 'You are already in this household.',
  inAnother: 'You are already in another household. Leave it first, then open this link again.',
} as const;

export const InviteInput = z.strictObject(
  {
    email: z
      .string({ error: SHARING_MESSAGES.email })
      .trim()
      .toLowerCase()
      .max(254, SHARING_MESSAGES.email)
      .pipe(z.email({ error: SHARING_MESSAGES.email })),
  },
  { error: 'Give the e-mail address to invite' },
);
export const TokenInput = z.strictObject(
  { token: z.string().min(10).max(200) },
  { error: 'Give the invitation token' },
);
export const TokenQuery = z.object({ token: z.string().min(10).max(200) });
export const MemberParams = z.object({ userId: z.string().min(1).max(100) });
export const InvitationParams = z.object({ id: z.coerce.number().int().positive() });

export const HouseholdRole = z.enum(['owner', 'member']);
export type HouseholdRole = z.infer<typeof HouseholdRole>;

export const HouseholdMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: HouseholdRole,
  joinedAt: z.string(),
});
export type HouseholdMember = z.infer<typeof HouseholdMember>;

export const PendingInvitation = z.object({ id: z.number(), email: z.string(), expiresAt: z.string() });
export type PendingInvitation = z.infer<typeof PendingInvitation>;

/** What the signed-in person sees of their household: null when they are in none. */
export const Sharing = z.object({
  household: z
    .object({
      id: z.number(),
      role: HouseholdRole,
      ownerName: z.string(),
      members: z.array(HouseholdMember),
      /** Waiting invitations: the owner's to see and cancel; an empty list for members. */
      invitations: z.array(PendingInvitation),
    })
    .nullable(),
  maxPeople: z.number(),
});
export type Sharing = z.infer<typeof Sharing>;

/** What an invitation link shows before it is accepted. */
export const InvitationPreview = z.object({
  ownerName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;
