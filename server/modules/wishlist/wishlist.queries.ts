import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { WISHLIST_MESSAGES, type VoteResult, type WishlistFeature } from '../../../domain/wishlist';
import type { Db } from '../../db/client';
import { featureVotes, suggestedFeatures } from '../../db/schema';

/** Every suggested feature, ordered by id, with its vote count and whether the signed-in caller voted for it. */
export async function listWishlistFeatures(
  db: Db,
  { userId, email }: { userId?: string; email?: string },
): Promise<WishlistFeature[]> {
  const rows = await db
    .select({
      id: suggestedFeatures.id,
      description: suggestedFeatures.featureDescription,
      votes: count(featureVotes.id),
    })
    .from(suggestedFeatures)
    .leftJoin(featureVotes, eq(featureVotes.featureId, suggestedFeatures.id))
    .groupBy(suggestedFeatures.id)
    .orderBy(asc(suggestedFeatures.id));
  const mine = new Set<number>();
  if (userId) {
    const byMe = email
      ? or(eq(featureVotes.userId, userId), eq(featureVotes.email, email))
      : eq(featureVotes.userId, userId);
    const voted = await db.select({ featureId: featureVotes.featureId }).from(featureVotes).where(byMe);
    voted.forEach((v) => mine.add(v.featureId));
  }
  return rows.map((row) => ({ ...row, voted: mine.has(row.id) }));
}

/**
 * Records one vote: one per e-mail (the unique (feature, e-mail) index) and, for a signed-in person, one per account
 * whatever e-mail they type. The account check holds an advisory lock on (feature, user) for the transaction, so two
 * concurrent votes from one account cannot both pass it. Answers the feature's new count.
 */
export async function voteForFeature(
  db: Db,
  { featureId, email, userId }: { featureId: number; email: string; userId: string | null },
): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    const [feature] = await tx
      .select({ id: suggestedFeatures.id })
      .from(suggestedFeatures)
      .where(eq(suggestedFeatures.id, featureId));
    if (!feature) throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.notFound);
    if (userId) {
      await tx.execute(sql`select pg_advisory_xact_lock(${featureId}::int, hashtext(${userId}))`);
      const [previous] = await tx
        .select({ id: featureVotes.id })
        .from(featureVotes)
        .where(and(eq(featureVotes.featureId, featureId), eq(featureVotes.userId, userId)));
      if (previous) throw new AppError('CONFLICT', WISHLIST_MESSAGES.alreadyVoted);
    }
    const inserted = await tx
      .insert(featureVotes)
      .values({ featureId, email, userId })
      .onConflictDoNothing({ target: [featureVotes.featureId, featureVotes.email] })
      .returning({ id: featureVotes.id });
    if (!inserted.length) throw new AppError('CONFLICT', WISHLIST_MESSAGES.alreadyVoted);
    const [total] = await tx.select({ votes: count() }).from(featureVotes).where(eq(featureVotes.featureId, featureId));
    return { featureId, votes: total?.votes ?? 0 };
  });
}
