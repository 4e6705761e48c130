import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../domain/recipe-import';
import { EMPTY_FORM, fromImport, groupedRows, importNotes, uncountedNote, withServings } from './recipe-form-state';
import { courseOf } from './course-words';

const answer = (servings: number | null, estimate = 4, category: string | null = null): ImportResult => ({
  draft: {
    title: 'Kala Chana Masala',
    description: null,
    imageUrl: null,
    ingredients: ['1 cup kala chana', '2 tbsp oil'],
    ingredientGroups: [],
    instructions: ['Cook the chana.'],
    yields: servings === null ? null : `${servings} servings`,
    prepMinutes: 15,
    cookMinutes: 45,
    totalMinutes: 60,
    servings,
    cuisine: 'Indian',
    category,
    nutrition: {},
  },
  // per serving, for the page's servings (or the server's estimate when it gives none)
  nutritionPerServing: { kcal: 280, protein: 12, fat: 10, carbs: 40, fiber: 9, sugar: 4, sodium: 420 },
  servings: servings ?? estimate,
  servingsEstimated: servings === null,
  nutritionWarning: null,
  lines: [],
  linesMatched: 0,
});

describe('Add New Recipe: imported nutrition and servings', () => {
  it('fills the page’s servings and its figures per serving', () => {
    const { form, nutrition } = fromImport(EMPTY_FORM, 'https://example.com/chana', answer(4));
    expect(form).toMatchObject({ servings: '4', calories: '280', protein: '12', carbs: '40', fat: '10' });
    expect(nutrition).toEqual({ totals: { calories: 1120, protein: 48, carbs: 160, fat: 40 }, servings: 4 });
  });

  it('fills the servings the server estimated for a page without them, and says so', () => {
    const imported = answer(null, 6);
    const { form, nutrition } = fromImport({ ...EMPTY_FORM, servings: '2' }, 'https://example.com/chana', imported);
    expect(form).toMatchObject({ servings: '6', calories: '280', protein: '12' });
    expect(nutrition.totals.calories).toBe(1680);
    expect(importNotes(imported)).toEqual([
      "The page gives no servings: 6 were estimated from the recipe's weight. Please check them.",
    ]);
    expect(importNotes(answer(4))).toEqual([]);
    expect(importNotes({ ...answer(1), nutritionWarning: 'Too much.' })).toEqual(['Too much.']);
  });

  it('says which lines with an amount the figures leave out: no food recognised, or no weight', () => {
    const lines = [
      { original: '600 g świeżych ogórków gruntowych (lub długich)', foodKey: null, grams: null },
      { original: '1 Glas Mungobohnenkeimlinge', foodKey: 'bean-sprouts', grams: null },
      { original: '2 EL Sonnenblumenöl', foodKey: 'vegetable-oil', grams: 27 },
      { original: 'Pfeffer aus der Mühle', foodKey: 'black-pepper', grams: null }, // to taste: no amount, counted nil
      { original: 'ice', foodKey: null, grams: null },
    ];
    expect(uncountedNote({ ...answer(4), lines })).toBe(
      '2 of 5 ingredients could not be counted in the nutrition: “600 g świeżych ogórków…”, “1 Glas Mungobohnenkeimlinge”. Please check the figures.',
    );
    expect(importNotes({ ...answer(4), lines })).toHaveLength(1);
    expect(uncountedNote({ ...answer(4), lines: lines.slice(2) })).toBeNull();
  });

  it('fills the course the page states, unless the person chose one', () => {
    expect(
      fromImport(EMPTY_FORM, 'https://example.com/chana', answer(4, 4, 'Dinner, Main Course, Side Dish')).form.course,
    ).toBe('Dinner');
    expect(
      fromImport({ ...EMPTY_FORM, course: 'Lunch' }, 'https://example.com/chana', answer(4, 4, 'Dessert')).form.course,
    ).toBe('Lunch');
    expect(fromImport(EMPTY_FORM, 'https://example.com/chana', answer(4, 4, 'Indian')).form.course).toBe('');
    expect(courseOf('Cookies & Bars, Dessert')).toBe('Dessert');
    expect(courseOf('Appetizer, dips')).toBe('Snack');
    expect(courseOf('Salad, Side Dish')).toBe('Side Dish');
    expect(courseOf(null)).toBeNull();
    // the region's languages, and a soup or a salad only when nothing else names a course
    expect(courseOf('Abendessen, Hauptspeise, Mittagessen')).toBe('Dinner');
    expect(courseOf('Hauptgericht')).toBe('Main Course');
    expect(courseOf('Petit-déjeuner')).toBe('Breakfast');
    expect(courseOf('Déjeuner')).toBe('Lunch');
    expect(courseOf('Postres')).toBe('Dessert');
    expect(courseOf('Secondi piatti')).toBe('Main Course');
    expect(courseOf('Voorgerecht')).toBe('Snack');
    expect(courseOf('Dania główne')).toBe('Main Course');
    expect(courseOf('Acompanhamentos')).toBe('Side Dish');
    expect(courseOf('Large plates')).toBe('Main Course');
    expect(courseOf('Cupcakes')).toBe('Dessert');
    expect(courseOf('Sopas y cremas')).toBe('Light Meal');
    expect(courseOf('Soup, Dinner')).toBe('Dinner');
    expect(courseOf('Chicken, Gluten free bread')).toBeNull();
    expect(courseOf('Mainstream favourites')).toBeNull();
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

describe('Add New Recipe: imported ingredient groups', () => {
  it('puts each line in the group it comes under', () => {
    expect(
      groupedRows(
        ['1 cup rice', '250 g flour', '1 egg', '100 g icing sugar'],
        [
          { name: 'For the dough', first: 1 },
          { name: 'For the glaze', first: 3 },
        ],
      ),
    ).toEqual([
      { quantity: '1', unit: 'cup', name: 'rice' },
      { quantity: '250', unit: 'g', name: 'flour', group: 'For the dough' },
      { quantity: '1', unit: '', name: 'egg', group: 'For the dough' },
      { quantity: '100', unit: 'g', name: 'icing sugar', group: 'For the glaze' },
    ]);
  });
});
