import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail } from '../../../domain/email';
import { AppError } from '../../../domain/errors';
import { VoteInput, VoteResult, WISHLIST_MESSAGES, WishlistFeatures } from '../../../domain/wishlist';
import { getSessionUser } from '../accounts/session';
import { listWishlistFeatures, voteForFeature } from './wishlist.queries';
import { rateLimitStore } from '../../plugins/rate-limit-store';

/**
 * Votes per client address: a household voting for every feature stays well under it; a script inventing e-mails
 * does not get far. Counted in this process's memory (a shared store is for when we run several instances).
 */
export const VOTE_RATE_LIMIT = { max: 40, timeWindow: '1 hour' } as const;

const FeatureParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    ...rateLimitStore(app, 'wishlist'),
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', `Too many votes from this address. Please try again in ${ctx.after}.`),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/wishlist', { schema: { tags: ['wishlist'], response: { 200: WishlistFeatures } } }, async (req) => {
    const me = await getSessionUser(req);
    return listWishlistFeatures(app.db, { userId: me?.id, email: me ? normalizeEmail(me.email) : undefined });
  });

  r.post(
    '/api/wishlist/:id/vote',
    {
      config: { rateLimit: VOTE_RATE_LIMIT },
      schema: { tags: ['wishlist'], params: FeatureParams, body: VoteInput, response: { 201: VoteResult } },
    },
    async (req, reply) => {
      const email = normalizeEmail(req.body.email);
      const { emailRequired } = WISHLIST_MESSAGES;
      if (!email) throw new AppError('BAD_REQUEST', emailRequired.description, { title: emailRequired.title });
      if (!isValidEmail(email)) throw new AppError('BAD_REQUEST', INVALID_EMAIL_MESSAGE);
      const me = await getSessionUser(req);
      const result = await voteForFeature(app.db, { featureId: req.params.id, email, userId: me?.id ?? null });
      return reply.code(201).send(result);
    },
  );
}
