import { z } from 'zod';
import { RatingSummary } from './ratings';
import type { SearchRequest } from './search-request';

/**
 * Recipe search (spec 001 sections 2, 3 and 5): the limits shared by the web app and the server, the
 * result shapes, and the matching rules as pure functions over an in-memory recipe. The request's schema is
 * in search-request.ts: the search page parses its address with it, and a page that only needs a constant
 * from here does not bring it, and zod, along (decision 034).
 */

/** The flags of the search filter state, named as the recipe columns. */
export const RECIPE_FLAGS = [
  'isVegan',
  'isGlutenFree',
  'isJain',
  'isHighProtein',
  'isLowCalorie',
  'isLowCarb',
  'isLowSugar',
  'isHighFiber',
  'isLowSodium',
  'isQuick30Min',
  'isOnePot',
  'isMinimalOil',
  'isNoDeepFrying',
  'isNoBaking',
  'isSteamedOnly',
] as const;
export type RecipeFlag = (typeof RECIPE_FLAGS)[number];

/** The filter groups, each a list of values matched by case-insensitive substring. */
export const FILTER_GROUPS = ['cuisines', 'diets', 'courses', 'cookingMethods'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

export const SEARCH_LIMITS = {
  textMax: 200,
  valueMax: 60,
  valuesMax: 20,
  cookingTimeMin: 5,
  cookingTimeMax: 600,
  pageMax: 1000,
  pageSizeMax: 50,
  pageSizeDefault: 24,
} as const;

/** How search results may be ordered; 'relevance' is the spec's order and the default. */
export const SEARCH_SORTS = ['relevance', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** What a search filters by: the request without its paging and preference switch. */
export type SearchFilters = Omit<SearchRequest, 'page' | 'pageSize' | 'useMyPreferences'>;

/** A recipe as a search result card. */
export const RecipeCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  picture: z.string().nullable(),
  cuisine: z.string(),
  course: z.string(),
  diet: z.string(),
  cookingMethod: z.string(),
  prepMinutes: z.number().int(),
  cookMinutes: z.number().int(),
  servings: z.number().int(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  ...(Object.fromEntries(RECIPE_FLAGS.map((f) => [f, z.boolean()])) as Record<RecipeFlag, z.ZodBoolean>),
  /** A recipe a user added (it has an owner), as opposed to one of the catalogue. */
  isCustom: z.boolean(),
  /** The stars people who planned it gave it: average and count ("New" when nobody has). */
  rating: RatingSummary,
});
export type RecipeCard = z.infer<typeof RecipeCard>;

export const SearchResult = z.object({
  items: z.array(RecipeCard),
  /** How many recipes match: exact, or an estimate when `totalIsEstimate`; the same on every page of a search. */
  total: z.number().int(),
  /** True when more recipes match than a search counts (COUNT_LIMIT on the server): `total` is "about" so many. */
  totalIsEstimate: z.boolean(),
  /** Whether a next page has results (an estimated total cannot tell). */
  hasMore: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const IngredientLine = z.object({
  text: z.string(),
  quantity: z.number().nullable(),
  quantityMax: z.number().nullable(),
  unit: z.string().nullable(),
  name: z.string(),
  note: z.string().nullable(),
});
export const RecipeDetail = RecipeCard.extend({
  region: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  fiber: z.number(),
  sugar: z.number(),
  sodium: z.number(),
  steps: z.array(z.string()),
  /** Ingredient lines in order, grouped as written ("For the tadka"); the first group may be unnamed (null). */
  ingredientGroups: z.array(z.object({ name: z.string().nullable(), lines: z.array(IngredientLine) })),
});
export type RecipeDetail = z.infer<typeof RecipeDetail>;

const FilterOption = z.object({ value: z.string(), count: z.number().int() });
export const FilterOptions = z.object({
  cuisines: z.array(FilterOption),
  diets: z.array(FilterOption),
  cookingMethods: z.array(FilterOption),
  courses: z.array(FilterOption),
});
export type FilterOptions = z.infer<typeof FilterOptions>;

/** What the matching rules read of a recipe. A flag may arrive as text: yes, true and 1 (any case) count as true. */
export interface SearchableRecipe {
  title: string;
  description: string | null;
  cuisine: string | null;
  diet: string | null;
  course: string | null;
  cookingMethod: string | null;
  cookMinutes: number | null;
  [flag: string]: unknown;
}

export const isTrueFlag = (value: unknown) =>
  value === true || (typeof value === 'string' && ['yes', 'true', '1'].includes(value.trim().toLowerCase()));

const GROUP_FIELD = { cuisines: 'cuisine', diets: 'diet', courses: 'course', cookingMethods: 'cookingMethod' } as const;

/**
 * The search rules of spec 001 section 5, as the original applied them in the browser: text matches
 * title, description, cuisine or diet (case-insensitive); each group filter needs the recipe's value to
 * contain one of the selected values; each set flag needs a true flag; the maximum cooking time needs
 * cooking minutes at or below it.
 */
export function matchesSearch(recipe: SearchableRecipe, filters: Partial<SearchFilters>): boolean {
  const text = filters.q?.trim().toLowerCase();
  if (
    text &&
    ![recipe.title, recipe.description, recipe.cuisine, recipe.diet].some((v) => v?.toLowerCase().includes(text))
  ) {
    return false;
  }
  for (const group of FILTER_GROUPS) {
    const selected = filters[group];
    if (!selected?.length) continue;
    const value = recipe[GROUP_FIELD[group]]?.toLowerCase() ?? '';
    if (!selected.some((s) => value.includes(s.toLowerCase()))) return false;
  }
  for (const f of RECIPE_FLAGS) if (filters[f] && !isTrueFlag(recipe[f])) return false;
  const max = filters.maxCookingTime;
  if (max !== null && max !== undefined && (recipe.cookMinutes === null || recipe.cookMinutes > max)) return false;
  return true;
}

/** A user's saved search preferences, as the preferences module will hand them over. */
export interface SearchPreferences {
  cuisines: string[];
  diets: string[];
  courses: string[];
  flags: Partial<Record<RecipeFlag, boolean>>;
  maxCookingTime: number | null;
}

export const NO_PREFERENCES: SearchPreferences = {
  cuisines: [],
  diets: [],
  courses: [],
  flags: {},
  maxCookingTime: null,
};

/** Diet preferences that the spec turns into flags rather than diet values. */
const DIET_FLAGS: Record<string, RecipeFlag> = {
  vegan: 'isVegan',
  'gluten free': 'isGlutenFree',
  'gluten-free': 'isGlutenFree',
  jain: 'isJain',
};

const union = (a: string[] | undefined, b: string[]) => {
  const seen = new Set((a ?? []).map((v) => v.toLowerCase()));
  const merged = [...(a ?? []), ...b.filter((v) => !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()))];
  return merged.length ? merged.slice(0, SEARCH_LIMITS.valuesMax) : undefined;
};

/**
 * "Use My Preferences" (spec 001 section 5): saved cuisines, diets and courses join the selected ones;
 * the diets Vegan, Gluten Free and Jain set their flags; nutrition-focus flags are set; a saved cooking
 * time tightens the maximum and, at 30 minutes or less, sets the quick flag (section 4).
 */
export function mergePreferences(filters: SearchFilters, prefs: SearchPreferences): SearchFilters {
  const dietFlags = prefs.diets
    .map((d) => DIET_FLAGS[d.trim().toLowerCase()])
    .filter((f): f is RecipeFlag => f !== undefined);
  const diets = prefs.diets.filter((d) => DIET_FLAGS[d.trim().toLowerCase()] === undefined);
  const merged: SearchFilters = {
    ...filters,
    cuisines: union(filters.cuisines, prefs.cuisines),
    diets: union(filters.diets, diets),
    courses: union(filters.courses, prefs.courses),
  };
  for (const f of [...dietFlags, ...RECIPE_FLAGS.filter((f) => prefs.flags[f])]) merged[f] = true;
  const time = prefs.maxCookingTime;
  if (time !== null) {
    merged.maxCookingTime = filters.maxCookingTime === null ? time : Math.min(filters.maxCookingTime, time);
    if (time <= 30) merged.isQuick30Min = true;
  }
  return merged;
}

/** The courses trending favours at an hour of the day (spec 001 section 9). */
export function trendingCourses(hour: number): string[] {
  if (hour >= 6 && hour <= 10) return ['breakfast'];
  if (hour >= 11 && hour <= 13) return ['snack', 'light meal', 'lunch'];
  if (hour >= 14 && hour <= 16) return ['lunch', 'main course'];
  if (hour >= 17 && hour <= 20) return ['dinner', 'main course'];
  return ['snack', 'light meal'];
}

export const TRENDING_COUNT = 8;
