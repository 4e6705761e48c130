import type { COURSES } from '../../../domain/catalogue';

type Course = (typeof COURSES)[number];

/** A pattern matching any of `words` as whole words (letters with accents count as letters), case aside. */
const anyOf = (words: readonly string[]) => new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'iu');

/**
 * The words pages use in their category for each course of the form, in English and in the languages of the EU
 * region (German, French, Spanish, Italian, Dutch, Polish, Portuguese). Checked in this order: "petit-déjeuner" is
 * breakfast before "déjeuner" is lunch, "Nachspeise" dessert. "Entrée" stays a main course (American use), though a
 * French page means a starter by it.
 */
const COURSE_WORDS: readonly [Course, RegExp][] = [
  [
    'Side Dish',
    anyOf([
      'sides?',
      'side dish(?:es)?',
      'beilagen?',
      'accompagnements?',
      'guarnici[oó]n(?:es)?',
      'contorn[oi]',
      'bijgerecht(?:en)?',
      'dodat(?:ek|ki)',
      'acompanhamentos?',
    ]),
  ],
  [
    'Breakfast',
    anyOf([
      'breakfasts?',
      'brunch(?:es)?',
      'fr[üu]hst[üu]ck',
      'petit[- ]d[ée]jeuner',
      'desayunos?',
      'colazione',
      'ontbijt',
      '[śs]niadani[ea]',
      'pequeno[- ]almo[çc]o',
      'caf[ée] da manh[ãa]',
    ]),
  ],
  [
    'Dessert',
    anyOf([
      'desserts?',
      'sweets?',
      'puddings?',
      'cakes?',
      'cupcakes?',
      'cookies',
      'pies?',
      'nachspeisen?',
      'nachtisch',
      'kuchen',
      'torten?',
      'g[âa]teaux?',
      'postres?',
      'dolci',
      'dolce',
      'nagerecht(?:en)?',
      'desery?',
      'ciast[ao]',
      'sobremesas?',
    ]),
  ],
  [
    'Snack',
    anyOf([
      'snacks?',
      'appeti[sz]ers?',
      'starters?',
      'nibbles',
      'dips?',
      'vorspeisen?',
      'entrantes?',
      'antipast[oi]',
      'voorgerecht(?:en)?',
      'przystawk[ai]',
      'aperitivos?',
      'tapas',
      'petiscos?',
    ]),
  ],
  ['Lunch', anyOf(['lunch(?:es)?', 'mittagessen', 'mittagstisch', 'd[ée]jeuner', 'almuerzos?', 'pranzo', 'almo[çc]o'])],
  [
    'Main Course',
    anyOf([
      'mains?',
      'main courses?',
      'main dish(?:es)?',
      'large plates?',
      'entr[ée]es?',
      'hauptgerichte?',
      'hauptspeisen?',
      'plats? principaux',
      'plat principal',
      'platos? principal(?:es)?',
      'secondi(?: piatti)?',
      'secondo(?: piatto)?',
      'hoofdgerecht(?:en)?',
      'dani[ae] g[łl][óo]wne',
      'pratos? principa(?:l|is)',
    ]),
  ],
  ['Dinner', anyOf(['dinners?', 'suppers?', 'abendessen', 'd[îi]ner', 'cena', 'diner', 'kolacj[ae]', 'jantar'])],
  ['Light Meal', anyOf(['light meals?', 'light bites?'])],
];

/** A soup or a salad is a light meal when no category names another course ("Salad, Side Dish" is a side dish). */
const LIGHT_DISHES = anyOf([
  'soups?',
  'salads?',
  'suppen?',
  'salate?',
  'soupes?',
  'salades?',
  'sopas?',
  'ensaladas?',
  'zuppe?',
  'insalate?',
  'soep(?:en)?',
  'zup[ay]',
  'sa[łl]atk[ai]',
  'saladas?',
]);

/** The form's course for the first of a page's categories that names one ("Cookies, Dessert" is Dessert), or null. */
export function courseOf(category: string | null): Course | null {
  const parts = (category ?? '').split(/[,;/|]/);
  for (const part of parts) {
    const found = COURSE_WORDS.find(([, pattern]) => pattern.test(part));
    if (found) return found[0];
  }
  return parts.some((part) => LIGHT_DISHES.test(part)) ? 'Light Meal' : null;
}
