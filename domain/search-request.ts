import { z } from 'zod';
import { RECIPE_FLAGS, SEARCH_LIMITS, SEARCH_SORTS, type RecipeFlag } from './recipe-search';

/**
 * GET /api/recipes/search's request (spec 001 section 3), in a file of its own: the server checks the query
 * string with it and the search page its address, while the many pages that import a limit or a flag from
 * recipe-search.ts leave this schema, and zod, out of their code (decision 034).
 */

/** A list from a query string: repeated params (`?cuisines=A&cuisines=B`), commas (`A,B`) or a JSON array. */
const toList = (value: unknown) => {
  if (value === undefined || value === null) return undefined;
  const items = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const cleaned = items.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  return cleaned.length ? cleaned : undefined; // an empty list is no filter (spec 001 section 3)
};

const groupList = (label: string) =>
  z.preprocess(
    toList,
    z
      .array(
        z
          .string()
          .max(SEARCH_LIMITS.valueMax, `each ${label} value must be at most ${SEARCH_LIMITS.valueMax} characters`),
      )
      .max(SEARCH_LIMITS.valuesMax, `at most ${SEARCH_LIMITS.valuesMax} ${label} values`)
      .optional(),
  );

/** A flag: a boolean, or its query-string text (true/false, 1/0, yes/no, on/off). */
const flag = z.union([z.boolean(), z.stringbool()]).optional();

const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const flagShape = Object.fromEntries(RECIPE_FLAGS.map((f) => [f, flag])) as Record<RecipeFlag, typeof flag>;

/** GET /api/recipes/search: every key of the spec's search filter state, and nothing else. */
export const SearchRequest = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_LIMITS.textMax, `search text must be at most ${SEARCH_LIMITS.textMax} characters`)
      .optional(),
    cuisines: groupList('cuisine'),
    diets: groupList('diet'),
    courses: groupList('course'),
    cookingMethods: groupList('cooking method'),
    ...flagShape,
    /** Cooking minutes at most; null (or absent) is no limit. */
    maxCookingTime: z.preprocess(
      (v) => (v === undefined || v === '' || v === 'null' ? null : toNumber(v)),
      int('maximum cooking time', SEARCH_LIMITS.cookingTimeMin, SEARCH_LIMITS.cookingTimeMax).nullable(),
    ),
    /** The order of results: best match (the default: by relevance, or A to Z without text) or top rated first. */
    sort: z.enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` }).optional(),
    useMyPreferences: z.union([z.boolean(), z.stringbool()]).default(false),
    page: z.preprocess(toNumber, int('page', 1, SEARCH_LIMITS.pageMax).default(1)),
    pageSize: z.preprocess(
      toNumber,
      int('page size', 1, SEARCH_LIMITS.pageSizeMax).default(SEARCH_LIMITS.pageSizeDefault),
    ),
  })
  .strict();
export type SearchRequest = z.output<typeof SearchRequest>;
