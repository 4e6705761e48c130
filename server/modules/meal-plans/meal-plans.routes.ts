import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddEntryInput,
  AddEntryResult,
  AlternativeRecipe,
  AlternativesQuery,
  CopyFromFavoriteInput,
  CopyFromPastInput,
  CopyResult,
  EntryParams,
  MealPlan,
  SwapInput,
  UpdateEntryInput,
  WeekParams,
  WeekPlan,
} from '../../../domain/meal-plans';
import { requireUser } from '../accounts/session';
import { planOwner, planOwnerId } from '../household/plan-owner';
import { listAlternatives } from './alternatives.queries';
import { copyFromFavorite, copyFromPast } from './copy-plan.queries';
import { addEntry, getWeekPlan, removeEntry, setPlanStatus, swapEntryRecipe, updateEntry } from './meal-plans.queries';

const tags = ['meal-plans'];

/** The weekly meal plan: a week is any date of it (YYYY-MM-DD), read as its Monday. */
export async function mealPlanRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/meal-plans/:week', { schema: { tags, params: WeekParams, response: { 200: WeekPlan } } }, async (req) => {
    const user = await requireUser(req);
    return getWeekPlan(app.db, { userId: await planOwnerId(app.db, user.id), weekStart: req.params.week });
  });

  r.post(
    '/api/meal-plans/:week/entries',
    { schema: { tags, params: WeekParams, body: AddEntryInput, response: { 201: AddEntryResult } } },
    async (req, reply) => {
      const user = await requireUser(req);
      const result = await addEntry(app.db, {
        user: await planOwner(app.db, user),
        weekStart: req.params.week,
        ...req.body,
      });
      return reply.code(201).send(result);
    },
  );

  r.patch(
    '/api/meal-plans/entries/:entryId',
    { schema: { tags, params: EntryParams, body: UpdateEntryInput, response: { 200: MealPlan } } },
    async (req) => {
      const user = await requireUser(req);
      return updateEntry(app.db, {
        userId: await planOwnerId(app.db, user.id),
        entryId: req.params.entryId,
        ...req.body,
      });
    },
  );

  r.delete(
    '/api/meal-plans/entries/:entryId',
    { schema: { tags, params: EntryParams, response: { 200: MealPlan } } },
    async (req) => {
      const user = await requireUser(req);
      return removeEntry(app.db, { userId: await planOwnerId(app.db, user.id), entryId: req.params.entryId });
    },
  );

  r.get(
    '/api/meal-plans/entries/:entryId/alternatives',
    {
      schema: {
        tags,
        params: EntryParams,
        querystring: AlternativesQuery,
        response: { 200: z.array(AlternativeRecipe) },
      },
    },
    async (req) => {
      const user = await requireUser(req);
      return listAlternatives(app.db, {
        userId: await planOwnerId(app.db, user.id),
        entryId: req.params.entryId,
        limit: req.query.limit,
      });
    },
  );

  r.post(
    '/api/meal-plans/entries/:entryId/swap',
    { schema: { tags, params: EntryParams, body: SwapInput, response: { 200: MealPlan } } },
    async (req) => {
      const user = await requireUser(req);
      return swapEntryRecipe(app.db, {
        userId: await planOwnerId(app.db, user.id),
        entryId: req.params.entryId,
        recipeId: req.body.recipeId,
      });
    },
  );

  r.post(
    '/api/meal-plans/:week/copy-from-past',
    { schema: { tags, params: WeekParams, body: CopyFromPastInput, response: { 200: CopyResult } } },
    async (req) => {
      const user = await requireUser(req);
      return copyFromPast(app.db, { user: await planOwner(app.db, user), weekStart: req.params.week, ...req.body });
    },
  );

  r.post(
    '/api/meal-plans/:week/copy-from-favorite',
    { schema: { tags, params: WeekParams, body: CopyFromFavoriteInput, response: { 200: CopyResult } } },
    async (req) => {
      const user = await requireUser(req);
      return copyFromFavorite(app.db, {
        user: await planOwner(app.db, user),
        favoriteOwnerId: user.id,
        weekStart: req.params.week,
        ...req.body,
      });
    },
  );

  r.post(
    '/api/meal-plans/:week/draft',
    { schema: { tags, params: WeekParams, response: { 200: MealPlan } } },
    async (req) => {
      const user = await requireUser(req);
      return setPlanStatus(app.db, {
        userId: await planOwnerId(app.db, user.id),
        weekStart: req.params.week,
        status: 'draft',
      });
    },
  );

  r.post(
    '/api/meal-plans/:week/confirm',
    { schema: { tags, params: WeekParams, response: { 200: MealPlan } } },
    async (req) => {
      const user = await requireUser(req);
      return setPlanStatus(app.db, {
        userId: await planOwnerId(app.db, user.id),
        weekStart: req.params.week,
        status: 'confirmed',
      });
    },
  );
}
