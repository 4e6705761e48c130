/**
 * One page's product path line by line, to study a nutrition failure: each ingredient line, the food it matched,
 * its grams and kcal, then servings and kcal per serving against the publisher's.
 * Run: SHARED_DATA=… npx tsx bench/nutrition-lines.ts <site>/<page>.json ...
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractRecipe } from '../server/modules/recipes/import/extract-recipe';
import { draftNutrition } from '../server/modules/recipes/import/draft-nutrition';
import { loadProjectFoods, sharedData } from './project-foods';

const foods = loadProjectFoods();
for (const page of process.argv.slice(2)) {
  const file = join(sharedData, 'recipe-pages', page);
  const expected = JSON.parse(readFileSync(file, 'utf8')) as { nutrients?: Record<string, string>; yields?: string };
  const html = readFileSync(file.replace(/\.json$/, '.testhtml'), 'utf8');
  const draft = extractRecipe(html, `https://${page.split('/')[0]}/`);
  if (!draft) {
    console.log(`${page}: no recipe`);
    continue;
  }
  const result = draftNutrition(draft, foods);
  console.log(
    `\n## ${page}  yields ${JSON.stringify(draft.yields)} -> ${result.servings} servings${result.servingsEstimated ? ' (estimated)' : ''}; reference yields ${JSON.stringify(expected.yields)}`,
  );
  for (const item of result.nutrition.coverage.items) {
    const food = foods.find((f) => f.key === item.foodKey);
    const kcal = food && item.grams !== null ? Math.round((food.per100g.kcal * item.grams) / 100) : null;
    console.log(
      `  ${String(kcal ?? '-').padStart(5)} kcal ${String(item.grams === null ? '-' : Math.round(item.grams)).padStart(5)} g  ${item.original.slice(0, 70).padEnd(70)} -> ${item.foodKey ?? 'UNMATCHED'}`,
    );
  }
  console.log(`  per serving ${result.nutrition.perServing.kcal} kcal; publisher ${expected.nutrients?.calories}`);
}
