import type { ImportResult } from '../../../domain/recipe-import';
import {
  fitDescription,
  ingredientRow,
  type CustomIngredient,
  type CustomRecipeInput,
} from '../../../domain/custom-recipes';
import { courseOf } from './course-words';

/** What the Add New Recipe form holds: text as typed, numbers parsed on submit. */
export interface RecipeFormState {
  title: string;
  description: string;
  imageUrl: string;
  cuisine: string;
  course: string;
  prepMinutes: string;
  cookMinutes: string;
  servings: string;
  ingredients: CustomIngredient[];
  instructions: string;
  recipeUrl: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
}

export const EMPTY_INGREDIENT: CustomIngredient = { name: '', quantity: '', unit: '' };

export const EMPTY_FORM: RecipeFormState = {
  title: '',
  description: '',
  imageUrl: '',
  cuisine: '',
  course: '',
  prepMinutes: '',
  cookMinutes: '',
  servings: '4',
  ingredients: [EMPTY_INGREDIENT],
  instructions: '',
  recipeUrl: '',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
};

const num = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The request body of POST /api/recipes/custom. */
export function toCustomRecipe(form: RecipeFormState): CustomRecipeInput {
  const nutrition = {
    calories: num(form.calories),
    protein: num(form.protein),
    carbs: num(form.carbs),
    fat: num(form.fat),
  };
  return {
    title: form.title,
    description: form.description,
    imageUrl: form.imageUrl.trim(),
    cuisine: form.cuisine,
    course: form.course as CustomRecipeInput['course'],
    prepMinutes: num(form.prepMinutes),
    cookMinutes: num(form.cookMinutes),
    servings: num(form.servings),
    ingredients: form.ingredients,
    instructions: form.instructions,
    recipeUrl: form.recipeUrl.trim(),
    nutrition: Object.fromEntries(Object.entries(nutrition).filter(([, v]) => v !== undefined)),
  };
}

const round = (n: number) => (n > 0 ? String(Math.round(n)) : '');

const NUTRITION = ['calories', 'protein', 'carbs', 'fat'] as const;
type NutritionFields = Pick<RecipeFormState, (typeof NUTRITION)[number]>;

/** An import's nutrition for the whole recipe, and the servings the form's figures are shared out over. */
export interface ImportedNutrition {
  totals: Record<(typeof NUTRITION)[number], number>;
  servings: number;
}

/**
 * What the form says about the servings and figures an import filled in: servings estimated, a serving that looks
 * wrong, lines the figures leave out.
 */
export function importNotes(result: ImportResult): string[] {
  const { servings, servingsEstimated, nutritionWarning } = result;
  const estimated = servingsEstimated
    ? `The page gives no servings: ${servings} were estimated from the recipe's weight. Please check them.`
    : null;
  return [estimated, nutritionWarning, uncountedNote(result)].filter((note): note is string => note !== null);
}

/** An imported line the nutrition leaves out: it gives an amount, but no food was recognised or it has no weight. */
const uncounted = ({ original, foodKey, grams }: ImportResult['lines'][number]) =>
  /[\d½¼¾⅓⅔⅛]/.test(original) && (foodKey === null || grams === null);

/** A line cut at a word within 32 characters, for naming it in a note. */
const shortLine = (line: string) =>
  line.length > 32
    ? `${line
        .slice(0, 31)
        .replace(/\s+\S*$/u, '')
        .replace(/[\s,(]+$/u, '')}…`
    : line;

/** What the form says when the page's figures leave lines out ("1 Glas Mungobohnen" has no weight), or null. */
export function uncountedNote({ lines }: ImportResult): string | null {
  const missed = lines.filter(uncounted);
  if (missed.length === 0) return null;
  const named = missed
    .slice(0, 3)
    .map((line) => `“${shortLine(line.original)}”`)
    .join(', ');
  const more = missed.length > 3 ? ` and ${missed.length - 3} more` : '';
  return `${missed.length} of ${lines.length} ingredients could not be counted in the nutrition: ${named}${more}. Please check the figures.`;
}

const servingsOf = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 1 ? n : null;
};

const sharedOut = ({ totals }: ImportedNutrition, servings: number): NutritionFields => ({
  calories: round(totals.calories / servings),
  protein: round(totals.protein / servings),
  carbs: round(totals.carbs / servings),
  fat: round(totals.fat / servings),
});

/** The page's lines as the form's rows, each in its group ("For the sauce") from that group's first line on. */
export function groupedRows(
  lines: readonly string[],
  groups: readonly { name: string; first: number }[],
): CustomIngredient[] {
  return lines.map((line, index) => {
    const group = groups.filter((g) => g.first <= index).at(-1)?.name;
    return group ? { ...ingredientRow(line), group } : ingredientRow(line);
  });
}

/**
 * Fills the form from an imported page, keeping the course the person chose (else the page's), and says what the nutrition
 * figures stand for, so that they can follow a change of servings (withServings).
 */
export function fromImport(
  form: RecipeFormState,
  url: string,
  { draft, nutritionPerServing: n, servings: counted }: ImportResult,
): { form: RecipeFormState; nutrition: ImportedNutrition } {
  // the servings the server divided by: the page's, or its estimate from the recipe's weight
  const totals = {
    calories: n.kcal * counted,
    protein: n.protein * counted,
    carbs: n.carbs * counted,
    fat: n.fat * counted,
  };
  const servings = String(counted);
  const nutrition = { totals, servings: counted };
  return {
    form: {
      ...form,
      title: draft.title,
      description: fitDescription(draft.description ?? ''),
      imageUrl: draft.imageUrl ?? '',
      cuisine: draft.cuisine ?? form.cuisine,
      course: form.course === '' ? (courseOf(draft.category ?? null) ?? '') : form.course,
      prepMinutes: draft.prepMinutes === null ? '' : String(draft.prepMinutes),
      cookMinutes: draft.cookMinutes === null ? '' : String(draft.cookMinutes),
      servings,
      ingredients: draft.ingredients.length
        ? groupedRows(draft.ingredients, draft.ingredientGroups)
        : [EMPTY_INGREDIENT],
      instructions: draft.instructions.join('\n'),
      recipeUrl: url,
      ...sharedOut(nutrition, nutrition.servings),
    },
    nutrition,
  };
}

/**
 * New servings. Nutrition an import filled in, and still as it filled it, is shared out over them: a recipe
 * for 4 changed to 2 shows twice the calories a serving. Figures the person typed stand.
 */
export function withServings(
  form: RecipeFormState,
  servings: string,
  imported: ImportedNutrition | null,
): { form: RecipeFormState; nutrition: ImportedNutrition | null } {
  const next = { ...form, servings };
  const count = servingsOf(servings);
  if (imported === null || count === null) return { form: next, nutrition: imported };
  const shown = sharedOut(imported, imported.servings);
  if (NUTRITION.some((key) => form[key] !== shown[key])) return { form: next, nutrition: null };
  return { form: { ...next, ...sharedOut(imported, count) }, nutrition: { ...imported, servings: count } };
}

/** What an import could not read, for the person to add by hand; null when it read both lists. */
export function importGaps({ draft }: ImportResult): string | null {
  const missing = [
    draft.ingredients.length === 0 ? 'ingredients' : null,
    draft.instructions.length === 0 ? 'steps' : null,
  ].filter(Boolean);
  if (missing.length === 0) return null;
  return `The page's ${missing.join(' and ')} could not be read. Please add them below.`;
}
