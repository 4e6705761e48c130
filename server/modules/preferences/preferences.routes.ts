import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subscriptionOf } from '../../../domain/plans';
import { PreferenceCategories, PreferencesSummary, SavePreferencesInput } from '../../../domain/preferences';
import { requireUser } from '../accounts/session';
import { getPreferencesSummary, listPreferenceCategories, savePreferences } from './preferences.queries';

export async function preferencesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/preferences',
    { schema: { tags: ['preferences'], response: { 200: PreferenceCategories } } },
    async (req) => {
      const user = await requireUser(req);
      return listPreferenceCategories(app.db, {
        userId: user.id,
        plan: subscriptionOf(user.plan, user.planExpiresAt).plan,
      });
    },
  );

  r.put(
    '/api/preferences',
    { schema: { tags: ['preferences'], body: SavePreferencesInput, response: { 200: PreferenceCategories } } },
    async (req) => {
      const user = await requireUser(req);
      const plan = subscriptionOf(user.plan, user.planExpiresAt).plan;
      await savePreferences(app.db, { userId: user.id, plan, selections: req.body.selections });
      return listPreferenceCategories(app.db, { userId: user.id, plan });
    },
  );

  r.get(
    '/api/preferences/summary',
    { schema: { tags: ['preferences'], response: { 200: PreferencesSummary } } },
    async (req) => {
      const user = await requireUser(req);
      return getPreferencesSummary(app.db, { userId: user.id });
    },
  );
}
