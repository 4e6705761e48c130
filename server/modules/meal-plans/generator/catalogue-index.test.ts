import { describe, expect, it } from 'vitest';
import type { CandidateRow } from './candidate-rows';
import { buildCatalogueIndex, catalogueIndexBytes, nearestInCatalogue, type CatalogueFilter } from './catalogue-index';

const COURSES = ['Breakfast', 'Main Course', 'Snack'];
const CUISINES = ['Indian', 'Italian', 'Thai'];
const DIETS = ['Vegan', 'Vegetarian', 'Non-Vegetarian'];

/** A small catalogue with many calorie ties (steps of 10 kcal), so that the order of ties is tested. */
function rows(n: number): CandidateRow[] {
  return Array.from({ length: n }, (_, k): CandidateRow => {
    const id = 1000 + ((k * 7919) % n); // ids out of calorie order
    return [
      id,
      `Recipe ${id} — dal ${k % 5 === 0 ? 'makhani' : 'tadka'}`,
      CUISINES[k % 3]!,
      COURSES[(k >> 1) % 3]!,
      DIETS[(k >> 2) % 3]!,
      10 + (k % 50),
      100 + 10 * ((k * 31) % 60) + (k % 4 === 0 ? 0.1 : 0),
      5 + (k % 30),
      3 + (k % 20),
      20 + (k % 40),
      k % 8,
    ];
  });
}

/** What the SQL path gives: every row of the course that keeps the filter, by distance (float4 calories), then id. */
function bruteForce(all: CandidateRow[], aims: [string, number][], filter: CatalogueFilter, perCourse: number) {
  return aims.flatMap(([course, aim]) =>
    all
      .filter(
        (r) =>
          r[3] === course &&
          (r[10] & filter.flagMask) === filter.flagMask &&
          (!filter.diets || filter.diets.includes(r[4])) &&
          (!filter.cuisines || filter.cuisines.includes(r[2])) &&
          (filter.maxCookMinutes === null || r[5] <= filter.maxCookMinutes),
      )
      .sort((a, b) => Math.abs(Math.fround(a[6]) - aim) - Math.abs(Math.fround(b[6]) - aim) || a[0] - b[0])
      .slice(0, perCourse),
  );
}

describe('nearestInCatalogue', () => {
  const all = rows(900);
  const index = buildCatalogueIndex(7, [JSON.stringify(all.slice(0, 400)), JSON.stringify(all.slice(400))]);
  const aims: [string, number][] = [
    ['Breakfast', 350],
    ['Main Course', 600],
    ['Snack', 95],
    ['Dessert', 300],
  ];
  const filters: CatalogueFilter[] = [
    { flagMask: 0, diets: null, cuisines: null, maxCookMinutes: null },
    { flagMask: 0b101, diets: ['Vegan', 'Vegetarian'], cuisines: null, maxCookMinutes: 30 },
    { flagMask: 0, diets: null, cuisines: ['Thai'], maxCookMinutes: null },
    { flagMask: 0b111, diets: ['Vegan'], cuisines: ['Italian'], maxCookMinutes: 12 },
  ];

  it('picks, per course, the rows nearest the aim that keep the filter, ties by id, as the SQL path does', () => {
    for (const filter of filters)
      for (const perCourse of [1, 5, 37, 1000]) {
        expect(nearestInCatalogue(index, aims, filter, perCourse)).toEqual(bruteForce(all, aims, filter, perCourse));
      }
  });

  it('keeps every field of a row, titles in UTF-8 included, in compact shared buffers', () => {
    const [row] = nearestInCatalogue(index, [['Snack', 95]], filters[0]!, 1);
    expect(row).toEqual(all.find((r) => r[0] === row![0]));
    expect(row![1]).toContain('—');
    expect(index.version).toBe(7);
    expect(index.size).toBe(900);
    expect(index.ints.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(catalogueIndexBytes(index)).toBeLessThan(900 * 100);
  });

  it('reads an empty catalogue', () => {
    const empty = buildCatalogueIndex(1, ['[]']);
    expect(nearestInCatalogue(empty, aims, filters[0]!, 10)).toEqual([]);
  });
});
