import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { foods, recipes } from './recipes';

/** One plan per user per week (weeks start on Monday), draft or confirmed. */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    weekStarting: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    status: text().notNull().default('draft'), // draft | confirmed
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.weekStarting)],
);

/** A recipe in one slot of the 7 x 5 grid: day 0 is Monday; meal types as the grid names them. */
export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    id: serial().primaryKey(),
    mealPlanId: integer()
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    day: smallint().notNull(),
    mealType: text().notNull(),
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    servings: real().notNull().default(1),
    /** manual: placed by the person (a generator keeps it); generated: placed by the generator. */
    source: text().notNull().default('manual'),
    /** A lunch of the day before's dinner (cook once, eat twice): it follows that dinner when it is swapped or removed. */
    leftover: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.mealPlanId, t.day, t.mealType), index().on(t.recipeId)],
);

export const favoriteRecipes = pgTable(
  'favorite_recipes',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.recipeId), index().on(t.createdAt)],
);

/**
 * A week's plan saved as a favorite, under a name, to copy into other weeks. It keeps a copy of the week's
 * entries as they were when saved (favoriteMealPlanEntries); the week it came from is remembered while it
 * exists, and the favorite outlives it (docs/decisions/024-ratings-and-favorite-plan-copies.md).
 */
export const favoriteMealPlans = pgTable(
  'favorite_meal_plans',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mealPlanId: integer().references(() => mealPlans.id, { onDelete: 'set null' }),
    /** The Monday of the week it was saved from. */
    weekStarting: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** The saved copy of one entry of a favorite meal plan: the slot, the recipe and its servings. */
export const favoriteMealPlanEntries = pgTable(
  'favorite_meal_plan_entries',
  {
    id: serial().primaryKey(),
    favoriteMealPlanId: integer()
      .notNull()
      .references(() => favoriteMealPlans.id, { onDelete: 'cascade' }),
    day: smallint().notNull(),
    mealType: text().notNull(),
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    servings: real().notNull().default(1),
    source: text().notNull().default('manual'),
  },
  (t) => [unique().on(t.favoriteMealPlanId, t.day, t.mealType), index().on(t.recipeId)],
);

/** The grocery list of one week's plan: merged lines by food, grouped by aisle; manual lines kept. */
export const groceryLists = pgTable('grocery_lists', {
  id: serial().primaryKey(),
  userId: text()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  mealPlanId: integer()
    .notNull()
    .unique()
    .references(() => mealPlans.id, { onDelete: 'cascade' }),
  subtractPantry: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const groceryItems = pgTable(
  'grocery_items',
  {
    id: serial().primaryKey(),
    listId: integer()
      .notNull()
      .references(() => groceryLists.id, { onDelete: 'cascade' }),
    foodId: integer().references(() => foods.id),
    name: text().notNull(),
    quantity: real(),
    unit: text(),
    grams: real(),
    aisle: text().notNull(),
    checked: boolean().notNull().default(false),
    isManual: boolean().notNull().default(false),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.listId)],
);

/** Ingredients found in a pantry (from photos or typed), saved under a name. */
export const pantryScans = pgTable(
  'pantry_scans',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    scanName: text().notNull(),
    ingredients: jsonb().$type<{ name: string; quantity: string; confidence?: number }[]>().notNull(),
    appliedPreferences: boolean().notNull().default(false),
    imageUrls: text().array().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
