import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MemberDiet } from '../../../domain/family';
import type { GridMealType } from '../../../domain/meal-types';
import { user } from './auth';
import { mealPlanEntries } from './planning';
import { recipes } from './recipes';

/**
 * Family planning (issue 20, item 2): the people at a household's table, kept by the household's owner
 * (today the signed-in person; planOwnerId says whose), and each member's portion of a planned meal.
 */
export const householdMembers = pgTable(
  'household_members',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    diet: text().$type<MemberDiet>().notNull().default('Any'),
    glutenFree: boolean().notNull().default(false),
    calories: real().notNull(),
    protein: real().notNull(),
    fat: real().notNull(),
    carbs: real().notNull(),
    mealTypes: jsonb().$type<GridMealType[]>().notNull(),
    position: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * What one member eats of a planned meal; an entry without rows is eaten as its own servings by whoever eats that meal.
 * `recipeId` is the member's variant (decision 032, 2026-11-27): a dish of the same course that fits their diet when
 * the table's dish does not; null when they eat the table's dish.
 */
export const memberPortions = pgTable(
  'member_portions',
  {
    entryId: integer()
      .notNull()
      .references(() => mealPlanEntries.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => householdMembers.id, { onDelete: 'cascade' }),
    servings: real().notNull(),
    recipeId: integer().references(() => recipes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.memberId] }), index().on(t.memberId)],
);
