import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition } from './compute-nutrition';
import { type RecipeForFlags, deriveRecipeFlags } from './recipe-flags';
import { TEST_FOODS } from './test-foods';

const base: RecipeForFlags = {
  course: 'Main Course',
  cookingMethod: 'Simmered',
  prepMinutes: 10,
  cookMinutes: 20,
  servings: 2,
  onePot: true,
  steps: ['Warm the oil and soften the onion.', 'Add everything else and simmer for 15 minutes.'],
};

function flags(lines: string[], recipe: Partial<RecipeForFlags> = {}) {
  const r = { ...base, ...recipe };
  return deriveRecipeFlags(r, computeRecipeNutrition(lines, TEST_FOODS, r.servings), TEST_FOODS);
}

const CHANA = ['250 g chickpeas', '1 medium onion, chopped', '1 tbsp oil', 'salt to taste', '1 cup water'];

describe('deriveRecipeFlags: "free of" claims', () => {
  it('derives a hand-worked chickpea curry', () => {
    // per serving (see compute-nutrition.test.ts): 287 kcal, 11.7 g protein, 39.4 g carbs, 10.4 g fibre,
    // 8.3 g sugar, 399 mg sodium; oil 13.6 g / 2 = 6.8 g a serving
    expect(flags(CHANA)).toEqual({
      vegan: true,
      glutenFree: true,
      jain: false, // onion
      highProtein: false, // 11.7 g is only 16% of 287 kcal
      lowCalorie: true,
      lowCarb: false,
      lowSugar: true,
      highFibre: true,
      lowSodium: true,
      quick: true,
      minimalOil: false,
      noDeepFrying: true,
      noBaking: true,
      steamedOnly: false,
      onePot: true,
    });
  });

  it('is not vegan with paneer, not gluten free with maida, not Jain with onion or potato', () => {
    expect(flags(['200 g paneer', '1 tomato']).vegan).toBe(false);
    expect(flags(['200 g paneer', '1 tomato']).jain).toBe(true);
    expect(flags(['1 cup maida', '1/2 cup water']).glutenFree).toBe(false);
    expect(flags(['1 cup maida', '1/2 cup water']).vegan).toBe(true);
    expect(flags(['2 medium potatoes (aloo)', '1 tsp jeera']).jain).toBe(false);
    expect(flags(['1 tbsp honey', '1 cup milk'])).toMatchObject({ vegan: false, jain: false, glutenFree: true });
    expect(flags(['2 eggs', '1 tsp oil'])).toMatchObject({ vegan: false, jain: false });
  });

  it('turns "free of" claims and "low" claims false when a line is unmatched', () => {
    const f = flags(['200 g chickpeas', '2 tbsp mystery sauce']);
    expect(f).toMatchObject({ vegan: false, glutenFree: false, jain: false, lowCalorie: false, lowSodium: false });
    expect(f.highFibre).toBe(true); // 200 g chickpeas / 2 = 7.6 g fibre, whatever the sauce adds
  });
});

describe('deriveRecipeFlags: nutrient claims', () => {
  it('finds high protein and low carb in a chicken dish', () => {
    // 500 g chicken + 1 tsp oil + 1 tsp salt over 2: 320 kcal, 56.3 g protein (70% of energy), 0 g carbs
    const f = flags(['500 g chicken breast', '1 tsp oil', '1 tsp salt']);
    expect(f).toMatchObject({ highProtein: true, lowCarb: true, lowCalorie: true, minimalOil: true });
    expect(f.lowSodium).toBe(false); // 6 g salt (2325 mg sodium) + chicken 225 mg: 1275 mg a serving
  });

  it('applies the stricter limits to snacks, sides and desserts', () => {
    // 150 g potato per serving: 115.5 kcal
    expect(flags(['300 g potato', '1 cup water']).lowCalorie).toBe(true);
    expect(flags(['400 g potato', '1 cup water']).lowCalorie).toBe(true); // 154 kcal: fine for a meal
    expect(flags(['400 g potato', '1 cup water'], { course: 'Snack' }).lowCalorie).toBe(false); // over 120
  });
});

describe('deriveRecipeFlags: method, time and oil', () => {
  it('reads deep frying from the method, the lines or the steps', () => {
    expect(flags(CHANA, { cookingMethod: 'Deep-fried' })).toMatchObject({ noDeepFrying: false, minimalOil: false });
    expect(flags([...CHANA.slice(0, 2), 'oil for deep frying']).noDeepFrying).toBe(false);
    expect(flags(CHANA, { steps: ['Shape the balls.', 'Deep-fry until golden.'] }).noDeepFrying).toBe(false);
  });

  it('needs every added fat measured and at most 5 g a serving for minimal oil', () => {
    expect(flags(['250 g chickpeas', '2 tsp oil']).minimalOil).toBe(true); // 9 g / 2 = 4.5 g
    expect(flags(['250 g chickpeas', '1 tbsp ghee']).minimalOil).toBe(false); // 12.8 g / 2 = 6.4 g
    expect(flags(['250 g chickpeas', 'oil as needed']).minimalOil).toBe(false); // unknown amount
  });

  it('reads baking, steaming, time and one pot from the recipe', () => {
    expect(flags(CHANA, { cookingMethod: 'Baked' }).noBaking).toBe(false);
    expect(flags(CHANA, { steps: ['Preheat the oven to 200 °C.', 'Roast for 25 minutes.'] }).noBaking).toBe(false);
    expect(flags(CHANA, { cookingMethod: 'Steamed' }).steamedOnly).toBe(true);
    expect(flags(CHANA, { prepMinutes: 15, cookMinutes: 20 }).quick).toBe(false);
    // times not given are not quick
    expect(flags(CHANA, { prepMinutes: 0, cookMinutes: 0 }).quick).toBe(false);
    expect(flags(CHANA, { prepMinutes: 0, cookMinutes: 25 }).quick).toBe(true);
    expect(flags(CHANA, { onePot: false }).onePot).toBe(false);
  });
});
