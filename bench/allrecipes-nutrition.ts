// Nutrition against one publisher's consistent figures: the Allrecipes data set (CC0, ../shared/data/allrecipes), each
// recipe's ingredient string split into lines and computed as the product computes an imported recipe with a stated
// yield (draftNutrition), compared with its per-serving calories, protein, fat and carbs. Recipes are split 80/20 by
// a hash of the URL into development and held out; held-out recipes are only ever counted.
// Usage: npx tsx bench/allrecipes-nutrition.ts [--limit N] [--foods] [--lines TEXT]
//   --foods       over development recipes off by more than 20 % in kcal: matched foods by kcal share, unmatched lines
//   --lines TEXT  development lines whose text or food key holds TEXT, with their food and grams
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitJoinedLines } from '../domain/ingredients/joined-lines';
import { draftNutrition } from '../server/modules/recipes/import/draft-nutrition';
import { loadProjectFoods, median, round1, sharedData, splitCsvLine } from './project-foods';

const MACROS = ['kcal', 'protein', 'fat', 'carbs'] as const;
type Macro = (typeof MACROS)[number];
const COLUMNS: Record<Macro, string> = { kcal: 'calories', protein: 'protein', fat: 'fat', carbs: 'carbs' };
const MISS_PCT = 20;

interface Result {
  lines: number;
  matched: number;
  errors: Partial<Record<Macro, number>>;
}

/** Development or held out, by a hash of the URL (FNV-1a): one recipe in five is held out. */
function heldOut(url: string): boolean {
  let hash = 0x811c9dc5;
  for (const char of url) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 5 === 4;
}

function summarize(rs: readonly Result[]) {
  const lines = rs.reduce((s, r) => s + r.lines, 0);
  const matched = rs.reduce((s, r) => s + r.matched, 0);
  const kcal = rs.flatMap((r) => (r.errors.kcal === undefined ? [] : [r.errors.kcal]));
  return {
    recipes: rs.length,
    linesMatchedPct: round1(lines ? (100 * matched) / lines : null),
    medianAbsPctError: Object.fromEntries(
      MACROS.map((k) => [k, round1(median(rs.flatMap((r) => (r.errors[k] === undefined ? [] : [r.errors[k]]))))]),
    ),
    kcalWithin20Pct: round1(kcal.length ? (100 * kcal.filter((x) => x <= MISS_PCT).length) / kcal.length : null),
  };
}

const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${round1(v)}  ${k}`);

/** A food's weight in the misses (kcal share summed), the share of that weight where we are over, and its miss rate. */
interface FoodInMisses {
  share: number;
  over: number;
  recipes: number;
  misses: number;
}
const foodRows = (m: Map<string, FoodInMisses>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1].share - a[1].share)
    .slice(0, n)
    .map(
      ([k, f]) =>
        `${round1(f.share)} (${Math.round((100 * f.over) / (f.share || 1))}% over, missed ${f.misses}/${f.recipes})  ${k}`,
    );

function main(): void {
  const file = join(sharedData, 'allrecipes/allrecipes.csv');
  if (!existsSync(file)) {
    console.log(`allrecipes-nutrition: skipped, ${file} is absent`);
    return;
  }
  const args = process.argv.slice(2);
  const limit = args.includes('--limit') ? Number(args[args.indexOf('--limit') + 1]) : Infinity;
  const linesOf = args.includes('--lines') ? (args[args.indexOf('--lines') + 1] ?? '').toLowerCase() : null;
  const foods = loadProjectFoods();
  const byKey = new Map(foods.map((f) => [f.key, f]));
  const [header = '', ...records] = readFileSync(file, 'utf8').split('\n');
  const col = new Map(splitCsvLine(header).map((name, i) => [name, i]));
  const cell = (row: string[], name: string) => row[col.get(name) ?? -1] ?? '';
  const dev: Result[] = [];
  const held: Result[] = [];
  const missFoods = new Map<string, FoodInMisses>();
  const missUnmatched = new Map<string, number>();
  for (const record of records.slice(0, limit)) {
    const row = splitCsvLine(record);
    const servings = Number(cell(row, 'servings'));
    const url = cell(row, 'url');
    const expected = Object.fromEntries(MACROS.map((k) => [k, Number(cell(row, COLUMNS[k]) || NaN)]));
    if (!Number.isInteger(servings) || servings <= 0 || !(expected.kcal! > 0)) continue;
    const ingredients = splitJoinedLines(cell(row, 'ingredients'));
    const draft = {
      ...{ title: cell(row, 'name'), description: null, imageUrl: null, ingredients, ingredientGroups: [] },
      ...{ instructions: [], yields: `${servings} servings`, servings, prepMinutes: null, cookMinutes: null },
      ...{ totalMinutes: null, cuisine: null, category: null, nutrition: {} },
    };
    const { nutrition } = draftNutrition(draft, foods);
    const errors: Partial<Record<Macro, number>> = {};
    for (const k of MACROS) {
      const want = expected[k]!;
      if (want > 0) errors[k] = (100 * Math.abs(nutrition.perServing[k] - want)) / want;
    }
    const { items } = nutrition.coverage;
    (heldOut(url) ? held : dev).push({ lines: items.length, matched: items.filter((i) => i.foodKey).length, errors });
    if (heldOut(url)) continue;
    if (linesOf !== null)
      for (const i of items)
        if (`${i.original} ${i.foodKey ?? ''}`.toLowerCase().includes(linesOf))
          console.log(`${i.original}  →  ${i.foodKey ?? '-'} ${i.grams === null ? '' : round1(i.grams)}`);
    const miss = (errors.kcal ?? 0) > MISS_PCT;
    const over = nutrition.perServing.kcal > expected.kcal!;
    for (const key of new Set(items.flatMap((i) => (i.foodKey ? [i.foodKey] : [])))) {
      const f = missFoods.get(key) ?? { share: 0, over: 0, recipes: 0, misses: 0 };
      missFoods.set(key, { ...f, recipes: f.recipes + 1, misses: f.misses + (miss ? 1 : 0) });
    }
    if (!miss) continue;
    const kcalOf = (key: string | null, grams: number | null) =>
      key && grams ? (grams * (byKey.get(key)?.per100g.kcal ?? 0)) / 100 : 0;
    const total = items.reduce((s, i) => s + kcalOf(i.foodKey, i.grams), 0) || 1;
    for (const i of items) {
      if (i.foodKey === null) {
        const line = i.original.toLowerCase().replace(/[\d¼½¾⅓⅔⅛]+/gu, '#');
        missUnmatched.set(line, (missUnmatched.get(line) ?? 0) + 1);
      } else {
        const f = missFoods.get(i.foodKey)!;
        const share = kcalOf(i.foodKey, i.grams) / total;
        missFoods.set(i.foodKey, { ...f, share: f.share + share, over: f.over + (over ? share : 0) });
      }
    }
  }
  if (linesOf !== null) return;
  console.log(
    JSON.stringify(
      {
        development: summarize(dev),
        heldOut: summarize(held),
        ...(args.includes('--foods')
          ? { missFoodsByKcalShare: foodRows(missFoods, 80), missUnmatchedLines: top(missUnmatched, 40) }
          : {}),
      },
      null,
      2,
    ),
  );
}

main();
