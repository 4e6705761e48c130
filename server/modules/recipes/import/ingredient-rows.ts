import type { HTMLElement } from 'node-html-parser';
import { groupName, headingBefore, shows, WHOLE_LIST, wordsOf, type IngredientGroup } from './ingredient-groups';
import { cleanText } from './text';
import { siblingIndex } from './list-items';

/**
 * Groups a page draws without list markup: each ingredient line in a row of its own (`<p>`, `<div>`), the rows of a
 * group in one container after a heading (`<span class="heading">Whipped Cream</span><span><p>1 cup cream</p>…`,
 * `<div><h4>Dressing</h4><div class="item">…</div>…</div>`). Read when the lines are not all in list items.
 */

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'NAV', 'HEADER', 'FOOTER', 'HEAD']);
/** A row's markup is short: an element spanning more than this is a block of rows, not one. */
const MAX_ROW_HTML = 3000;
const HEADING_TAGS = /^(?:H[2-6]|STRONG|B|DT|LEGEND)$/;

function skipped(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node !== null; node = node.parentNode)
    if (SKIP.has(node.tagName)) return true;
  return false;
}

interface Wanted {
  words: Set<string>;
  number: string | undefined;
  /** The line's longest word, which the element's text holds even when the page glues its cells ("1 dbpatisszon"). */
  longest: string;
}

/** Whether an element shows an ingredient line: its words, and its first number when it has one. */
function showsLine(element: HTMLElement, wanted: Wanted): boolean {
  // a cheap look first: most elements hold neither the number nor the longest word
  const glued = element.text;
  if (wanted.number !== undefined && !glued.includes(wanted.number)) return false;
  if (!glued.toLowerCase().includes(wanted.longest)) return false;
  // cells read apart, as a browser draws them
  return shows(wordsOf(element.structuredText), wanted.words);
}

/** The smallest element after `from` that shows the line, in page order. */
function rowOf(candidates: HTMLElement[], start: number, line: string): number {
  const words = wordsOf(line);
  const wanted: Wanted = {
    words,
    number: /\d+/.exec(line)?.[0],
    longest: [...words].sort((a, b) => b.length - a.length)[0] ?? '',
  };
  for (let i = start; i < candidates.length; i++) {
    const element = candidates[i]!;
    if (!showsLine(element, wanted)) continue;
    // a child that shows it too is the row (candidates come parents first)
    const child = element.childNodes.find((node) => node.nodeType === 1 && showsLine(node as HTMLElement, wanted));
    if (child === undefined) return i;
  }
  return -1;
}

function ancestors(element: HTMLElement): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node !== null; node = node.parentNode) chain.push(node);
  return chain;
}

/** The deepest element holding both. */
function commonAncestor(a: HTMLElement, b: HTMLElement): HTMLElement | null {
  const of = new Set(ancestors(a));
  return ancestors(b).find((node) => of.has(node)) ?? null;
}

const depth = (element: HTMLElement | null) => (element === null ? -1 : ancestors(element).length);

/** A short heading drawn inside the container before its first row, or else the one just before the container. */
function nameOf(container: HTMLElement, firstRow: HTMLElement): string | null {
  for (const node of container.childNodes) {
    if (node.nodeType !== 1) continue;
    const child = node as HTMLElement;
    if (child === firstRow || ancestors(firstRow).includes(child)) break;
    const text = cleanText(child.innerHTML);
    if (text.length > 0 && text.length <= 60 && !/\d/.test(text) && HEADING_TAGS.test(child.tagName)) return text;
  }
  // the element before is a container of the same kind (a table row after a table row): no heading there
  const siblings = container.parentNode?.childNodes ?? [];
  let previous: HTMLElement | undefined;
  for (let i = siblingIndex(container) - 1; i >= 0 && previous === undefined; i--) {
    const node = siblings[i]!;
    if (node.nodeType === 1 && cleanText((node as HTMLElement).innerHTML).length > 0) previous = node as HTMLElement;
  }
  const kind = (element: HTMLElement) => `${element.tagName} ${element.getAttribute('class') ?? ''}`;
  if (previous !== undefined && kind(previous) === kind(container)) return null;
  return headingBefore(container);
}

export function groupsFromRows(
  root: HTMLElement,
  lines: readonly string[],
): { ingredients: string[]; groups: IngredientGroup[] } | null {
  if (lines.length < 3) return null;
  const body = root.querySelector('body') ?? root;
  const candidates = body
    .querySelectorAll('*')
    .filter((element) => element.range[1] - element.range[0] <= MAX_ROW_HTML && !skipped(element));
  const rows: HTMLElement[] = [];
  let start = 0;
  for (const line of lines) {
    const at = rowOf(candidates, start, line);
    if (at < 0) return null;
    // lines in list items are the list reader's (groupsFromPage), which has found no groups there
    if (rows.length === 0 && candidates[at]!.closest('li') !== null) return null;
    rows.push(candidates[at]!);
    // the next row starts after this one's markup
    const end = candidates[at]!.range[1];
    start = at + 1;
    while (start < candidates.length && candidates[start]!.range[0] < end) start++;
  }
  // Each row's container: the deeper of what it shares with the row before and the row after.
  const containers = rows.map((row, i) => {
    const before = i > 0 ? commonAncestor(rows[i - 1]!, row) : null;
    const after = i < rows.length - 1 ? commonAncestor(row, rows[i + 1]!) : null;
    return depth(before) >= depth(after) ? before : after;
  });
  // every container holds two rows or more, one after another: rows of a table (one container each) are no groups
  const counts = new Map<HTMLElement | null, number>();
  for (const container of containers) counts.set(container, (counts.get(container) ?? 0) + 1);
  if ([...counts.values()].some((count) => count < 2)) return null;
  const groups: IngredientGroup[] = [];
  let named = 0;
  containers.forEach((container, i) => {
    if (container === null || (i > 0 && containers[i - 1] === container)) return;
    const name = nameOf(container, rows[i]!);
    // a name with a number or a note's asterisk is a line or a note, not a group's name
    if (name === null || WHOLE_LIST.test(name) || /[\d*]/.test(name)) return;
    named++;
    if (groups.at(-1)?.name !== groupName(name)) groups.push({ name: groupName(name), first: i });
  });
  if (named < 2 || !groups.some((group) => group.first > 0)) return null;
  return { ingredients: [...lines], groups };
}
