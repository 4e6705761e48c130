import { jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { MealTypeEaters } from '../../../domain/household';
import { user } from './auth';

/**
 * How many people eat at a person's table (issue 20, item 1): one number, and the rows of the grid
 * that differ. No row means one person. Later household members will have their own table.
 */
export const householdSizes = pgTable('household_sizes', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  people: smallint().notNull().default(1),
  byMealType: jsonb().$type<MealTypeEaters>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
