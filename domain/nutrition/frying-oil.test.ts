import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition } from './compute-nutrition';
import { TEST_FOODS } from './test-foods';

describe('oil for frying with no amount', () => {
  it('counts a tenth of the weight of the pieces it fries, not of what is measured by the cup', () => {
    const r = computeRecipeNutrition(
      ['500 g chicken breast', '1 egg', '1 cup milk', '1 cup flour', 'vegetable oil, for deep frying'],
      TEST_FOODS,
      4,
    );
    const oil = r.coverage.items.at(-1)!;
    // the pieces: 500 g chicken and one 44 g egg (milk and flour go by the cup) → 54.4 g of oil
    expect(oil).toMatchObject({ foodKey: 'vegetable-oil', grams: 54.4 });
    const without = computeRecipeNutrition(
      ['500 g chicken breast', '1 egg', '1 cup milk', '1 cup flour'],
      TEST_FOODS,
      4,
    );
    // 54.4 g × 8.84 kcal / 4 servings = 120.2 kcal more a serving
    expect(r.perServing.kcal - without.perServing.kcal).toBeCloseTo(120.2, 0);
  });

  it('leaves oil with no amount and no frying uncounted, as before', () => {
    const r = computeRecipeNutrition(['500 g chicken breast', 'oil for the pan'], TEST_FOODS, 4);
    expect(r.coverage.items.at(-1)!.grams).toBeNull();
  });
});
