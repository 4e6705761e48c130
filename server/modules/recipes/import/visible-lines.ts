import type { HTMLElement, Node } from 'node-html-parser';
import { wordsOf } from './ingredient-groups';
import { holds } from './list-items';
import { cleanText } from './text';
import { tidyIngredient } from './tidy';

/**
 * The ingredient lines as the page shows them where the structured data writes them by a template ("1 pound(s)"
 * where the page shows "1 pound", "3 - slices of bread" for "3 slices of bread") or lost what the page shows (an
 * amount, a note): a person importing a page expects the lines they read on it. Read only when one list (or the
 * lists of its groups, one after another) shows the structured lines one to one, in order, each item sharing its
 * line's food words; otherwise the structured lines stay.
 */

/** Elements a reader does not see as text: controls (a unit switch, a checkbox), scripts, hidden copies. */
const UNSEEN_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'BUTTON',
  'SELECT',
  'INPUT',
  'TEXTAREA',
  'SVG',
]);
// and a copy in the other unit system that a switch shows instead ("wpzoom-rcb-ingredient-alt-amount")
const UNSEEN_CLASS =
  /(?:^|\s)(?:(?:[\w-]*[-_])?(?:sr-only|screen-reader-text|visually-?hidden)|hide|hidden|d-none|is-hidden|invisible|[\w-]*[-_]alt(?:[-_][\w-]*)?)(?:\s|$)/i;
const PAGE_FRAME = new Set(['NAV', 'HEADER', 'FOOTER']);
const LISTS = new Set(['UL', 'OL']);
/** Words that are units or small words: pages print them differently ("tbsp" or "tablespoon", "pound(s)"). */
const UNIT_WORDS =
  /^(?:cups?|tsp|tbsp|tbs|teaspoons?|tablespoons?|ounces?|pounds?|grams?|gms?|lbs?|kg|ml|plus|and|the|for|more|to|or|of|numbers?)$/;
const MAX_NAME = 60;
/** More structured lines than a recipe has (a hostile page's thousands) are not looked for on the page. */
const MOST_LINES = 100;

export function unseen(element: HTMLElement): boolean {
  return (
    UNSEEN_TAGS.has(element.tagName) ||
    element.hasAttribute('hidden') ||
    UNSEEN_CLASS.test(element.getAttribute('class') ?? '') ||
    /display\s*:\s*none|visibility\s*:\s*hidden/i.test(element.getAttribute('style') ?? '')
  );
}

/**
 * Markup of what a node shows, without unseen elements (or the elements `hidden` names); tag names are kept so that
 * block tags still part words.
 */
export function shownMarkup(node: Node, hidden: (element: HTMLElement) => boolean = unseen): string {
  if (node.nodeType === 3) return node.rawText;
  if (node.nodeType !== 1) return '';
  const element = node as HTMLElement;
  if (hidden(element)) return ' ';
  const tag = element.rawTagName?.toLowerCase() ?? 'span';
  return `<${tag}>${element.childNodes.map((child) => shownMarkup(child, hidden)).join('')}</${tag}>`;
}

/** An ingredient item's text as the page shows it, tidied as any ingredient line is. */
export function shownText(item: HTMLElement): string {
  return tidyIngredient(cleanText(shownMarkup(item)).trim());
}

const keptWords = new Map<string, string[]>();

/** Food words, singular or plural alike ("egg(s)" and "eggs"); each text's kept, as each line is compared with many items. */
function foodWords(text: string): string[] {
  let words = keptWords.get(text);
  if (words === undefined) {
    words = [...wordsOf(text)].filter((word) => !UNIT_WORDS.test(word)).map((word) => word.replace(/e?s$/u, ''));
    if (keptWords.size >= 10_000) keptWords.clear();
    keptWords.set(text, words);
  }
  return words;
}

/**
 * Whether an item shows a structured line: the food words of one are all in the other (a note or a brand more, a unit
 * spelt otherwise), or most of them are shared; the item adds no more words than the line has.
 */
export function showsLine(item: string, line: string): boolean {
  return likeness(item, line) > 0;
}

/** How much of their food words an item and the line it shows share (0 to 1), or 0 when it does not show the line. */
function likeness(item: string, line: string): number {
  const a = foodWords(item);
  return shared(a, new Set(a), foodWords(line));
}

/** `likeness` of an item's words (`a`, and as a set) and a line's (`b`). */
function shared(a: readonly string[], inItem: ReadonlySet<string>, b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const common = b.filter((word) => inItem.has(word)).length;
  const share = common / Math.max(a.length, b.length);
  if (a.length - common > Math.max(3, b.length)) return 0;
  return common === b.length || common === a.length || share >= 0.6 ? Math.max(share, 0.01) : 0;
}

/**
 * An item that names a group, not a line: short, no number, ending in a colon or wholly in bold or a heading, or a
 * few words that do not show the line it stands before ("SAUCE" in an item of its own).
 */
function isHeadingItem(item: HTMLElement, text: string, line: string | undefined): boolean {
  if (text.length === 0 || text.length > MAX_NAME || /\d/.test(text)) return false;
  const emphasis = item.querySelector('strong, b, h2, h3, h4, h5, h6');
  if (/:$/.test(text) || (emphasis !== null && cleanText(emphasis.innerHTML) === text)) return true;
  return text.split(/\s+/).length <= 4 && (line === undefined || !showsLine(text, line));
}

function inFrameOrUnseen(list: HTMLElement): boolean {
  for (let node: HTMLElement | null = list; node !== null; node = node.parentNode) {
    if (PAGE_FRAME.has(node.tagName) || unseen(node)) return true;
  }
  return false;
}

/**
 * A structured line written by a template whatever the amount: a plural in brackets ("1 pound(s)", "2 clove(s)"), a
 * dash where a unit would go ("3 - slices of bread"; not a range, "3 - 4 eggs"), an amount of nought ("0 As required
 * salt") or a count for a unit ("1 Numbers avocados").
 */
const TEMPLATE_MARKS = [
  /\p{L}\(s\)/u,
  /^[\d½⅓⅔¼¾⅛⅜⅝⅞][\d/.,\s]*\s-\s+\p{L}/u,
  /^0\s+\p{L}/u,
  /^[\d/.\s]+(?:numbers?|nos?\.?)\s/iu,
];

/**
 * Whether the page's line is taken for the structured one it shows: only where the structured line bears a
 * template's mark that the page's line does not ("1 pound(s)" shown as "1 pound"). Elsewhere the structured line
 * stays: a page draws brackets by style sheet, spells units out, adds a second unit system or shows ½ for 1/2, and
 * on the reference pages the structured line is then what the recipe's card gives (decision 033).
 */
export function takesShown(shown: string, line: string): boolean {
  return TEMPLATE_MARKS.some((mark) => mark.test(line) && !mark.test(shown));
}

type Texts = Map<HTMLElement, string>;

const children = (element: HTMLElement) =>
  element.childNodes.filter((node): node is HTMLElement => node.nodeType === 1);

/** A list's items: a list's LI children, or the paragraphs of a block that holds only paragraphs, one to a line. */
const itemsOf = (list: HTMLElement) =>
  children(list).filter((node) => node.tagName === (list.tagName === 'UL' || list.tagName === 'OL' ? 'LI' : 'P'));

/** A block drawn as a list of paragraphs, one line to each (a plugin's ingredients body). */
const paragraphList = (block: HTMLElement) => {
  const items = children(block);
  return items.length >= 2 && items.every((item) => item.tagName === 'P');
};

/**
 * The lines shown by `lists[start]` and the lists after it, one item to a line, or null: every item of each list is
 * a line or a group heading, the first list opens with the first line, each next list with the next line, and the
 * last list ends with the last line.
 */
function readFrom(lists: HTMLElement[], start: number, lines: readonly string[], texts: Texts): string[] | null {
  const shown: string[] = [];
  for (let at = start; at < lists.length && shown.length < lines.length; at++) {
    let opened = false;
    for (const item of itemsOf(lists[at]!)) {
      if (unseen(item)) continue;
      if (holds(item, LISTS)) return null;
      const text = textOf(item, texts);
      if (text.length === 0) continue;
      const line = lines[shown.length];
      if (isHeadingItem(item, text, line)) continue;
      if (line === undefined || !showsLine(text, line)) return null;
      shown.push(text);
      opened = true;
    }
    // a list between the groups that shows none of the lines breaks the run
    if (!opened) return null;
  }
  return shown.length === lines.length ? shown : null;
}

function textOf(item: HTMLElement, texts: Texts): string {
  let text = texts.get(item);
  if (text === undefined) texts.set(item, (text = shownText(item)));
  return text;
}

/**
 * The lines shown by `lists[start]` and the lists after it in another order, each item a line no other item shows,
 * or null: a page that draws its list in columns (1, 3, 5 | 2, 4, 6) where a template wrote the data row by row.
 */
function readUnordered(lists: HTMLElement[], start: number, lines: readonly string[], texts: Texts): string[] | null {
  const left = new Set(lines.keys());
  const lineWords = lines.map(foodWords);
  const shown: string[] = [];
  for (let at = start; at < lists.length && left.size > 0; at++) {
    for (const item of itemsOf(lists[at]!)) {
      const text = unseen(item) || holds(item, LISTS) ? '' : textOf(item, texts);
      if (text.length === 0) continue;
      const words = foodWords(text);
      const inItem = new Set(words);
      // the line it shares the most food words with ("water as required" is the water, not the salt as required)
      let index: number | undefined;
      let best = 0;
      for (const candidate of left) {
        const share = shared(words, inItem, lineWords[candidate]!);
        if (share > best) [index, best] = [candidate, share];
      }
      if (index === undefined && isHeadingItem(item, text, undefined)) continue;
      if (index === undefined) return null;
      left.delete(index);
      shown.push(text);
    }
  }
  return left.size === 0 ? shown : null;
}

/**
 * The items of the first list (or run of group lists) that shows the structured lines one to one, as shown; null when
 * there is none. The copy the page shows first is taken; a hidden metric or imperial copy, the page's frame and
 * unseen elements are skipped. In any order only when asked (`unordered`, for lines a template wrote).
 */
export function shownLines(root: HTMLElement, lines: readonly string[], unordered = false): string[] | null {
  if (lines.length < 2 || lines.length > MOST_LINES) return null;
  const lists = root
    .querySelectorAll('ul, ol, div')
    .filter((list) => (list.tagName !== 'DIV' || paragraphList(list)) && !inFrameOrUnseen(list));
  const texts: Texts = new Map();
  for (let start = 0; start < lists.length; start++) {
    const first = itemsOf(lists[start]!).find((item) => !unseen(item));
    if (first === undefined || !wordsOf(first.text).size) continue;
    const shown = (unordered ? readUnordered : readFrom)(lists, start, lines, texts);
    if (shown !== null) return shown;
  }
  return null;
}

const AMOUNT = /[\d½⅓⅔¼¾⅛⅜⅝⅞]/u;
const STARTS_WITH_AMOUNT = new RegExp(`^${AMOUNT.source}`, 'u');

/**
 * A structured line that lost the amount the page shows before the same words: "sodium-reduced soy sauce" where the
 * page shows "2 tsp (10ml) sodium-reduced soy sauce" (a site whose structured data drops the amounts it cannot
 * convert), or the head of its amount ("5 tsp" where the page shows "1.5 tsp"). "Salt to taste" shown as written
 * stays.
 */
export function lostAmount(shown: string, line: string): boolean {
  const words = line.trim().toLowerCase();
  const page = shown.toLowerCase();
  if (words.length === 0) return false;
  if (!AMOUNT.test(line)) return STARTS_WITH_AMOUNT.test(shown) && page.includes(words);
  // the amount's whole number lost: "5 tsp" where the page shows "1.5 tsp" (data split at "1." as if a list number),
  // "1/2 cup" where it shows "1 1/2 cup"
  const head = page.slice(0, page.length - words.length);
  return page.endsWith(words) && (/^\d+[.,]$/.test(head) || (/^\d+\s+$/.test(head) && /^\d+\/\d/.test(words)));
}

/**
 * A structured line that lost the note the page shows after the same words: "1 medium shallot" where the page shows
 * "1 medium shallot, thinly sliced".
 */
export function lostNote(shown: string, line: string): boolean {
  const written = line.trim().toLowerCase();
  const page = shown.toLowerCase();
  return written.length > 0 && page.startsWith(written) && /^\s*[,(]\s*\p{L}/u.test(page.slice(written.length));
}

/**
 * The lines a reader sees where the structured ones are a poorer copy, or null when the structured lines stand: a
 * structured list that lost an amount or a note the page shows is replaced by the page's list whole (its second unit
 * system and notes with it); otherwise only the lines a template wrote are. Null too when no line is suspect (bears a
 * template's mark or has no amount) or no list shows the lines one to one.
 */
export function visibleLines(root: HTMLElement, lines: readonly string[]): string[] | null {
  const templated = (line: string) => TEMPLATE_MARKS.some((mark) => mark.test(line));
  if (!lines.some((line) => templated(line) || !AMOUNT.test(line))) return null;
  const shown = shownLines(root, lines);
  // a template's lines the page shows in another order: the page's list, as the reader sees it
  if (shown === null) return lines.some(templated) ? shownLines(root, lines, true) : null;
  // structured data that lost an amount or a note the page shows is a poorer copy of the page's list: the list is read
  const lossy = shown.some((text, index) => lostAmount(text, lines[index]!) || lostNote(text, lines[index]!));
  if (lossy) return shown;
  const read = shown.map((text, index) => (takesShown(text, lines[index]!) ? text : lines[index]!));
  return read.some((text, index) => text !== lines[index]) ? read : null;
}
