import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../domain/recipe-search';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { forgetRestCheckpoints } from './search-rest';
import { COUNT_LIMIT, searchRecipes, SEARCH_WINDOW } from './search.queries';

/**
 * Broad searches past the ranking window and past the exact count (issue #19): the same total on every page,
 * every page full up to the last, every match reachable once, and no count of every match.
 */

let t: TestApp;
let base: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { catalogue: true });
  const [row] = await t.database.db.select().from(recipes).limit(1);
  const {
    id: _id,
    slug: _slug,
    searchVector: _sv,
    titleVector: _tv,
    filterTokens: _ft,
    ...rest
  } = row as typeof row & Record<string, unknown>;
  base = rest;
  // 700 recipes that mention kokum in their description, 300 of which have it in the title.
  // The title matches come last in the table, past the first 500 matches a scan meets.
  await insertCopies(700, (i) => ({
    slug: `kokum-test-${i}`,
    title: i >= 400 ? `Kokum cooler no. ${i}` : `Summer drink no. ${i}`,
    description: 'A sharp, cooling drink made with kokum.',
  }));
}, 120_000);
afterAll(() => t.close());

async function insertCopies(n: number, make: (i: number) => Record<string, unknown>) {
  const rows = Array.from({ length: n }, (_, i) => ({ ...base, ownerId: null, ...make(i) }));
  for (let i = 0; i < rows.length; i += 250)
    await t.database.db.insert(recipes).values(rows.slice(i, i + 250) as (typeof recipes.$inferInsert)[]);
}

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/recipes/search?${query}` });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json<SearchResult>();
};

/** Every page of a search, in order, checking the total is the same on each and each but the last is full. */
async function everyPage(query: string, pageSize: number) {
  const first = await search(`${query}&pageSize=${pageSize}&page=1`);
  const pages = [first];
  while (pages.at(-1)!.hasMore) {
    const page = pages.length + 1;
    const next = await search(`${query}&pageSize=${pageSize}&page=${page}`);
    expect(next.total, `total on page ${page}`).toBe(first.total);
    expect(next.totalIsEstimate, `page ${page}`).toBe(first.totalIsEstimate);
    expect(pages.at(-1)!.items.length, `page ${page - 1} is full`).toBe(pageSize);
    pages.push(next);
  }
  const ids = pages.flatMap((p) => p.items.map((i) => i.id));
  expect(new Set(ids).size, 'no recipe twice').toBe(ids.length);
  return { first, pages, ids };
}

describe('a search broader than the ranking window', () => {
  it('gives the same exact total on every page and reaches every match, title matches first', async () => {
    const { first, pages, ids } = await everyPage('q=kokum', 50);
    expect(first.totalIsEstimate).toBe(false);
    expect(first.total).toBeGreaterThanOrEqual(700);
    expect(first.total).toBeGreaterThan(SEARCH_WINDOW);
    expect(ids.length).toBe(first.total);
    expect(pages.length).toBe(Math.ceil(first.total / 50));
    // Every recipe with the word in its title is among them, ahead of the others.
    expect(first.items.every((i) => /kokum/i.test(i.title))).toBe(true);
    const slugs = new Set(pages.flatMap((p) => p.items.map((i) => i.slug)));
    for (let i = 0; i < 700; i += 1) expect(slugs.has(`kokum-test-${i}`), `kokum-test-${i}`).toBe(true);
    // A page past the last is empty, and says so.
    const past = await search(`q=kokum&pageSize=50&page=${pages.length + 1}`);
    expect(past).toMatchObject({ items: [], total: first.total, hasMore: false });
  });

  it('reaches the last page of a search without text (every recipe, past the window)', async () => {
    const { first, ids } = await everyPage('isGlutenFree=false', 50);
    const catalogue = await t.database.db.$count(recipes);
    expect(catalogue).toBeGreaterThan(SEARCH_WINDOW);
    expect(ids.length).toBe(catalogue);
    // exact up to COUNT_LIMIT, "about" beyond it, and never far off here
    if (first.totalIsEstimate) expect(Math.abs(first.total - catalogue) / catalogue).toBeLessThan(0.5);
    else expect(first.total).toBe(catalogue);
  });

  it('completes a two-letter start of a word, as the search box is typed', async () => {
    const ch = await search('q=ch');
    expect(ch.total).toBeGreaterThan(0);
    expect(
      ch.items.some((i) => /\b(chana|chicken|cheese|chick|chai|chili|chilli|chocolate|chutney)/i.test(i.title)),
    ).toBe(true);
    // and the search behind it is the same as typing the words it completes
    const cheese = await search('q=cheese&pageSize=50');
    const chPage = await search('q=ch&pageSize=50');
    expect(chPage.total).toBeGreaterThanOrEqual(cheese.total);
  });
});

describe('a search broader than the exact count', () => {
  beforeAll(async () => {
    await insertCopies(COUNT_LIMIT, (i) => ({
      slug: `kokum-more-${i}`,
      title: `Spiced drink no. ${i}`,
      description: 'Another cooling drink made with kokum.',
    }));
  }, 240_000);

  it('says "about N", the same on every page, and still reaches the last page', async () => {
    const { first, ids } = await everyPage('q=kokum', 50);
    expect(first.totalIsEstimate).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(COUNT_LIMIT);
    // all 1,700 and more are reachable, whatever the estimate says
    expect(ids.length).toBeGreaterThanOrEqual(COUNT_LIMIT + 700);
    const deep = await search('q=kokum&pageSize=50&page=30');
    expect(deep.items.length).toBe(50);
    expect(deep.total).toBe(first.total);
  }, 240_000);

  it('estimates "about N" from the share of the table the counting scan went through', async () => {
    // every recipe matches: the first 1,001 lie in the first pages, and their share of the pages says how many
    const all = await search('pageSize=10');
    const catalogue = await t.database.db.$count(recipes);
    expect(catalogue).toBeGreaterThan(COUNT_LIMIT + 700);
    expect(all.totalIsEstimate).toBe(true);
    expect(Math.abs(all.total - catalogue) / catalogue, `about ${all.total} of ${catalogue}`).toBeLessThan(0.15);
    // the kokum matches are the last 1,700 rows: the scan went through nearly every page to meet 1,001 of them
    const kokum = await search('q=kokum&pageSize=10');
    expect(kokum.total, `about ${kokum.total}`).toBeGreaterThan(COUNT_LIMIT);
    expect(kokum.total, `about ${kokum.total}`).toBeLessThan(2 * (COUNT_LIMIT + 700));
  });

  it('with the words in most titles, puts the title matches first from the scan that counts', async () => {
    // 1,000 "Spiced drink no. i": more than the window of title matches among the first matches met
    const { first, pages } = await everyPage('q=spiced%20drink', 50);
    expect(first.items.every((i) => /spiced drink/i.test(i.title))).toBe(true);
    const slugs = new Set(pages.flatMap((p) => p.items.map((i) => i.slug)));
    for (let i = 0; i < COUNT_LIMIT; i += 1) expect(slugs.has(`kokum-more-${i}`), `kokum-more-${i}`).toBe(true);
  }, 240_000);

  it('serves the first pages of the rest from the rows the counting scan met, the same as a scan of the rest', async () => {
    const pageOf = async (page: number, pageSize: number) => {
      const statements: string[] = [];
      const result = await searchRecipes(recording(t.database.db, statements), {
        userId: null,
        filters: { q: 'kokum', maxCookingTime: null },
        page,
        pageSize,
      });
      const scansRest = statements.some((s) => restScan.test(s));
      return { ids: result.items.map((i) => i.id), scansRest };
    };
    forgetRestCheckpoints();
    // one page of 1,300: past the rows the window's scan met, so the rest is scanned
    const whole = await pageOf(1, 1300);
    expect(whole.scansRest).toBe(true);
    const paged: number[] = [];
    const served: boolean[] = [];
    for (let page = 1; page <= 26; page += 1) {
      const { ids, scansRest } = await pageOf(page, 50);
      paged.push(...ids);
      served.push(!scansRest);
    }
    expect(paged).toEqual(whole.ids);
    // the pages just past the window come from the counting scan's rows, the later ones from a scan of the rest
    expect(served.slice(10, 18).some((s) => s)).toBe(true);
    expect(served.at(-1)).toBe(false);
  }, 240_000);

  it('starts a later page of the rest from the last one it served, with the same rows as a scan from the start', async () => {
    const pageOf = async (page: number) => {
      const statements: string[] = [];
      const result = await searchRecipes(recording(t.database.db, statements), {
        userId: null,
        filters: { q: 'kokum', maxCookingTime: null },
        page,
        pageSize: 40,
      });
      const rest = statements.find((s) => restScan.test(s)) ?? '';
      return { ids: result.items.map((i) => i.id), fromCheckpoint: rest.includes('ctid > $'), scansRest: rest !== '' };
    };
    // each page cold (no checkpoint): every one skips the rest from its start
    const cold: number[][] = [];
    for (let page = 26; page <= 40; page += 1) {
      forgetRestCheckpoints();
      const { ids, scansRest, fromCheckpoint } = await pageOf(page);
      expect(scansRest && !fromCheckpoint, `page ${page} cold`).toBe(true);
      cold.push(ids);
    }
    expect(cold.at(-1)!.length, 'the last page holds the last matches').toBeGreaterThan(0);
    // in order: each page from the one before; then a page again, and one further on, from the nearest before it
    forgetRestCheckpoints();
    const warm: number[][] = [];
    for (let page = 26; page <= 40; page += 1) {
      const { ids, fromCheckpoint } = await pageOf(page);
      expect(fromCheckpoint, `page ${page} after page ${page - 1}`).toBe(page > 26);
      warm.push(ids);
    }
    expect(warm).toEqual(cold);
    const again = await pageOf(30);
    expect(again.fromCheckpoint).toBe(true);
    expect(again.ids).toEqual(cold[30 - 26]);
    forgetRestCheckpoints();
    await pageOf(28);
    const further = await pageOf(35);
    expect(further.fromCheckpoint).toBe(true);
    expect(further.ids).toEqual(cold[35 - 26]);
    // a first link deep into the rest keeps checkpoints along the way: the page before it starts near
    forgetRestCheckpoints();
    await pageOf(40);
    const previous = await pageOf(39);
    expect(previous.fromCheckpoint).toBe(true);
    expect(previous.ids).toEqual(cold[39 - 26]);
    // another search (here: with a filter every match passes) never starts from this one's checkpoints
    const statements: string[] = [];
    const other = await searchRecipes(recording(t.database.db, statements), {
      userId: null,
      filters: { q: 'kokum', maxCookingTime: 600 },
      page: 36,
      pageSize: 40,
    });
    expect(statements.some((s) => s.includes('ctid > $'))).toBe(false);
    expect(other.items.map((i) => i.id)).toEqual(cold[36 - 26]);
  }, 240_000);

  it('with filters, puts every title match first when it reads on in its own scan instead of the title index', async () => {
    // every kokum copy has the first recipe's cuisine: a filter token, so the search reads on for title matches,
    // past the 1,001 matches it counts, to these 50 at the end of the table
    await insertCopies(50, (i) => ({
      slug: `kokum-fizz-${i}`,
      title: `Kokum fizz no. ${i}`,
      description: 'Kokum syrup topped up with soda.',
    }));
    const query = `q=kokum&cuisines=${encodeURIComponent(String(base.cuisine))}`;
    const first = await search(`${query}&pageSize=50&page=1`);
    expect(first.totalIsEstimate).toBe(true);
    const items = [...first.items];
    for (let page = 2; page <= 7; page += 1) items.push(...(await search(`${query}&pageSize=50&page=${page}`)).items);
    const titled = items.findLastIndex((i) => /kokum/i.test(i.title));
    expect(items.slice(0, titled + 1).every((i) => /kokum/i.test(i.title))).toBe(true);
    expect(items.filter((i) => /^Kokum (cooler|fizz) no\. /.test(i.title)).length).toBe(350);
  }, 240_000);

  it('never counts every match: each statement that reads recipes stops at a limit', async () => {
    const statements: string[] = [];
    const result = await searchRecipes(recording(t.database.db, statements), {
      userId: null,
      filters: { q: 'kokum', maxCookingTime: null },
      page: 30,
      pageSize: 50,
    });
    expect(result.totalIsEstimate).toBe(true);
    expect(result.items.length).toBe(50);
    const readsRecipes = statements.filter((s) => /from "recipes"/.test(s));
    expect(readsRecipes.length).toBeGreaterThanOrEqual(2); // the window (which also counts and estimates), the rest
    // the matches are scanned once: no count of its own beside the window's scan
    expect(readsRecipes.filter((s) => s.startsWith('select count('))).toEqual([]);
    for (const s of readsRecipes) {
      if (s.startsWith('explain')) continue; // planned, never run
      expect(s, s).toMatch(/\blimit\b/);
    }
    expect(readsRecipes.some((s) => s.includes(`limit ${COUNT_LIMIT + 1}`) || s.includes('limit $'))).toBe(true);
  });
});

/** A statement that reads the rest after the window: from its start (`offset`), or from a checkpoint (`ctid >`). */
const restScan = new RegExp(`offset ${SEARCH_WINDOW}\\) m\\b|offset \\$\\d+\\) m\\b|ctid > \\$\\d+::tid`);

/** The database, recording the text of every statement run through `execute` (hand-written SQL). */
function recording(db: Db, statements: string[]): Db {
  const dialect = new PgDialect({ casing: 'snake_case' });
  return new Proxy(db, {
    get(target, key) {
      if (key === 'execute')
        return (query: SQL) => {
          statements.push(dialect.sqlToQuery(query).sql.replace(/\s+/g, ' ').trim());
          return target.execute(query);
        };
      if (key === 'transaction')
        return (work: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) => work(recording(tx as unknown as Db, statements)));
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
