import { describe, expect, it } from 'vitest';
import { TEST_FOODS } from '../../../../domain/nutrition/test-foods';
import type { RecipeDraft } from '../../../../domain/recipe-import';
import { draftNutrition } from './draft-nutrition';

const draft = (ingredients: string[]): RecipeDraft => ({
  title: 'Lentil soup',
  description: null,
  imageUrl: null,
  ingredients,
  ingredientGroups: [],
  instructions: ['Simmer it all.'],
  yields: '4 servings',
  servings: 4,
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  cuisine: null,
  category: null,
  nutrition: {},
});

describe('draftNutrition', () => {
  it('weighs the lines a recipe holds, not a hostile page’s thousands or a paragraph read as a line', () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => `${i + 1} cups red lentils`);
    const weighed = draftNutrition(draft([`1 cup ${'rice '.repeat(200)}`, ...lines]), TEST_FOODS);
    expect(weighed.nutrition.coverage.items.map((item) => item.original)).toEqual(lines.slice(0, 59));
  });

  it('weighs every line of a real recipe', () => {
    const weighed = draftNutrition(draft(['1 cup red lentils', '3 cups water', '1 tbsp olive oil']), TEST_FOODS);
    expect(weighed.nutrition.coverage.items).toHaveLength(3);
    expect(weighed.servings).toBe(4);
  });
});
