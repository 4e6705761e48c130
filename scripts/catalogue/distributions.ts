// What the synthetic catalogue learns from real recipes: the cuisine/course/diet/method mix of the
// project's own catalogue, and times, servings, calories and title words from the Allrecipes reference
// data when it sits beside the project (../shared/data/allrecipes), else from the project's recipes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedFood, SeedRecipe } from '../../domain/catalogue';
import { computeRecipeNutrition, type IngredientEntry } from '../../domain/nutrition/compute-nutrition';

/** The mix of the real catalogue: one row per team-written recipe. */
export interface Template {
  cuisine: string;
  region: string | null;
  course: string;
  diet: string;
  cookingMethod: string;
  onePot: boolean;
}

/** One real recipe's times, servings and kcal per serving (null when unknown). */
export interface TimeRow {
  prep: number;
  cook: number;
  servings: number;
  kcal: number | null;
}

export interface Distributions {
  source: 'allrecipes' | 'seed';
  templates: Template[];
  /** Rows whose cooking time fits each method. */
  times: Record<string, TimeRow[]>;
  /** kcal per serving of the project's recipes, by course. */
  courseKcal: Record<string, number[]>;
  /** Multiplies a reference kcal into the course's range (1 when the rows are the project's own). */
  kcalScale: Record<string, number>;
  /** Share of real titles that end "with ...". */
  withShare: number;
  /** Relative frequency of a title word in real recipe names, overall and for the cuisine. */
  wordWeight(word: string, cuisine: string): number;
}

/** Cooking minutes that fit each method, to choose reference rows. */
export const COOK_RANGE: Record<string, [number, number]> = {
  Simmered: [10, 120],
  Boiled: [5, 60],
  'Pressure-cooked': [10, 60],
  'Slow-cooked': [120, 600],
  Braised: [45, 240],
  Baked: [15, 90],
  Roasted: [20, 120],
  Grilled: [5, 45],
  Tandoor: [10, 40],
  'Stir-fried': [5, 20],
  Sauteed: [5, 30],
  'Pan-fried': [5, 40],
  'Deep-fried': [5, 30],
  Steamed: [8, 45],
  'No-cook': [0, 0],
};

/** cuisines.csv countries under the catalogue's cuisine names. */
const COUNTRY_AS: Record<string, string> = {
  Jamaican: 'Caribbean',
  Cuban: 'Caribbean',
  'Puerto Rican': 'Caribbean',
  'Tex-Mex': 'Mexican',
  'Australian and New Zealander': 'Australian',
  'Southern Recipes': 'American',
  'Soul Food': 'American',
  'Cajun and Creole': 'American',
  Pakistani: 'Indian',
  Bangladeshi: 'Indian',
  Scandinavian: 'Swedish',
};

/** Parses CSV text with quoted fields (commas, doubled quotes and newlines inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      for (let from = i + 1; ;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) {
          cell += text.slice(from);
          i = text.length;
          break;
        }
        cell += text.slice(from, quote);
        if (text[quote + 1] !== '"') {
          i = quote + 1;
          break;
        }
        cell += '"';
        from = quote + 2;
      }
    } else {
      let end = i;
      while (end < text.length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end += 1;
      cell = text.slice(i, end);
      i = end;
    }
    row.push(cell);
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
  }
  if (row.length) rows.push([...row, '']); // "a,b," at the very end
  return rows;
}

function readCsv(path: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(readFileSync(path, 'utf8'));
  return rows
    .filter((r) => r.length === header.length)
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Counts whole-word occurrences of phrases in a list of names, memoised. */
function wordCounter(names: readonly string[]): (phrase: string) => number {
  const text = `\n${names.map((n) => n.toLowerCase()).join('\n')}\n`;
  const memo = new Map<string, number>();
  return (phrase) => {
    const p = phrase.toLowerCase();
    let n = memo.get(p);
    if (n !== undefined) return n;
    n = 0;
    for (let at = text.indexOf(p); at >= 0; at = text.indexOf(p, at + p.length)) {
      if (!/[a-z]/.test(text[at - 1] ?? '') && !/[a-z]/.test(text[at + p.length] ?? '')) n += 1;
    }
    memo.set(p, n);
    return n;
  };
}

export interface DistributionSources {
  seedRecipes: readonly SeedRecipe[];
  seedFoods: readonly SeedFood[];
  /** Folder of allrecipes.csv and cuisines.csv; null to use only the project's recipes. */
  referenceDir: string | null;
}

export const DEFAULT_REFERENCE_DIR = join(import.meta.dirname, '../../../shared/data/allrecipes');

export function loadDistributions({ seedRecipes, seedFoods, referenceDir }: DistributionSources): Distributions {
  const templates: Template[] = seedRecipes.map((r) => ({
    cuisine: r.cuisine,
    region: r.region ?? null,
    course: r.course,
    diet: r.diet,
    cookingMethod: r.cookingMethod,
    onePot: r.onePot,
  }));
  const foods = seedFoods.map((f) => ({ ...f, portions: f.portions, mlDensity: f.mlDensity }));
  const courseKcal: Record<string, number[]> = {};
  const seedRows = seedRecipes.map((r) => {
    const kcal = computeRecipeNutrition(r.ingredients as IngredientEntry[], foods, r.servings).perServing.kcal;
    (courseKcal[r.course] ??= []).push(kcal);
    return { method: r.cookingMethod, row: { prep: r.prepMinutes, cook: r.cookMinutes, servings: r.servings, kcal } };
  });
  const allPath = referenceDir ? join(referenceDir, 'allrecipes.csv') : null;
  const reference = allPath && existsSync(allPath) ? readCsv(allPath) : null;
  const times: Record<string, TimeRow[]> = {};
  const kcalScale: Record<string, number> = {};
  let names: string[];
  let byCuisine = new Map<string, string[]>();
  if (reference) {
    const rows: TimeRow[] = [];
    for (const r of reference) {
      const [prep, cook, servings, kcal] = [r.prep_time, r.cook_time, r.servings, r.calories].map(Number) as [
        number,
        number,
        number,
        number,
      ];
      if (!(prep >= 0 && prep <= 120 && cook >= 0 && servings >= 1 && servings <= 24 && Number.isInteger(servings)))
        continue;
      rows.push({ prep, cook, servings, kcal: kcal >= 20 && kcal <= 1500 ? kcal : null });
    }
    for (const [method, [lo, hi]] of Object.entries(COOK_RANGE))
      times[method] = rows.filter((r) => r.cook >= lo && r.cook <= hi);
    const refMedian = median(rows.flatMap((r) => (r.kcal === null ? [] : [r.kcal])));
    for (const [course, kcals] of Object.entries(courseKcal)) kcalScale[course] = median(kcals) / refMedian;
    names = reference.map((r) => r.name ?? '');
    const cuisinesPath = join(referenceDir ?? '', 'cuisines.csv');
    if (existsSync(cuisinesPath)) {
      for (const r of readCsv(cuisinesPath)) {
        const cuisine = COUNTRY_AS[r.country ?? ''] ?? r.country ?? '';
        byCuisine.set(cuisine, [...(byCuisine.get(cuisine) ?? []), r.name ?? '']);
      }
    }
  } else {
    for (const { method, row } of seedRows) (times[method] ??= []).push(row);
    for (const course of Object.keys(courseKcal)) kcalScale[course] = 1;
    names = seedRecipes.map((r) => r.title);
    byCuisine = new Map();
    for (const r of seedRecipes) byCuisine.set(r.cuisine, [...(byCuisine.get(r.cuisine) ?? []), r.title]);
  }
  const overall = wordCounter(names);
  const local = new Map([...byCuisine].map(([c, list]) => [c, wordCounter(list)]));
  const withShare = names.filter((n) => / with /i.test(n)).length / Math.max(1, names.length);
  return {
    source: reference ? 'allrecipes' : 'seed',
    templates,
    times,
    courseKcal,
    kcalScale,
    withShare,
    wordWeight: (word, cuisine) => 1 + Math.sqrt(overall(word)) + 2 * Math.sqrt(local.get(cuisine)?.(word) ?? 0),
  };
}
