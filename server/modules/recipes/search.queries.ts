import { sql, type SQL } from 'drizzle-orm';
import type { SearchFilters, SearchResult, SearchSort } from '../../../domain/recipe-search';
import type { Db } from '../../db/client';
import { recipeRatingTotals, recipes } from '../../db/schema';
import type { Cache } from '../../adapters/cache/cache';
import { getRecipeCards } from './recipe-cards.queries';
import { selectRows } from './raw-rows';
import { buildFilterQuery, matchesFilter, visibleTo, type FilterQuery } from './search-filters';
import { listRest } from './search-rest';
import { buildTextQuery, type TextQuery } from './search-text';

/**
 * How many matches a search ranks. Below it the ranking is complete; above it (broad searches of a large
 * catalogue) the best of the first this-many matches are ranked and come first, and the other matches follow
 * in the order the scan meets them, so the work of one page stays bounded at any catalogue size
 * (docs/decisions/006-recipe-search.md, 029-search-at-depth.md).
 */
export const SEARCH_WINDOW = 500;
/**
 * How many matches a search counts exactly. Beyond it the total is the planner's estimate of the matches
 * ("about N"), the same on every page; a search never counts every match of a large catalogue.
 */
export const COUNT_LIMIT = 1000;

/** Which page of a search, in which order. */
interface PageOf {
  limit: number;
  offset: number;
  sort: SearchSort;
}

/**
 * A page of the ranked window, and what the rest of the search needs when the window is full: the matching
 * rows (`source`, in scan order: the window holds its first SEARCH_WINDOW) and the candidates that are not
 * among those first rows (title matches, one's own, top rated), which the rest must leave out.
 */
interface RankedPage {
  ids: number[];
  /** How many candidates the window ranks. */
  candidates: number;
  /** The window is full: more recipes may match than it holds. */
  full: boolean;
  /** How many recipes match, counted in the window's own scan up to COUNT_LIMIT + 1 (more: not counted). */
  matched: number;
  /** The share of the table's pages the window's scan went through to meet its `matched` rows (0 to 1). */
  scanned: number;
  /** Candidates beyond the first SEARCH_WINDOW rows of `source`. */
  extra: number[];
  /** The page's rows of the rest among the matches the window's scan met (afterWindow), in scan order. */
  after: number[];
  /** The rows every match is one of: `select id from recipes where <this>`. */
  source: SQL;
}

type WindowRow = {
  id: number | null;
  total: number;
  matched: number;
  scanned: number | null;
  extra: number[] | null;
  after: number[] | null;
};

const toPage = (rows: WindowRow[], source: SQL): RankedPage => ({
  ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])),
  candidates: rows[0]?.total ?? 0,
  full: (rows[0]?.matched ?? 0) >= SEARCH_WINDOW,
  matched: rows[0]?.matched ?? 0,
  scanned: Number(rows[0]?.scanned ?? 1),
  extra: rows[0]?.extra ?? [],
  after: rows[0]?.after ?? [],
  source,
});

/** The matches a window scans: up to COUNT_LIMIT + 1, so one scan both fills the window and counts. */
const COUNTED = COUNT_LIMIT + 1;
/**
 * How far a filtered text search reads on in its own scan for title matches before it scans the title index
 * (measured at 1M, "curry" with four filters: reading on to all 2,253 matches cost 4 ms of CPU, the title index
 * scan 17 ms; decision 029).
 */
const TITLE_REACH = 4 * COUNTED;

/** The heap page a row is on (its `ctid` is `(page,item)`), selected beside each match as `block`. */
const block = sql.raw(`("recipes".ctid::text::point)[0] as block`);
/**
 * How far into the table the scan went to meet the rows of `matches`: the page of the last one over the
 * table's pages. Both scans search uses meet rows in page order (a bitmap heap scan, or a sequential scan
 * from the first page: synchronised scans are off), so the last match met is on the highest page.
 */
const scannedShare = sql.raw(
  `(select (max(block) + 1) / greatest(1, pg_relation_size('recipes'::regclass) / current_setting('block_size')::float8) from matches) as scanned`,
);

/**
 * The page's share of the rest as far as the window's own scan met it: the matches after its first
 * SEARCH_WINDOW that are not candidates, in the order the scan met them (a CTE is read back in the order its
 * rows were made, as `text_hits` relies on too), from the page's place in the rest, at most the page's rows.
 * These rows were read already; when they fill the page, or they are every match, the rest needs no second
 * scan (`listRest`).
 */
const afterWindow = (candidates: string, page: PageOf) =>
  sql`(select array_agg(r.id) from (select a.id from (select id from matches offset ${sql.raw(String(SEARCH_WINDOW))}) a
    where a.id not in (select c.id from ${sql.raw(candidates)} c)
    offset greatest(0, ${page.offset} - (select count(*) from ${sql.raw(candidates)})) limit ${page.limit}) r) as after`;

/** Candidate ids that are not among the first rows of the scan (`first`), for the rest to leave out. */
const extraOf = (candidates: string, first: string) =>
  sql.raw(
    `(select array_agg(c.id) from ${candidates} c where (select count(*) from ${first}) >= ${SEARCH_WINDOW} and c.id not in (select f.id from ${first} f)) as extra`,
  );

/**
 * Top rated (sort=rating): the rating score of recipe_rating_totals first, recipes nobody rated last, then
 * the usual order. The rated matches join the candidates (best first, up to SEARCH_WINDOW), so the best
 * rated recipes of a broad search are found even beyond the window of the usual order.
 */
const rated = sql.raw('rated');
const ratingFirst = (sort: SearchSort, alias: 'rated' | 'p') =>
  sort === 'rating' ? sql.raw(`${alias}.${alias === 'rated' ? 'score' : 'rating_score'} desc nulls last, `) : sql``;
const withRatingScore = (from: string) =>
  sql`select c.*, ${rated}.score as rating_score from ${sql.raw(from)} c left join ${recipeRatingTotals} ${rated} on ${rated}.recipe_id = c.id`;
const ratedMatches = (sort: SearchSort, columns: SQL, where: SQL) =>
  sort === 'rating'
    ? sql`union (select ${columns} from ${recipeRatingTotals} join ${recipes} on ${recipes.id} = ${recipeRatingTotals.recipeId}
        where ${where} order by ${recipeRatingTotals.score} desc, ${recipeRatingTotals.recipeId} limit ${SEARCH_WINDOW})`
    : sql``;

/**
 * Ranked ids for a text search. Candidates: the first SEARCH_WINDOW full-text matches, enough title
 * matches to fill the page (a title match is never left out of a broad search) and the searcher's own
 * matches. Title matches first, then full-text rank (title A, cuisine/diet/course B, description C,
 * ingredients D) plus trigram similarity of the title to the words.
 */
async function rankTextMatches(db: Db, userId: string | null, text: TextQuery, filter: FilterQuery, page: PageOf) {
  const tq = sql`to_tsquery('english'::regconfig, ${text.tsquery})`;
  const columns = (inTitle: SQL) =>
    sql`${recipes.id} as id, ${recipes.title} as title, ${inTitle} as in_title, ts_rank(${recipes.searchVector}, ${tq}) as rank`;
  const hit = (where: SQL, inTitle: SQL, owner: SQL, window = SEARCH_WINDOW, extra = sql``) => sql`
    select ${columns(inTitle)}${extra} from ${recipes} where ${where} and ${matchesFilter(filter)} and ${owner} limit ${window}`;
  const hitColumns = sql.raw('id, title, in_title, rank');
  const inText = sql`${recipes.searchVector} @@ ${tq}`;
  const inTitle = sql`${recipes.titleVector} @@ ${tq}`;
  const own = userId ? sql`union all (${hit(inText, inTitle, sql`${recipes.ownerId} = ${userId}`)})` : sql``;
  const source = sql`${inText} and ${matchesFilter(filter)} and ${visibleTo(userId)}`;
  const best = ratedMatches(page.sort, columns(inTitle), source);
  // The first SEARCH_WINDOW title matches (a title match is also a text match, met in the same scan order): taken
  // from the matches the text scan met (the counted ones, or as far as `reach` reads on) when they hold that many
  // or every match; the title index is scanned only when neither (a broad search whose words are in few titles). The same for every page, so the candidates, and so
  // the total, do not change from page to page.
  const titleWindow = SEARCH_WINDOW;
  // With filter tokens the title index scan intersects their posting lists a second time. Reading on in the text
  // scan's own rows (`met`, read only as far as asked) settles the title matches when it meets 500 of them or every
  // match, and is cheaper when that is near: `reach` reads on up to TITLE_REACH matches when the counted matches
  // say it will get there (their share of title matches, or their estimate of all matches), else not at all.
  // Without filters the title index scan is the cheap one.
  const reach = filter.tokens.length ? TITLE_REACH : COUNTED;
  const readOn = sql`(select (case when count(*) < ${COUNTED} then ${COUNTED}
      when count(*) filter (where in_title) * ${TITLE_REACH} >= ${titleWindow} * count(*) then ${reach}
      when count(*) <= ${reach} * (max(block) + 1) / greatest(1, pg_relation_size('recipes'::regclass) / current_setting('block_size')::float8) then ${reach}
      else ${COUNTED} end)::bigint from matches)`;
  const rows = await selectRows<WindowRow>(
    db,
    sql`
    with met as (${hit(inText, inTitle, visibleTo(userId), reach, sql`, ${block}`)}),
    matches as (select * from met limit ${COUNTED}),
    reach as (select ${readOn} as n),
    text_hits as (select ${hitColumns} from matches limit ${SEARCH_WINDOW}),
    title_hits as (
      (select ${hitColumns} from (select * from met limit (select n from reach)) m where in_title limit ${titleWindow})
      union all
      (${hit(sql`(select count(*) from (select 1 from (select * from met limit (select n from reach)) m where in_title limit ${titleWindow}) t) < ${titleWindow} and (select count(*) from (select 1 from met limit (select n from reach)) m) >= (select n from reach) and ${inTitle}`, sql`true`, visibleTo(userId), titleWindow)})
    ),
    candidates as (
      select distinct on (id) id, title, in_title, rank + similarity(title, ${text.text}) as score
      from (select * from text_hits union all select * from title_hits ${own} ${best}) all_hits order by id, in_title desc
    ),
    page as (${withRatingScore('candidates')} order by ${ratingFirst(page.sort, 'rated')}in_title desc, score desc, title, id limit ${page.limit} offset ${page.offset})
    select p.id, (select count(*) from candidates)::int as total, (select count(*) from matches)::int as matched,
      ${scannedShare}, ${extraOf('candidates', 'text_hits')}, ${afterWindow('candidates', page)}
    from (select 1) one left join page p on true order by ${ratingFirst(page.sort, 'p')}p.in_title desc, p.score desc, p.title, p.id`,
  );
  return toPage(rows, source);
}

/** When an unknown word leaves nothing found, titles similar to the whole text (pg_trgm, similarity over 0.3): "paneertikka". */
async function rankSimilarTitles(db: Db, userId: string | null, text: string, filter: FilterQuery, page: PageOf) {
  const source = sql`${recipes.title} % ${text} and ${matchesFilter(filter)} and ${visibleTo(userId)}`;
  const rows = await selectRows<WindowRow>(
    db,
    sql`
    with matches as (
      select ${recipes.id} as id, ${recipes.title} as title, similarity(${recipes.title}, ${text}) as score, ${block}
      from ${recipes} where ${source} limit ${COUNTED}
    ), hits as (select id, title, score from matches limit ${SEARCH_WINDOW}),
    page as (${withRatingScore('hits')} order by ${ratingFirst(page.sort, 'rated')}score desc, title, id limit ${page.limit} offset ${page.offset})
    select p.id, (select count(*) from hits)::int as total, (select count(*) from matches)::int as matched,
      ${scannedShare}, null as extra, ${afterWindow('hits', page)}
    from (select 1) one left join page p on true order by ${ratingFirst(page.sort, 'p')}p.score desc, p.title, p.id`,
  );
  return toPage(rows, source);
}

/** Ids of a search without text: alphabetical among the first SEARCH_WINDOW matches. */
async function listFilterMatches(db: Db, userId: string | null, filter: FilterQuery, page: PageOf) {
  const source = sql`${matchesFilter(filter)} and ${visibleTo(userId)}`;
  const best = ratedMatches(page.sort, sql`${recipes.id} as id, ${recipes.title} as title`, source);
  const rows = await selectRows<WindowRow>(
    db,
    sql`
    with matches as (select ${recipes.id} as id, ${recipes.title} as title, ${block} from ${recipes} where ${source} limit ${COUNTED}),
    first_hits as (select id, title from matches limit ${SEARCH_WINDOW}),
    hits as (select * from first_hits ${best}),
    page as (${withRatingScore('hits')} order by ${ratingFirst(page.sort, 'rated')}title, id limit ${page.limit} offset ${page.offset})
    select p.id, (select count(*) from hits)::int as total, (select count(*) from matches)::int as matched,
      ${scannedShare}, ${extraOf('hits', 'first_hits')}, ${afterWindow('hits', page)}
    from (select 1) one left join page p on true order by ${ratingFirst(page.sort, 'p')}p.title, p.id`,
  );
  return toPage(rows, source);
}

/**
 * How many recipes match when the window is full: exact when its scan counted them all (up to COUNT_LIMIT),
 * else an estimate from that same scan: it met COUNT_LIMIT + 1 matches in the first `scanned` share of the
 * table's pages, so about (COUNT_LIMIT + 1) / `scanned` match in all, if the matches are spread through the
 * table (rounded to two figures, as it is only an estimate). The planner's estimate (EXPLAIN), used before,
 * takes several filters as independent: at 1M it said 1,380 where 3,316 match, and 48,250 for 29,020. No row
 * is read for it: a search never counts every match of a large catalogue, nor scans its matches twice.
 */
function countMatches(window: RankedPage): { total: number; estimated: boolean } {
  if (window.matched <= COUNT_LIMIT) return { total: window.matched, estimated: false };
  const share = Math.min(1, Math.max(window.scanned, Number.EPSILON));
  return { total: roughly(Math.max(COUNT_LIMIT + 1, window.matched / share)), estimated: true };
}

/** A count to two significant figures: 12,345 is about 12,000. */
export const roughly = (n: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
};

export interface SearchInput {
  userId: string | null;
  filters: SearchFilters;
  page: number;
  pageSize: number;
  /** Where the catalogue's filter values are kept (app.cache); a per-database one in this process when not given. */
  cache?: Cache;
}

/**
 * Recipe search: every filter in SQL, the text by full-text search with typo correction, ranked.
 * Runs in a transaction only to scope two settings: bitmaps big enough not to go lossy, and no JIT
 * (it costs more than these short queries).
 */
export async function searchRecipes(
  db: Db,
  { userId, filters: { sort = 'relevance', ...filters }, page, pageSize, cache }: SearchInput,
): Promise<SearchResult> {
  const empty = { items: [], total: 0, totalIsEstimate: false, hasMore: false, page, pageSize };
  const filter = await buildFilterQuery(db, userId, filters, cache);
  if (!filter) return empty;
  const offset = (page - 1) * pageSize;
  // one more than the page, to know whether another page follows
  const which: PageOf = { limit: pageSize + 1, offset, sort };
  const found = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // the same scan order on every page (no synchronised or parallel scans), bitmaps that do not go lossy, no JIT
    await tx.execute(
      sql`select set_config('work_mem', '32MB', true), set_config('jit', 'off', true),
        set_config('synchronize_seqscans', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    const text = await buildTextQuery(tx, filters.q);
    let window: RankedPage;
    if (!text) window = await listFilterMatches(tx, userId, filter, which);
    else {
      window = await rankTextMatches(tx, userId, text, filter, which);
      if (window.candidates === 0 && text.unresolved)
        window = await rankSimilarTitles(tx, userId, text.text, filter, which);
    }
    if (!window.full) return { ids: window.ids, total: window.candidates, estimated: false };
    const ids = [...window.ids];
    if (ids.length < which.limit) {
      const wanted = which.limit - ids.length;
      // the window's scan met these rows already: enough for the page, or every match there is (up to COUNT_LIMIT)
      const met = window.after.length >= wanted || window.matched <= COUNT_LIMIT;
      ids.push(
        ...(met
          ? window.after.slice(0, wanted)
          : await listRest(
              tx,
              window.source,
              window.extra,
              SEARCH_WINDOW,
              Math.max(0, offset - window.candidates),
              wanted,
            )),
      );
    }
    const { total, estimated } = countMatches(window);
    return { ids, total, estimated };
  });
  const ids = found.ids.slice(0, pageSize);
  return {
    items: await getRecipeCards(db, ids),
    total: found.total,
    totalIsEstimate: found.estimated,
    hasMore: found.ids.length > pageSize,
    page,
    pageSize,
  };
}
