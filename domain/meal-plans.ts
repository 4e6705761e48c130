import { z } from 'zod';
import { RecipeCard } from './recipe-search';
import { ALTERNATIVES_LIMIT } from './plan-alternatives';
import { GRID_MEAL_TYPES, MEAL_TYPE_MESSAGE, toMealType, type MealType } from './meal-types';
import { DAY_NAMES, toDayIndex, type DayIndex } from './weeks';
import { WeekDate } from './weeks.schema';

/** The weekly meal plan's contracts, shared by the server and the web app (spec 001 sections 2 to 5). */

export const PLAN_STATUSES = ['draft', 'confirmed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Servings of one entry: a person may plan half a portion, or cook for a family, but not for a canteen. */
export const SERVINGS_LIMITS = { min: 0.25, max: 20 } as const;

export const MEAL_PLAN_MESSAGES = {
  day: 'Day must be Monday to Sunday (or 0 to 6)',
  mealType: MEAL_TYPE_MESSAGE,
  servingsPositive: 'Servings must be more than 0',
  servingsMin: `Servings must be at least ${SERVINGS_LIMITS.min}`,
  servingsMax: `Servings must be at most ${SERVINGS_LIMITS.max}`,
  recipeNotFound: 'Recipe not found',
  noPlan: 'No meal plan for this week',
  entryNotFound: 'Meal plan entry not found',
  favoriteNotFound: 'Favorite meal plan not found',
  pastOnly: 'Copy from Past copies an earlier week into a later one',
  confirmEmpty: 'Add at least one recipe before confirming the plan',
  nothingToChange: 'Give a day, a meal type or servings to change',
  sourceEmpty: 'That meal plan has no recipes to copy',
} as const;

const oneOf = <T>(read: (value: string | number) => T | null, message: string) =>
  z.unknown().transform((value, ctx) => {
    const found = typeof value === 'string' || typeof value === 'number' ? read(value) : null;
    if (found === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return found;
  });

/** A day as a name ('Monday', 'mon') or an index (0 is Monday). */
export const DayInput = oneOf<DayIndex>(toDayIndex, MEAL_PLAN_MESSAGES.day);
/** A grid meal type, or the add dialog's 'Snack'. */
export const MealTypeInput = oneOf<MealType>(
  (v) => (typeof v === 'string' ? toMealType(v) : null),
  MEAL_PLAN_MESSAGES.mealType,
);

export const Servings = z
  .number({ error: 'Servings must be a number' })
  .positive(MEAL_PLAN_MESSAGES.servingsPositive)
  .min(SERVINGS_LIMITS.min, MEAL_PLAN_MESSAGES.servingsMin)
  .max(SERVINGS_LIMITS.max, MEAL_PLAN_MESSAGES.servingsMax);

/** Database ids are 32-bit integers: anything larger cannot exist, and must not reach the database. */
const idOf = (number: z.ZodNumber) =>
  number.int('Must be a whole number').positive('Must be positive').max(2_147_483_647, 'No such id');
/** An id in a JSON body: a number, nothing else. */
export const Id = idOf(z.number({ error: 'Must be a number' }));
/** An id in a URL, where everything is text. */
export const IdParam = idOf(z.coerce.number({ error: 'Must be a number' }));

export const WeekParams = z.object({ week: WeekDate });
export const EntryParams = z.object({ entryId: IdParam });

export const AddEntryInput = z.object({
  day: DayInput,
  mealType: MealTypeInput,
  recipeId: Id,
  servings: Servings.default(1),
});

export const UpdateEntryInput = z.object({
  day: DayInput.optional(),
  mealType: MealTypeInput.optional(),
  servings: Servings.optional(),
});

export const CopyFromPastInput = z.object({
  fromWeek: WeekDate,
  /** false (the default): the past week fills only the empty slots; true: it replaces filled ones too. */
  overwrite: z.boolean().default(false),
});

export const CopyFromFavoriteInput = z.object({ favoriteId: Id, overwrite: z.boolean().default(false) });

export const SwapInput = z.object({ recipeId: Id });

export const AlternativesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ALTERNATIVES_LIMIT.max).default(ALTERNATIVES_LIMIT.default),
});

/** What a slot shows of its recipe: the grid's title and calories, the detail dialog's macros. */
export const PlanRecipe = RecipeCard.pick({
  id: true,
  title: true,
  description: true,
  picture: true,
  cuisine: true,
  course: true,
  diet: true,
  prepMinutes: true,
  cookMinutes: true,
  servings: true,
  calories: true,
  protein: true,
  carbs: true,
  fat: true,
  isCustom: true,
});
export type PlanRecipe = z.infer<typeof PlanRecipe>;

/**
 * Family planning: one member's portion of an entry (decision 032); `variant`, the member's own dish when the
 * table's does not fit their diet (decision 032, 2026-11-27).
 */
export const EntryPortion = z.object({
  memberId: z.number().int(),
  name: z.string(),
  servings: z.number(),
  variant: z.object({ id: z.number().int(), title: z.string() }).optional(),
});
export type EntryPortion = z.infer<typeof EntryPortion>;

export const PlanEntry = z.object({
  id: z.number().int(),
  day: z.number().int().min(0).max(6),
  dayName: z.enum(DAY_NAMES),
  mealType: z.enum(GRID_MEAL_TYPES),
  servings: z.number(),
  source: z.string(),
  /** The day before's dinner, eaten again (cook once, eat twice). */
  leftover: z.boolean(),
  recipe: PlanRecipe,
  /** Family planning: each member's own portion, when the generator gave them one (absent otherwise). */
  portions: z.array(EntryPortion).optional(),
});
export type PlanEntry = z.infer<typeof PlanEntry>;

export const MealPlan = z.object({
  id: z.number().int(),
  weekStart: z.string(),
  name: z.string(),
  status: z.enum(PLAN_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Monday first, then the grid's row order. */
  entries: z.array(PlanEntry),
});
export type MealPlan = z.infer<typeof MealPlan>;

/** A week: its plan, or null when none was made yet (reading never creates one). */
export const WeekPlan = z.object({ weekStart: z.string(), plan: MealPlan.nullable() });
export type WeekPlan = z.infer<typeof WeekPlan>;

export const CopyResult = z.object({ plan: MealPlan, copied: z.number().int(), skipped: z.number().int() });
export type CopyResult = z.infer<typeof CopyResult>;

export const AlternativeRecipe = PlanRecipe.extend({ calorieDifference: z.number() });
export type AlternativeRecipe = z.infer<typeof AlternativeRecipe>;

/** Where an added recipe landed (a dialog 'Snack' picks one of two rows), for the success toast. */
export const AddEntryResult = z.object({ plan: MealPlan, entry: PlanEntry });
export type AddEntryResult = z.infer<typeof AddEntryResult>;
