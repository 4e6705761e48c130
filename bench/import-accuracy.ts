/**
 * Accuracy of the recipe importer on saved recipe pages: for every `<site>/<name>.testhtml` with its expected
 * `<name>.json` under the reference folder, the share of pages whose title, ingredient lines and instruction
 * steps equal the expected ones (compared after trimming and collapsing white space).
 *
 * Run: npx tsx bench/import-accuracy.ts [folder]   (default /work/shared/data/recipe-pages)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { extractRecipe } from '../server/modules/recipes/import/extract-recipe';

const folder = process.argv[2] ?? '/work/shared/data/recipe-pages';

const Expected = z.object({
  title: z.string(),
  canonical_url: z.string().optional(),
  ingredients: z.array(z.string()),
  instructions_list: z.array(z.string()),
});

type Field = 'title' | 'ingredients' | 'instructions';

interface Difference {
  field: Field;
  index?: number;
  expected: string | null;
  actual: string | null;
}

function normal(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The first place where two lists differ, or null when they are equal. */
function firstDifference(field: Field, expected: string[], actual: string[]): Difference | null {
  const length = Math.max(expected.length, actual.length);
  for (let index = 0; index < length; index++) {
    const want = expected[index] === undefined ? null : normal(expected[index] ?? '');
    const got = actual[index] === undefined ? null : normal(actual[index] ?? '');
    if (want !== got) return { field, index, expected: want, actual: got };
  }
  return null;
}

function pagesIn(root: string): { page: string; html: string; json: string }[] {
  const pages: { page: string; html: string; json: string }[] = [];
  for (const site of readdirSync(root).sort()) {
    const siteFolder = join(root, site);
    if (!statSync(siteFolder).isDirectory()) continue;
    for (const file of readdirSync(siteFolder).sort()) {
      if (!file.endsWith('.testhtml')) continue;
      const json = join(siteFolder, `${basename(file, '.testhtml')}.json`);
      if (existsSync(json)) pages.push({ page: `${site}/${file}`, html: join(siteFolder, file), json });
    }
  }
  return pages;
}

function share(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
}

function main(): void {
  if (!existsSync(folder)) {
    console.log(`No reference pages at ${folder}; nothing to measure.`);
    return;
  }
  const pages = pagesIn(folder);
  const counts = { title: 0, ingredients: 0, instructions: 0, all: 0 };
  const failures: { page: string; recipeFound: boolean; differences: Difference[] }[] = [];
  for (const { page, html, json } of pages) {
    const expected = Expected.parse(JSON.parse(readFileSync(json, 'utf8')));
    const pageUrl = expected.canonical_url ?? `https://${page.split('/')[0]}/`;
    const draft = extractRecipe(readFileSync(html, 'utf8'), pageUrl);
    const title =
      normal(expected.title) === normal(draft?.title ?? '')
        ? null
        : {
            field: 'title' as const,
            expected: normal(expected.title),
            actual: draft ? normal(draft.title) : null,
          };
    const differences = [
      title,
      firstDifference('ingredients', expected.ingredients, draft?.ingredients ?? []),
      firstDifference('instructions', expected.instructions_list, draft?.instructions ?? []),
    ].filter((difference): difference is Difference => difference !== null);
    const failed = new Set(differences.map((difference) => difference.field));
    if (!failed.has('title')) counts.title++;
    if (!failed.has('ingredients')) counts.ingredients++;
    if (!failed.has('instructions')) counts.instructions++;
    if (failed.size === 0) counts.all++;
    else failures.push({ page, recipeFound: draft !== null, differences });
  }
  const total = pages.length;
  const report = {
    folder,
    pages: total,
    percentEqual: {
      title: share(counts.title, total),
      ingredients: share(counts.ingredients, total),
      instructions: share(counts.instructions, total),
      allThree: share(counts.all, total),
    },
    target: { allThree: 90, met: share(counts.all, total) >= 90 },
    failures,
  };
  console.log(JSON.stringify(report, null, 2));
}

main();
