import { COURSES_FOR_MEAL_TYPE, GRID_MEAL_TYPES, type GridMealType } from '../meal-types';

/**
 * Which grid rows a dish may fill, as a cook reads it: the course decides (COURSES_FOR_MEAL_TYPE),
 * and a light dish or a snack that its own cuisine eats for breakfast (upma, poha, idli, paratha,
 * congee...) may be breakfast too. Soups, salads and mains are never breakfast unless the catalogue
 * calls them one. Desserts are the week's sweet treats, as many as the person allows.
 */

export interface SlotFitRecipe {
  course: string;
  cuisine: string;
  title: string;
}

/** A person's sweet treats a week unless they say otherwise. */
export const DEFAULT_SWEETS_PER_WEEK = 2;

/** Courses a dish named as a breakfast may come from (a main course stays a main course). */
const LIGHT_COURSES = new Set(['light meal', 'snack']);

/**
 * Dishes eaten for breakfast where they come from, by cuisine ('*': wherever). A title naming one
 * lets a light meal or snack of that cuisine into the breakfast row.
 */
export const CULTURAL_BREAKFASTS: Readonly<Record<string, readonly string[]>> = {
  indian: [
    'upma',
    'poha',
    'idli',
    'idly',
    'dosa',
    'uttapam',
    'paratha',
    'parantha',
    'thepla',
    'chilla',
    'cheela',
    'pesarattu',
    'appam',
    'puttu',
    'pongal',
    'misal',
    'sabudana khichdi',
    'dhokla',
    'handvo',
    'thalipeeth',
    'aloo puri',
    'poori bhaji',
  ],
  'sri lankan': ['appam', 'hoppers', 'string hoppers', 'kiribath', 'pittu'],
  chinese: ['congee', 'jook', 'youtiao', 'baozi', 'jianbing'],
  japanese: ['tamagoyaki', 'onigiri'],
  mexican: ['chilaquiles', 'huevos', 'molletes'],
  turkish: ['menemen', 'simit'],
  '*': [
    'porridge',
    'oatmeal',
    'overnight oats',
    'granola',
    'pancake',
    'pancakes',
    'crepe',
    'crepes',
    'waffle',
    'waffles',
    'omelette',
    'omelet',
    'shakshuka',
    'scrambled eggs',
  ],
};

const lower = (s: string) => s.trim().toLowerCase();
const words = (list: readonly string[]) =>
  new RegExp(`\\b(${list.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');
const BREAKFAST_WORDS = new Map(Object.entries(CULTURAL_BREAKFASTS).map(([cuisine, list]) => [cuisine, words(list)]));

/** True when the dish's own cuisine (or every cuisine) eats it for breakfast. */
export function isCulturalBreakfast(recipe: SlotFitRecipe): boolean {
  if (!LIGHT_COURSES.has(lower(recipe.course))) return false;
  return [lower(recipe.cuisine), '*'].some((c) => BREAKFAST_WORDS.get(c)?.test(recipe.title) ?? false);
}

/** The grid rows a dish suits, in grid order. */
export function mealTypesOf(recipe: SlotFitRecipe): GridMealType[] {
  const course = lower(recipe.course);
  return GRID_MEAL_TYPES.filter(
    (type) =>
      COURSES_FOR_MEAL_TYPE[type].some((c) => lower(c) === course) ||
      (type === 'Breakfast' && isCulturalBreakfast(recipe)),
  );
}

/** A sweet treat: a dessert (a sweet snack is catalogued as one). */
export const isSweetTreat = (recipe: { course: string }): boolean => lower(recipe.course) === 'dessert';
