import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition } from './compute-nutrition';
import { TEST_FOODS } from './test-foods';

describe('oil for frying with no amount', () => {
  it('counts a tenth of the weight of the solid food, not of the liquids measured by the cup', () => {
    const lines = ['500 g chicken breast', '1 egg', '1 cup milk', '1 cup flour'];
    const r = computeRecipeNutrition([...lines, 'vegetable oil, for deep frying'], TEST_FOODS, 8);
    // 500 g chicken, a 44 g egg and 125 g flour (the milk is a liquid) → 66.9 g of oil
    expect(r.coverage.items.at(-1)).toMatchObject({ foodKey: 'vegetable-oil', grams: 66.9 });
    // 66.9 g × 8.84 kcal / 8 servings = 73.9 kcal more a serving
    const without = computeRecipeNutrition(lines, TEST_FOODS, 8);
    expect(r.perServing.kcal - without.perServing.kcal).toBeCloseTo(73.9, 0);
  });

  it('leaves oil with no amount and no frying uncounted, as before', () => {
    const r = computeRecipeNutrition(['500 g chicken breast', 'oil for the pan'], TEST_FOODS, 4);
    expect(r.coverage.items.at(-1)!.grams).toBeNull();
  });
});

describe('oil for frying inside a group', () => {
  it('counts only the solid food of its own group, and at most a tablespoon a serving', () => {
    const r = computeRecipeNutrition(
      [
        { group: 'For the fritters', items: ['200 g potato', '1 cup water', 'oil for deep-frying'] },
        { group: 'For the curry', items: ['400 g chicken breast', '2 tbsp ghee'] },
      ],
      TEST_FOODS,
      1,
    );
    // 200 g of potato fried (the water is a liquid, the chicken is in another group) → 20 g, capped at 15 g
    expect(r.coverage.items[2]).toMatchObject({ foodKey: 'vegetable-oil', grams: 15 });
    const four = computeRecipeNutrition(
      [{ group: 'For the fritters', items: ['200 g potato', '1 cup water', 'oil for deep-frying'] }],
      TEST_FOODS,
      4,
    );
    expect(four.coverage.items[2]!.grams).toBe(20);
  });
});
