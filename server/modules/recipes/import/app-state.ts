import type { HTMLElement } from 'node-html-parser';
import { asStepHeading } from '../../../../domain/custom-recipes';
import { parseScript, recipeFromJsonLd, titledStep } from './json-ld';
import { emptyFields, type RecipeFields } from './recipe-fields';
import { cleanText } from './text';

/**
 * A recipe that a script draws from the application state a framework embeds in the page, when the page has no
 * schema.org data: Next.js flight data (`self.__next_f.push([1,"…"])`), `__NEXT_DATA__`, Nuxt's `__NUXT_DATA__`, a
 * `window.__STATE__ = {…}` assignment, any `<script type="application/json">`. The decoded objects are searched for
 * schema.org Recipe JSON-LD carried inside them, else for an object shaped like a recipe: a title, a list of
 * ingredients (lines, or items with an amount, a unit and a name) and a list of steps. Keys are matched by a few
 * common words in our languages, never by one site's names.
 */

/** Caps against a huge or hostile payload: characters read, rows and objects visited, depth followed. */
const MAX_PAYLOAD = 4_000_000;
const MAX_NODES = 300_000;
const MAX_DEPTH = 40;
const MAX_LINES = 80;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const INGREDIENTS_KEY =
  /ingredient|zutaten|ingr[ée]dient|ingredientes|ingredienti|ingredi[ëe]nten|sk[łl]adnik|ingredienser|hozz[áa]val|suroviny|sastojci|ainekset/i;
const STEPS_KEY =
  /instruction|direction|method|^steps?$|steps$|preparation|zubereitung|schritte|anleitung|[ée]tapes|preparazione|procedimento|preparaci[óo]n|elaboraci[óo]n|bereiding|stappen|werkwijze|przygotowanie|kroki|fremgangsm|tillagning|postup/i;
const TITLE_KEYS = new Set([
  'name',
  'title',
  'headline',
  'recipename',
  'recipetitle',
  'titel',
  'titre',
  'nom',
  'nombre',
  'nome',
  'titolo',
  'naam',
  'nazwa',
]);
const YIELD_KEYS =
  /^(?:yields?|recipeyield|servings?|serves|portions?|portionen|porciones|porzioni|personen|porties|porcje|persons|people)$/;
/** A whole ingredient line, when an item gives one beside its parts. */
const LINE_KEYS = /^(?:text|display|displaytext|displayname|fulltext|raw|rawtext|original|originaltext|line|label)$/;
const NAME_KEYS = /^(?:name|title|ingredient|ingredientname|food|foodname|product|productname|item|description)$/;
const UNIT_KEY = /unit|einheit|measure|unidad|unit[àée]|eenheid|jednostk/;
const AMOUNT_KEY = /quantity|amount|^qty|menge|anzahl|quantit|cantidad|hoeveelheid|ilo[śs][ćc]|^value$|^count$/;
const NOTE_KEYS = /^(?:note|notes|comment|remark|preparation|prep)$/;
const STEP_TEXT_KEYS = /^(?:text|body|content|description|instruction|step|value|html|markdown|direction)$/;
const STEP_HEADING_KEYS = /^(?:header|heading|title|name|label)$/;

/** Markdown emphasis an app renders (`**2 pak choi**`, `__salt__`): the words a cook sees, without the marks. */
export function withoutMarkdownEmphasis(text: string): string {
  return text.replace(/\*\*([^*]+?)\*\*/g, '$1').replace(/(?<![\p{L}\p{N}])__([^_]+?)__(?![\p{L}\p{N}])/gu, '$1');
}

const shown = (value: string) => withoutMarkdownEmphasis(cleanText(value)).replace(/\s+/g, ' ').trim();

/** Rows of a Next.js flight payload ("5:[…]\n", "1a:T2f,<text>"), by id. References ("$L5", "$5") point at them. */
function flightRows(text: string): Map<string, unknown> {
  const rows = new Map<string, unknown>();
  const head = /([0-9a-f]{1,8}):([A-Z]{0,2})/y;
  let at = 0;
  while (at < text.length) {
    head.lastIndex = at;
    const match = head.exec(text);
    if (match === null) {
      const next = text.indexOf('\n', at);
      at = next < 0 ? text.length : next + 1;
      continue;
    }
    const [whole, id = '', tag] = match;
    at += whole.length;
    if (tag === 'T') {
      // text row: its length in UTF-8 bytes, in hex, then the text
      const comma = text.indexOf(',', at);
      if (comma < 0) break;
      const bytes = Number.parseInt(text.slice(at, comma), 16);
      let end = comma + 1;
      for (let count = 0; end < text.length && count < bytes;) {
        const code = text.codePointAt(end)!;
        count += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        end += code > 0xffff ? 2 : 1;
      }
      rows.set(id, text.slice(comma + 1, end));
      at = end;
      continue;
    }
    const next = text.indexOf('\n', at);
    const end = next < 0 ? text.length : next;
    if (tag === '') {
      try {
        rows.set(id, JSON.parse(text.slice(at, end)));
      } catch {
        // not JSON: a module or hint row
      }
    }
    at = end + 1;
  }
  return rows;
}

/** Nuxt 3's payload (devalue): a flat array whose objects and arrays hold indexes into it. */
function revive(table: unknown[], index: unknown, depth: number, budget: { nodes: number }): unknown {
  if (typeof index !== 'number' || index < 0 || depth > MAX_DEPTH || --budget.nodes < 0) return undefined;
  const value = table[index];
  if (Array.isArray(value)) {
    // ["Reactive", 3], ["ShallowRef", 5]: a wrapper around one value; ["Set", …], ["Map", …] hold several
    if (typeof value[0] === 'string') {
      return /^(?:Reactive|ShallowReactive|Ref|ShallowRef|EmptyRef|EmptyShallowRef|NuxtError)$/.test(value[0])
        ? revive(table, value[1], depth + 1, budget)
        : value[0] === 'Set' || value[0] === 'Map'
          ? value.slice(1).map((item) => revive(table, item, depth + 1, budget))
          : undefined;
    }
    return value.map((item) => revive(table, item, depth + 1, budget));
  }
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) out[key] = revive(table, item, depth + 1, budget);
    return out;
  }
  return value;
}

/** The decoded state objects of a page's scripts, in page order; flight rows keep their ids for references. */
function statesOf(root: HTMLElement): { values: unknown[]; rows: Map<string, unknown> } {
  const values: unknown[] = [];
  let flight = '';
  let read = 0;
  for (const script of root.querySelectorAll('script')) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (type.includes('ld+json') || script.hasAttribute('src')) continue;
    const text = script.rawText;
    read += text.length;
    if (read > MAX_PAYLOAD) break;
    if (type.includes('json')) {
      const value = parseScript(text);
      const id = script.getAttribute('id') ?? '';
      values.push(
        Array.isArray(value) && (id === '__NUXT_DATA__' || script.hasAttribute('data-nuxt-data'))
          ? revive(value, 0, 0, { nodes: MAX_NODES })
          : value,
      );
      continue;
    }
    for (const chunk of text.split('self.__next_f.push(').slice(1)) {
      try {
        const [kind, part] = JSON.parse(chunk.slice(0, chunk.lastIndexOf(')'))) as unknown[];
        if (kind === 1 && typeof part === 'string') flight += part;
      } catch {
        // a chunk cut short
      }
    }
    // a state assigned as a JSON literal: window.__INITIAL_STATE__ = {…}; var recipeData = {…} (an IIFE, as Nuxt 2
    // writes it, is code: it is not run)
    if (/^\s*(?:window\.|self\.|var\s+|let\s+|const\s+)?[A-Za-z_$][\w$]*\s*=\s*[{[]/.test(text)) {
      values.push(parseScript(text.slice(text.indexOf('='))));
    }
  }
  const rows = flight.length > 0 ? flightRows(flight) : new Map<string, unknown>();
  return { values: [...values, ...rows.values()], rows };
}

/** Every object of the values, parents first, in order; JSON-LD written as a string inside them is parsed. */
function objectsOf(values: unknown[], jsonLd: unknown[]): JsonObject[] {
  const objects: JsonObject[] = [];
  let nodes = 0;
  const visit = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || ++nodes > MAX_NODES) return;
    if (typeof value === 'string') {
      if (value.length < 200_000 && /^\s*[{[]/.test(value) && /"@type"\s*:\s*(?:\[[^\]]*)?"[^"]*Recipe"/.test(value))
        jsonLd.push(parseScript(value));
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    objects.push(value);
    const type = value['@type'];
    if (((typeof type === 'string' || Array.isArray(type)) && /recipe/i.test(String(type))) || '@graph' in value)
      jsonLd.push(value);
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  for (const value of values) visit(value, 0);
  return objects;
}

/** A value, or the flight row it refers to ("$5", "$L1a", "$@3"). */
function deref(value: unknown, rows: Map<string, unknown>): unknown {
  const ref = typeof value === 'string' ? /^\$[L@]?([0-9a-f]{1,8})$/.exec(value) : null;
  return ref ? rows.get(ref[1]!) : value;
}

const entries = (object: JsonObject) =>
  Object.entries(object).map(([key, value]) => [key.toLowerCase(), value] as const);

function firstString(object: JsonObject, keys: RegExp): string | null {
  for (const [key, value] of entries(object)) {
    if (keys.test(key) && typeof value === 'string') {
      const text = shown(value);
      if (text.length > 0) return text;
    }
  }
  return null;
}

function amountText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return String(Math.round(value * 100) / 100);
  if (typeof value === 'string' && /\d|[½⅓⅔¼¾⅛]/u.test(value) && value.length <= 20) return shown(value);
  if (isObject(value)) return amountText(value['value'] ?? value['amount'] ?? value['quantity']);
  return null;
}

function unitText(value: unknown): string | null {
  if (typeof value === 'string') return value.length <= 30 ? shown(value) : null;
  if (isObject(value)) {
    for (const key of ['abbreviation', 'short', 'shortName', 'symbol', 'name', 'label']) {
      const text = value[key];
      if (typeof text === 'string' && text.length <= 30) return shown(text);
    }
  }
  return null;
}

/** One ingredient item as its line: the line itself, or its amount, unit and name (and note) put together. */
function ingredientLine(item: JsonObject): string | null {
  const line = firstString(item, LINE_KEYS);
  let name = firstString(item, NAME_KEYS);
  if (name === null) {
    // the food as an object of its own: { ingredient: { name: "flour" }, amount: 200 }
    for (const [key, value] of entries(item)) {
      if (isObject(value) && /ingredient|food|product|item/.test(key)) name = firstString(value, /^(?:name|title)$/);
      if (name !== null) break;
    }
  }
  if (name === null) return line;
  let amount: string | null = null;
  let unit: string | null = null;
  for (const [key, value] of entries(item)) {
    if (UNIT_KEY.test(key)) unit ??= unitText(value);
    else if (AMOUNT_KEY.test(key)) amount ??= amountText(value);
  }
  // a line that already holds the name is the line the page shows ("2 cups flour, sifted")
  if (line !== null && line.toLowerCase().includes(name.toLowerCase()) && line.length > name.length) return line;
  const note = firstString(item, NOTE_KEYS);
  const composed = [amount, unit, name].filter((part) => part !== null).join(' ');
  return note !== null && !composed.toLowerCase().includes(note.toLowerCase()) ? `${composed}, ${note}` : composed;
}

/** The array under the first key that matches, followed through a flight reference. */
function listUnder(object: JsonObject, keys: RegExp, rows: Map<string, unknown>, skip?: RegExp): unknown[] | null {
  for (const [key, value] of entries(object)) {
    if (!keys.test(key) || skip?.test(key)) continue;
    const list = deref(value, rows);
    if (Array.isArray(list) && list.length > 0) return list;
  }
  return null;
}

/** Ingredient lines of a list: strings, items, or groups (a title and a list of their own) as "Title:" then lines. */
function ingredientLines(list: unknown[], rows: Map<string, unknown>, depth = 0): string[] | null {
  const lines: string[] = [];
  for (const raw of list) {
    const item = deref(raw, rows);
    if (typeof item === 'string') {
      const text = shown(item);
      if (text.length > 0) lines.push(text);
      continue;
    }
    if (!isObject(item)) return null;
    const nested = depth === 0 ? listUnder(item, INGREDIENTS_KEY, rows) : null;
    const group = nested === null ? null : ingredientLines(nested, rows, depth + 1);
    if (group !== null) {
      const title = firstString(item, /^(?:title|name|heading|header|label|purpose)$/);
      lines.push(...(title !== null ? [`${title.replace(/:$/, '')}:`] : []), ...group);
      continue;
    }
    const line = ingredientLine(item);
    if (line === null) return null;
    lines.push(line);
  }
  return lines;
}

/** A step's own heading is a label ("Schritt 1", "Tip", "Stap 2"), or its text cut short: not a line of its own. */
function ownHeading(heading: string, text: string): boolean {
  return !/^\p{L}{1,14}\.?\s*\d{0,2}\s*[.:]?$/u.test(heading) && !text.toLowerCase().startsWith(heading.toLowerCase());
}

/** Steps of a list: strings, items with a text (after a heading of its own), or sections with steps of their own. */
function stepLines(list: unknown[], rows: Map<string, unknown>, depth = 0): string[] | null {
  const steps: string[] = [];
  for (const raw of list) {
    const item = deref(raw, rows);
    if (typeof item === 'string') {
      const text = shown(item);
      if (text.length > 0) steps.push(text);
      continue;
    }
    if (!isObject(item)) return null;
    const heading = firstString(item, STEP_HEADING_KEYS);
    const nested = depth < 2 ? listUnder(item, STEPS_KEY, rows) : null;
    const section = nested === null ? null : stepLines(nested, rows, depth + 1);
    // a title is a heading line, not a step (as in json-ld.ts): a section's, or a step's own at the top level;
    // inside a section a step's title leads its step
    if (section !== null) {
      steps.push(...(heading !== null && section.length > 0 ? [asStepHeading(heading)] : []), ...section);
      continue;
    }
    const text = firstString(item, STEP_TEXT_KEYS);
    if (text === null) {
      if (heading === null) return null;
      steps.push(heading);
      continue;
    }
    steps.push(...(heading !== null && ownHeading(heading, text) ? titledStep(heading, text, depth > 0) : [text]));
  }
  return steps;
}

const hasWords = (line: string) => /\p{L}{2}/u.test(line);

/** A recipe-shaped object: a title, two ingredient lines or more, and a step with words. */
function recipeOf(object: JsonObject, rows: Map<string, unknown>): RecipeFields | null {
  const title = entries(object).find(([key, value]) => TITLE_KEYS.has(key) && typeof value === 'string')?.[1];
  if (typeof title !== 'string') return null;
  const ingredientList = listUnder(object, INGREDIENTS_KEY, rows, /count|ids?$/);
  const stepList = listUnder(object, STEPS_KEY, rows, /count|ids?$|time/);
  if (ingredientList === null || stepList === null) return null;
  const ingredients = ingredientLines(ingredientList, rows);
  const instructions = stepLines(stepList, rows);
  if (ingredients === null || instructions === null) return null;
  if (ingredients.filter(hasWords).length < 2 || !instructions.some((step) => step.split(/\s+/).length >= 3))
    return null;
  if (ingredients.length > MAX_LINES || instructions.length > MAX_LINES) return null;
  const yields = entries(object)
    .filter(([key, value]) => YIELD_KEYS.test(key) && (typeof value === 'number' || typeof value === 'string'))
    .map(([, value]) => shown(String(value)))
    .filter((text) => /\d/.test(text));
  const description = firstString(object, /^(?:description|subtitle|summary|intro)$/);
  return { ...emptyFields(), title: shown(title), description, ingredients, instructions, yields };
}

/** A title's letters and digits alone, in lower case: "Ratatouille : recette de Ratatouille" → "ratatouillerecettede…". */
const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** What the page itself is titled: its window title and its first main heading. */
function pageTitles(root: HTMLElement): string[] {
  return [root.querySelector('title'), root.querySelector('h1')]
    .map((element) => (element === null ? '' : lettersOf(cleanText(element.innerHTML))))
    .filter((text) => text.length > 0);
}

/**
 * The recipe in the page's application state: JSON-LD carried inside it first, else the recipe-shaped object the
 * page is titled after (the state also holds the recipes it suggests: "Semoule aux légumes" on a ratatouille's page),
 * else the first.
 */
export function readAppState(root: HTMLElement): RecipeFields | null {
  const { values, rows } = statesOf(root);
  if (values.length === 0) return null;
  const jsonLd: unknown[] = [];
  const objects = objectsOf(values, jsonLd);
  const declared = jsonLd.length > 0 ? recipeFromJsonLd(jsonLd) : null;
  if (declared !== null && declared.ingredients.length > 0 && declared.instructions.length > 0) return declared;
  const titles = pageTitles(root);
  let first: RecipeFields | null = null;
  for (const object of objects) {
    const recipe = recipeOf(object, rows);
    if (recipe === null) continue;
    const letters = lettersOf(recipe.title ?? '');
    if (letters.length > 0 && titles.some((title) => title.includes(letters))) return recipe;
    first ??= recipe;
  }
  return first;
}
