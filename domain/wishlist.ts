import { z } from 'zod';

/** One suggested feature of the Feature Wishlist (spec 001 sections 2 and 3), with its vote count. */
export const WishlistFeature = z.object({
  id: z.number().int(),
  description: z.string(),
  votes: z.number().int().min(0),
  /** True when the signed-in caller (by account or by its e-mail) has voted for it; always false when signed out. */
  voted: z.boolean(),
});
export type WishlistFeature = z.infer<typeof WishlistFeature>;
export const WishlistFeatures = z.array(WishlistFeature);

/** The e-mail typed in the dialog; blank or missing answers the spec's 'Email Required' message. */
export const VoteInput = z.object({ email: z.string().max(320).optional() });
export type VoteInput = z.infer<typeof VoteInput>;

export const VoteResult = z.object({ featureId: z.number().int(), votes: z.number().int() });
export type VoteResult = z.infer<typeof VoteResult>;

/** Spec 001 sections 5 and 8. */
export const WISHLIST_MESSAGES = {
  emailRequired: { title: 'Email Required', description: 'Please enter your email to vote for features.' },
  loadFailed: { title: 'Error', description: 'Failed to load features. Please try again.' },
  voteFailed: { title: 'Error', description: 'Something went wrong. Please try again.' },
  alreadyVoted: 'You have already voted for this feature.',
  notFound: 'Feature not found',
} as const;
