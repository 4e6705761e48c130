import { z } from 'zod';
import { COURSES } from './catalogue';
import { isVolumeUnit, isWeightUnit, unitFromWord } from './ingredients/units';
import { LONGEST_INGREDIENT_NAME } from './ingredients/limits';
import { readUnitPhrase } from './ingredients/unit-words';

/**
 * A recipe a person adds (spec 001 section 2, Add New Recipe; section 5 for its rules). The form and
 * POST /api/recipes/custom share this schema. Custom recipes need Plus or Premium (section 9).
 */

export const CUSTOM_RECIPE_MESSAGES = {
  title: 'Recipe title is required',
  ingredients: 'At least one ingredient is required',
  planRequired: 'Custom recipes are part of Plus and Premium. Upgrade to Plus to add your own recipes.',
} as const;

const MAX_MINUTES = 24 * 60;
/** Room for a recipe page's own introduction, which an import brings in (a few run to 1,000 characters). */
export const DESCRIPTION_MAX = 1000;
const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_MINUTES, `${label} must be at most 1,440 minutes (24 hours)`);
const grams = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(10_000);
const optionalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Enter a full web address (https://...)' }).max(2000),
]);

/** The most ingredient rows a recipe holds (the reference pages' longest list: 34). */
export const MOST_INGREDIENT_ROWS = 60;

export const CustomIngredient = z.object({
  name: z
    .string()
    .trim()
    .max(LONGEST_INGREDIENT_NAME, `An ingredient must be at most ${LONGEST_INGREDIENT_NAME} characters`),
  quantity: z.string().trim().max(20, 'A quantity must be at most 20 characters'),
  unit: z.string().trim().max(30, 'A unit must be at most 30 characters'),
  /** The group the line belongs to ("For the sauce"), as an imported page groups them; '' or absent for none. */
  group: z.string().trim().max(80, 'An ingredient group’s name must be at most 80 characters').optional(),
});
export type CustomIngredient = z.infer<typeof CustomIngredient>;

/** The rows as recipe lines, consecutive rows of one group together under its name (as the recipe page shows them). */
export function ingredientEntries(rows: readonly CustomIngredient[]): (string | { group: string; items: string[] })[] {
  const entries: (string | { group: string; items: string[] })[] = [];
  for (const row of rows) {
    if (row.name === '') continue;
    const line = ingredientLine(row);
    const group = row.group ?? '';
    const last = entries.at(-1);
    if (group === '') entries.push(line);
    else if (typeof last === 'object' && last.group === group) last.items.push(line);
    else entries.push({ group, items: [line] });
  }
  return entries;
}

export const CustomRecipeInput = z.object({
  // a page's own title, whole (the reference pages' longest: 88 characters, a Czech one)
  title: z.string().trim().min(1, CUSTOM_RECIPE_MESSAGES.title).max(120, 'Recipe title must be at most 120 characters'),
  description: z.string().trim().max(DESCRIPTION_MAX, 'Description must be at most 1,000 characters').default(''),
  imageUrl: optionalUrl.default(''),
  cuisine: z.string().trim().max(60).default(''),
  course: z.union([z.literal(''), z.enum(COURSES)]).default(''),
  prepMinutes: minutes('Prep time').default(0),
  cookMinutes: minutes('Cooking time').default(0),
  /** How many the ingredients serve: nutrition per serving and grocery amounts are counted from it. */
  servings: z
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(100, 'Servings must be at most 100')
    .default(1),
  ingredients: z
    .array(CustomIngredient)
    .max(MOST_INGREDIENT_ROWS, `A recipe can have at most ${MOST_INGREDIENT_ROWS} ingredients`)
    .refine((rows) => rows.some((r) => r.name !== ''), CUSTOM_RECIPE_MESSAGES.ingredients),
  instructions: z.string().trim().max(10_000, 'Instructions must be at most 10,000 characters').default(''),
  recipeUrl: optionalUrl.default(''),
  /** Per serving; 0 (or absent) lets the server compute it from the ingredients. */
  nutrition: z
    .object({ calories: grams('Calories'), protein: grams('Protein'), carbs: grams('Carbs'), fat: grams('Fat') })
    .partial()
    .default({}),
});
export type CustomRecipeInput = z.input<typeof CustomRecipeInput>;
export type CustomRecipe = z.output<typeof CustomRecipeInput>;

/** A description cut to the limit at the end of its last whole sentence (or word) that fits. */
export function fitDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const head = clean.slice(0, DESCRIPTION_MAX);
  const sentence = head.search(/[.!?](?=[^.!?]*$)/);
  if (sentence >= DESCRIPTION_MAX / 2) return head.slice(0, sentence + 1);
  return `${head.slice(0, head.lastIndexOf(' ', DESCRIPTION_MAX - 1)).trimEnd()}…`;
}

/** An ingredient row as a cookbook line: '2 cup rice'. */
export const ingredientLine = (row: CustomIngredient) => [row.quantity, row.unit, row.name].filter(Boolean).join(' ');

// The line parser's readQuantity reads a normalised line (½ already 0.5, number words as numbers); the form's
// boxes keep the amount as the page wrote it, so this reads only its span.
const NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d*[½⅓⅔¼¾⅛⅜⅝⅞]|\d+(?:[.,]\d+)?)`;
const AMOUNT = new RegExp(String.raw`^${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?(?:x(?=\s))?`, 'u');
/** Units that go in the Unit box: measures and things counted in their own word, not sizes ("2 large onions"). */
const SIZES = new Set(['small', 'medium', 'large']);

/**
 * A cookbook line as the form's three boxes, its words kept as written: '1 cup kala chana, soaked' →
 * 1 | cup | kala chana, soaked; '200g paneer' → 200 | g | paneer; '2 c. à café de sucre' → 2 | c. à café | sucre;
 * 'salt to taste' → | | salt to taste.
 */
export function ingredientRow(line: string): CustomIngredient {
  const text = line.replace(/\s+/g, ' ').trim();
  const amount = AMOUNT.exec(text);
  if (!amount) return { quantity: '', unit: '', name: text };
  const rest = text.slice(amount[0].length);
  // a unit of several words or another script, as written: '1 c. à soupe de miel' → 1 | c. à soupe | miel
  const phrase = readUnitPhrase(rest);
  if (phrase) {
    const name = phrase.rest.replace(/^[\s,]+(?:(?:of|de|di|da|du|des|van|von)\s+|d['’])?/iu, '');
    const written = rest.slice(0, rest.length - phrase.rest.length).trim();
    // only an amount ('2 c. à café'): its words stay in the name box, which the form requires
    if (name === '') return { quantity: '', unit: '', name: text };
    return { quantity: cookAmount(amount[0].trim()), unit: written, name };
  }
  const word = /^\s*([\p{L}]+\.?)(?=[\s,]|$)/u.exec(rest);
  const unit = word ? unitFromWord(word[1]!) : null;
  const isUnit = unit !== null && (isWeightUnit(unit) || isVolumeUnit(unit) || !SIZES.has(unit));
  // After a measure, the word joining it to the food goes: '2 cups of rice', '4x gousse d’ail', '2 cucharadas de aceite'.
  const afterUnit = isUnit
    ? rest.slice(word![0].length).replace(/^[\s,]+(?:(?:of|de|di|da|du|des|van|von)\s+|d['’])/iu, ' ')
    : rest;
  const name = afterUnit.replace(/^[\s,]+/, '');
  // A line that is only an amount ('2 cups') keeps its words in the name box, which the form requires.
  if (name === '') return { quantity: '', unit: '', name: text };
  return { quantity: cookAmount(amount[0].trim()), unit: isUnit ? word![1]! : '', name };
}

const FRACTIONS: readonly [number, string][] = [
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/**
 * An amount a site's data wrote by machine, as a cook writes it: a whole one without decimals ("800.0 g", "2,0
 * Zwiebeln": 800, 2); one a unit converter left with three decimals or more as the nearest of ¼, ⅓, ½, ⅔, ¾
 * ("0.333 cup": ⅓, "1.667 cups": 1⅔; ⅛ under one), else rounded, to a whole from ten up ("15.873 oz": 16, "4.372 oz": 4.4).
 */
function cookAmount(quantity: string): string {
  if (/^\d+[.,]0+$/.test(quantity)) return quantity.replace(/[.,]0+$/, '');
  if (!/^\d+\.\d{3,}$/.test(quantity)) return quantity;
  const value = Number(quantity);
  if (value >= 10) return String(Math.round(value));
  if (Math.abs(value - 1 / 8) < 0.01) return '⅛';
  const whole = Math.round(value);
  if (Math.abs(value - whole) < 0.02) return String(whole);
  const below = Math.floor(value);
  const near = FRACTIONS.find(([fraction]) => Math.abs(value - below - fraction) < 0.02);
  if (near) return below === 0 ? near[1] : `${below}${near[1]}`;
  return String(Math.round(value * 10) / 10);
}

/**
 * A heading among the steps: a short line ending in a colon ("For the sauce:", "Prepare the chicken:"), as an
 * ingredient list's "For the sauce:" heads a group. The recipe page shows it above the steps it names, unnumbered.
 */
export function isStepHeading(step: string): boolean {
  const text = step.trim();
  return /^[^.!?]{1,80}:$/u.test(text) && text.split(/\s+/).length <= 10;
}

/**
 * A step's or a section's title written as a heading line of the method: 'Prepare Chicken' → 'Prepare Chicken:'.
 * A title too long or too full of sentences to read as a heading stays as it was.
 */
export function asStepHeading(title: string): string {
  const heading = `${title.trim().replace(/[\s.:;,…]+$/u, '')}:`;
  return isStepHeading(heading) ? heading : title;
}

/**
 * The instructions as steps: one per non-blank line, without the number or bullet typed before it ("1. ", "2) ",
 * "3- " as a French blog numbers its paragraphs, "• "); the recipe page numbers its steps itself. A dash after a
 * number is a typed number only before a space and a word: "1-2 minutes" is a step's time, "2-inch cubes" a size.
 */
export const stepsOf = (instructions: string) =>
  instructions
    .split(/\r?\n/)
    .map((s) => s.replace(/^\s*(\d+[.)]|\d{1,2}\s*[-–](?=\s+\p{L})|[-*•])\s*/u, '').trim())
    .filter(Boolean);

/** A URL-safe slug of a title ('Grandma’s Dal!' → 'grandma-s-dal', 'Crème brûlée' → 'creme-brulee'). */
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'recipe';
