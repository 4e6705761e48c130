/**
 * How well the ingredient lines of the corpus's non-English pages are read (issue 17, "names people use"): every
 * page whose `language` is not English, imported as the product does it (extractRecipe + draftNutrition), grouped
 * by language and by development folds / held-out fold (bench/folds.ts): lines, share matched to a food, share with
 * grams. A line matched is not a line matched right: `bench/language-judgements.tsv` holds a cook's reading of
 * development lines (`line<TAB>food key<TAB>right|wrong`), and the development figures count the judged pairs.
 * `--lines` prints each development-fold line (line, food, grams); the held-out fold is only ever counted.
 * Run: SHARED_DATA=/work/shared/data npx tsx bench/language-lines.ts [--lines]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractRecipe } from '../server/modules/recipes/import/extract-recipe';
import { draftNutrition } from '../server/modules/recipes/import/draft-nutrition';
import { foldOf, HELD_OUT } from './folds';
import { loadProjectFoods, round1, sharedData } from './project-foods';

interface Tally {
  pages: number;
  lines: number;
  matched: number;
  withGrams: number;
  judgedRight: number;
  judgedWrong: number;
}

const empty = (): Tally => ({ pages: 0, lines: 0, matched: 0, withGrams: 0, judgedRight: 0, judgedWrong: 0 });

function readJudgements(): Map<string, 'right' | 'wrong'> {
  const file = join(import.meta.dirname, 'language-judgements.tsv');
  const out = new Map<string, 'right' | 'wrong'>();
  if (!existsSync(file)) return out;
  for (const row of readFileSync(file, 'utf8').split('\n')) {
    if (row.startsWith('#') || row.trim() === '') continue;
    const [line = '', food = '', verdict = ''] = row.split('\t');
    if (verdict === 'right' || verdict === 'wrong') out.set(`${line}\t${food}`, verdict);
  }
  return out;
}

function main(): void {
  const dir = join(sharedData, 'recipe-pages');
  if (!existsSync(dir)) {
    console.log(`language-lines: skipped, ${dir} is absent`);
    return;
  }
  const showLines = process.argv.includes('--lines');
  const foods = loadProjectFoods();
  const judgements = readJudgements();
  const byLanguage: Record<string, { development: Tally; heldOut: Tally }> = {};
  const development: {
    page: string;
    language: string;
    lines: { line: string; food: string | null; grams: number | null; verdict?: string }[];
  }[] = [];
  const noRecipe = { development: [] as string[], heldOutPages: 0 };
  for (const site of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    const heldOut = foldOf(site) === HELD_OUT;
    for (const file of readdirSync(join(dir, site))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const html = join(dir, site, file.replace(/\.json$/, '.testhtml'));
      const { language } = JSON.parse(readFileSync(join(dir, site, file), 'utf8')) as { language?: string };
      const lang = (language ?? 'en').toLowerCase().split('-')[0] ?? 'en';
      if (lang === 'en' || !existsSync(html)) continue;
      const draft = extractRecipe(readFileSync(html, 'utf8'), `https://${site}/`);
      if (!draft) {
        if (heldOut) noRecipe.heldOutPages += 1;
        else noRecipe.development.push(`${site}/${file}`);
        continue;
      }
      const { nutrition } = draftNutrition(draft, foods);
      const t = (byLanguage[lang] ??= { development: empty(), heldOut: empty() })[heldOut ? 'heldOut' : 'development'];
      t.pages += 1;
      const rows: { line: string; food: string | null; grams: number | null; verdict?: string }[] = [];
      for (const item of nutrition.coverage.items) {
        t.lines += 1;
        if (item.foodKey !== null) t.matched += 1;
        if (item.grams !== null && item.grams > 0) t.withGrams += 1;
        if (heldOut) continue;
        const verdict = item.foodKey === null ? undefined : judgements.get(`${item.original}\t${item.foodKey}`);
        if (verdict === 'right') t.judgedRight += 1;
        if (verdict === 'wrong') t.judgedWrong += 1;
        rows.push({
          line: item.original,
          food: item.foodKey,
          grams: item.grams === null ? null : Math.round(item.grams),
          ...(verdict ? { verdict } : {}),
        });
      }
      if (!heldOut) development.push({ page: `${site}/${file}`, language: lang, lines: rows });
    }
  }
  const summary = (t: Tally) => ({
    pages: t.pages,
    lines: t.lines,
    matchedPct: round1(t.lines ? (100 * t.matched) / t.lines : null),
    withGramsPct: round1(t.lines ? (100 * t.withGrams) / t.lines : null),
  });
  const judged = (t: Tally) => ({
    ...summary(t),
    // of the matched lines judged by a cook (language-judgements.tsv): right, wrong, not judged
    matchedJudgedRight: t.judgedRight,
    matchedJudgedWrong: t.judgedWrong,
    matchedNotJudged: t.matched - t.judgedRight - t.judgedWrong,
    matchedRightPct: round1(t.lines ? (100 * t.judgedRight) / t.lines : null),
  });
  const total = (part: 'development' | 'heldOut', langs: string[]) =>
    langs.reduce((s, l) => {
      const t = byLanguage[l]?.[part] ?? empty();
      return {
        pages: s.pages + t.pages,
        lines: s.lines + t.lines,
        matched: s.matched + t.matched,
        withGrams: s.withGrams + t.withGrams,
        judgedRight: s.judgedRight + t.judgedRight,
        judgedWrong: s.judgedWrong + t.judgedWrong,
      };
    }, empty());
  const region = ['de', 'fr', 'es', 'it', 'nl', 'pl', 'pt'];
  const all = Object.keys(byLanguage).sort();
  console.log(
    JSON.stringify(
      {
        foods: foods.length,
        // the region's seven languages (the lexicon's second group), then every non-English language
        region: {
          developmentFolds: judged(total('development', region)),
          heldOutFold: summary(total('heldOut', region)),
        },
        allOtherLanguages: {
          developmentFolds: judged(total('development', all)),
          heldOutFold: summary(total('heldOut', all)),
        },
        byLanguage: Object.fromEntries(
          all.map((l) => [
            l,
            {
              developmentFolds: judged(byLanguage[l]?.development ?? empty()),
              heldOutFold: summary(byLanguage[l]?.heldOut ?? empty()),
            },
          ]),
        ),
        pagesWithoutRecipe: noRecipe,
        ...(showLines ? { developmentLines: development } : {}),
      },
      null,
      2,
    ),
  );
}

main();
