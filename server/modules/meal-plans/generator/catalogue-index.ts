import type { CandidateRow } from './candidate-rows';

/**
 * The catalogue (recipes with no owner) as the meal plan generator reads it, held in memory: a compact,
 * read-only index in SharedArrayBuffers, built once by a worker thread from the rows PostgreSQL sends, shared
 * with every worker thread without a copy, and replaced when the catalogue's version moves
 * (catalogue-cache.ts; docs/decisions/038-speed-catalogue-in-memory.md). Recipes are sorted by course, then
 * calories, then id, so a generation's cut per course (the nearest to its aim that keep the person's
 * preferences) is a binary search and a walk outward, as the SQL path walks the (course, calories) index.
 */
export interface CatalogueIndex {
  /** The catalogue's version these rows were read at (catalogue_version). */
  version: number;
  size: number;
  /** The distinct values as stored; the columns below hold their positions. */
  courses: string[];
  cuisines: string[];
  diets: string[];
  /** Per course position, the first row of that course (and `size` at the end). */
  courseStart: Int32Array;
  /** id, cookMinutes, flags (bit i for RECIPE_FLAGS[i]), cuisine, diet: 5 per recipe. */
  ints: Int32Array;
  /** calories, protein, fat, carbs: 4 per recipe. */
  nutrition: Float64Array;
  /** Where each title starts in `titles` (UTF-8), and the end: size + 1. */
  titleStart: Uint32Array;
  titles: Uint8Array;
}

const INTS = 5;
const NUTRITION = 4;

const shared = <T extends Int32Array | Float64Array | Uint32Array | Uint8Array>(
  Kind: { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number },
  length: number,
): T => new Kind(new SharedArrayBuffer(Math.max(1, length) * Kind.BYTES_PER_ELEMENT));

/** Positions of distinct string values, in order of first sight. */
function coder() {
  const values: string[] = [];
  const of = new Map<string, number>();
  return {
    values,
    code(value: string): number {
      let c = of.get(value);
      if (c === undefined) {
        c = values.length;
        values.push(value);
        of.set(value, c);
      }
      return c;
    },
  };
}

/**
 * Builds the index from the rows' JSON texts (each an array of CandidateRow, as the candidate query writes them).
 * Each page is read into columns and dropped before the next (a million rows as row arrays took a gigabyte).
 */
export function buildCatalogueIndex(version: number, pages: string[]): CatalogueIndex {
  const course = coder();
  const cuisine = coder();
  const diet = coder();
  const ints: number[] = [];
  const nutrition: number[] = [];
  const courseOf: number[] = [];
  const titles: string[] = [];
  for (let p = 0; p < pages.length; p += 1) {
    const rows = JSON.parse(pages[p]!) as CandidateRow[];
    pages[p] = ''; // this thread's copy: read, then let go
    for (const r of rows) {
      ints.push(r[0], r[5], r[10], cuisine.code(r[2]), diet.code(r[4]));
      nutrition.push(r[6], r[7], r[8], r[9]);
      courseOf.push(course.code(r[3]));
      titles.push(r[1]);
    }
  }
  const size = titles.length;
  // sorted by course, then calories, then id
  const order = Int32Array.from({ length: size }, (_, i) => i).sort(
    (a, b) =>
      courseOf[a]! - courseOf[b]! ||
      nutrition[a * NUTRITION]! - nutrition[b * NUTRITION]! ||
      ints[a * INTS]! - ints[b * INTS]!,
  );
  const index: CatalogueIndex = {
    version,
    size,
    courses: course.values,
    cuisines: cuisine.values,
    diets: diet.values,
    courseStart: shared(Int32Array, course.values.length + 1),
    ints: shared(Int32Array, size * INTS),
    nutrition: shared(Float64Array, size * NUTRITION),
    titleStart: shared(Uint32Array, size + 1),
    titles: shared(
      Uint8Array,
      titles.reduce((n, t) => n + Buffer.byteLength(t), 0),
    ),
  };
  // Buffer writes into a shared buffer (TextEncoder.encodeInto refuses one)
  const titleBytes = Buffer.from(index.titles.buffer);
  index.courseStart.fill(size);
  let at = 0;
  order.forEach((from, i) => {
    const c = courseOf[from]!;
    if (index.courseStart[c] === size) index.courseStart[c] = i;
    for (let k = 0; k < INTS; k += 1) index.ints[i * INTS + k] = ints[from * INTS + k]!;
    for (let k = 0; k < NUTRITION; k += 1) index.nutrition[i * NUTRITION + k] = nutrition[from * NUTRITION + k]!;
    index.titleStart[i] = at;
    at += titleBytes.write(titles[from]!, at);
  });
  index.titleStart[size] = at;
  return index;
}

/**
 * What a person's preferences ask of a recipe, as the SQL path tests it (candidates.queries.ts): every flag of
 * `flagMask`, a diet and a cuisine among the spellings listed (null: any), at most `maxCookMinutes`.
 */
export interface CatalogueFilter {
  flagMask: number;
  diets: string[] | null;
  cuisines: string[] | null;
  maxCookMinutes: number | null;
}

/** The row at position i, in the candidate query's form. */
function rowAt(index: CatalogueIndex, i: number, course: string): CandidateRow {
  const n = index.ints.subarray(i * INTS, i * INTS + INTS);
  const v = index.nutrition.subarray(i * NUTRITION, i * NUTRITION + NUTRITION);
  // Buffer reads a shared buffer (TextDecoder refuses one)
  const title = Buffer.from(
    index.titles.buffer,
    index.titles.byteOffset + index.titleStart[i]!,
    index.titleStart[i + 1]! - index.titleStart[i]!,
  ).toString('utf8');
  return [n[0]!, title, index.cuisines[n[3]!]!, course, index.diets[n[4]!]!, n[1]!, v[0]!, v[1]!, v[2]!, v[3]!, n[2]!];
}

/**
 * Per course, the `perCourse` catalogue recipes nearest its aim that pass `filter` (by distance, then id: the SQL
 * path's order), as candidate rows. Each side of the aim is walked outward until it has `perCourse` rows and the
 * calories move on (rows tied with the last are kept), so the nearest of both sides are all among those walked.
 */
export function nearestInCatalogue(
  index: CatalogueIndex,
  aims: readonly (readonly [course: string, aim: number])[],
  filter: CatalogueFilter,
  perCourse: number,
): CandidateRow[] {
  const allowed = (values: string[], listed: string[] | null) => {
    const set = listed && new Set(listed);
    return values.map((v) => !set || set.has(v));
  };
  const cuisineOk = allowed(index.cuisines, filter.cuisines);
  const dietOk = allowed(index.diets, filter.diets);
  const keeps = (i: number) => {
    const o = i * INTS;
    return (
      (index.ints[o + 2]! & filter.flagMask) === filter.flagMask &&
      cuisineOk[index.ints[o + 3]!]! &&
      dietOk[index.ints[o + 4]!]! &&
      (filter.maxCookMinutes === null || index.ints[o + 1]! <= filter.maxCookMinutes)
    );
  };
  // compared as PostgreSQL compares them: the stored real (float4) widened to a double, against the aim
  const calories = (i: number) => Math.fround(index.nutrition[i * NUTRITION]!);
  const out: CandidateRow[] = [];
  for (const [course, aim] of aims) {
    const c = index.courses.indexOf(course);
    if (c < 0 || perCourse <= 0) continue;
    const start = index.courseStart[c]!;
    const end = index.courseStart[c + 1]!;
    // the first row of the course at or above the aim
    let lo = start;
    let hi = end;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (calories(mid) < aim) lo = mid + 1;
      else hi = mid;
    }
    const walked: number[] = [];
    const walk = (from: number, step: 1 | -1, inside: (i: number) => boolean) => {
      let kept = 0;
      let last = NaN;
      for (let i = from; inside(i); i += step) {
        if (kept >= perCourse && calories(i) !== last) break;
        if (!keeps(i)) continue;
        walked.push(i);
        kept += 1;
        last = calories(i);
      }
    };
    walk(lo, 1, (i) => i < end);
    walk(lo - 1, -1, (i) => i >= start);
    const distance = (i: number) => Math.abs(calories(i) - aim);
    walked.sort((a, b) => distance(a) - distance(b) || index.ints[a * INTS]! - index.ints[b * INTS]!);
    for (const i of walked.slice(0, perCourse)) out.push(rowAt(index, i, course));
  }
  return out;
}

/** Bytes the index holds (its shared buffers). */
export const catalogueIndexBytes = (index: CatalogueIndex): number =>
  index.courseStart.byteLength +
  index.ints.byteLength +
  index.nutrition.byteLength +
  index.titleStart.byteLength +
  index.titles.byteLength;
