import { boolean, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Preference categories and their filters (spec 000 section 3), seeded; the user's selections per filter. */
export const preferenceCategories = pgTable('preference_categories', {
  id: serial().primaryKey(),
  categoryName: text().notNull(),
  categoryKey: text().notNull().unique(),
  description: text().notNull().default(''),
  iconName: text().notNull(), // target | utensils | activity
  planAccess: text().array().notNull().default(['free', 'plus', 'premium']),
  displayOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export const preferenceFilters = pgTable('preference_filters', {
  id: serial().primaryKey(),
  categoryId: integer()
    .notNull()
    .references(() => preferenceCategories.id, { onDelete: 'cascade' }),
  filterName: text().notNull(),
  filterKey: text().notNull().unique(),
  tagKey: text(),
  filterType: text().notNull(), // range | multi_select | single_select
  /** range: { min, max, step, unit, placeholder }; single_select and multi_select: { values: string[] }. */
  options: jsonb().$type<Record<string, unknown>>().notNull(),
  isSearchable: boolean().notNull().default(false),
  planAccess: text().array().notNull().default(['free', 'plus', 'premium']),
  displayOrder: integer().notNull().default(0),
});

export const userPreferences = pgTable(
  'user_preferences',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    filterId: integer()
      .notNull()
      .references(() => preferenceFilters.id, { onDelete: 'cascade' }),
    /** A list of values, a boolean or a number, by filter type. */
    selectedValues: jsonb().$type<string[] | boolean | number | string>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.filterId)],
);
