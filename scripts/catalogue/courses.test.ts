import { describe, expect, it } from 'vitest';
import { mealTypesOf } from '../../domain/meal-plan-generator/slot-fit';
import { readSeedRecipes } from '../../server/modules/recipes/catalogue.seed';

describe('the catalogue as a cook tags it', () => {
  const recipes = readSeedRecipes();

  it('serves no soup, salad, curry or stew at breakfast, but for the breakfasts of a culture: misal in Maharashtra, khao tom in Thailand', () => {
    const cultural = ['maharashtrian-misal-pav', 'khao-tom-gai', 'khao-tom-pla'];
    const wrong = recipes
      .filter(
        (r) =>
          mealTypesOf(r).includes('Breakfast') &&
          ['soup', 'salad', 'curry', 'stew'].includes(r.picture.style) &&
          !cultural.includes(r.slug),
      )
      .map((r) => r.slug);
    expect(wrong).toEqual([]);
  });

  it('calls the sweet bakes and fritters of the snack course desserts', () => {
    const sweet = ['anzac-biscuits', 'bakery-style-blueberry-muffins', 'turon-banana-spring-rolls'];
    expect(recipes.filter((r) => sweet.includes(r.slug)).map((r) => r.course)).toEqual([
      'Dessert',
      'Dessert',
      'Dessert',
    ]);
  });

  it('has the breakfasts of Maharashtra at breakfast', () => {
    for (const slug of ['maharashtrian-misal-pav', 'maharashtrian-sabudana-khichdi', 'maharashtrian-kanda-poha']) {
      expect(mealTypesOf(recipes.find((r) => r.slug === slug)!)).toContain('Breakfast');
    }
  });
});
