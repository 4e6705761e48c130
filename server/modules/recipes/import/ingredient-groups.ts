import type { HTMLElement } from 'node-html-parser';
import { isGroupName } from './heading-lists';
import { MORE_INGREDIENT_WORDS } from './recipe-words';
import { cleanText } from './text';
import { siblingIndex } from './list-items';

/** A group of a recipe's ingredients ("For the sauce"): its name and the index of its first line. */
export interface IngredientGroup {
  name: string;
  first: number;
}

const LISTS = new Set(['UL', 'OL', 'DL']);
const MAX_NAME = 60;
const MAX_HEADING = 120;
/** "Ingredients", "Ingredients 1x2x3x", "The ingredient list" name the whole list, not a group of it. */
export const WHOLE_LIST = new RegExp(
  String.raw`^(?:the\s+)?(?:ingredients?|ingr[ée]dients?|zutaten|ingredientes|ingredienti|ingredi[ëe]nten|sk[łl]adniki|ingredienser|ingrediensek|hozz[áa]val[óo]k|suroviny|sastojci|ainekset|${MORE_INGREDIENT_WORDS})(?!\p{L})`,
  'iu',
);

/** The words of a line that survive how pages print it (½ or 1/2, tsp or teaspoon, a checkbox, parentheses). */
export const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
const UNIT_WORDS = /^(?:cups?|tsp|tbsp|teaspoons?|tablespoons?|ounces?|pounds?|grams?|lbs?|plus|and|the|for|more|to)$/;

/** Whether a list item shows the ingredient line: the same words, but for units and small words, mostly. */
export function shows(item: Set<string>, line: Set<string>): boolean {
  const a = [...item].filter((w) => !UNIT_WORDS.test(w));
  const b = [...line].filter((w) => !UNIT_WORDS.test(w));
  if (b.length === 0) return a.length === 0;
  const common = b.filter((w) => item.has(w)).length;
  return common / Math.max(a.length, b.length) >= 0.6;
}
export const groupName = (text: string) => text.replace(/\s*:\s*$/, '').trim();

/**
 * Group headings printed among the lines ("For the sauce:"), as structured data often carries them: the lines
 * without them, and the groups they start. A heading with no line after it is dropped.
 */
export function groupsFromLines(lines: readonly string[]): { ingredients: string[]; groups: IngredientGroup[] } {
  const ingredients: string[] = [];
  const groups: IngredientGroup[] = [];
  for (const line of lines) {
    if (!isGroupName(line)) ingredients.push(line);
    else if (!WHOLE_LIST.test(line)) {
      if (groups.at(-1)?.first === ingredients.length) groups.pop();
      groups.push({ name: groupName(line), first: ingredients.length });
    }
  }
  if (groups.at(-1)?.first === ingredients.length) groups.pop();
  return { ingredients, groups };
}

const AMOUNT_FIRST = /^(?:\d|[½⅓⅔¼¾⅛⅜⅝⅞])/u;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Structured lines that name a part of the dish the method makes, not a food: "Yoghurt and Ouzo Dressing" among the
 * lines, with "for yoghurt and ouzo dressing, combine …" in a step. Such a line has no number, six words at most, is
 * neither the first line nor the last, is followed by a line that opens with an amount, and the method names it after
 * "for", "make" or "prepare" (perhaps "the"). It is written as a heading ("… Dressing:") so that it becomes a group.
 * "Cilantro" before "Crumbled cotija cheese" stays a food: no amount follows it.
 */
export function withComponentHeadings(lines: readonly string[], steps: readonly string[]): string[] {
  const method = steps.join(' ').replace(/\s+/g, ' ').toLowerCase();
  return lines.map((line, index) => {
    const name = line.trim().replace(/[.:]$/, '').toLowerCase();
    if (index === 0 || index === lines.length - 1 || name.length === 0 || /\d/.test(name)) return line;
    if (name.split(/\s+/).length > 6 || !AMOUNT_FIRST.test(lines[index + 1]!.trim())) return line;
    const named = new RegExp(
      `(?:^|\\P{L})(?:for|make|making|prepare|to make)\\s+(?:the\\s+)?${escaped(name)}(?!\\p{L})`,
      'u',
    );
    return named.test(method) ? `${line.trim().replace(/[.:]$/, '')}:` : line;
  });
}

const CONTROLS = new Set(['BUTTON', 'INPUT', 'SELECT', 'LABEL']);

/**
 * The short text just before `element` in its parent (or its parent's, up to four levels, when it opens each: a page
 * builder wraps a heading and a list in modules of their own), if it reads as a heading.
 */
export function headingBefore(element: HTMLElement): string | null {
  for (let node: HTMLElement | null = element, depth = 0; node !== null && depth < 4; node = node.parentNode, depth++) {
    const siblings = node.parentNode?.childNodes ?? [];
    const at = siblingIndex(node);
    for (let i = at - 1; i >= 0; i--) {
      const sibling = siblings[i] as HTMLElement | undefined;
      const text = cleanText((sibling as { innerHTML?: string } | undefined)?.innerHTML ?? sibling?.text ?? '');
      if (text === '') continue;
      if (
        sibling !== undefined &&
        'tagName' in sibling &&
        (LISTS.has(sibling.tagName) ||
          sibling.querySelector?.('li') !== null ||
          // a switch between units ("Metric Imperial") or servings is a control, not a heading
          CONTROLS.has(sibling.tagName) ||
          sibling.querySelector?.('button, input, select') !== null)
      )
        return null;
      // a heading element may name its group at length ("For the syrup (makes enough for 6-8 cocktails)")
      const limit = /^H[2-6]$/.test(sibling?.tagName ?? '') ? MAX_HEADING : MAX_NAME;
      return text.length <= limit && !/^\d/.test(text) ? text : null;
    }
  }
  return null;
}

/**
 * Group headings drawn inside the one list that holds every line: an element that is no list item among the items
 * (`<ul><h4>Curry Sauce</h4><li>40g butter</li>…`, `<div class="ingredient-label">Filling</div>`), or an item that
 * holds only a heading (`<li><strong>For the glaze:</strong></li>`, or ends with a colon). Short, without a number,
 * and not a line of the recipe. Groups only when one starts after the first line (a heading over the whole list is
 * no group).
 */
function headingsInsideList(list: HTMLElement, found: Map<HTMLElement, number>): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let pending: string | null = null;
  for (const node of list.childNodes) {
    if (node.nodeType !== 1) continue;
    const child = node as HTMLElement;
    const at = found.get(child);
    if (at !== undefined) {
      if (pending !== null) groups.push({ name: pending, first: at });
      pending = null;
      continue;
    }
    const text = cleanText(child.innerHTML);
    if (text.length === 0 || text.length > MAX_NAME || /\d/.test(text) || WHOLE_LIST.test(text)) continue;
    const emphasis = child.querySelector('strong, b, h2, h3, h4, h5, h6');
    const heading =
      child.tagName !== 'LI' || /:$/.test(text) || (emphasis !== null && cleanText(emphasis.innerHTML) === text);
    if (heading) pending = groupName(text);
  }
  return groups.some((group) => group.first > 0) ? groups : [];
}

/**
 * Lines first found in an earlier list that the next list also shows, just before the line it was first found at:
 * a blog's own list about the ingredients ("Milk: whole milk is best") can name the first line before the recipe's
 * list does. Those lines belong to the list that shows them all.
 */
function takeBackEarlyLines(
  lists: { list: HTMLElement; first: number; item: HTMLElement }[],
  wanted: readonly Set<string>[],
): void {
  for (let i = lists.length - 2; i >= 0; i--) {
    const earlier = lists[i]!;
    const later = lists[i + 1]!;
    const count = later.first - earlier.first;
    const items = later.list.childNodes.filter((node): node is HTMLElement => (node as HTMLElement).tagName === 'LI');
    const at = items.indexOf(later.item);
    if (count <= 0 || at < count) continue;
    const before = items.slice(at - count, at);
    if (before.every((item, k) => shows(wordsOf(item.text), wanted[earlier.first + k]!))) {
      later.first = earlier.first;
      lists.splice(i, 1);
    }
  }
}

/**
 * Groups as the page shows them, when its structured data has none: the ingredient lines are found among the page's
 * list items, and when they sit in two lists or more, each list after a short heading ("For the glaze") is a group
 * named after it. A line the page shows as such a heading, not as an item ("Salsa" as one of the structured lines,
 * an h2 on the page), is the group's name and leaves the lines. Generic: any plugin or hand-written page that lists
 * groups as headed lists.
 */
export function groupsFromPage(
  root: HTMLElement,
  lines: readonly string[],
  /** Told whether every line was found in the page's list items (then the rows reader has nothing to add). */
  seen: { inListItems: boolean } = { inListItems: false },
): { ingredients: string[]; groups: IngredientGroup[] } | null {
  if (lines.length < 2) return null;
  const listHeadings = new Set(
    root
      .querySelectorAll('ul, ol')
      .map((list) => headingBefore(list))
      .filter((name) => name !== null)
      .map((name) => groupName(name).toLowerCase()),
  );
  const wanted = lines.map(wordsOf);
  const headingLines = new Set<number>();
  const found = new Map<HTMLElement, number>();
  const lists: { list: HTMLElement; first: number; item: HTMLElement }[] = [];
  let next = 0;
  for (const item of root.querySelectorAll('li')) {
    if (next >= wanted.length) break;
    if (item.querySelector('li') !== null) continue;
    const text = wordsOf(item.text);
    while (
      next < wanted.length &&
      !shows(text, wanted[next]!) &&
      listHeadings.has(groupName(lines[next]!).toLowerCase())
    )
      headingLines.add(next++);
    if (next >= wanted.length || !shows(text, wanted[next]!)) continue;
    const list = item.parentNode;
    if (list !== null && lists.at(-1)?.list !== list) lists.push({ list, first: next - headingLines.size, item });
    found.set(item, next - headingLines.size);
    next++;
  }
  seen.inListItems = next === wanted.length;
  if (next === wanted.length && lists.length === 1 && headingLines.size === 0) {
    const inside = headingsInsideList(lists[0]!.list, found);
    return inside.length > 0 ? { ingredients: [...lines], groups: inside } : null;
  }
  if (headingLines.size === 0) takeBackEarlyLines(lists, wanted);
  // every line found, in order, in two lists or more; each heading line just before the list it names
  if (next < wanted.length || lists.length < 2) return null;
  const named = (at: number) => lists.find((one) => one.first === at);
  let before = 0;
  for (const at of headingLines) {
    const list = named(at - before++);
    const name = list === undefined ? null : headingBefore(list.list);
    if (name === null || groupName(name).toLowerCase() !== groupName(lines[at]!).toLowerCase()) return null;
  }
  const groups: IngredientGroup[] = [];
  for (const { list, first } of lists) {
    const name = headingBefore(list);
    // two lists under one heading are one group
    if (name !== null && !WHOLE_LIST.test(name) && groups.at(-1)?.name !== groupName(name))
      groups.push({ name: groupName(name), first });
  }
  return { ingredients: lines.filter((_, index) => !headingLines.has(index)), groups };
}
