import { parse, type HTMLElement } from 'node-html-parser';
import { servingsFromYields } from '../../../../domain/nutrition/servings';
import { RecipeDraft } from '../../../../domain/recipe-import';
import { durationMinutes } from './durations';
import { readJsonLd } from './json-ld';
import { readMicrodata } from './microdata';
import { readAppState } from './app-state';
import { readBulletParagraphs } from './bullet-lists';
import { readNumberedParagraphs } from './numbered-paragraphs';
import { readHeadingLists, readMethodAfterHeading, readStagedRecipe } from './heading-lists';
import { groupsFromLines, groupsFromPage, withComponentHeadings } from './ingredient-groups';
import { groupsFromRows } from './ingredient-rows';
import { pageMethod } from './page-method';
import { readPageLists } from './page-lists';
import { statedServings } from './page-servings';
import { visibleLines } from './visible-lines';
import { withinDepth } from './page-depth';
import { amountsFirst } from './amounts-first';
import { cardTitle } from './card-title';
import { metaContent, pageTitle } from './page-title';
import { hasContent, type RecipeFields } from './recipe-fields';
import {
  stepsFromLines,
  tidyIngredient,
  withoutCheckbox,
  withoutRepeatedMethod,
  withoutRepeatedTail,
  withoutStepNumbers,
  withoutSignOff,
  withoutTimeLines,
} from './tidy';

/**
 * A reader of what the page draws, run so that a hostile page (elements nested thousands deep overflow the parser's
 * recursive text getters) leaves what was read before it rather than failing the import.
 */
function guarded<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RangeError) return fallback;
    throw error;
  }
}

const complete = (fields: RecipeFields) => fields.ingredients.length > 0 && fields.instructions.length > 0;

/** The first source with ingredients or steps leads; the others fill the fields it lacks. */
function merge(sources: RecipeFields[]): RecipeFields | null {
  const lead = sources.find(hasContent) ?? sources[0];
  if (!lead) return null;
  const merged: RecipeFields = { ...lead };
  for (const other of sources) {
    merged.title ??= other.title;
    merged.description ??= other.description;
    merged.image ??= other.image;
    merged.prepTime ??= other.prepTime;
    merged.cookTime ??= other.cookTime;
    merged.totalTime ??= other.totalTime;
    if (merged.ingredients.length === 0) merged.ingredients = other.ingredients;
    if (merged.instructions.length === 0) merged.instructions = other.instructions;
    if (merged.yields.length === 0) merged.yields = other.yields;
    if (merged.cuisine.length === 0) merged.cuisine = other.cuisine;
    if (merged.category.length === 0) merged.category = other.category;
    if (Object.keys(merged.nutrition).length === 0) merged.nutrition = other.nutrition;
  }
  return merged;
}

/** Lists the structured recipe lacks (or the whole recipe, when there is none) from the page's own lists. */
function withPageLists(fields: RecipeFields | null, root: HTMLElement): RecipeFields | null {
  if (fields !== null && fields.ingredients.length > 0 && fields.instructions.length > 0) return fields;
  // A page that declares a recipe may still draw its ingredients by script: its method list is worth having alone.
  const listed = readPageLists(root, { stepsAlone: fields !== null });
  // a list of times ("Elkészítési idő: 60 perc") in an element named after the method is not the method
  const page =
    (listed && { ...listed, instructions: withoutTimeLines(listed.instructions) }) ??
    (fields === null || !hasContent(fields)
      ? (readHeadingLists(root) ?? readBulletParagraphs(root) ?? readStagedRecipe(root) ?? readNumberedParagraphs(root))
      : null);
  const found: RecipeFields | null =
    page === null || fields === null
      ? (fields ?? page)
      : {
          ...fields,
          ingredients: fields.ingredients.length > 0 ? fields.ingredients : page.ingredients,
          instructions: fields.instructions.length > 0 ? fields.instructions : page.instructions,
          yields: fields.yields.length > 0 ? fields.yields : page.yields,
        };
  // Ingredients without steps: the steps the page writes as paragraphs after its method heading.
  if (found !== null && found.ingredients.length > 0 && found.instructions.length === 0)
    return { ...found, instructions: readMethodAfterHeading(root) };
  return found;
}

function absoluteUrl(raw: string | null, pageUrl: string): string | null {
  if (raw === null) return null;
  try {
    const url = new URL(raw, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** "8 servings" rather than "8" when the page gives both. */
function yieldText(yields: string[]): string | null {
  return yields.find((text) => /\p{L}/u.test(text)) ?? yields[0] ?? null;
}

/** A week: no recipe's prep or cooking takes longer (a three-day sourdough does not); beyond it the page is wrong. */
const MAX_MINUTES = 7 * 24 * 60;
const sane = (minutes: number | null) => (minutes !== null && minutes <= MAX_MINUTES ? minutes : null);

function joined(values: string[]): string | null {
  const unique = [...new Set(values)];
  return unique.length > 0 ? unique.join(', ') : null;
}

/**
 * Reads the schema.org Recipe of a page: JSON-LD first (graphs, arrays, nested entities), then microdata, then
 * the page's own ingredient and method lists (page-lists.ts).
 * Relative image addresses are resolved against `pageUrl`. Null when the page has no recipe.
 */
export function extractRecipe(html: string, pageUrl: string): RecipeDraft | null {
  const root = withinDepth(parse(html, { comment: false }));
  const declared = [readJsonLd(root), readMicrodata(root)].filter((source) => source !== null);
  // a page without a declared recipe may hold one in the state its script draws the page from
  const state = declared.some(complete) ? null : guarded(() => readAppState(root), null);
  const merged = merge(
    [...declared, ...(state === null ? [] : [state])]
      // a method that only states its time ("Elkészítési idő: 30 perc") is no method: the page's own may be read
      .map((source) => ({ ...source, instructions: withoutTimeLines(source.instructions) })),
  );
  const listed = guarded(() => withPageLists(merged, root), merged);
  if (!listed) return null;
  // structured data that gives only the first steps of the method the page shows: the page's method
  const shownMethod = guarded(() => pageMethod(root, listed.instructions), null);
  const fields = shownMethod === null ? listed : { ...listed, instructions: shownMethod };
  const lines = groupsFromLines(
    withComponentHeadings(
      withoutRepeatedTail(fields.ingredients.map(tidyIngredient).filter((line) => line.length > 0)),
      fields.instructions,
    ),
  );
  const seen = { inListItems: false };
  const fromPage =
    lines.groups.length > 0
      ? null
      : (groupsFromPage(root, lines.ingredients, seen) ??
        (seen.inListItems ? null : groupsFromRows(root, lines.ingredients)));
  const structured = fromPage?.ingredients ?? lines.ingredients;
  // the lines as the page shows them, when one list shows them one to one (the groups' indexes stay)
  const shown = visibleLines(root, structured) ?? structured;
  const ingredients = amountsFirst(shown) ?? shown;
  const ingredientGroups = fromPage?.groups ?? lines.groups;
  const prep = sane(durationMinutes(fields.prepTime));
  const cook = sane(durationMinutes(fields.cookTime));
  // no yield in the structured data: the servings the page's own text states ("Serves 4", "6 Servings")
  const stated = fields.yields.length > 0 ? null : statedServings(html);
  const yields = stated === null ? fields.yields : [stated];
  const total =
    sane(durationMinutes(fields.totalTime)) ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null);
  return RecipeDraft.parse({
    title: fields.title ?? cardTitle(root) ?? pageTitle(root) ?? 'Untitled recipe',
    description: fields.description,
    imageUrl: absoluteUrl(fields.image, pageUrl) ?? absoluteUrl(metaContent(root, 'og:image'), pageUrl),
    ingredients,
    ingredientGroups,
    instructions: withoutSignOff(
      withoutRepeatedMethod(
        withoutStepNumbers(withoutTimeLines(stepsFromLines(fields.instructions.map(withoutCheckbox)))).filter(
          (step) => step.length > 0,
        ),
      ),
    ),
    yields: yieldText(yields),
    servings: servingsFromYields(yields),
    prepMinutes: prep,
    cookMinutes: cook,
    totalMinutes: total,
    cuisine: joined(fields.cuisine),
    category: joined(fields.category),
    nutrition: fields.nutrition,
  });
}
