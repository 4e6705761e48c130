import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../../domain/errors';
import type { GenerateProgress, GenerateResult } from '../../../../domain/meal-plan-generator/contract';
import { GENERATE_MESSAGES } from '../../../../domain/meal-plan-generator/generate-messages';
import { SLOT_COUNT } from '../../../../domain/meal-plan-generator/problem';
import { formatWeekDate, planName } from '../../../../domain/weeks';
import type { Db } from '../../../db/client';
import { mealPlanEntries, mealPlans } from '../../../db/schema';
import { logActivity } from '../../activity/activity.queries';
import { subscriptionFor } from '../../billing/payments';
import { consumeQuota, releaseQuota } from '../../billing/quotas';
import { getSearchPreferences } from '../../preferences/preferences.queries';
import { getWeeklyTargets } from '../../preferences/weekly-targets';
import { findPlan, readPlan, type Planner } from '../meal-plans.queries';
import { unmarkStrayLeftovers } from '../leftovers.queries';
import { GENERATED_SOURCE, listCandidateRows, listKeptMeals, listRecentRecipeIds } from './candidates.queries';
import type { WorkerPool } from '../../../workers/worker-pool';
import type { CatalogueCache } from './catalogue-cache';
import { GENERATOR_BUSY_MESSAGE, generateWeek } from './generator-pool';
import { DEFAULT_SOLVE_SETTINGS, type SolveOutcome } from './solve-week';
import { householdFor } from '../../household/family-generation';
import { saveMemberPortions } from '../../household/members.queries';

/**
 * Generate a week (spec 001 'generate-meal-plan'): one generated plan of the month's quota is taken
 * first, atomically, and given back if anything after fails. The person's preferences, targets,
 * favorites and hand-filled slots go to the generator; its week is saved as a draft, replacing what an
 * earlier generation placed and keeping everything the person placed.
 */

/** A generation's time from the request's start: loading, then the heuristic, then HiGHS for what is left (saving follows). */
export const GENERATION_TIME_LIMIT_MS = 850;

interface GenerateInput {
  /** The week's plan owner (planOwner): the person, or their household's owner. */
  user: Planner;
  weekStart: string;
  /** Cook once, eat twice: each dinner also makes the next day's lunch. */
  leftovers?: boolean;
  pool: WorkerPool;
  /** The catalogue in memory: its cut is made in the worker while its version holds (else read from PostgreSQL). */
  catalogue?: CatalogueCache;
  onProgress?: (progress: GenerateProgress) => void;
}

export async function generatePlan(
  db: Db,
  { user, weekStart, leftovers = false, pool, catalogue, onProgress = () => undefined }: GenerateInput,
): Promise<GenerateResult> {
  const started = Date.now();
  // refused before any work (and before the quota is touched) when the workers' queue is already full
  if (pool.full) throw pool.busyError(GENERATOR_BUSY_MESSAGE);
  const report = (stage: GenerateProgress['stage'], objective?: number) =>
    onProgress({ stage, ms: Date.now() - started, ...(objective === undefined ? {} : { objective }) });
  const { plan } = await subscriptionFor(db, user.id);
  const quota = await consumeQuota(db, { userId: user.id, plan, feature: 'generated_plans' });
  try {
    report('loading');
    const [own, existing, recent, household] = await Promise.all([
      Promise.all([getSearchPreferences(db, { userId: user.id }), getWeeklyTargets(db, { userId: user.id })]),
      findPlan(db, { userId: user.id, weekStart }),
      listRecentRecipeIds(db, { userId: user.id, weekStart }),
      // the route passes the week's plan owner (planOwner): its household is not looked up a second time
      householdFor(db, { userId: user.id, plan, ownerKnown: true }),
    ]);
    // a Premium household's week is planned for its members: what they all may eat, their average targets
    const [preferences, targets] = household ? [household.preferences, household.targets] : own;
    // the candidates read as JSON text and cut in the worker: thousands of rows never become objects on the event loop
    const [fixed, candidates] = await Promise.all([
      listKeptMeals(db, { planId: existing?.id ?? null }),
      listCandidateRows(db, { userId: user.id, preferences, targets, catalogue: catalogue?.current }),
    ]);
    catalogue?.want(candidates.version);
    if (fixed.length >= SLOT_COUNT) throw new AppError('BAD_REQUEST', GENERATE_MESSAGES.weekFull);
    const outcome = await generateWeek(pool, {
      input: {
        candidateRows: candidates.rows,
        fixed,
        targets,
        preferences,
        recent: recent.recent,
        lastWeek: recent.lastWeek,
        leftovers,
        ...(household && {
          household: { members: household.members, ...(household.variant && { variant: household.variant }) },
        }),
      },
      settings: DEFAULT_SOLVE_SETTINGS,
      deadline: started + GENERATION_TIME_LIMIT_MS,
      onProgress: (p) => report(p.stage, p.objective),
    });
    if (!outcome.entries.length) throw new AppError('BAD_REQUEST', GENERATE_MESSAGES.noRecipes);
    report('saving');
    const saved = await saveGeneratedWeek(db, { user, weekStart, outcome });
    return {
      plan: saved,
      deviations: outcome.deviations,
      solver: {
        method: outcome.method,
        ms: Date.now() - started,
        candidates: outcome.candidates,
        emptySlots: outcome.emptySlots,
        kept: fixed.length,
      },
      quota,
    };
  } catch (error) {
    await releaseQuota(db, { userId: user.id, feature: 'generated_plans' });
    throw error;
  }
}

/**
 * The generated entries replace the last generation's; a slot filled meanwhile by hand wins. The week's plan
 * is made, set back to a draft and touched in one statement (an upsert returning the row): three round trips
 * fewer than insert-if-missing, read, set the status and touch, on the path every generation waits on.
 */
async function saveGeneratedWeek(
  db: Db,
  { user, weekStart, outcome }: { user: Planner; weekStart: string; outcome: SolveOutcome },
) {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(mealPlans)
      .values({ userId: user.id, weekStarting: weekStart, name: planName(weekStart, user), status: 'draft' })
      .onConflictDoUpdate({
        target: [mealPlans.userId, mealPlans.weekStarting],
        set: { status: 'draft', updatedAt: sql`now()` },
      })
      .returning();
    await tx
      .delete(mealPlanEntries)
      .where(and(eq(mealPlanEntries.mealPlanId, plan!.id), eq(mealPlanEntries.source, GENERATED_SOURCE)));
    if (outcome.entries.length) {
      await tx
        .insert(mealPlanEntries)
        .values(
          outcome.entries.map((e) => ({
            mealPlanId: plan!.id,
            day: e.day,
            mealType: e.mealType,
            recipeId: e.recipeId,
            servings: e.servings,
            source: GENERATED_SOURCE,
            leftover: e.leftover ?? false,
          })),
        )
        .onConflictDoNothing({ target: [mealPlanEntries.mealPlanId, mealPlanEntries.day, mealPlanEntries.mealType] });
      await saveMemberPortions(tx, { planId: plan!.id, outcome });
    }
    await unmarkStrayLeftovers(tx, plan!.id);
    await logActivity(tx, {
      userId: user.id,
      kind: 'plan_generated',
      objectType: 'meal_plan',
      objectId: plan!.id,
      summary: `Generated ${outcome.entries.length} ${outcome.entries.length === 1 ? 'meal' : 'meals'} for the week of ${formatWeekDate(weekStart)}`,
    });
    return readPlan(tx, plan!);
  });
}
