import type { HTMLElement } from 'node-html-parser';
import { asStepHeading } from '../../../../domain/custom-recipes';
import { parseScript, stepsFromJson } from './json-ld';
import { emptyFields, hasContent, type RecipeFields } from './recipe-fields';
import { cleanText, decodeEntities, splitLines } from './text';

const RECIPE_TYPE = /^https?:\/\/(?:www\.)?(?:schema|data-vocabulary)\.org\/Recipe\/?$/i;
const URL_ATTRIBUTE: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  source: 'src',
  video: 'src',
  audio: 'src',
  iframe: 'src',
  embed: 'src',
};

/** Named properties of one item: its `itemprop` descendants that are not inside a nested item. */
type Properties = Map<string, HTMLElement[]>;

/** An attribute as written (entities not yet decoded), whatever the case of its name; "" when it has no value. */
function rawAttribute(element: HTMLElement, name: string): string | null {
  const attributes: Record<string, string | null> = element.rawAttributes;
  for (const [key, value] of Object.entries(attributes)) {
    if (key.toLowerCase() === name) return value ?? '';
  }
  return null;
}

function belongsTo(element: HTMLElement, item: HTMLElement): boolean {
  let parent = element.parentNode;
  while (parent !== null && parent !== item) {
    if (rawAttribute(parent, 'itemscope') !== null) return false;
    parent = parent.parentNode;
  }
  return parent === item;
}

function propertiesOf(item: HTMLElement): Properties {
  const properties: Properties = new Map();
  for (const element of item.querySelectorAll('[itemprop]')) {
    if (!belongsTo(element, item)) continue;
    for (const name of (rawAttribute(element, 'itemprop') ?? '').split(/\s+/)) {
      if (name.length > 0) properties.set(name, [...(properties.get(name) ?? []), element]);
    }
  }
  return properties;
}

function isItem(element: HTMLElement): boolean {
  return rawAttribute(element, 'itemscope') !== null;
}

/** The value of a property element as HTML: an attribute for meta, links, media and time, else its content. */
function rawValue(element: HTMLElement): string {
  const tag = element.tagName.toLowerCase();
  const urlAttribute = URL_ATTRIBUTE[tag];
  const fromAttribute =
    (tag === 'meta' ? rawAttribute(element, 'content') : null) ??
    (urlAttribute ? rawAttribute(element, urlAttribute) : null) ??
    (tag === 'time' ? rawAttribute(element, 'datetime') : null) ??
    (tag === 'data' || tag === 'meter' ? rawAttribute(element, 'value') : null) ??
    rawAttribute(element, 'content');
  return fromAttribute ?? element.innerHTML;
}

/** Text of an element's own markup, where source line breaks are only white space. */
function linesOf(html: string): string[] {
  return splitLines(html.replace(/[\r\n]+/g, ' '));
}

function texts(properties: Properties, ...names: string[]): string[] {
  return names
    .flatMap((name) => properties.get(name) ?? [])
    .map((element) => cleanText(rawValue(element)))
    .filter((text) => text.length > 0);
}

function firstText(properties: Properties, ...names: string[]): string | null {
  return texts(properties, ...names)[0] ?? null;
}

function imageOf(properties: Properties): string | null {
  for (const element of properties.get('image') ?? []) {
    const url = isItem(element)
      ? (firstText(propertiesOf(element), 'url', 'contentUrl') ?? '')
      : decodeEntities(rawValue(element)).trim();
    if (url.length > 0 && !url.startsWith('<')) return url;
  }
  return null;
}

/** One line per element, or one per list item when an element holds a whole list. */
function ingredientLines(element: HTMLElement): string[] {
  const html = rawValue(element);
  if (!/<(?:li|br|p)\b/i.test(html)) {
    const line = cleanText(html);
    return line.length > 0 ? [line] : [];
  }
  return linesOf(html.replace(/<\/?(?:td|th|tr|div)\b[^<>]*>/gi, ' '));
}

/** Ingredient lines of the property that gives the most (pages sometimes add a meta holding them all at once). */
function ingredientsOf(properties: Properties): string[] {
  return ['recipeIngredient', 'ingredients', 'ingredient']
    .map((name) => (properties.get(name) ?? []).flatMap(ingredientLines))
    .reduce((best, lines) => (lines.length > best.length ? lines : best), []);
}

/** The list items of an element that are not inside another list item of it. */
function topListItems(element: HTMLElement): HTMLElement[] {
  return element.querySelectorAll('li').filter((item) => {
    for (let parent = item.parentNode; parent !== null && parent !== element; parent = parent.parentNode) {
      if (parent.tagName === 'LI') return false;
    }
    return true;
  });
}

/** The JSON value that opens at `start`: up to its matching bracket, strings skipped. */
function balanced(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth++;
    else if ((char === ']' || char === '}') && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/**
 * A property whose content is HowTo JSON (`content='[{"@type":"HowToStep","text":"…"}]'`), also when the page wrote it
 * into a double-quoted attribute without escaping it, so that the attribute reads "[{": its steps, read as JSON-LD's.
 */
function jsonSteps(element: HTMLElement): string[] | null {
  if (!/^\s*[[{]/.test(rawAttribute(element, 'content') ?? '')) return null;
  const opening = /content\s*=\s*["']?\s*[[{]/i.exec(element.rawAttrs);
  const json = opening === null ? null : balanced(element.rawAttrs, opening.index + opening[0].length - 1);
  if (json === null) return null;
  const steps = stepsFromJson(parseScript(decodeEntities(json)));
  return steps.length > 0 ? steps : null;
}

/**
 * Steps: a HowToStep/HowToSection item gives its text properties; an element holding a list gives one step per
 * list item (notes around the list are left out); any other element gives its lines.
 */
function stepsOf(element: HTMLElement): string[] {
  const fromJson = jsonSteps(element);
  if (fromJson !== null) return fromJson;
  if (!isItem(element)) {
    const items = rawAttribute(element, 'content') === null ? topListItems(element) : [];
    if (items.length === 0) return linesOf(rawValue(element));
    return items.map((item) => cleanText(item.innerHTML)).filter((step) => step.length > 0);
  }
  const properties = propertiesOf(element);
  const nested = [...(properties.get('itemListElement') ?? []), ...(properties.get('step') ?? [])];
  if (nested.length > 0) return [...texts(properties, 'name').map(asStepHeading), ...nested.flatMap(stepsOf)];
  const text = properties.get('text') ?? properties.get('description') ?? [];
  return text.length > 0 ? text.flatMap((part) => linesOf(rawValue(part))) : linesOf(element.innerHTML);
}

function nutritionOf(properties: Properties): Record<string, string> {
  const nutrition: Record<string, string> = {};
  const item = (properties.get('nutrition') ?? []).find(isItem);
  if (!item) return nutrition;
  for (const [name, elements] of propertiesOf(item)) {
    const text = elements.map((element) => cleanText(rawValue(element))).find((value) => value.length > 0);
    if (text !== undefined) nutrition[name] = text;
  }
  return nutrition;
}

function toFields(item: HTMLElement): RecipeFields {
  const properties = propertiesOf(item);
  return {
    ...emptyFields(),
    title: firstText(properties, 'name') ?? firstText(properties, 'headline'),
    description: firstText(properties, 'description'),
    image: imageOf(properties),
    ingredients: ingredientsOf(properties),
    instructions: ['recipeInstructions', 'instructions'].flatMap((name) => properties.get(name) ?? []).flatMap(stepsOf),
    yields: texts(properties, 'recipeYield', 'yield'),
    prepTime: firstText(properties, 'prepTime'),
    cookTime: firstText(properties, 'cookTime'),
    totalTime: firstText(properties, 'totalTime'),
    cuisine: texts(properties, 'recipeCuisine'),
    category: texts(properties, 'recipeCategory'),
    nutrition: nutritionOf(properties),
  };
}

function hasIngredients(item: HTMLElement): boolean {
  const properties = propertiesOf(item);
  return ['recipeIngredient', 'ingredients', 'ingredient'].some((name) => properties.has(name));
}

/** How many of a page's recipe items are read for one with content. */
const MOST_ITEMS = 20;

/**
 * The page's microdata Recipe item: the first one with ingredients or steps (of the first 20), else the first.
 * Pages that mark ingredients with `itemprop` but declare no Recipe item are read as if the whole page were the
 * item. Null when the page has neither.
 */
export function readMicrodata(root: HTMLElement): RecipeFields | null {
  const items = root
    .querySelectorAll('[itemtype]')
    .filter((element) => (rawAttribute(element, 'itemtype') ?? '').split(/\s+/).some((type) => RECIPE_TYPE.test(type)));
  if (items.length === 0 && hasIngredients(root)) items.push(root);
  // the first recipe with content; a page listing many (cards of other recipes) has it among its first few, and
  // reading each item's properties walks all it holds: a hostile page nesting thousands grew with their square
  const candidates: RecipeFields[] = [];
  for (const item of items.slice(0, MOST_ITEMS)) {
    const fields = toFields(item);
    if (hasContent(fields)) return fields;
    candidates.push(fields);
  }
  return candidates[0] ?? null;
}
