import { z } from 'zod';
import { MealPlan } from '../meal-plans';
import { PlanDeviations } from './deviations';
import { GENERATE_STAGES } from './generate-messages';

/** POST /api/meal-plans/:week/generate: the saved draft, how far each day lands from target, and the run. */

/** What a generation may be asked (the body may be empty or absent). */
export const GenerateInput = z
  .object({
    /** Cook once, eat twice: each dinner also makes the next day's lunch, marked as leftovers. */
    leftovers: z.boolean().optional(),
  })
  .strict()
  .optional();
export type GenerateInput = z.infer<typeof GenerateInput>;

export const GenerateProgress = z.object({
  stage: z.enum(GENERATE_STAGES),
  /** Milliseconds since the request started. */
  ms: z.number(),
  /** The objective of the best week so far (lower is better), once there is one. */
  objective: z.number().optional(),
});
export type GenerateProgress = z.infer<typeof GenerateProgress>;

export const GenerateResult = z.object({
  plan: MealPlan,
  deviations: PlanDeviations,
  solver: z.object({
    method: z.enum(['heuristic', 'milp']),
    ms: z.number(),
    candidates: z.number().int(),
    emptySlots: z.number().int(),
    kept: z.number().int(),
  }),
  quota: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type GenerateResult = z.infer<typeof GenerateResult>;
