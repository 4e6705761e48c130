import { z } from 'zod';

/** What the activity log records (the dashboard's Recent Activity), each linking to its object. */
export const ACTIVITY_KINDS = [
  'favorite_added',
  'recipe_planned',
  'plan_generated',
  'plan_copied',
  'plan_saved',
  'plan_confirmed',
  'pantry_scan_saved',
  'custom_recipe_created',
  'plan_purchased',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_OBJECTS = ['recipe', 'meal_plan', 'pantry_scan', 'order'] as const;
export type ActivityObject = (typeof ACTIVITY_OBJECTS)[number];

/** Recent Activity pages: newest first, at most `max` entries, the next page after the entry `before`. */
export const ACTIVITY_PAGE_SIZE = { default: 20, max: 50 } as const;

export const ActivityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE.max).default(ACTIVITY_PAGE_SIZE.default),
  before: z.coerce.number().int().positive().optional(),
});

/** One entry: what happened (`text`), to what (`object`, its title as it is now) and where it lives (`link`, null once gone). */
export const ActivityEntry = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  text: z.string(),
  object: z.object({ type: z.enum(ACTIVITY_OBJECTS), id: z.string().nullable(), title: z.string().nullable() }),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityPage = z.object({ entries: z.array(ActivityEntry), nextCursor: z.number().int().nullable() });
export type ActivityPage = z.infer<typeof ActivityPage>;
