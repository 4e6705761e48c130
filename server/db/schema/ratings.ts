import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { recipes } from './recipes';

/** One person's stars (1 to 5) for a recipe they planned: one row per person and recipe, changed in place. */
export const recipeRatings = pgTable(
  'recipe_ratings',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    stars: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index().on(t.recipeId),
    check('recipe_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * How many people rated a recipe and their stars added up, kept with every rating written (under a lock
 * per recipe), so that cards read one row and "Top rated" walks an index instead of counting ratings.
 * A recipe nobody rated has no row.
 */
export const recipeRatingTotals = pgTable(
  'recipe_rating_totals',
  {
    recipeId: integer()
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    ratingCount: integer().notNull(),
    starTotal: integer().notNull(),
    /** The damped average search sorts by (domain/ratings.ts ratingScore), kept so an index can order by it. */
    score: real().notNull(),
  },
  (t) => [index().on(t.score.desc(), t.recipeId)],
);
