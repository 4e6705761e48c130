// Nutrition engine accuracy against real recipe pages: parse each page's ingredient lines, match
// them to the project's foods, compute kcal and macros per serving, compare with the page's own figures.
// Usage: npx tsx bench/nutrition-accuracy.ts [--pages]   (--pages adds a row per page and unmatched lines)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { computeRecipeNutrition } from '../domain/nutrition/compute-nutrition';
import { extractRecipe } from '../server/modules/recipes/import/extract-recipe';
import { draftNutrition } from '../server/modules/recipes/import/draft-nutrition';
import { foldOf, HELD_OUT } from './folds';
import { loadProjectFoods, median, round1, sharedData } from './project-foods';

const TARGET_MATCHED_PCT = 90;
const TARGET_KCAL_ERROR_PCT = 15;
const NUTRIENTS = {
  kcal: 'calories',
  protein: 'proteinContent',
  fat: 'fatContent',
  carbs: 'carbohydrateContent',
} as const;
type Macro = keyof typeof NUTRIENTS;

const Page = z.object({
  language: z.string().optional(),
  yields: z.string().nullish(),
  ingredients: z.array(z.string()).default([]),
  nutrients: z.record(z.string(), z.string()).nullish(),
});

interface PageResult {
  page: string;
  fold: number;
  english: boolean;
  servings: number;
  lines: number;
  matched: number;
  unmatched: string[];
  errors: Partial<Record<Macro, number>>; // absolute % error
  computed: Record<Macro, number>;
  expected: Partial<Record<Macro, number>>;
}

/** "143 kcal", "38,65g", "6 grams protein" → 143, 38.65, 6. */
function amount(s: string | undefined): number | null {
  const m = s ? /\d+(?:[.,]\d+)?/.exec(s) : null;
  return m ? Number(m[0].replace(',', '.')) : null;
}

const SERVING_WORDS = /^(servings?|portions?|people|persons?|portionen|personen|porciones)\b/i;

/**
 * Servings the page's nutrients refer to: the yield count when it counts servings or pieces
 * ("15 fritters" with "1 serving" each), or yield ÷ serving size when both use the same unit
 * ("4 cups" with "1/4 cup" servings). Null when the page does not say (e.g. "2 pies").
 */
function servingsOf(yields: string, servingSize: string | undefined): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(.*)$/.exec(yields);
  if (!m) return null;
  const count = Number(m[1]);
  const unit = (m[2] ?? '').trim();
  if (unit === '' || SERVING_WORDS.test(unit)) return count;
  const size = servingSize ? /^\s*(\d+(?:\/\d+)?(?:\.\d+)?)\s*(.*)$/.exec(servingSize) : null;
  if (!size) return servingSize === undefined ? count : null;
  const [num, den] = (size[1] ?? '1').split('/').map(Number);
  const sizeCount = (num ?? 1) / (den ?? 1);
  const sizeUnit = (size[2] ?? '').trim().toLowerCase();
  const singular = (w: string) => w.toLowerCase().replace(/e?s$/, '');
  if (sizeUnit !== '' && singular(sizeUnit) === singular(unit)) return count / sizeCount;
  if (
    sizeCount === 1 &&
    (sizeUnit === '' || SERVING_WORDS.test(sizeUnit) || /^(piece|slice|taco|sandwich)/.test(sizeUnit))
  )
    return count;
  return null;
}

function withinShare(results: readonly PageResult[], pct: number): number | null {
  const xs = results.flatMap((r) => (r.errors.kcal === undefined ? [] : [r.errors.kcal]));
  return xs.length === 0 ? null : (100 * xs.filter((x) => x <= pct).length) / xs.length;
}

function summarize(results: readonly PageResult[]) {
  const lines = results.reduce((s, r) => s + r.lines, 0);
  const matched = results.reduce((s, r) => s + r.matched, 0);
  const medianAbsPctError = { kcal: 0, protein: 0, fat: 0, carbs: 0 } as Record<Macro, number | null>;
  const pagesCompared = { kcal: 0, protein: 0, fat: 0, carbs: 0 };
  for (const k of Object.keys(NUTRIENTS) as Macro[]) {
    const xs = results.flatMap((r) => (r.errors[k] === undefined ? [] : [r.errors[k]]));
    medianAbsPctError[k] = round1(median(xs));
    pagesCompared[k] = xs.length;
  }
  return {
    pages: results.length,
    lines,
    linesMatchedPct: round1(lines ? (100 * matched) / lines : null),
    medianAbsPctError,
    kcalWithin20Pct: round1(withinShare(results, 20)),
    pagesCompared,
  };
}

function compare(
  page: string,
  language: string | undefined,
  nutrition: ReturnType<typeof computeRecipeNutrition>,
  servings: number,
  nutrients: Record<string, string> | null | undefined,
): PageResult {
  const expected: Partial<Record<Macro, number>> = {};
  const errors: Partial<Record<Macro, number>> = {};
  for (const k of Object.keys(NUTRIENTS) as Macro[]) {
    const want = amount(nutrients?.[NUTRIENTS[k]]);
    if (want === null) continue;
    expected[k] = want;
    if (want > 0) errors[k] = round1((100 * Math.abs(nutrition.perServing[k] - want)) / want) ?? 0;
  }
  const { kcal, protein, fat, carbs } = nutrition.perServing;
  return {
    page,
    fold: foldOf(page.split('/')[0] ?? ''),
    english: (language ?? 'en').toLowerCase().startsWith('en'),
    servings,
    lines: nutrition.coverage.lines,
    matched: nutrition.coverage.matched,
    unmatched: nutrition.coverage.items.filter((i) => i.foodKey === null).map((i) => i.original),
    errors,
    computed: { kcal, protein, fat, carbs },
    expected,
  };
}

/**
 * A publisher whose "per serving" figure is provably the whole recipe: it equals our total for the recipe (per
 * serving × servings) within WHOLE_RECIPE_TOLERANCE, and the recipe has two servings or more, so the two readings
 * differ by a factor of two at least. Such pages are reported apart, counted and listed, never dropped.
 */
const WHOLE_RECIPE_TOLERANCE = 0.05;
function isWholeRecipeTotal(r: Pick<PageResult, 'servings' | 'computed' | 'expected'>): boolean {
  const stated = r.expected.kcal;
  if (stated === undefined || stated <= 0 || r.servings < 2) return false;
  return Math.abs(r.computed.kcal * r.servings - stated) <= WHOLE_RECIPE_TOLERANCE * stated;
}

/** English and other languages apart, development folds and the held-out fold apart. */
function split(results: readonly PageResult[]) {
  const part = (english: boolean) => {
    const rs = results.filter((r) => r.english === english);
    return {
      developmentFolds: summarize(rs.filter((r) => r.fold !== HELD_OUT)),
      heldOutFold: summarize(rs.filter((r) => r.fold === HELD_OUT)),
      all: summarize(rs),
    };
  };
  return { english: part(true), otherLanguages: part(false) };
}

function main(): void {
  const dir = join(sharedData, 'recipe-pages');
  if (!existsSync(dir)) {
    console.log(`nutrition-accuracy: skipped, ${dir} is absent`);
    return;
  }
  const foods = loadProjectFoods();
  const results: PageResult[] = [];
  const skipped: { page: string; reason: string }[] = [];
  for (const site of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    for (const file of readdirSync(join(dir, site))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const page = `${site}/${file}`;
      const parsed = Page.safeParse(JSON.parse(readFileSync(join(dir, site, file), 'utf8')));
      const data = parsed.success ? parsed.data : null;
      const expectedKcal = amount(data?.nutrients?.calories);
      if (!data || expectedKcal === null) continue; // no nutrients on the page
      const servings = data.yields ? servingsOf(data.yields, data.nutrients?.servingSize) : null;
      if (servings === null) {
        skipped.push({
          page,
          reason: `servings unclear: "${data.yields ?? ''}" / "${data.nutrients?.servingSize ?? ''}"`,
        });
        continue;
      }
      results.push(
        compare(
          page,
          data.language,
          computeRecipeNutrition(data.ingredients, foods, servings),
          servings,
          data.nutrients,
        ),
      );
    }
  }
  // The product's path: the page imported (extract-recipe), its servings read or estimated, then nutrition.
  const product: PageResult[] = [];
  for (const site of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    for (const file of readdirSync(join(dir, site))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const html = join(dir, site, file.replace(/\.json$/, '.testhtml'));
      const parsed = Page.safeParse(JSON.parse(readFileSync(join(dir, site, file), 'utf8')));
      if (!parsed.success || amount(parsed.data.nutrients?.calories) === null || !existsSync(html)) continue;
      const draft = extractRecipe(readFileSync(html, 'utf8'), `https://${site}/`);
      if (!draft) continue;
      const { nutrition, servings } = draftNutrition(draft, foods);
      product.push(compare(`${site}/${file}`, parsed.data.language, nutrition, servings, parsed.data.nutrients));
    }
  }
  const english = summarize(results.filter((r) => r.english));
  console.log(
    JSON.stringify(
      {
        foods: foods.length,
        // the parser and the foods' aliases are English (and Indian names), so English pages are the measure
        english,
        otherLanguages: summarize(results.filter((r) => !r.english)),
        allLanguages: summarize(results),
        // import -> servings -> per-serving nutrition, as the product does it, by site folds (bench/folds.ts)
        productPath: {
          pages: product.length,
          ...split(product.filter((r) => !isWholeRecipeTotal(r))),
          // reported apart (see isWholeRecipeTotal and docs/nutrition.md), with every page in for comparison
          wholeRecipeTotals: {
            count: product.filter(isWholeRecipeTotal).length,
            pages: product.filter(isWholeRecipeTotal).map((r) => r.page),
            everyPageIncluded: split(product),
          },
        },
        targets: {
          linesMatchedPct: { target: TARGET_MATCHED_PCT, met: (english.linesMatchedPct ?? 0) >= TARGET_MATCHED_PCT },
          kcalMedianAbsPctError: {
            target: TARGET_KCAL_ERROR_PCT,
            met: (english.medianAbsPctError.kcal ?? Infinity) <= TARGET_KCAL_ERROR_PCT,
          },
        },
        skipped,
        ...(process.argv.includes('--pages') ? { perPage: results, productPerPage: product } : {}),
      },
      null,
      2,
    ),
  );
}

main();
