import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import {
  InvitationParams,
  InvitationPreview,
  InviteInput,
  MemberParams,
  PendingInvitation,
  Sharing,
  TokenInput,
  TokenQuery,
} from '../../../domain/household-sharing';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import { requireUser } from '../accounts/session';
import { getSharing } from './sharing.queries';
import {
  acceptInvitation,
  cancelInvitation,
  deleteHousehold,
  inviteToHousehold,
  leaveHousehold,
  previewInvitation,
  removeMember,
} from './sharing.service';

const tags = ['household'];
/** Each invitation mails an address of the sender's choice: counted per client address, in Redis when set. */
export const INVITATION_RATE_LIMIT = { max: 30, timeWindow: '1 hour' } as const;

/** Sharing a household's week and grocery list (decision 031). No route takes a household id: it is the caller's. */
export async function sharingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    ...rateLimitStore(app, 'invitations'),
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', `Too many invitations from this address. Please try again in ${ctx.after}.`),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sharing = (userId: string) => getSharing(app.db, { userId });

  r.get(
    '/api/household/sharing',
    { schema: { tags, summary: 'My household: members and waiting invitations', response: { 200: Sharing } } },
    async (req) => sharing((await requireUser(req)).id),
  );

  r.post(
    '/api/household/invitations',
    {
      config: { rateLimit: INVITATION_RATE_LIMIT },
      schema: { tags, summary: 'Invite an address by e-mail', body: InviteInput, response: { 201: PendingInvitation } },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const invitation = await inviteToHousehold(app.db, app.mailer, {
        inviter: user,
        email: req.body.email,
        appUrl: app.config.APP_URL,
      });
      return reply.code(201).send(invitation);
    },
  );

  r.delete(
    '/api/household/invitations/:id',
    { schema: { tags, summary: 'Cancel a waiting invitation', params: InvitationParams } },
    async (req, reply) => {
      const user = await requireUser(req);
      await cancelInvitation(app.db, { userId: user.id, id: req.params.id });
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/household/invitation',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers',
        querystring: TokenQuery,
        response: { 200: InvitationPreview },
      },
    },
    async (req) => previewInvitation(app.db, { token: req.query.token }),
  );

  r.post(
    '/api/household/invitation/accept',
    { schema: { tags, summary: 'Join the household of an invitation', body: TokenInput, response: { 200: Sharing } } },
    async (req) => {
      const user = await requireUser(req);
      await acceptInvitation(app.db, { person: user, token: req.body.token });
      return sharing(user.id);
    },
  );

  r.post(
    '/api/household/leave',
    { schema: { tags, summary: 'Leave my household', body: z.object({}).optional(), response: { 200: Sharing } } },
    async (req) => {
      const user = await requireUser(req);
      await leaveHousehold(app.db, { userId: user.id });
      return sharing(user.id);
    },
  );

  r.delete(
    '/api/household/sharing/members/:userId',
    { schema: { tags, summary: 'Remove a member (owner)', params: MemberParams, response: { 200: Sharing } } },
    async (req) => {
      const user = await requireUser(req);
      await removeMember(app.db, { userId: user.id, memberId: req.params.userId });
      return sharing(user.id);
    },
  );

  r.delete(
    '/api/household',
    { schema: { tags, summary: 'Delete my household (owner)', response: { 200: Sharing } } },
    async (req) => {
      const user = await requireUser(req);
      await deleteHousehold(app.db, { userId: user.id });
      return sharing(user.id);
    },
  );
}
