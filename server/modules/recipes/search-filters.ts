import { sql, type SQL } from 'drizzle-orm';
import { FILTER_GROUPS, RECIPE_FLAGS, type FilterGroup, type SearchFilters } from '../../../domain/recipe-search';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';
import type { Cache } from '../../adapters/cache/cache';
import { listFilterValues } from './filter-options.queries';

/** The filter half of recipe search (search.queries.ts): index tokens, row conditions, who may see a recipe. */

/**
 * Filters are matched in the GIN index through `recipes.filter_tokens` (migration 0006): '#c:<cuisine>',
 * '#d:<diet>', '#k:<course>', '#m:<method>', '#f:<n>' for the n-th true flag of RECIPE_FLAGS, and
 * '#t:<minutes>' for cooking minutes rounded up to 5 (or 'long'). The column also holds the owner
 * ('#o' or '#u:<id>'), which search leaves to `visibleTo`.
 */
const GROUP_TOKEN = { cuisines: '#c:', diets: '#d:', courses: '#k:', cookingMethods: '#m:' } as const satisfies Record<
  FilterGroup,
  string
>;
/**
 * Cooking-time buckets go into the index scan only for short limits: a longer one admits most recipes,
 * and merging that many posting lists costs more than checking the column on the rows visited.
 */
const SELECTIVE_COOK = 15;

const lexeme = (token: string) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const anyOf = (tokens: readonly string[]) =>
  tokens.length === 1 ? lexeme(tokens[0]!) : `(${tokens.map(lexeme).join(' | ')})`;

/** Cooking-time buckets that can hold a recipe of at most `max` minutes (checked exactly by the column too). */
const timeTokens = (max: number) => Array.from({ length: Math.ceil(max / 5) + 1 }, (_, i) => `#t:${i * 5}`);

/**
 * A group filter matches when the recipe's value contains a selected value (case-insensitive). The values
 * that exist are few, so a selection is resolved to them first and matched exactly.
 */
export function resolveGroupValues(selected: readonly string[], existing: readonly string[]): string[] {
  const wanted = selected.map((s) => s.toLowerCase());
  return existing.filter((value) => wanted.some((w) => value.toLowerCase().includes(w)));
}

export interface FilterQuery {
  /** tsquery operands over filter_tokens, and'ed: matched inside the GIN index with the text. */
  tokens: string[];
  /** Conditions checked on the rows visited: the exact cooking time. */
  conditions: SQL[];
}

/**
 * The filters as index tokens and row conditions, or null when a group filter can match nothing. Every
 * filter goes into the index scan (measured at 1M rows: moving broad ones to row checks was no faster, and
 * it spoilt the planner's row estimates), except long cooking-time limits (SELECTIVE_COOK).
 */
export async function buildFilterQuery(
  db: Db,
  userId: string | null,
  filters: SearchFilters,
  cache?: Cache,
): Promise<FilterQuery | null> {
  const filter: FilterQuery = { tokens: [], conditions: [] };
  const groups = FILTER_GROUPS.filter((g) => filters[g]?.length);
  if (groups.length) {
    const existing = await listFilterValues(db, { userId, cache });
    for (const group of groups) {
      const values = resolveGroupValues(filters[group]!, existing[group]);
      if (!values.length) return null;
      filter.tokens.push(anyOf(values.map((v) => GROUP_TOKEN[group] + v)));
    }
  }
  RECIPE_FLAGS.forEach((flag, i) => filters[flag] && filter.tokens.push(lexeme(`#f:${i + 1}`)));
  const max = filters.maxCookingTime;
  if (max !== null) {
    if (max <= SELECTIVE_COOK) filter.tokens.push(anyOf(timeTokens(max)));
    filter.conditions.push(sql`${recipes.cookMinutes} <= ${max}`);
  }
  return filter;
}

/**
 * Who may see a recipe: the catalogue, and a signed-in person's own recipes. Search checks it on the rows
 * it visits anyway rather than in the index: an '#o' lexeme matches every catalogue row, and intersecting
 * with it costs more than it saves.
 */
export const visibleTo = (userId: string | null) =>
  userId ? sql`(${recipes.ownerId} is null or ${recipes.ownerId} = ${userId})` : sql`${recipes.ownerId} is null`;

/** The conditions of a filter on a row: its tokens in the index, then the rest on the row. */
export const matchesFilter = ({ tokens, conditions }: FilterQuery) =>
  sql.join(
    [
      ...(tokens.length ? [sql`${recipes.filterTokens} @@ ${tokens.join(' & ')}::tsquery`] : []),
      ...conditions,
      sql`true`,
    ],
    sql` and `,
  );
