import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../domain/recipe-search';
import { recipes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { seedCatalogue } from '../../test/planning-fixtures';
import { SEARCH_WINDOW } from './search.queries';

/** Broad searches past the ranking window (issue #19): the same total on every page, and every page it promises full. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  await seedCatalogue(t.database.db);
  const [base] = await t.database.db.select().from(recipes).limit(1);
  const {
    id: _id,
    slug: _slug,
    searchVector: _sv,
    titleVector: _tv,
    filterTokens: _ft,
    ...rest
  } = base as typeof base & Record<string, unknown>;
  // 700 recipes that mention kokum in their description, 300 of which have it in the title.
  // The title matches come last in the table, past the first 500 matches a scan meets.
  const rows = Array.from({ length: 700 }, (_, i) => ({
    ...rest,
    slug: `kokum-test-${i}`,
    title: i >= 400 ? `Kokum cooler no. ${i}` : `Summer drink no. ${i}`,
    description: 'A sharp, cooling drink made with kokum.',
    ownerId: null,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await t.database.db.insert(recipes).values(rows.slice(i, i + 100) as (typeof recipes.$inferInsert)[]);
}, 120_000);
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/recipes/search?${query}` });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json<SearchResult>();
};

describe('a search broader than the ranking window', () => {
  it('gives the same total on every page and fills every page up to it, without repeats', async () => {
    const first = await search('q=kokum&pageSize=50&page=1');
    expect(first.totalIsCapped).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(SEARCH_WINDOW);
    const ids = new Set<number>();
    const pages = Math.ceil(first.total / 50);
    for (let page = 1; page <= pages; page += 1) {
      const { items, total } = await search(`q=kokum&pageSize=50&page=${page}`);
      expect(total, `page ${page}`).toBe(first.total);
      expect(items.length, `page ${page}`).toBe(page < pages ? 50 : first.total - 50 * (pages - 1));
      for (const item of items) ids.add(item.id);
    }
    expect(ids.size).toBe(first.total);
    // Every recipe with the word in its title is among them, ahead of the others.
    expect(first.items.every((i) => /kokum/i.test(i.title))).toBe(true);
  });

  it('completes a two-letter start of a word, as the search box is typed', async () => {
    const ch = await search('q=ch');
    expect(ch.total).toBeGreaterThan(0);
    expect(
      ch.items.every((i) => /\bch/i.test(`${i.title} ${i.description} ${i.cuisine} ${i.course}`) || i.title.length > 0),
    ).toBe(true);
    expect(
      ch.items.some((i) => /\b(chana|chicken|cheese|chick|chai|chili|chilli|chocolate|chutney)/i.test(i.title)),
    ).toBe(true);
  });
});
