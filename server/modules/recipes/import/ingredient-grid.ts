import type { HTMLElement, Node } from 'node-html-parser';
import { isHeadingRow } from './repeated-rows';
import { cleanText } from './text';
import { shownMarkup, unseen } from './visible-lines';

/**
 * Ingredients drawn as a grid of cells without list or table markup, as a trade or bakery site draws a formula:
 * a row of column labels ("KG", "%"), then for each food a cell with its name and cells with its figures
 * (`<div class="col-6">Wheat flour</div><div class="col-3">5.000</div><div class="col-3">50.00</div>`), perhaps a
 * group's name above. Each row reads as a cook writes it: the figure of the first column headed by a unit, the unit,
 * the name ("5.000 kg Wheat flour"); a name whose figure is "-" is the name alone. A table's rows read the same way.
 */

const CELL_TAGS = new Set([
  'DIV',
  'TD',
  'TH',
  'P',
  'DD',
  'DT',
  'SPAN',
  'LI',
  'B',
  'STRONG',
  'EM',
  'I',
  'A',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
]);
/** A link drawn as a button ("Make it gluten free") is a control, not a cell. */
const CONTROL = /(?:^|[\s_-])(?:btn|button)(?:$|[\s_-])/i;
/** Tags whose presence inside an element makes it a block of cells, not a cell. */
const BLOCK_TAGS = new Set(['DIV', 'TD', 'TH', 'TR', 'P', 'DD', 'DT', 'LI', 'UL', 'OL', 'TABLE', 'SECTION', 'ARTICLE']);
/** A figure: a number, a fraction, perhaps a short unit after it ("5.000", "½", "250 g"); or a dash for none. */
const FIGURE = /^(?:(?:\d+(?:[.,]\d+)?|\d+\/\d+|[½⅓⅔¼¾⅛])(?:\s*\p{L}{1,5}\.?)?|[-–—])$/u;
/**
 * In a row of its own, beside the one name, a figure may be a range or carry a longer word: "3,5 - 4 dl", "3
 * mittelgross", "2 TL (gestrichen)"; or be written in Chinese numerals ("一个半", "半根") or as "as much as needed" (适量).
 */
const ROW_FIGURE =
  /^(?:(?:\d+(?:[.,]\d+)?|\d+\/\d+|[½⅓⅔¼¾⅛])(?:\s*[-–]\s*(?:\d+(?:[.,]\d+)?|\d+\/\d+|[½⅓⅔¼¾⅛]))?(?:\s*\p{L}{1,14}\.?)?(?:\s*\([^()]{1,20}\))?|[一二两兩三四五六七八九十半]{1,3}[个個根只片瓣勺杯克本枚袋包罐颗顆块塊条條]半?|适量|適量|少许|少許|少々)$/u;
/** Column labels that are units: the figures under them are amounts in that unit. */
const UNIT_LABEL =
  /^(?:kg|g|gr|grams?|mg|l|ltr|litres?|liters?|ml|cl|dl|oz|ounces?|lbs?|pounds?|cups?|tbsp|tsp|pcs|pieces?|stk|st|szt|pz|qty|quantity|amount|menge|quantit[ée]|cantidad|hoeveelheid)\.?$/iu;
const MAX_CELLS = 600;
/** A grid between two headings spans this much markup at most: more is a page, not an ingredient list. */
const MAX_HTML = 100_000;
const MAX_NAME = 160;

interface Entry {
  text: string;
  figures: string[];
}

interface Cell {
  text: string;
  /** The row the cell is in: its table row when it is in one (a cell may sit deep in a `<td>`), else its parent. */
  parent: HTMLElement | null;
  /** Named as an amount (`<td class="recipe-ingredients__amount">2 ks celé</td>`): a figure, whatever it says. */
  amount: boolean;
}

/** A cell's class naming it as the amount column: "amount", "quantity", "qty" as a word of its class. */
const AMOUNT_CLASS = /(?:^|[\s_-])(?:amount|quantity|qty)(?:$|[\s_-])/i;

/** The table row an element is in, below `scope`, or its parent when it is in none. */
function rowOf(element: HTMLElement, scope: HTMLElement): HTMLElement | null {
  for (let node = element.parentNode; node !== null && node !== scope; node = node.parentNode)
    if (node.tagName === 'TR') return node;
  return element.parentNode;
}

/**
 * A bare number whose unit a unit-switching widget keeps in an attribute (`<b data-primary-unit="g">195</b>`, the
 * script writing "195 g"): the number and that unit.
 */
function withUnit(element: HTMLElement, text: string): string {
  if (!/^\d+(?:[.,]\d+)?$/.test(text)) return text;
  const unit = Object.entries(element.attributes).find(([name]) => /^data-(?:[a-z]+-)?unit$/i.test(name))?.[1] ?? '';
  return /^\p{L}{1,8}\.?$/u.test(unit) ? `${text} ${unit}` : text;
}

/** A text node that shows something ("&nbsp;" does not). */
const isText = (node: Node) => node.nodeType === 3 && cleanText(node.rawText) !== '';

/** The cells of a scope in page order: elements that show text and hold no block of their own. */
function cellsOf(scope: HTMLElement, within?: { from: number; to: number }): Cell[] {
  const elements = scope.querySelectorAll('*');
  // what holds a block, and what shows text, found once from the leaves up (no recursion: a hostile page nests deep)
  const holdsBlock = new Set<HTMLElement>();
  const showsText = new Set<HTMLElement>();
  for (let i = elements.length - 1; i >= 0; i--) {
    const element = elements[i]!;
    const parent = element.parentNode;
    if (!showsText.has(element) && element.childNodes.some((node) => isText(node))) showsText.add(element);
    if (parent === null) continue;
    if (BLOCK_TAGS.has(element.tagName) || holdsBlock.has(element)) holdsBlock.add(parent);
    if (showsText.has(element)) showsText.add(parent);
  }
  // a row lines up cells of its own (two or more that show text, and no text between them), it is no cell
  const holdsCells = (element: HTMLElement) =>
    element.childNodes.filter((node) => node.nodeType === 1 && showsText.has(node as HTMLElement)).length >= 2 &&
    !element.childNodes.some((node) => isText(node));
  const cells: Cell[] = [];
  let inside = -1;
  for (const element of elements) {
    // parents come first: what a cell holds is part of it
    if (!CELL_TAGS.has(element.tagName) || element.range[0] < inside) continue;
    if (within !== undefined && (element.range[0] < within.from || element.range[1] > within.to)) continue;
    if (!showsText.has(element) || holdsBlock.has(element) || holdsCells(element)) continue;
    inside = element.range[1];
    let hidden = false;
    for (let node: HTMLElement | null = element; node !== null && node !== scope; node = node.parentNode)
      if (unseen(node)) hidden = true;
    if (hidden) continue;
    if (CONTROL.test(element.getAttribute('class') ?? '') || element.hasAttribute('onclick')) continue;
    const text = withUnit(element, cleanText(shownMarkup(element)));
    const amount = AMOUNT_CLASS.test(element.getAttribute('class') ?? '');
    if (text.length > 0) cells.push({ text, parent: rowOf(element, scope), amount });
    if (cells.length > MAX_CELLS) return [];
  }
  return cells;
}

/** A table row's one cell that shows text beside cells left empty: a food without an amount, not a group's name. */
function amountLeftEmpty(cell: Cell): boolean {
  const row = cell.parent;
  if (row?.tagName !== 'TR' || FIGURE.test(cell.text) || ROW_FIGURE.test(cell.text)) return false;
  // a row drawn bold or classed as a heading names a group ("<td class="name bold-font">巴斯克</td><td></td>")
  if (isHeadingRow(row) || row.querySelector('b, strong, [class*="bold" i]') !== null) return false;
  const cells = row.childNodes.filter((node) => CELL_OF_ROW.has((node as HTMLElement).tagName));
  return cells.length >= 2 && cells.filter((node) => cleanText(shownMarkup(node)).length > 0).length === 1;
}
const CELL_OF_ROW = new Set(['TD', 'TH']);

/**
 * Names with their figures: a row drawn as an element of its own (one name, its figures, in either order), or else
 * the figures after each name. A name followed by no figure is a label (a column's, a group's, a total).
 */
function entriesOf(cells: Cell[]): Entry[] {
  const entries: Entry[] = [];
  for (let start = 0; start < cells.length;) {
    let end = start + 1;
    while (end < cells.length && cells[end]!.parent === cells[start]!.parent) end++;
    const row = cells.slice(start, end);
    const figure = (cell: Cell) => cell.amount || FIGURE.test(cell.text) || ROW_FIGURE.test(cell.text);
    const names = row.filter((cell) => !figure(cell));
    if (row.length <= 4 && names.length === 1 && row.length > 1)
      entries.push({ text: names[0]!.text, figures: row.filter(figure).map((c) => c.text) });
    else if (row.length === 1 && amountLeftEmpty(row[0]!))
      entries.push({ text: row[0]!.text, figures: ['-'] }); // "Butter zum Dünsten" beside an empty amount
    else
      for (const cell of row) {
        if (cell.amount || FIGURE.test(cell.text)) entries.at(-1)?.figures.push(cell.text);
        else entries.push({ text: cell.text, figures: [] });
      }
    start = end;
  }
  return entries;
}

/** An ingredient line from a row: the figure under the first unit column (or the first figure), the unit, the name. */
function lineOf(row: Entry, columns: string[]): string {
  const at = columns.findIndex((label) => UNIT_LABEL.test(label));
  const figure = row.figures[at >= 0 ? at : 0] ?? '';
  if (/^[-–—]$/.test(figure) || figure.length === 0) return row.text;
  const unit = at >= 0 && !/^(?:qty|quantity|amount|menge|quantit[ée]|cantidad|hoeveelheid)$/i.test(columns[at]!);
  return [figure, unit ? columns[at]!.toLowerCase() : '', row.text].filter((part) => part.length > 0).join(' ');
}

/** The grid's ingredient lines, with "Name:" before a group; empty unless two rows or more share their column count. */
export function gridLines(scope: HTMLElement, within?: { from: number; to: number }): string[] {
  if (within !== undefined && within.to - within.from > MAX_HTML) return [];
  const entries = entriesOf(cellsOf(scope, within));
  const rows = entries.filter((entry) => entry.figures.length > 0 && entry.text.length <= MAX_NAME);
  if (rows.length < 2) return [];
  const width = rows[0]!.figures.length;
  if (rows.filter((row) => row.figures.length === width).length < rows.length * 0.8) return [];
  const lines: string[] = [];
  let columns: string[] = [];
  let labels: string[] = [];
  for (const entry of entries) {
    if (entry.figures.length === 0) {
      labels.push(entry.text);
      continue;
    }
    if (labels.length > 0) {
      // the labels just before a row: the columns' (short, as many as its figures), and a group's name before them
      const heads = labels.slice(-width);
      // one column's label must name a unit ("KG"): a lone short word there is a group's name ("PASTA")
      const columnLike = (label: string) => label.length <= 12 && !/[\d:]/.test(label);
      if (heads.length === width && heads.every(columnLike) && (width > 1 || UNIT_LABEL.test(heads[0]!))) {
        columns = heads;
        labels = labels.slice(0, -width);
      }
      const group = labels.at(-1);
      if (group !== undefined && !/\d/.test(group) && group.length <= 60) lines.push(`${group.replace(/:$/, '')}:`);
      labels = [];
    }
    if (entry.text.length <= MAX_NAME) lines.push(lineOf(entry, columns));
  }
  return lines;
}
