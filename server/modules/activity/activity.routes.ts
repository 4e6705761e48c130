import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ActivityPage, ActivityQuery } from '../../../domain/activity';
import { requireUser } from '../accounts/session';
import { listActivity } from './activity.queries';

const tags = ['activity'];

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The dashboard's Recent Activity: the signed-in person's own entries, newest first, a page at a time. */
  r.get(
    '/api/activity',
    { schema: { tags, querystring: ActivityQuery, response: { 200: ActivityPage } } },
    async (req) => {
      const user = await requireUser(req);
      return listActivity(app.db, { userId: user.id, limit: req.query.limit, before: req.query.before });
    },
  );
}
