import type { HTMLElement } from 'node-html-parser';
import { cleanText } from './text';
import { siblingIndex } from './list-items';

/**
 * The rows of a part drawn without list markup, as some recipe plugins draw them (`<div class="cooked-ingredient">`
 * per line, `<p>` per step): the largest set of sibling elements of one kind (tag and first class) that show text,
 * two or more, in the element named after the part. A part drawn in groups (`<span class="group"><p>…</p><p>…</p>
 * </span>` side by side, each after its heading) gives, when `grouped` (ingredients: a step's parts are no group),
 * the rows of all its groups, each group's heading before them.
 */

const MAX_ELEMENTS = 3000;
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'BUTTON', 'INPUT', 'SELECT', 'LABEL', 'SVG', 'TEMPLATE', 'NOSCRIPT']);

const kindOf = (element: HTMLElement) => `${element.tagName} ${(element.getAttribute('class') ?? '').split(/\s+/)[0]}`;

/** An element's children that show text, by kind. */
function rowsByKind(parent: HTMLElement): Map<string, HTMLElement[]> {
  const byKind = new Map<string, HTMLElement[]>();
  for (const node of parent.childNodes) {
    if (node.nodeType !== 1) continue;
    const child = node as HTMLElement;
    if (SKIPPED.has(child.tagName) || cleanText(child.innerHTML).length === 0) continue;
    byKind.set(kindOf(child), [...(byKind.get(kindOf(child)) ?? []), child]);
  }
  return byKind;
}

/** The element just before another among its parent's children, if any. */
function previousElement(element: HTMLElement): HTMLElement | null {
  const siblings = element.parentNode?.childNodes ?? [];
  for (let i = siblingIndex(element) - 1; i >= 0; i--)
    if (siblings[i]!.nodeType === 1) return siblings[i] as HTMLElement;
  return null;
}

export function repeatedRows(scope: HTMLElement, { grouped = false } = {}): HTMLElement[] {
  const parents = [scope, ...scope.querySelectorAll('*')];
  if (parents.length > MAX_ELEMENTS) return [];
  let best: HTMLElement[] = [];
  let bestCount = 0;
  // rows of one kind in groups of one kind side by side: "P in SPAN.itr-ingredients" under one parent
  const inGroups = new Map<string, { groups: HTMLElement[]; rows: HTMLElement[][] }>();
  for (const parent of parents) {
    for (const [kind, rows] of rowsByKind(parent)) {
      if (rows.length < 2) continue;
      if (rows.length > bestCount) [best, bestCount] = [rows, rows.length];
      if (!grouped || parent === scope || parent.parentNode === null) continue;
      const key = `${kind} in ${kindOf(parent)}`;
      const entry = inGroups.get(key) ?? { groups: [], rows: [] };
      if (entry.groups.length > 0 && entry.groups[0]!.parentNode !== parent.parentNode) continue;
      entry.groups.push(parent);
      entry.rows.push(rows);
      inGroups.set(key, entry);
    }
  }
  for (const { groups, rows } of inGroups.values()) {
    const count = rows.reduce((sum, group) => sum + group.length, 0);
    if (groups.length < 2 || count <= bestCount) continue;
    best = groups.flatMap((group, i) => {
      const heading = previousElement(group);
      return heading !== null && isHeadingRow(heading) ? [heading, ...rows[i]!] : rows[i]!;
    });
    bestCount = count;
  }
  return best;
}

/** A row drawn as a group's heading among the lines ("cooked-heading", "ingredient-group-title"). */
export const isHeadingRow = (row: HTMLElement) =>
  /(?:^|[\s_-])(?:(?:sub)?heading|header|group|title|subtitle|section)(?:$|[\s_-])/i.test(
    row.getAttribute('class') ?? '',
  );
