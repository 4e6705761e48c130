import { describe, expect, it } from 'vitest';
import { parseFlag, SpecRecipeRow, specRowFlags } from './spec-recipe-row';

describe('parseFlag', () => {
  it('reads booleans and the texts yes, true and 1 in any case', () => {
    for (const v of [true, 'yes', 'YES', 'True', ' 1 ', 1]) expect(parseFlag(v)).toBe(true);
    for (const v of [false, 'no', 'false', '0', '', 'y', null, undefined, 2]) expect(parseFlag(v)).toBe(false);
  });
});

describe('spec recipe rows', () => {
  it('reads flags under both spellings and leaves unset ones to derivation', () => {
    expect(
      specRowFlags({ recipe_is_vegan: 'Yes', is_gluten_free: 'TRUE', recipe_is_jain: '0', recipe_is_one_pot: '' }),
    ).toEqual({
      isVegan: true,
      isGlutenFree: true,
      isJain: false,
    });
  });

  it('validates a row', () => {
    const row = SpecRecipeRow.parse({
      recipe_title: 'Poha',
      recipe_cuisine: 'Indian',
      recipe_course: 'Breakfast',
      recipe_diet: 'Vegan',
      recipe_prep_time_mins: '10',
      recipe_cooking_time_mins: 15,
      ingredients: ['2 cups thick poha'],
    });
    expect(row).toMatchObject({ recipe_prep_time_mins: 10, servings: 4, steps: [] });
    expect(SpecRecipeRow.safeParse({ recipe_title: 'X' }).success).toBe(false);
  });
});
