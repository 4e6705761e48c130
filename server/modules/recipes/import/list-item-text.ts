import type { HTMLElement, Node } from 'node-html-parser';
import { asStepHeading } from '../../../../domain/custom-recipes';
import { isOwnHeading } from './step-labels';
import { cleanText } from './text';
import { STEP_WORD } from './tidy';
import { shownMarkup, unseen } from './visible-lines';

/**
 * The text of one item of a page's list, as the HTML fallback (page-lists.ts) reads it: an ingredient with its note
 * in brackets, a step without the number drawn before it; and the items that are no line at all (notes on the line
 * above, entries of a table of contents).
 */

/** A class word that marks a list item as a note on the line above it, not a line: a note, tip, hint or swap. */
const NOTE_CLASS =
  /^(?:[\w-]*[-_])?(?:notes?|tips?|hints?|sub|substitut(?:e|es|ion|ions)|swaps?|alternatives?)(?:[-_][\w-]*)?$/i;
export const isNote = (item: HTMLElement) =>
  (item.getAttribute('class') ?? '').split(/\s+/).some((word) => NOTE_CLASS.test(word));

/**
 * An entry of the post's table of contents: an item inside a navigation block, or one that is only a link to a
 * place on the same page ("What is naan?"). A plugin's "container-direction" class made one read as a method.
 */
/**
 * A list item that is one link and nothing else, to this page or another: in a method, an entry of a list of
 * articles ("Read More": "How to Bake a Pie With Frozen Fruit"), not a step. (An ingredient may be one link, to the
 * shop's product.)
 */
export function isLinkOnly(item: HTMLElement): boolean {
  const links = item.querySelectorAll('a');
  return links.length === 1 && cleanText(links[0]!.innerHTML) === cleanText(item.innerHTML);
}

export function isContentsEntry(item: HTMLElement): boolean {
  for (let node: HTMLElement | null = item; node !== null; node = node.parentNode)
    if (node.tagName === 'NAV') return true;
  const links = item.querySelectorAll('a');
  return (
    links.length === 1 &&
    (links[0]!.getAttribute('href') ?? '').startsWith('#') &&
    cleanText(links[0]!.innerHTML) === cleanText(item.innerHTML)
  );
}

/** Elements that title a step drawn with its text under it. */
const TITLE_TAGS = new Set(['H2', 'H3', 'H4', 'H5', 'H6']);

/** The box a step's parts sit in: the item, or the one shown box inside it (perhaps inside another). */
function stepBox(item: HTMLElement): HTMLElement {
  let box = item;
  for (let depth = 0; depth < MAX_WRAPPERS; depth++) {
    const shown = box.childNodes.filter(isShown);
    if (shown.length !== 1 || shown[0]!.nodeType !== 1) break;
    box = shown[0] as HTMLElement;
  }
  return box;
}

/**
 * A step's lines. A step drawn as a title over its text (`<li><h4>Step 1 Toast the bread</h4><p>Preheat the
 * oven…</p></li>`) gives the title as a heading line of the method ("Toast the bread:"), as a structured step's name
 * does, then the text: run together they read "Toast the bread Preheat the oven". A title that only opens its text
 * ("Serve" over "Serve at once") is left out, as a structured step's name is. Any other step is its text.
 */
export function stepLines(item: HTMLElement, place: number): string[] {
  // an item that is a few words in bold and nothing else names the steps after it ("<li><strong>Oatmeal</strong>")
  const bold = boldHeading(item);
  if (bold !== null) return [asStepHeading(bold)];
  let parts = stepBox(item).childNodes.filter(isShown);
  // past the number drawn before it, and into the one box that holds the title and the text
  if (parts.length > 1 && isDrawnNumber(parts[0]!, place)) parts = parts.slice(1);
  for (let depth = 0; depth < MAX_WRAPPERS && parts.length === 1 && parts[0]!.nodeType === 1; depth++)
    parts = parts[0]!.childNodes.filter(isShown);
  // or into a first box that opens with the title, what follows it in the item going on with the text
  const inner = parts.length > 1 && parts[0]!.nodeType === 1 ? parts[0]!.childNodes.filter(isShown) : [];
  if (inner.length > 1 && inner[0]!.nodeType === 1 && TITLE_TAGS.has((inner[0] as HTMLElement).tagName))
    parts = [...inner, ...parts.slice(1)];
  const first = parts[0];
  if (parts.length > 1 && first?.nodeType === 1 && TITLE_TAGS.has((first as HTMLElement).tagName)) {
    const number = new RegExp(`^(?:${STEP_WORD}\\s*)?${place}(?!\\d)\\s*[.):]?\\s*`, 'iu');
    const title = cleanText(stepMarkup(first)).replace(number, '');
    const text = cleanText(parts.slice(1).map(stepMarkup).join(''));
    // a title that is only the text's first words ("Cuaja la tortilla" over "Cuaja la tortilla en una sartén…") goes
    if (text.length > 0) return title.length > 0 && isOwnHeading(title, text) ? [asStepHeading(title), text] : [text];
  }
  return [stepText(item, place)];
}

const MAX_BOLD_HEADING_WORDS = 6;

/** The text of an item drawn as one bold run of a few words, not a sentence ("Oatmeal", "For the glaze:"), or null. */
function boldHeading(item: HTMLElement): string | null {
  const bold = item.querySelectorAll('strong, b');
  if (bold.length !== 1) return null;
  const text = cleanText(stepMarkup(item));
  if (text.length === 0 || cleanText(stepMarkup(bold[0]!)) !== text || /[.!?]$/.test(text)) return null;
  return text.split(/\s+/).length <= MAX_BOLD_HEADING_WORDS && /\p{L}/u.test(text) ? text : null;
}

/** A step's text as the page shows it, without the number it draws before it (`withoutDrawnNumber`). */
export function stepText(item: HTMLElement, place: number): string {
  return withoutDrawnNumber(item, place) ?? cleanText(stepMarkup(item));
}

/**
 * A step's text without the number a page draws in an element of its own before it (perhaps "Step 2"), when that
 * number is the step's place in the method (`<li><div class="index">2</div><p>Brown the chicken.</p></li>`): the
 * form numbers the steps; null when it draws none. An ingredient's amount can stand in such an element
 * (`<li><span>2</span> duck legs</li>`), so only steps are read this way.
 */
export function withoutDrawnNumber(item: HTMLElement, place: number): string | null {
  // the number and the text may sit in a box of their own inside the item
  const box = stepBox(item);
  const first = box.childNodes.find(isShown);
  if (first === undefined || !isDrawnNumber(first, place)) return null;
  return cleanText(
    box.childNodes
      .filter((node) => node !== first)
      .map(stepMarkup)
      .join(''),
  );
}

/**
 * A class word that marks a part of a step drawn beside its text, not read as it: the ingredients a plugin lists
 * under each step (`wprm-recipe-instruction-ingredients`) and an affiliate link's disclaimer (`[paid link]`).
 */
const BESIDE_STEP_CLASS = /^[\w-]*[-_](?:ingredients|disclaimer)$/i;

/** An element that shows only the step's place, perhaps after the word for a step ("2", "Step 2", "2."). */
function isDrawnNumber(node: Node, place: number): boolean {
  if (node.nodeType !== 1) return false;
  const number = new RegExp(`^(?:${STEP_WORD}\\s*)?(\\d{1,2})[.):]?$`, 'iu').exec(cleanText(node.toString()));
  return number !== null && Number(number[1]) === place;
}

/** Parts of a step that are no part of its text: a picture with its caption, an article it links to. */
const BESIDE_STEP_TAGS = new Set(['FIGURE', 'FIGCAPTION', 'ARTICLE', 'ASIDE']);

/** What a step's node shows as its text: no unseen elements, none of the parts drawn beside the text. */
const stepMarkup = (node: Node) =>
  shownMarkup(
    node,
    (element) =>
      unseen(element) ||
      BESIDE_STEP_TAGS.has(element.tagName) ||
      (element.getAttribute('class') ?? '').split(/\s+/).some((word) => BESIDE_STEP_CLASS.test(word)),
  );
/** How many boxes around a step's number and text are looked into. */
const MAX_WRAPPERS = 3;
/** A node that shows something: an element, or text that is not only spaces. */
const isShown = (node: Node) => node.nodeType !== 3 || node.rawText.trim().length > 0;

/**
 * An ingredient item's text, with a note the list draws apart (a span classed as notes: "4 chicken thighs" then a
 * faded "skin-on") in brackets, as a line written out keeps a note apart from its food.
 */
export function lineText(item: HTMLElement): string {
  // what the reader does not see (a hidden copy in other units, a control) is no part of the line
  let html = item.innerHTML;
  for (const hidden of item.querySelectorAll('*')) if (unseen(hidden)) html = html.replace(hidden.toString(), ' ');
  const bracketed: string[] = [];
  for (const note of item.querySelectorAll('span, em, small, i')) {
    // a box around the name and its note ("ingredient-name-notes") is not the note
    if (!isNote(note) || note.querySelector('[class*="name" i], [class*="note" i]') !== null) continue;
    const text = cleanText(note.innerHTML);
    if (text.length === 0 || /^[(,[]/u.test(text)) continue;
    html = html.replace(note.toString(), ` (${text}) `);
    bracketed.push(`(${text})`);
  }
  // the comma or dash a plugin sets between a name and its note goes with the brackets ("butter, (cubed)" and
  // "chicken broth - (or water)" are "butter (cubed)" and "chicken broth (or water)")
  let line = cleanText(html).replace(/,\s*,/gu, ',');
  for (const note of bracketed) {
    const at = line.indexOf(note);
    if (at < 0) continue;
    const before = line.slice(0, at).replace(/\s*(?:,|\s[-–—])\s*$/u, ' ');
    line = `${before}${line.slice(at)}`;
  }
  return line;
}
