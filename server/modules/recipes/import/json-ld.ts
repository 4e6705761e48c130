import type { HTMLElement } from 'node-html-parser';
import { asStepHeading } from '../../../../domain/custom-recipes';
import { emptyFields, hasContent, type RecipeFields } from './recipe-fields';
import { isOwnHeading, isStepLabel } from './step-labels';
import { cleanText, splitLines } from './text';

type JsonObject = Record<string, unknown>;

/** Every Recipe node of the page's JSON-LD, and every node that has an `@id`, to follow references. */
interface Graph {
  recipes: JsonObject[];
  byId: Map<string, JsonObject>;
}

const MAX_DEPTH = 12;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** `@type` as lower-case local names: "Recipe", "schema:Recipe" and "http://schema.org/Recipe" are all "recipe". */
function hasType(node: JsonObject, type: string): boolean {
  return asArray(node['@type']).some(
    (value) => typeof value === 'string' && value.replace(/^.*[/#:]/, '').toLowerCase() === type,
  );
}

/** JSON with raw control characters inside strings (a common fault) escaped, so they parse as line breaks. */
function escapeControlCharacters(source: string): string {
  let inString = false;
  let escaped = false;
  let result = '';
  for (const char of source) {
    const code = char.charCodeAt(0);
    if (inString && code < 0x20) result += code === 0x0a ? '\\n' : code === 0x09 ? '\\t' : code === 0x0d ? '\\r' : ' ';
    else result += char;
    if (escaped) escaped = false;
    else if (char === '\\' && inString) escaped = true;
    else if (char === '"') inString = !inString;
  }
  return result;
}

/** Parses one script's JSON, forgiving comment and CDATA wrappers, a trailing ";", raw control characters in strings and trailing commas. */
export function parseScript(source: string): unknown {
  const body = source
    .trim()
    .replace(/^(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\*\s*\]\]>\s*\*\/|\]\]>)$/, '')
    .trim();
  // Whatever wraps the JSON ("// <![CDATA[ ... // ]]>", a trailing ";", a stray comment) lies outside its outer brackets.
  const slices = [
    ['{', '}'],
    ['[', ']'],
  ]
    .map(([open, close]) => [body.search(open === '{' ? /\{/ : /\[\s*[{"]/), body.lastIndexOf(close!)] as const)
    .filter(([start, end]) => start >= 0 && end > start)
    .map(([start, end]) => body.slice(start, end + 1));
  for (const attempt of [body, ...slices]) {
    try {
      return JSON.parse(attempt);
    } catch {
      try {
        return JSON.parse(escapeControlCharacters(attempt).replace(/,\s*([}\]])/g, '$1'));
      } catch {
        // the next attempt
      }
    }
  }
  return undefined;
}

function walk(value: unknown, graph: Graph, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, graph, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  const id = value['@id'];
  if (typeof id === 'string' && Object.keys(value).length > 1 && !graph.byId.has(id)) graph.byId.set(id, value);
  if (hasType(value, 'recipe')) graph.recipes.push(value);
  for (const [key, child] of Object.entries(value)) {
    if (key !== '@context') walk(child, graph, depth + 1);
  }
}

/** A bare `{ "@id": ... }` reference replaced by the node it names, when the page has it. */
function follow(node: JsonObject, graph: Graph): JsonObject {
  const id = node['@id'];
  if (typeof id !== 'string' || Object.keys(node).length > 1) return node;
  return graph.byId.get(id) ?? node;
}

function scalarText(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = cleanText(String(value));
  return text.length > 0 ? text : null;
}

function firstText(value: unknown): string | null {
  for (const item of asArray(value)) {
    const text = scalarText(item);
    if (text !== null) return text;
  }
  return null;
}

function allTexts(value: unknown): string[] {
  return asArray(value)
    .map((item) => scalarText(isObject(item) ? item['name'] : item))
    .filter((text): text is string => text !== null);
}

function imageOf(value: unknown, graph: Graph): string | null {
  for (const item of asArray(value)) {
    if (typeof item === 'string' && item.trim().length > 0) return item.trim();
    if (!isObject(item)) continue;
    const node = follow(item, graph);
    for (const key of ['url', 'contentUrl']) {
      const url = asArray(node[key]).find((candidate) => typeof candidate === 'string');
      if (typeof url === 'string' && url.trim().length > 0) return url.trim();
    }
  }
  return null;
}

const STARTS_WITH_AMOUNT = /^(?:\d|[½⅓⅔¼¾⅛⅜⅝⅞]|an?\s|one\s|half\s)/iu;

/** Leader dots between a food and its amount, as a list typed by hand sets them: "Flour.....1 cup", "میدہ۔۔۔۔۔1کپ". */
const LEADER = /(?:\.{3,}|۔{3,}|…{2,})/u;

/**
 * One ingredient string that holds several lines ("3 Tbsp olive oil\n3 garlic cloves, minced"): its lines, when
 * each after the first opens with an amount, or two or more and at least half of them do (a list has lines without
 * one: "Juice of half a lime", "Salt to taste"), or when half of them or more set a food against its amount with
 * leader dots (a list typed by hand, the amount last); so that a line broken inside ("1 cup\nflour") stays whole.
 */
function mergedLines(value: string): string[] | null {
  const lines = splitLines(value);
  if (lines.length < 2) return null;
  const rest = lines.slice(1);
  const withAmount = rest.filter((line) => STARTS_WITH_AMOUNT.test(line)).length;
  if (withAmount === rest.length || (withAmount >= 2 && withAmount * 2 >= rest.length)) return lines;
  return lines.filter((line) => LEADER.test(line)).length * 2 >= lines.length ? lines : null;
}

function ingredientsOf(value: unknown): string[] {
  if (typeof value === 'string') return splitLines(value);
  return asArray(value)
    .flatMap((item) => {
      if (isObject(item)) return [firstText(item['text']) ?? firstText(item['name'])];
      return typeof item === 'string' ? (mergedLines(item) ?? [scalarText(item)]) : [scalarText(item)];
    })
    .filter((text): text is string => text !== null);
}

/** A full stop (or ! or ?, perhaps closing a bracket) written against the capital that starts the next sentence. */
const GLUED_SENTENCE = /(?<=[\p{Ll}\d)%°][.!?]\)?)(?=\p{Lu}\p{Ll})/u;

/**
 * The whole method given as one text whose paragraphs were joined without a space ("baking paper.Snap the
 * chocolate"): each paragraph is a step. Only for a method that came as one line: within a list, a step stays whole.
 */
function splitGluedSentences(text: string): string[] {
  return text
    .split(new RegExp(GLUED_SENTENCE.source, 'gu'))
    .map((step) => step.trim())
    .filter((step) => step.length > 0);
}

/**
 * Steps from recipeInstructions: a string with line breaks, a list of strings, HowToStep (its text, after its
 * name as a heading line when the name is a title of its own), HowToSection (its name as a heading line, then its
 * steps), ItemList, and nesting of these. A title is never a step of its own: it ends in a colon (`asStepHeading`).
 * Inside a named section a step's title leads its step ("Sauté the onion: Heat the oil…"), so that the section's
 * name stays the one heading over its steps.
 */
function stepsOf(value: unknown, graph: Graph, depth: number, inSection = false): string[] {
  if (depth > MAX_DEPTH) return [];
  if (typeof value === 'string') {
    const lines = splitLines(value).filter((line) => /[\p{L}\p{N}]/u.test(line));
    return depth === 0 && lines.length === 1 ? splitGluedSentences(lines[0]!) : lines;
  }
  if (Array.isArray(value)) return value.flatMap((item) => stepsOf(item, graph, depth + 1, inSection));
  if (!isObject(value)) return [];
  const node = follow(value, graph);
  const name = firstText(node['name']);
  const body = firstText(node['text']) ?? firstText(node['description']);
  const list = node['itemListElement'] ?? node['steps'];
  if (hasType(node, 'howtosection') || (list !== undefined && body === null)) {
    // a section named only by a count ("Första instruktionen", "Step 2") is a list, not a heading
    const named = name !== null && hasType(node, 'howtosection') && !isStepLabel(name);
    const steps = stepsOf(list, graph, depth + 1, inSection || named);
    return named && steps.length > 0 ? [asStepHeading(name), ...steps] : steps;
  }
  if (body === null) return name === null ? [] : [name];
  return name !== null && isOwnHeading(name, body) ? titledStep(name, body, inSection) : [body];
}

/**
 * A step under a title of its own: the title as a heading line, or inside a named section the step's lead; a title
 * too long to read as a heading stays a line as written.
 */
export function titledStep(title: string, text: string, inSection: boolean): string[] {
  const heading = asStepHeading(title);
  if (heading === title) return [title, text];
  return inSection ? [`${heading} ${text}`] : [heading, text];
}

/** Steps of a recipeInstructions value found outside a JSON-LD script (microdata whose content is JSON). */
export function stepsFromJson(value: unknown): string[] {
  return stepsOf(value, { recipes: [], byId: new Map() }, 0);
}

function nutritionOf(value: unknown): Record<string, string> {
  const node = asArray(value).find(isObject);
  const nutrition: Record<string, string> = {};
  if (!node) return nutrition;
  for (const [key, raw] of Object.entries(node)) {
    const text = key.startsWith('@') ? null : firstText(raw);
    if (text !== null) nutrition[key] = text;
  }
  return nutrition;
}

function timeOf(value: unknown): string | null {
  const first = asArray(value).find((item) => typeof item === 'string' || typeof item === 'number');
  return first === undefined ? null : String(first);
}

function toFields(node: JsonObject, graph: Graph): RecipeFields {
  return {
    ...emptyFields(),
    title: firstText(node['name']) ?? firstText(node['headline']),
    description: firstText(node['description']),
    image: imageOf(node['image'], graph) ?? imageOf(node['thumbnailUrl'], graph),
    ingredients: ingredientsOf(node['recipeIngredient'] ?? node['ingredients']),
    instructions: stepsOf(node['recipeInstructions'], graph, 0),
    yields: asArray(node['recipeYield'] ?? node['yield'])
      .map(scalarText)
      .filter((text): text is string => text !== null),
    prepTime: timeOf(node['prepTime']),
    cookTime: timeOf(node['cookTime']),
    totalTime: timeOf(node['totalTime']),
    cuisine: allTexts(node['recipeCuisine']),
    category: allTexts(node['recipeCategory']),
    nutrition: nutritionOf(node['nutrition']),
  };
}

/** The schema.org Recipe among parsed JSON-LD values: the first one with ingredients or steps, else the first one. */
export function recipeFromJsonLd(values: unknown[]): RecipeFields | null {
  const graph: Graph = { recipes: [], byId: new Map() };
  for (const value of values) walk(value, graph, 0);
  const candidates = graph.recipes.map((recipe) => toFields(recipe, graph));
  return candidates.find(hasContent) ?? candidates[0] ?? null;
}

/** The page's JSON-LD Recipe: the first one with ingredients or steps, else the first one; null when none. */
export function readJsonLd(root: HTMLElement): RecipeFields | null {
  return recipeFromJsonLd(
    root
      .querySelectorAll('script')
      .filter((script) => (script.getAttribute('type') ?? '').toLowerCase().includes('ld+json'))
      .map((script) => parseScript(script.rawText)),
  );
}
