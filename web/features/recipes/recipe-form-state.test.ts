import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, fromImport, withServings, type ImportAnswer } from './recipe-form-state';

const answer = (servings: number | null): ImportAnswer => ({
  draft: {
    title: 'Kala Chana Masala',
    description: null,
    imageUrl: null,
    ingredients: ['1 cup kala chana', '2 tbsp oil'],
    instructions: ['Cook the chana.'],
    prepMinutes: 15,
    cookMinutes: 45,
    servings,
    cuisine: 'Indian',
  },
  // per serving, for the page's servings (or 4 when it gives none)
  nutritionPerServing: { kcal: 280, protein: 12, fat: 10, carbs: 40 },
});

describe('Add New Recipe: imported nutrition and servings', () => {
  it('fills the page’s servings and its figures per serving', () => {
    const { form, nutrition } = fromImport(EMPTY_FORM, 'https://example.com/chana', answer(4));
    expect(form).toMatchObject({ servings: '4', calories: '280', protein: '12', carbs: '40', fat: '10' });
    expect(nutrition).toEqual({ totals: { calories: 1120, protein: 48, carbs: 160, fat: 40 }, servings: 4 });
  });

  it('shares a page without servings over the servings the person chose', () => {
    const { form } = fromImport({ ...EMPTY_FORM, servings: '2' }, 'https://example.com/chana', answer(null));
    expect(form).toMatchObject({ servings: '2', calories: '560', protein: '24' });
  });

  it('follows a change of servings while the figures are as imported, and stops once the person types their own', () => {
    const filled = fromImport(EMPTY_FORM, 'https://example.com/chana', answer(4));
    const two = withServings(filled.form, '2', filled.nutrition);
    expect(two.form).toMatchObject({ servings: '2', calories: '560', fat: '20' });
    const cleared = withServings(two.form, '', two.nutrition);
    expect(cleared.form).toMatchObject({ servings: '', calories: '560' });
    const six = withServings(cleared.form, '6', cleared.nutrition);
    expect(six.form).toMatchObject({ servings: '6', calories: '187' });

    const typed = { ...six.form, calories: '300' };
    const eight = withServings(typed, '8', six.nutrition);
    expect(eight.form).toMatchObject({ servings: '8', calories: '300', protein: '8' });
    expect(eight.nutrition).toBeNull();
  });
});
