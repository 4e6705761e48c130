// How the catalogue's nutrition moves with the food table: every catalogue recipe computed with the
// team's foods alone and with the whole table (team foods + USDA SR28), the share that moved by more
// than 10% in kcal, and the biggest movers with the lines whose food changed.
// Usage: npx tsx bench/catalogue-nutrition-shift.ts [--top N]
import { computeRecipeNutrition, type IngredientEntry } from '../domain/nutrition/compute-nutrition';
import { readSeedRecipes } from '../server/modules/recipes/catalogue.seed';
import { loadProjectFoods, loadTeamFoods, median, round1 } from './project-foods';

const MOVED_PCT = 10;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main(): void {
  const top = Number(arg('--top') ?? 15);
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
