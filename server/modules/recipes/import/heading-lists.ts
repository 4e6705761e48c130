import { HTMLElement } from 'node-html-parser';
import { gridLines } from './ingredient-grid';
import { holds, selfOrAncestor, within } from './list-items';
import { isLinkOnly, withoutDrawnNumber } from './list-item-text';
import { AFTER_METHOD, MORE_INGREDIENT_WORDS, MORE_METHOD_WORDS } from './recipe-words';
import { emptyFields, type RecipeFields } from './recipe-fields';
import { cleanText } from './text';
import { isNutritionPanel, isServingsControl } from './tidy';

/**
 * A recipe as a page shows it to a person when it has no structured data and no elements named after its parts: a
 * heading that says "Ingredients" (in one of our languages) with the lines after it, then a heading that says
 * "Method" with the steps after it. The headings may be h1-h6, a paragraph in bold, an accordion's button; the lines
 * list items, or paragraphs and line breaks.
 */

const FOR = String.raw`(?:\s+(?:for|of|pour|f[üu]r|para|per|voor|do|til|för|na|za|de)\b.*)?`;
/** What a heading may add after its word: "(serves 4)", "– 30 minutes", "4 servings". */
const TAIL = String.raw`(?:\s*(?:\([^()]{1,40}\)|[–—-]\s.{1,40}|\d+\s+\p{L}+(?:\s+\p{L}+)?))?`;
/** And before it: "The ingredients", "Recipe method", "Cooking instructions". */
const LEAD = String.raw`(?:(?:the|recipe|cooking)\s+)?`;
const INGREDIENTS_HEADING = new RegExp(
  String.raw`^${LEAD}(?:ingredients?|ingr[ée]dients?|zutaten|ingredientes|ingredienti|ingredi[ëe]nten|sk[łl]adniki|ingredienser|ingrediensek|hozz[áa]val[óo]k|suroviny|sastojci|ainekset|${MORE_INGREDIENT_WORDS}|what you(?:'|’)ll need|you(?:'|’)ll need|you will need)(?:\s+list)?${FOR}${TAIL}\s*[:：]?$`,
  'iu',
);
const METHOD_HEADING = new RegExp(
  String.raw`^${LEAD}(?:instructions?|directions?|method|preparation|steps?|how to make (?:it|them|this)|here(?:'|’)s how to make (?:it|them)|fremgangsm[åa]de|s[åa]dan g[øo]r du|zubereitung|anleitung|pr[ée]paration|[ée]tapes|preparazione|procedimento|preparaci[óo]n|elaboraci[óo]n|modo de preparo|bereiding(?:swijze)?|werkwijze|przygotowanie|spos[óo]b przygotowania|postup(?: pr[íi]pravy)?|elk[ée]sz[íi]t[ée]s|priprema|tillagning|slik gj[øo]r du(?: det)?|valmistus|${MORE_METHOD_WORDS})${FOR}${TAIL}\s*[:：]?$`,
  'iu',
);

const HEADING_TAGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const HEADING_LIKE = new Set([
  ...HEADING_TAGS,
  'P',
  'DIV',
  'A',
  'BUTTON',
  'SPAN',
  'STRONG',
  'B',
  'DT',
  'SUMMARY',
  'LEGEND',
  'LABEL',
  'TH',
]);
const OUTSIDE = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'FORM', 'TEMPLATE', 'SVG']);
const MAX_LINES = 60;
const MAX_HEADING_HTML = 20_000;

interface Block {
  at: number;
  end: number;
  lines: string[];
  heading: boolean;
  item: boolean;
  /** The list an item is in. */
  list: HTMLElement | null;
  element: HTMLElement;
}

const outside: (element: HTMLElement) => boolean = selfOrAncestor((node) => OUTSIDE.has(node.tagName));

/** The lines of a block as a person reads them: line breaks part lines, bullets drawn as text ("• ") go. */
function linesOf(element: HTMLElement): string[] {
  return element.innerHTML
    .split(/<br\s*\/?>/i)
    .map((part) => cleanText(part).replace(/^[•·▪◦‣∙*–-]\s*/u, ''))
    .filter((line) => line.length > 0);
}

/** Whether a short text is a heading of its own (not a line of the recipe). */
function headingText(element: HTMLElement): string | null {
  // a heading's markup is short: a wrapper is not serialised (a page nesting thousands of them would take seconds)
  if (!HEADING_LIKE.has(element.tagName) || element.range[1] - element.range[0] > MAX_HEADING_HTML) return null;
  const text = cleanText(element.innerHTML);
  return text.length > 0 && text.length <= 60 ? text : null;
}

/** An item's place among the items of its list, from 1. */
function placeInList(item: HTMLElement): number {
  const items =
    item.parentNode?.childNodes.filter((node) => node instanceof HTMLElement && node.tagName === 'LI') ?? [];
  return items.indexOf(item) + 1;
}

/** A step item's lines without the number drawn in an element of its own before it (list-item-text.ts). */
function stepLines(block: Block): string[] {
  if (!block.item) return block.lines;
  const text = withoutDrawnNumber(block.element, placeInList(block.element));
  return text === null ? block.lines : [text];
}

const ITEM = new Set(['LI']);
const blocksRead = new WeakMap<HTMLElement, Block[]>();

/**
 * Paragraphs, list items and headings in page order; a list item counts once, with what it holds. Read once for the
 * readers that walk them (the tree is not changed once parsed).
 */
function blocksOf(root: HTMLElement): Block[] {
  let blocks = blocksRead.get(root);
  if (blocks === undefined) blocksRead.set(root, (blocks = readBlocks(root)));
  return blocks;
}

function readBlocks(root: HTMLElement): Block[] {
  const blocks: Block[] = [];
  for (const element of root.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, dd')) {
    if (outside(element)) continue;
    // an item inside another item, or a paragraph or heading inside one, is read with it; so is a paragraph
    // inside a paragraph (markup a browser would not nest: each read on its own is quadratic)
    if (within(element, 'LI') || (element.tagName === 'P' && within(element, 'P'))) continue;
    // a paragraph holding a list (which a browser closes the paragraph before) is read as its items
    if (element.tagName === 'P' && holds(element, ITEM)) continue;
    const heading = HEADING_TAGS.has(element.tagName);
    const item = element.tagName === 'LI';
    blocks.push({
      at: element.range[0],
      end: element.range[1],
      lines: linesOf(element),
      heading,
      item,
      list: item ? element.parentNode : null,
      element,
    });
  }
  return blocks;
}

/** The first element whose whole text matches, after `from`: the outermost of nested ones. */
function findHeading(root: HTMLElement, pattern: RegExp, from: number): { at: number; end: number } | null {
  let best: { at: number; end: number } | null = null;
  for (const element of root.querySelectorAll('*')) {
    if (element.range[0] < from || (best !== null && element.range[0] > best.at)) continue;
    const text = headingText(element);
    if (text === null || !pattern.test(text) || outside(element)) continue;
    if (best === null || element.range[0] < best.at || element.range[1] > best.end)
      best = { at: element.range[0], end: element.range[1] };
  }
  return best;
}

/** A line that names a group ("BUND", "For the sauce:", "Zutaten") rather than an ingredient. */
export function isGroupName(line: string): boolean {
  if (INGREDIENTS_HEADING.test(line)) return true;
  if (/\d/.test(line)) return false;
  if (
    /^(?:for|pour|f[üu]r|para|per|voor|do|til|för|na|za)\s.{2,40}:?$/iu.test(line) &&
    line.split(/\s+/).length <= 6 &&
    !/,/.test(line)
  )
    return true;
  if (/:$/.test(line) && line.split(/\s+/).length <= 6) return true;
  return line === line.toUpperCase() && /\p{Lu}/u.test(line) && line.split(/\s+/).length <= 4;
}

/** The article an element stands in, if the page marks one up. */
function articleOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentNode; node !== null; node = node.parentNode)
    if (node.tagName === 'ARTICLE') return node;
  return null;
}

/** The method after the heading that names it: its paragraphs or its list, up to the page's notes. */
function methodAfter(blocks: Block[], methodAt: { end: number }): string[] {
  const instructions: string[] = [];
  const after = blocks.filter((b) => b.at >= methodAt.end);
  // A method written as a list ends with its list: the paragraphs after it are the page's, not the recipe's.
  const listed = after[0]?.item === true;
  // nor does it go on past the article it is in (the posts listed after it, its tags, its comments)
  const article = after[0] === undefined ? null : articleOf(after[0].element);
  for (const block of after) {
    const first = block.lines[0] ?? '';
    if (listed && !block.item) break;
    if (article !== null && (block.at < article.range[0] || block.end > article.range[1])) break;
    if (block.heading && (AFTER_METHOD.test(first) || instructions.length > 0)) break;
    if (AFTER_METHOD.test(first) && first.length <= 40) break;
    // an entry of a list of articles ("Read More") is one link, not a step
    if (!block.heading && !(block.item && isLinkOnly(block.element))) instructions.push(...stepLines(block));
    if (instructions.length >= MAX_LINES) break;
  }
  return instructions;
}

/** How many headings naming the method are tried for one followed by a sentence. */
const MOST_METHOD_HEADINGS = 8;

/**
 * The steps a page shows after a heading that names its method ("Directions", "Elaboración de la crema"), for a
 * declared recipe whose structured data lists its ingredients but not its steps.
 */
export function readMethodAfterHeading(root: HTMLElement): string[] {
  const blocks = blocksOf(root);
  // The first such heading followed by a sentence: "Preparación 35 m" labels a time, not the method. A page has
  // one or two; a hostile one repeating the heading thousands of times gets the first few read.
  let methodAt = findHeading(root, METHOD_HEADING, 0);
  for (let tries = 0; methodAt !== null && tries < MOST_METHOD_HEADINGS; tries++) {
    const steps = methodAfter(blocks, methodAt).filter((line) => !line.includes('©'));
    if (steps.some((line) => line.split(/\s+/).length >= 5)) return steps;
    methodAt = findHeading(root, METHOD_HEADING, methodAt.end);
  }
  return [];
}

export function readHeadingLists(root: HTMLElement): RecipeFields | null {
  const ingredientsAt = findHeading(root, INGREDIENTS_HEADING, 0);
  if (ingredientsAt === null) return null;
  const methodAt = findHeading(root, METHOD_HEADING, ingredientsAt.end);
  if (methodAt === null) return null;
  const blocks = blocksOf(root);
  const listed = blocks
    .filter((b) => b.at >= ingredientsAt.end && b.end <= methodAt.at && !b.heading)
    .flatMap((b) => b.lines)
    // a picture's credit between the heading and the list ("Photo credit: © …") is no ingredient
    .filter((line) => !isGroupName(line) && !isServingsControl(line) && !line.includes('©'));
  // no paragraphs or items between the headings: a grid of cells, perhaps
  const ingredients = listed.length >= 2 ? listed : gridLines(root, { from: ingredientsAt.end, to: methodAt.at });
  const instructions = methodAfter(blocks, methodAt);
  if (ingredients.length < 2 || ingredients.length > MAX_LINES || instructions.length === 0) return null;
  // a nutrition panel under the ingredients' heading is no ingredient: the method stands, the form says what is missing
  return { ...emptyFields(), ingredients: isNutritionPanel(ingredients) ? [] : ingredients, instructions };
}

const AMOUNT_FIRST = /^(?:\d|[½⅓⅔¼¾⅛⅜⅝⅞])/u;

/**
 * A recipe typed in stages with no method heading, as a word processor leaves it: a paragraph naming ingredients
 * ("Ingrédients pour le levain (1 nuit)", "Ingredients"), the lines that follow it each opening with an amount (or a
 * list of them, mostly amounts), then that stage's method: its list items (perhaps after a note), or else its
 * paragraphs up to the next heading; then perhaps the next stage. Read only when nothing else gives a recipe.
 */
export function readStagedRecipe(root: HTMLElement): RecipeFields | null {
  const blocks = blocksOf(root).filter((block) => block.lines.length > 0);
  const starts = blocks.flatMap((block, index) =>
    block.lines.length === 1 && INGREDIENTS_HEADING.test(block.lines[0]!) ? [index] : [],
  );
  const ingredients: string[] = [];
  const instructions: string[] = [];
  for (const [n, start] of starts.entries()) {
    const end = starts[n + 1] ?? blocks.length;
    let at = start + 1;
    const lines: string[] = [];
    const first = blocks[at];
    if (first?.item === true) {
      // the stage's ingredients as a list of their own, mostly amounts
      for (; at < end && blocks[at]!.item && blocks[at]!.list === first.list; at++) lines.push(...blocks[at]!.lines);
      if (lines.filter((line) => AMOUNT_FIRST.test(line)).length < lines.length * 0.6) continue;
    } else
      for (; at < end && !blocks[at]!.heading; at++) {
        const block = blocks[at]!;
        if (block.lines.every((line) => AMOUNT_FIRST.test(line)) && !block.item) lines.push(...block.lines);
        else break;
      }
    if (lines.length === 0) continue;
    ingredients.push(...lines);
    // a method in list items may follow a note or two ("* the flour types, here"): its items, one after another
    let firstItem = at;
    while (firstItem < end && !blocks[firstItem]!.item) firstItem++;
    const listed = firstItem < end && firstItem - at <= 2;
    for (at = listed ? firstItem : at; at < end; at++) {
      const block = blocks[at]!;
      if (block.heading || (listed && !block.item) || AFTER_METHOD.test(block.lines[0]!)) break;
      instructions.push(...block.lines);
    }
  }
  if (ingredients.length < 3 || ingredients.length > MAX_LINES || instructions.length > MAX_LINES) return null;
  if (!instructions.some((line) => line.split(/\s+/).length >= 5)) return null;
  return { ...emptyFields(), ingredients, instructions };
}
