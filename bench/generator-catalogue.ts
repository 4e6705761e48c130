// The catalogues the generator benchmarks plan from: the synthetic one (scripts/catalogue/generate.ts,
// built in memory, 100k recipes by default) and the team's own seed recipes with nutrition computed
// from their ingredients, as the seed does.
import { existsSync } from 'node:fs';
import type { GeneratorRecipe } from '../domain/meal-plan-generator/problem';
import { RECIPE_FLAGS, type RecipeFlag } from '../domain/recipe-search';
import { DEFAULT_REFERENCE_DIR, loadDistributions } from '../scripts/catalogue/distributions';
import { createGenerator, type CatalogueFood } from '../scripts/catalogue/generate';
import { readSeedFoods, readSeedRecipes } from '../server/modules/recipes/catalogue.seed';
import { buildRecipe } from '../server/modules/recipes/recipe-builder';

type Row = {
  title: string;
  cuisine: string;
  course: string;
  diet: string;
  cookMinutes: number;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
} & Partial<Record<RecipeFlag, boolean>>;

const toGeneratorRecipe = (id: number, r: Row): GeneratorRecipe => ({
  id,
  title: r.title,
  cuisine: r.cuisine,
  course: r.course,
  diet: r.diet,
  cookMinutes: r.cookMinutes,
  flags: Object.fromEntries(RECIPE_FLAGS.map((f) => [f, Boolean(r[f])])) as Record<RecipeFlag, boolean>,
  calories: r.calories,
  protein: r.protein,
  fat: r.fat,
  carbs: r.carbs,
  isFavorite: false,
});

export function buildSyntheticCatalogue(count: number): {
  recipes: GeneratorRecipe[];
  seconds: number;
  distributions: string;
} {
  const started = performance.now();
  const foods: CatalogueFood[] = readSeedFoods().map((f, i) => ({
    id: i + 1,
    key: f.key,
    name: f.name,
    aliases: f.aliases,
    facts: f.facts,
    per100g: f.per100g,
  }));
  const dists = loadDistributions({
    seedRecipes: readSeedRecipes(),
    seedFoods: readSeedFoods(),
    referenceDir: existsSync(DEFAULT_REFERENCE_DIR) ? DEFAULT_REFERENCE_DIR : null,
  });
  const generate = createGenerator(foods, dists, 1);
  const recipes: GeneratorRecipe[] = [];
  for (let n = 1; n <= count; n += 1) recipes.push(toGeneratorRecipe(n, generate(n).recipe));
  return { recipes, seconds: (performance.now() - started) / 1000, distributions: dists.source };
}

export function buildSeedCatalogue(): GeneratorRecipe[] {
  const foods = readSeedFoods();
  const engine = foods.map((f) => ({
    key: f.key,
    name: f.name,
    aliases: f.aliases,
    per100g: f.per100g,
    portions: f.portions,
    mlDensity: f.mlDensity,
    facts: f.facts,
  }));
  const ids = new Map(foods.map((f, i) => [f.key, i + 1]));
  return readSeedRecipes().map((s, i) =>
    toGeneratorRecipe(i + 1, buildRecipe({ ...s, picture: null }, engine, ids).recipe as Row),
  );
}
