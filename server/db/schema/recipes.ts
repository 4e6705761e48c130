import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The foods-and-nutrients table: per-100 g values, household portions, aisle and dietary facts. */
export const foods = pgTable('foods', {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
  aliases: text().array().notNull(),
  aisle: text().notNull(),
  kcal: real().notNull(),
  protein: real().notNull(),
  fat: real().notNull(),
  carbs: real().notNull(),
  fiber: real().notNull(),
  sugar: real().notNull(),
  sodium: real().notNull(),
  /** Grams per household unit: { cup: 160, medium: 110, ... }. */
  portions: jsonb().$type<Record<string, number>>().notNull(),
  mlDensity: real(),
  facts: text().array().notNull(),
  ndb: text(),
});

/** PostgreSQL's full-text document type; read only by SQL (never selected into the app). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A recipe (spec 001 section 3), with nutrition per serving computed from its ingredients and the
 * dietary flags derived from them. Catalogue recipes have no owner; custom recipes belong to a user.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    ownerId: text().references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    picture: text(),
    cuisine: text().notNull(),
    region: text(),
    course: text().notNull(),
    diet: text().notNull(),
    cookingMethod: text().notNull(),
    prepMinutes: integer().notNull(),
    cookMinutes: integer().notNull(),
    servings: integer().notNull(),
    steps: jsonb().$type<string[]>().notNull(),
    sourceUrl: text(),
    calories: real().notNull(),
    protein: real().notNull(),
    carbs: real().notNull(),
    fat: real().notNull(),
    fiber: real().notNull(),
    sugar: real().notNull(),
    sodium: real().notNull(),
    /** Share of ingredient lines matched to a food, 0 to 1. */
    nutritionCoverage: real().notNull(),
    isVegan: boolean().notNull(),
    isGlutenFree: boolean().notNull(),
    isJain: boolean().notNull(),
    isHighProtein: boolean().notNull(),
    isLowCalorie: boolean().notNull(),
    isLowCarb: boolean().notNull(),
    isLowSugar: boolean().notNull(),
    isHighFiber: boolean().notNull(),
    isLowSodium: boolean().notNull(),
    isQuick30Min: boolean().notNull(),
    isOnePot: boolean().notNull(),
    isMinimalOil: boolean().notNull(),
    isNoDeepFrying: boolean().notNull(),
    isNoBaking: boolean().notNull(),
    isSteamedOnly: boolean().notNull(),
    /** Flags set by hand, which win over the derived ones: { isJain: false, ... }. */
    flagOverrides: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The ingredient names of the recipe, space-separated: the search document cannot read another table. */
    ingredientNames: text().notNull().default(''),
    /** The full-text search document: title (A), cuisine, diet and course (B), description (C), ingredients (D). */
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "cuisine" || ' ' || "diet" || ' ' || "course"), 'B') || setweight(to_tsvector('english'::regconfig, "description"), 'C') || setweight(to_tsvector('english'::regconfig, "ingredient_names"), 'D')`,
    ),
    /** The title alone as a document, so that search can find title matches first (weight A needs a recheck). */
    titleVector: tsvector().generatedAlwaysAs(sql`to_tsvector('english'::regconfig, "title")`),
    /**
     * The filterable facts as lexemes ('#o' catalogue or '#u:<owner>', '#c:<cuisine>', '#f:<n>' for flags...):
     * search matches text and every filter in one GIN index scan (function in migration 0006).
     */
    filterTokens: tsvector().generatedAlwaysAs(
      sql`recipe_filter_tokens("owner_id", "cuisine", "diet", "course", "cooking_method", "cook_minutes", ARRAY["is_vegan", "is_gluten_free", "is_jain", "is_high_protein", "is_low_calorie", "is_low_carb", "is_low_sugar", "is_high_fiber", "is_low_sodium", "is_quick30_min", "is_one_pot", "is_minimal_oil", "is_no_deep_frying", "is_no_baking", "is_steamed_only"])`,
    ),
  },
  (t) => [
    index().on(t.ownerId),
    index().on(t.cuisine),
    index().on(t.course),
    index('recipes_course_calories_index').on(t.course, t.calories), // the meal plan generator's nearest-calories cut
    index('recipes_search_index').using('gin', t.searchVector, t.filterTokens),
    index('recipes_title_search_index').using('gin', t.titleVector, t.filterTokens),
    index('recipes_title_trgm_index').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/**
 * Every word of recipe titles, cuisines, diets, courses and ingredient names, kept by a trigger on
 * `recipes` (migration 0004). Search corrects a misspelt word against this short list by trigram
 * similarity, then searches the full-text index with the correction (docs/decisions/006-recipe-search.md).
 */
export const recipeSearchTerms = pgTable('recipe_search_terms', { term: text().primaryKey() }, (t) => [
  index('recipe_search_terms_trgm_index').using('gin', t.term.op('gin_trgm_ops')),
]);

/**
 * How many catalogue recipes (no owner) have each value of each filter group ('cuisines', 'diets', 'courses',
 * 'cookingMethods'), kept by statement triggers on `recipes` (migration 0012): filter options and search read
 * these few rows instead of counting a large catalogue (docs/decisions/029-search-at-depth.md).
 */
export const recipeFilterCounts = pgTable(
  'recipe_filter_counts',
  { filterGroup: text().notNull(), value: text().notNull(), recipeCount: integer().notNull() },
  (t) => [primaryKey({ columns: [t.filterGroup, t.value] })],
);

/**
 * The catalogue's version: one row, its number raised by statement triggers on `recipes` (migration 0016) whenever a
 * catalogue recipe (no owner) is added, deleted, or changed in what the meal plan generator reads. Each instance
 * holds the catalogue's generator columns in memory and compares this number at every generation
 * (docs/decisions/038-speed-catalogue-in-memory.md): one row read, the same across instances.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/** One ingredient line of a recipe: the text as written, and what the parser read from it. */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: serial().primaryKey(),
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    groupName: text(),
    originalText: text().notNull(),
    quantity: real(),
    quantityMax: real(),
    unit: text(),
    name: text().notNull(),
    note: text(),
    foodId: integer().references(() => foods.id),
    grams: real(),
    confidence: real().notNull(),
  },
  (t) => [index().on(t.recipeId), index().on(t.foodId)],
);
