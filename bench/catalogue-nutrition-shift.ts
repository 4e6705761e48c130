// How the catalogue's nutrition moves with the food table: every catalogue recipe computed with the
// team's foods alone and with the whole table (team foods + USDA SR28), the share that moved by more
// than 10% in kcal, and the biggest movers with the lines whose food changed.
// With --save FILE it also writes each recipe's lines (food, grams) and kcal with the whole table; with
// --against FILE it compares the code of today with such a file saved by older code (same table), so a change
// of the parser or the nutrition rules is measured on the catalogue by itself.
// Usage: npx tsx bench/catalogue-nutrition-shift.ts [--top N] [--save FILE | --against FILE]
import { readFileSync, writeFileSync } from 'node:fs';
import { computeRecipeNutrition, type IngredientEntry } from '../domain/nutrition/compute-nutrition';
import { readSeedRecipes } from '../server/modules/recipes/catalogue.seed';
import { loadProjectFoods, loadTeamFoods, median, round1 } from './project-foods';

const MOVED_PCT = 10;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

interface Saved {
  kcal: number;
  lines: { original: string; foodKey: string | null; grams: number | null }[];
}

/** Today's figures against those another version of the code saved with --save. */
function against(file: string, top: number): void {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Saved>;
  const whole = loadProjectFoods();
  const rows = readSeedRecipes().flatMap((r) => {
    const was = saved[r.slug];
    if (!was) return [];
    const now = computeRecipeNutrition(r.ingredients as IngredientEntry[], whole, r.servings);
    const changed = now.coverage.items.flatMap((item, i) => {
      const old = was.lines[i];
      return old && (old.foodKey !== item.foodKey || old.grams !== item.grams)
        ? [
            `${item.original}: ${old.foodKey ?? '-'} ${old.grams ?? '-'} g → ${item.foodKey ?? '-'} ${item.grams ?? '-'} g`,
          ]
        : [];
    });
    const pct = was.kcal > 0 ? (100 * (now.perServing.kcal - was.kcal)) / was.kcal : 0;
    return [{ slug: r.slug, before: was.kcal, after: now.perServing.kcal, pct, changed }];
  });
  const moved = rows.filter((r) => Math.abs(r.pct) > MOVED_PCT);
  console.log(
    JSON.stringify(
      {
        recipes: rows.length,
        withAnyLineChanged: rows.filter((r) => r.changed.length > 0).length,
        movedOver10Pct: moved.length,
        biggestMovers: [...rows]
          .filter((r) => r.changed.length > 0)
          .sort((x, y) => Math.abs(y.pct) - Math.abs(x.pct))
          .slice(0, top)
          .map((r) => ({
            slug: r.slug,
            kcalBefore: r.before,
            kcalAfter: r.after,
            pct: round1(r.pct),
            changed: r.changed,
          })),
      },
      null,
      2,
    ),
  );
}

function main(): void {
  const top = Number(arg('--top') ?? 15);
  const compareWith = arg('--against');
  if (compareWith !== undefined) return against(compareWith, top);
  const team = loadTeamFoods();
  const whole = loadProjectFoods();
  const names = new Map(whole.map((f) => [f.key, f.name]));
  const rows = readSeedRecipes().map((r) => {
    const entries = r.ingredients as IngredientEntry[];
    const before = computeRecipeNutrition(entries, team, r.servings);
    const after = computeRecipeNutrition(entries, whole, r.servings);
    const changed = after.coverage.items.flatMap((item, i) => {
      const was = before.coverage.items[i];
      return was && (was.foodKey !== item.foodKey || was.grams !== item.grams)
        ? [
            `${item.original}: ${names.get(was.foodKey ?? '') ?? '-'} ${was.grams ?? '-'} g → ${names.get(item.foodKey ?? '') ?? '-'} ${item.grams ?? '-'} g`,
          ]
        : [];
    });
    const b = before.perServing.kcal;
    const a = after.perServing.kcal;
    return {
      slug: r.slug,
      before: b,
      after: a,
      pct: b > 0 ? (100 * (a - b)) / b : a > 0 ? 100 : 0,
      changed,
      after_: after,
    };
  });
  const saveTo = arg('--save');
  if (saveTo !== undefined) {
    const saved: Record<string, Saved> = Object.fromEntries(
      rows.map((r) => [
        r.slug,
        {
          kcal: r.after,
          lines: r.after_.coverage.items.map(({ original, foodKey, grams }) => ({ original, foodKey, grams })),
        },
      ]),
    );
    writeFileSync(saveTo, JSON.stringify(saved));
  }
  const moved = rows.filter((r) => Math.abs(r.pct) > MOVED_PCT);
  const coverage = (list: typeof rows) =>
    round1(median(list.map((r) => (100 * r.after_.coverage.matched) / Math.max(1, r.after_.coverage.lines))));
  console.log(
    JSON.stringify(
      {
        recipes: rows.length,
        movedOver10Pct: moved.length,
        movedUp: moved.filter((r) => r.pct > 0).length,
        movedDown: moved.filter((r) => r.pct < 0).length,
        medianLinesMatchedPct: coverage(rows),
        biggestMovers: [...moved]
          .sort((x, y) => Math.abs(y.pct) - Math.abs(x.pct))
          .slice(0, top)
          .map((r) => ({
            slug: r.slug,
            kcalBefore: r.before,
            kcalAfter: r.after,
            pct: round1(r.pct),
            changed: r.changed,
          })),
      },
      null,
      2,
    ),
  );
}

main();
