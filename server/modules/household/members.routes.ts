import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors';
import {
  FAMILY_MESSAGES,
  HouseholdMember,
  HouseholdMembers,
  MEMBER_LIMIT,
  MemberInput,
  MemberParams,
} from '../../../domain/family';
import { WeekDate } from '../../../domain/weeks.schema';
import { NutritionSummary } from '../../../domain/nutrition-summary.schema';
import { planHas } from '../../../domain/plans';
import type { Db } from '../../db/client';
import { requireUser } from '../accounts/session';
import { subscriptionFor } from '../billing/payments';
import { createMember, deleteMember, getMemberNutritionSummary, listMembers, updateMember } from './members.queries';
import { planOwnerId } from './plan-owner';

const tags = ['household'];

/**
 * Family planning is Premium's, and the household's owner's plan decides: the members and the week are the
 * owner's, and generation reads the owner's plan too (family-generation.ts), so a member of a shared household
 * acts on the owner's table with the owner's Premium, never with their own.
 */
async function familyPlanning(db: Db, ownerId: string): Promise<boolean> {
  const { plan } = await subscriptionFor(db, ownerId);
  return planHas('family_planning', plan);
}

/** The household owner whose members the signed-in person may change: refused unless that owner has Premium. */
async function requireFamilyPlanning(db: Db, userId: string): Promise<string> {
  const ownerId = await planOwnerId(db, userId);
  if (!(await familyPlanning(db, ownerId))) throw new AppError('PLAN_REQUIRED', FAMILY_MESSAGES.premiumOnly);
  return ownerId;
}

/** The people at the household's table (issue 20, item 2): each with a diet, weekly targets and the meals they eat. */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/household/members',
    { schema: { tags, summary: 'The members of the household', response: { 200: HouseholdMembers } } },
    async (req) => {
      const user = await requireUser(req);
      const ownerId = await planOwnerId(app.db, user.id);
      return {
        available: await familyPlanning(app.db, ownerId),
        members: await listMembers(app.db, { ownerId }),
        limit: MEMBER_LIMIT,
      };
    },
  );

  r.post(
    '/api/household/members',
    {
      schema: {
        tags,
        summary: 'Add a member (Premium; at most 8)',
        body: MemberInput,
        response: { 201: HouseholdMember },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const ownerId = await requireFamilyPlanning(app.db, user.id);
      return reply.code(201).send(await createMember(app.db, { ownerId, input: req.body }));
    },
  );

  r.put(
    '/api/household/members/:id',
    {
      schema: {
        tags,
        summary: "Change a member's name, diet, targets or meals (Premium)",
        params: MemberParams,
        body: MemberInput,
        response: { 200: HouseholdMember },
      },
    },
    async (req) => {
      const user = await requireUser(req);
      const ownerId = await requireFamilyPlanning(app.db, user.id);
      return updateMember(app.db, { ownerId, id: req.params.id, input: req.body });
    },
  );

  // removing is allowed on any plan: a person who left Premium may still tidy their household away
  r.delete(
    '/api/household/members/:id',
    { schema: { tags, summary: 'Remove a member', params: MemberParams } },
    async (req, reply) => {
      const user = await requireUser(req);
      const ownerId = await planOwnerId(app.db, user.id);
      await deleteMember(app.db, { ownerId, id: req.params.id });
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/household/members/:id/nutrition/:week',
    {
      schema: {
        tags,
        summary: "One member's Weekly Nutrition Summary (Premium)",
        params: MemberParams.extend({ week: WeekDate }),
        response: { 200: NutritionSummary },
      },
    },
    async (req) => {
      const user = await requireUser(req);
      const ownerId = await requireFamilyPlanning(app.db, user.id);
      return getMemberNutritionSummary(app.db, { ownerId, memberId: req.params.id, weekStart: req.params.week });
    },
  );
}
