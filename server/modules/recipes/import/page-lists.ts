import type { HTMLElement } from 'node-html-parser';
import { gridLines } from './ingredient-grid';
import { isHeadingRow, repeatedRows } from './repeated-rows';
import { emptyFields, type RecipeFields } from './recipe-fields';
import { isContentsEntry, isLinkOnly, isNote, lineText, stepLines } from './list-item-text';
import { LIST_TAGS, contains, topListItems } from './list-items';
import { betterMethod, methodItems, type NamedList, STEPS_NAME, stepsWithHeadings } from './method-list';
import { cleanText } from './text';
import { isNutritionPanel, isServingsControl } from './tidy';

/**
 * What a page shows a person, read from its markup when its structured data is missing: the lists inside the
 * elements a recipe page names after its ingredients and its method.
 */

const INGREDIENTS_NAME = /ingredient|zutaten|ingr[ée]dients?|ingredientes|ingredienti|sastojci/i;
/** Equipment (pans, an oven) is listed beside the ingredients on some pages, sometimes marked up like them. */
const EQUIPMENT_NAME =
  /equipment|[ée]quipement|utensil|ustensile|utensilios|utensili|k[üu]chenger[äa]te|(?:^|[\s_-])(?:tools?|mat[ée]riel)(?:$|[\s_-])/i;
/** "Serves 4" as a sentence of its own at the very end. */
const TRAILING_YIELD = /(?<=[.!?])\s+((?:serves|makes|yields?)\s+\d+(?:\s*[-–]\s*\d+)?(?:\s+\p{L}+)?)\.?$/iu;
const PAGE_FRAME = new Set(['NAV', 'HEADER', 'FOOTER']);
// the page itself is never the list ("sunfw-direction-ltr" on the body named it after a method)
const SKIPPED = new Set([
  'HTML',
  'BODY',
  'LI',
  'A',
  'BUTTON',
  'SPAN',
  'INPUT',
  'LABEL',
  'SCRIPT',
  'STYLE',
  'NAV',
  'HEADER',
  'FOOTER',
  'FORM',
]);

/** A class word a blog gives a post or its page after the post's category or tag ("category-method"). */
const TAXONOMY_CLASS = /(?:^|-)(?:category|cat|tag|tags)-/i;

function nameOf(element: HTMLElement): string {
  const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter((word) => !TAXONOMY_CLASS.test(word));
  return `${classes.join(' ')} ${element.getAttribute('id') ?? ''}`;
}

/**
 * Whether a list item belongs to equipment (pans, an oven), which some pages list beside the ingredients and
 * mark up like them: the nearest section around it named after equipment, not after ingredients or method.
 */
function inEquipment(item: HTMLElement): boolean {
  for (let node: HTMLElement | null = item; node !== null; node = node.parentNode) {
    const names = `${nameOf(node)} ${node.getAttribute('aria-labelledby') ?? ''}`;
    if (EQUIPMENT_NAME.test(names)) return true;
    if (!LIST_TAGS.has(node.tagName) && (INGREDIENTS_NAME.test(names) || STEPS_NAME.test(names))) return false;
  }
  return false;
}

/**
 * An ingredient item that holds a list of its own ("<li><b>Seasonings</b><ul><li>1 tbsp chili powder</li>…"): its
 * own words as a group heading ("Seasonings:") when they read as one, else as a line, then each line of its list.
 */
function nestedLines(item: HTMLElement): string[] | null {
  const lists = item.childNodes.filter((node) => LIST_TAGS.has((node as HTMLElement).tagName));
  if (lists.length === 0) return null;
  // a list of notes under the line ("150 g onion, diced" / "roughly 1 large onion"): one line, read in order
  if (lists.every((list) => topListItems(list as HTMLElement).every(isNote))) return [cleanText(item.innerHTML)];
  const own = cleanText(
    item.childNodes
      .filter((node) => !LIST_TAGS.has((node as HTMLElement).tagName))
      .map((node) => node.toString())
      .join(' '),
  );
  const heading = own.length > 0 && !/\d/.test(own) && own.split(/\s+/).length <= 6 ? `${own.replace(/:$/, '')}:` : own;
  return [
    ...(heading.length > 0 ? [heading] : []),
    ...lists.flatMap((list) => itemLines(list as HTMLElement, { nested: true })),
  ];
}

/** An element the page hides until a reader switches to it (the imperial list beside the metric one). */
function isHidden(element: HTMLElement): boolean {
  return (
    element.hasAttribute('hidden') ||
    /(?:^|\s)(?:hide|hidden|d-none|is-hidden)(?:\s|$)/.test(element.getAttribute('class') ?? '') ||
    /display\s*:\s*none/i.test(element.getAttribute('style') ?? '')
  );
}

/**
 * The lines of an element's lists; with `nested`, an item holding a list of its own gives that list's lines; with
 * `steps`, numbers drawn before the steps go.
 */
function itemLines(element: HTMLElement, { nested = false, steps = false } = {}): string[] {
  return (steps ? methodItems(element) : topListItems(element))
    .filter((item) => !inEquipment(item) && !isHidden(item) && !isContentsEntry(item) && !(steps && isLinkOnly(item)))
    .flatMap(
      (item, index) =>
        (nested ? nestedLines(item) : null) ?? (steps ? stepLines(item, index + 1) : [ingredientText(item)]),
    )
    .filter((line) => line.length > 0);
}

/** An ingredient item's line; an item classed as a heading ("recipe__list-subheading") names a group: "Dry brine:". */
function ingredientText(item: HTMLElement): string {
  const text = lineText(item);
  return isHeadingRow(item) && text.length <= MAX_GROUP_NAME && !text.endsWith(':') ? `${text}:` : text;
}
const MAX_GROUP_NAME = 60;

/**
 * The lines of a part drawn without list items: its repeated rows (`repeated-rows.ts`), a row drawn as a heading
 * as "Name:" among ingredients; steps without the number drawn before them, and only when one has five words or more.
 */
function rowLines(element: HTMLElement, steps: boolean): string[] {
  // figures in cells of their own under column labels are a grid (`ingredient-grid.ts`), not rows
  const grid = steps || element.range[1] - element.range[0] > MAX_GRID_HTML ? [] : gridLines(element);
  if (grid.length > 0) return grid;
  const rows = repeatedRows(element, { grouped: !steps }).filter((row) => !isHidden(row));
  const lines = rows
    .flatMap((row, index) =>
      steps
        ? stepLines(row, index + 1)
        : [isHeadingRow(row) ? `${cleanText(row.innerHTML)}:` : cleanText(row.innerHTML)],
    )
    // a line is words: a figure alone ("4.99") is a price or a count, not an ingredient
    .filter((line) => /\p{L}{2}/u.test(line));
  if (!steps && lines.filter((line) => !line.endsWith(':')).length < 2) return [];
  return steps && !lines.some((line) => line.split(/\s+/).length >= 5) ? [] : lines;
}

/**
 * The named element whose list is longest: the whole ingredient list, not one of its groups. An element that
 * holds `outside` (the method) is not taken: "ingredients-and-directions" wraps both lists.
 */
function longestNamedList(
  root: HTMLElement,
  name: RegExp,
  {
    exclude,
    outside,
    nested = false,
    steps = false,
    before,
  }: { exclude?: RegExp; outside?: HTMLElement; nested?: boolean; steps?: boolean; before?: HTMLElement } = {},
): NamedList | null {
  let best: NamedList | null = null;
  for (const element of root.querySelectorAll('[class], [id]')) {
    if (SKIPPED.has(element.tagName)) continue;
    const names = nameOf(element);
    if (!name.test(names) || exclude?.test(names)) continue;
    if (outside !== undefined && contains(element, outside)) continue;
    if (before !== undefined && element.range[0] >= before.range[1]) continue;
    // a table of contents only (its rows would read as the method)
    const entries = element.querySelectorAll('li');
    if (entries.length > 0 && entries.every(isContentsEntry)) continue;
    const listed = itemLines(element, { nested, steps });
    const lines = listed.length > 0 ? listed : rowLines(element, steps);
    if (steps ? betterMethod(lines, best) : lines.length > (best?.lines.length ?? 0)) best = { element, lines };
  }
  return best;
}

/** Lists not inside another of the same lists, and not in the page's navigation, header or footer. */
function outermost(lists: HTMLElement[]): HTMLElement[] {
  const all = new Set(lists);
  return lists.filter((list) => {
    for (let parent = list.parentNode; parent !== null; parent = parent.parentNode) {
      if (all.has(parent) || PAGE_FRAME.has(parent.tagName)) return false;
    }
    return true;
  });
}

const AMOUNT_FIRST = /^(?:\d|[½⅓⅔¼¾⅛⅜⅝⅞])/u;

/** Whether most lines open with an amount, as ingredient lines do ("2 celery stalks", "½ cup dill"). */
export function mostlyAmounts(lines: string[]): boolean {
  return lines.filter((line) => AMOUNT_FIRST.test(line)).length >= lines.length * 0.6;
}

/**
 * Ingredients a page lists without naming them: the lists before the method in the nearest block around it
 * that has any, back to one with no amount (a post's list of reasons, once three lines are taken), when there
 * are 3 lines or more and most open with an amount.
 */
export function unnamedListsBefore(method: HTMLElement): string[] {
  for (let scope = method.parentNode; scope !== null; scope = scope.parentNode) {
    const lists = outermost(scope.querySelectorAll('ul, ol')).filter(
      (list) => list.range[0] < method.range[0] && !contains(method, list),
    );
    const each = lists.map((list) => itemLines(list, { nested: true })).filter((lines) => lines.length > 0);
    if (each.length === 0) continue;
    // from the method back: a list with no amount at all before three lines or more is the post's, not the recipe's
    let first = each.length;
    let taken = 0;
    while (first > 0 && (taken < 3 || each[first - 1]!.some((line) => AMOUNT_FIRST.test(line))))
      taken += each[--first]!.length;
    const lines = each.slice(first).flat();
    return lines.length >= 3 && mostlyAmounts(lines) ? lines : [];
  }
  return [];
}

/**
 * Ingredients drawn as a checklist without list markup (`<div><input type="checkbox"><div>50 g</div><div>butter</div>
 * </div>` per line): the rows of checkboxes before the method, grouped by their parent (one group per ingredient
 * group), in page order; each group of two rows or more whose lines mostly open with an amount, three lines at least.
 */
function checklistBefore(root: HTMLElement, method: HTMLElement): string[] {
  const groups = new Map<HTMLElement, HTMLElement[]>();
  for (const box of root.querySelectorAll('input')) {
    if ((box.getAttribute('type') ?? '').toLowerCase() !== 'checkbox' || box.range[0] > method.range[0]) continue;
    const row = box.parentNode;
    const parent = row?.parentNode;
    if (!row || !parent || LIST_TAGS.has(row.tagName)) continue;
    groups.set(parent, [...(groups.get(parent) ?? []), row]);
  }
  const lines = [...groups.values()]
    .filter((rows) => rows.length >= 2)
    .map((rows) => rows.map((row) => cleanText(row.innerHTML)).filter((line) => line.length > 0))
    .filter(mostlyAmounts)
    .flat();
  return lines.length >= 3 ? lines : [];
}

/** A grid is read in an element of this size at most: a wider one is a page section, not an ingredient list. */
const MAX_GRID_HTML = 100_000;

/**
 * Ingredients drawn as a grid of cells (`ingredient-grid.ts`) in an element named after them that does not hold the
 * method: the one giving the most lines.
 */
function namedGridBefore(root: HTMLElement, method: HTMLElement): string[] {
  let best: string[] = [];
  for (const element of root.querySelectorAll('[class], [id]')) {
    if (SKIPPED.has(element.tagName) || !INGREDIENTS_NAME.test(nameOf(element)) || contains(element, method)) continue;
    if (element.range[1] - element.range[0] > MAX_GRID_HTML || element.range[0] > method.range[0]) continue;
    const lines = gridLines(element);
    if (lines.length > best.length) best = lines;
  }
  return best;
}

/**
 * Whether every item of a list is one line of text, as an ingredient is: not a block of paragraphs, and not a
 * control (a row of tabs or buttons).
 */
function simpleLines(list: HTMLElement): boolean {
  if (/tablist|menu|navigation|toolbar/i.test(list.getAttribute('role') ?? '')) return false;
  return topListItems(list).every(
    (item) => item.querySelector('p, div, ul, ol, h2, h3, h4, h5, h6, table, button, input, select') === null,
  );
}

/** The widest element around a list that is named after ingredients and does not hold the method too. */
function ingredientsSection(list: HTMLElement, method: HTMLElement): HTMLElement | null {
  let section: HTMLElement | null = null;
  for (let parent = list.parentNode; parent !== null && !contains(parent, method); parent = parent.parentNode) {
    if (INGREDIENTS_NAME.test(nameOf(parent))) section = parent;
  }
  return section;
}

/**
 * The lines of every list that is itself named after ingredients (`<ul class="ingredient-list">`), in page
 * order, with the other lists of single lines in the same ingredients section: a recipe in groups ("In the
 * box", "From your cupboard") shows one list per group, and a meal kit may name only the first. Lists inside
 * another of them count once.
 */
function namedLists(root: HTMLElement, method: HTMLElement): string[] {
  const all = root.querySelectorAll('ul, ol').filter((list) => INGREDIENTS_NAME.test(nameOf(list)));
  // those before the method when there are any: after it a post lists its tags ("Key ingredients") and comments
  const before = all.filter((list) => list.range[0] < method.range[1]);
  const named = outermost(before.length > 0 ? before : all);
  if (named.length === 0) return [];
  const section = ingredientsSection(named[0]!, method);
  const others =
    section === null
      ? []
      : outermost(section.querySelectorAll('ul, ol')).filter(
          (list) => simpleLines(list) && !named.some((one) => contains(one, list) || contains(list, one)),
        );
  return [...named, ...others]
    .sort((a, b) => a.range[0] - b.range[0])
    .flatMap((list) => itemLines(list, { nested: true }));
}

/**
 * A recipe from the page's own lists. Steps: the longest list inside an element named after instructions or
 * method, with the headings that divide it. Ingredients: the lists named after ingredients, or else the longest
 * list inside an element so named, or else unnamed lists of amounts before the method. Null unless both are
 * there, or, with `stepsAlone` (the page declares a recipe that lacks its steps), unless the steps are.
 */
export function readPageLists(root: HTMLElement, { stepsAlone = false } = {}): RecipeFields | null {
  const method = longestNamedList(root, STEPS_NAME, { exclude: INGREDIENTS_NAME, steps: true });
  if (method === null) return null;
  const listed = namedLists(root, method.element);
  let ingredients =
    listed.length > 0
      ? listed
      : (longestNamedList(root, INGREDIENTS_NAME, { outside: method.element, before: method.element, nested: true })
          ?.lines ??
        longestNamedList(root, INGREDIENTS_NAME, { outside: method.element, nested: true })?.lines ??
        unnamedListsBefore(method.element));
  if (ingredients.length === 0) ingredients = checklistBefore(root, method.element);
  if (ingredients.length === 0) ingredients = namedGridBefore(root, method.element);
  ingredients = ingredients.filter((line) => !isServingsControl(line));
  // a nutrition panel before the method is not its ingredients, and the lists read around it are not the recipe (only
  // its method, for a declared recipe that lacks one)
  if (isNutritionPanel(ingredients)) ingredients = [];
  if (ingredients.length === 0 && !stepsAlone) return null;
  const instructions = stepsWithHeadings(method);
  // "… serve with the dip. Serves 4": the yield, written at the end of the method.
  const last = instructions.length - 1;
  const yieldNote = TRAILING_YIELD.exec(instructions[last] ?? '');
  if (yieldNote && yieldNote.index > 0) instructions[last] = (instructions[last] ?? '').slice(0, yieldNote.index);
  return { ...emptyFields(), ingredients, instructions, yields: yieldNote ? [yieldNote[1]!] : [] };
}
