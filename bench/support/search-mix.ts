// The hard search mix of issue #19 (typos, 3 and 8 words, many filters, flags only, deep pages, short and
// partial words) and the plain-SQL baseline it is measured beside: the original rules (spec 001 section 5:
// the text as one substring of title, description, cuisine or diet, case-insensitive) as `ILIKE`, ordered
// by title, with a `count(*)` for the total, as a first server-side version would have written it.
import type pg from 'pg';
import { RECIPE_FLAGS } from '../../domain/recipe-search';
import { SearchRequest } from '../../domain/search-request';

export interface MixQuery {
  name: string;
  query: string;
}

export const HARD_MIX: MixQuery[] = [
  { name: 'typo', query: 'q=panner' },
  { name: 'typo, two words', query: 'q=chiken%20tikka' },
  { name: 'typo + cuisine', query: 'q=biriyani&cuisines=Indian' },
  { name: '3 words', query: 'q=chicken%20curry%20rice' },
  { name: '8 words', query: 'q=spicy%20garlic%20chicken%20curry%20rice%20green%20peas%20coriander' },
  {
    name: 'text + many filters',
    query: 'q=curry&cuisines=Indian&diets=Vegetarian&courses=Dinner&isHighProtein=true&maxCookingTime=30',
  },
  {
    name: 'many filters',
    query: 'cuisines=Italian&cuisines=Mexican&courses=Dinner&isGlutenFree=true&isLowCarb=true&maxCookingTime=45',
  },
  { name: 'flags only, three', query: 'isVegan=true&isHighProtein=true&isLowSodium=true' },
  { name: 'flags only, one', query: 'isQuick30Min=true' },
  { name: 'short word', query: 'q=ch' },
  { name: 'partial word', query: 'q=panee' },
  { name: 'deep page, text', query: 'q=chicken&page=40' },
  { name: 'deeper page, text', query: 'q=rice&page=200' },
  { name: 'deep page, filter', query: 'cuisines=Indian&page=100' },
  { name: 'deep page, browse', query: 'page=500' },
];

const GROUP_COLUMN = { cuisines: 'cuisine', diets: 'diet', courses: 'course', cookingMethods: 'cooking_method' };
const column = (flag: string) => flag.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);

/** The plain-SQL baseline of one query: a page by ILIKE ordered by title, and its count(*). */
export async function baselineSearch(client: pg.Client, query: string): Promise<{ total: number; rows: number }> {
  const {
    page,
    pageSize,
    useMyPreferences: _,
    sort: _s,
    ...f
  } = SearchRequest.parse(
    Object.fromEntries(
      [...new URLSearchParams(query)].reduce((m, [k, v]) => m.set(k, m.has(k) ? [m.get(k), v].flat() : v), new Map()),
    ),
  );
  const where: string[] = ['owner_id is null'];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (f.q) {
    const p = param(`%${f.q}%`);
    where.push(`(title ilike ${p} or description ilike ${p} or cuisine ilike ${p} or diet ilike ${p})`);
  }
  for (const [group, col] of Object.entries(GROUP_COLUMN)) {
    const values = f[group as keyof typeof GROUP_COLUMN];
    if (values?.length) where.push(`${col} ilike any(${param(values.map((v) => `%${v}%`))})`);
  }
  for (const flag of RECIPE_FLAGS) if (f[flag]) where.push(`${column(flag)}`);
  if (f.maxCookingTime !== null) where.push(`cook_minutes <= ${param(f.maxCookingTime)}`);
  const clause = where.join(' and ');
  const rows = await client.query(
    `select id, title from recipes where ${clause} order by title, id limit ${pageSize} offset ${(page - 1) * pageSize}`,
    params,
  );
  const count = await client.query<{ n: number }>(`select count(*)::int as n from recipes where ${clause}`, params);
  return { total: count.rows[0]?.n ?? 0, rows: rows.rowCount ?? 0 };
}
