import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeRecipeNutrition } from '../../domain/nutrition/compute-nutrition';
import { deriveRecipeFlags, type FoodForFlags } from '../../domain/nutrition/recipe-flags';
import { FLAG_COLUMNS } from '../../server/modules/recipes/recipe-builder';
import { readSeedFoods, readSeedRecipes } from '../../server/modules/recipes/catalogue.seed';
import { COOK_RANGE, DEFAULT_REFERENCE_DIR, loadDistributions, type Distributions } from './distributions';
import { createGenerator, DIET_EXCLUDES, slugify, type CatalogueFood, type GeneratedRecipe } from './generate';
import { copyText } from './writer';

const SEED = 7;
const COUNT = 4000;
const seedFoods = readSeedFoods();
const seedRecipes = readSeedRecipes();
const foods: CatalogueFood[] = seedFoods.map((f, i) => ({
  id: i + 1,
  key: f.key,
  name: f.name,
  aliases: f.aliases,
  facts: f.facts,
  per100g: f.per100g,
}));
const engineFoods: FoodForFlags[] = seedFoods.map((f) => ({ ...f, portions: f.portions, mlDensity: f.mlDensity }));
const byKey = new Map(foods.map((f) => [f.key, f]));

let dists: Distributions;
let recipes: GeneratedRecipe[];
const factsOf = (r: GeneratedRecipe) => new Set(r.ingredients.flatMap((i) => byKey.get(i.foodKey)?.facts ?? []));

beforeAll(() => {
  dists = loadDistributions({ seedRecipes, seedFoods, referenceDir: null }); // the project's own recipes only
  const generate = createGenerator(foods, dists, SEED);
  recipes = Array.from({ length: COUNT }, (_, i) => generate(i + 1));
});

describe('synthetic catalogue generator', () => {
  it('is deterministic from the seed, whatever the order recipes are asked for', () => {
    const again = createGenerator(foods, dists, SEED);
    expect([500, 3, 1999].map((n) => again(n))).toEqual([recipes[499], recipes[2], recipes[1998]]);
    const other = createGenerator(foods, dists, SEED + 1);
    expect(other(1).recipe.slug).not.toBe(recipes[0]!.recipe.slug);
  });

  it('gives unique gen-<n>- slugs and plain titles of at most 80 characters', () => {
    const slugs = recipes.map((r) => r.recipe.slug);
    expect(new Set(slugs).size).toBe(COUNT);
    const bad = recipes.filter(
      ({ recipe }, i) =>
        !recipe.slug.startsWith(`gen-${i + 1}-`) ||
        !/^gen-\d+(-[a-z0-9]+)+$/.test(recipe.slug) ||
        recipe.title.length > 80 ||
        !/^[A-Z0-9][\p{L}0-9' -]+$/u.test(recipe.title) ||
        /undefined|null|lorem|\b(\w+) \1\b/i.test(recipe.title) ||
        recipe.description.length < 40,
    );
    expect(bad.map((r) => `${r.recipe.slug}: ${r.recipe.title}`)).toEqual([]);
    expect(new Set(recipes.map((r) => r.recipe.title)).size).toBeGreaterThan(COUNT * 0.5);
    expect(slugify('Sautéed Jalapeño & Paneer Bao')).toBe('sauteed-jalapeno-paneer-bao');
  });

  it('keeps every ingredient within the diet, and each diet brings what defines it', () => {
    const problems: string[] = [];
    for (const r of recipes) {
      const facts = factsOf(r);
      const { diet, isVegan, isJain, slug } = r.recipe;
      for (const excluded of DIET_EXCLUDES[diet] ?? []) if (facts.has(excluded)) problems.push(`${slug}: ${excluded}`);
      const defining = {
        Vegan: isVegan,
        Jain: isJain,
        'Non-Vegetarian': facts.has('meat') && !isVegan && !isJain,
        Pescatarian: facts.has('fish'),
        Eggetarian: facts.has('egg'),
        Vegetarian: facts.has('dairy'),
      }[diet];
      if (defining !== true) problems.push(`${slug}: not ${diet}`);
      if (isVegan && diet !== 'Vegan' && diet !== 'Jain') problems.push(`${slug}: vegan but ${diet}`);
    }
    expect(problems).toEqual([]);
  });

  it('derives every flag as the recipe engine would from its lines, nutrition and steps', () => {
    const problems: string[] = [];
    for (const r of recipes) {
      const { recipe } = r;
      const nutrition = {
        perServing: {
          kcal: recipe.calories,
          protein: recipe.protein,
          fat: recipe.fat,
          carbs: recipe.carbs,
          fiber: recipe.fiber,
          sugar: recipe.sugar,
          sodium: recipe.sodium,
        },
        coverage: {
          lines: r.ingredients.length,
          matched: r.ingredients.length,
          items: r.ingredients.map((i) => ({
            original: i.originalText,
            foodKey: i.foodKey,
            grams: i.grams,
            confidence: 1,
          })),
        },
      };
      const flags = deriveRecipeFlags(
        {
          ...recipe,
          course: recipe.course as 'Lunch',
          cookingMethod: recipe.cookingMethod as 'Baked',
          onePot: recipe.isOnePot,
        },
        nutrition,
        engineFoods,
      );
      for (const [flag, column] of Object.entries(FLAG_COLUMNS))
        if (recipe[column] !== flags[flag as keyof typeof flags]) problems.push(`${recipe.slug} ${flag}`);
    }
    expect(problems).toEqual([]);
  });

  it('sums nutrition per serving from the ingredient lines', () => {
    const problems: string[] = [];
    for (const { recipe, ingredients } of recipes) {
      const sum = (k: 'kcal' | 'protein' | 'sodium') =>
        ingredients.reduce((s, i) => s + (byKey.get(i.foodKey)!.per100g[k] * i.grams) / 100, 0) / recipe.servings;
      if (
        Math.abs(recipe.calories - sum('kcal')) > 0.5 ||
        // protein is rounded to one decimal: half a step off at most (23.95 rounds to 24.0), plus float error
        Math.abs(recipe.protein - sum('protein')) > 0.05 + 1e-9 ||
        Math.abs(recipe.sodium - sum('sodium')) > 0.5
      )
        problems.push(`${recipe.slug}: sums`);
      if (recipe.nutritionCoverage !== 1 || recipe.ingredientNames !== ingredients.map((i) => i.name).join(' '))
        problems.push(`${recipe.slug}: coverage or names`);
      if (ingredients.length < 3 || ingredients.length > 10)
        problems.push(`${recipe.slug}: ${ingredients.length} lines`);
      ingredients.forEach((line, position) => {
        if (
          line.position !== position ||
          byKey.get(line.foodKey)?.id !== line.foodId ||
          !line.originalText.startsWith(`${line.quantity} g ${line.name}`)
        )
          problems.push(`${recipe.slug}: line ${position}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('has times that fit the method, and plausible servings and energy', () => {
    const bad = recipes.filter(({ recipe: r }) => {
      const [lo, hi] = COOK_RANGE[r.cookingMethod]!;
      return (
        r.cookMinutes < lo ||
        r.cookMinutes > hi ||
        r.prepMinutes < 5 ||
        r.servings < 1 ||
        r.servings > 24 ||
        r.isQuick30Min !== r.prepMinutes + r.cookMinutes <= 30 ||
        r.calories <= 20 ||
        r.calories >= 2000
      );
    });
    expect(bad.map((r) => r.recipe.slug)).toEqual([]);
    const kcals = recipes.map((r) => r.recipe.calories).sort((a, b) => a - b);
    expect(kcals[COUNT / 2]).toBeGreaterThan(200);
    expect(kcals[COUNT / 2]).toBeLessThan(600);
  });

  it('follows the cuisine, course, diet and method mix of the real catalogue', () => {
    for (const field of ['cuisine', 'course', 'diet', 'cookingMethod'] as const) {
      const share = (rows: readonly { [k in typeof field]: string }[], value: string) =>
        rows.filter((r) => r[field] === value).length / rows.length;
      for (const value of new Set(seedRecipes.map((r) => r[field]))) {
        expect(
          Math.abs(
            share(
              recipes.map((r) => r.recipe),
              value,
            ) - share(seedRecipes, value),
          ),
          `${field} ${value}`,
        ).toBeLessThan(0.03);
      }
    }
  });

  it('writes lines the recipe engine reads back to the same foods and energy', () => {
    let matched = 0;
    let lines = 0;
    let close = 0;
    for (const { recipe, ingredients } of recipes.slice(0, 500)) {
      const read = computeRecipeNutrition(
        ingredients.map((i) => i.originalText),
        engineFoods,
        recipe.servings,
      );
      read.coverage.items.forEach((item, i) => (matched += item.foodKey === ingredients[i]!.foodKey ? 1 : 0));
      lines += ingredients.length;
      if (Math.abs(read.perServing.kcal - recipe.calories) <= 0.1 * recipe.calories) close += 1;
    }
    expect(matched / lines).toBeGreaterThan(0.9);
    expect(close / 500).toBeGreaterThan(0.85);
  });

  it('escapes tabs, newlines and backslashes for COPY', () => {
    const [first] = recipes;
    const odd = { ...first!, recipe: { ...first!.recipe, title: 'Tab\there\nnew \\ line' } };
    const text = copyText([odd], [41]);
    expect(text.recipes.split('\n')).toHaveLength(2);
    expect(text.recipes).toContain('Tab\\there\\nnew \\\\ line');
    expect(text.recipes.startsWith('41\t')).toBe(true);
    expect(text.ingredients.split('\n')).toHaveLength(first!.ingredients.length + 1);
  });

  it.runIf(existsSync(join(DEFAULT_REFERENCE_DIR, 'allrecipes.csv')))(
    'learns times and words from the Allrecipes data when present',
    () => {
      const reference = loadDistributions({ seedRecipes, seedFoods, referenceDir: DEFAULT_REFERENCE_DIR });
      expect(reference.source).toBe('allrecipes');
      expect(reference.times['No-cook']!.length).toBeGreaterThan(500);
      expect(reference.wordWeight('Chicken', 'Indian')).toBeGreaterThan(reference.wordWeight('Duck', 'Indian'));
      const generate = createGenerator(foods, reference, SEED);
      expect(generate(1)).toEqual(generate(1));
    },
    60_000,
  );
});
