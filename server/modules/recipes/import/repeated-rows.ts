import type { HTMLElement } from 'node-html-parser';
import { cleanText } from './text';

/**
 * The rows of a part drawn without list markup, as some recipe plugins draw them (`<div class="cooked-ingredient">`
 * per line, `<p>` per step): the largest set of sibling elements of one kind (tag and first class) that show text,
 * two or more, in the element named after the part.
 */

const MAX_ELEMENTS = 3000;
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'BUTTON', 'INPUT', 'SELECT', 'LABEL', 'SVG', 'TEMPLATE', 'NOSCRIPT']);

const kindOf = (element: HTMLElement) => `${element.tagName} ${(element.getAttribute('class') ?? '').split(/\s+/)[0]}`;

export function repeatedRows(scope: HTMLElement): HTMLElement[] {
  const parents = [scope, ...scope.querySelectorAll('*')];
  if (parents.length > MAX_ELEMENTS) return [];
  let best: HTMLElement[] = [];
  for (const parent of parents) {
    const byKind = new Map<string, HTMLElement[]>();
    for (const node of parent.childNodes) {
      if (node.nodeType !== 1) continue;
      const child = node as HTMLElement;
      if (SKIPPED.has(child.tagName) || cleanText(child.innerHTML).length === 0) continue;
      byKind.set(kindOf(child), [...(byKind.get(kindOf(child)) ?? []), child]);
    }
    for (const rows of byKind.values()) if (rows.length >= 2 && rows.length > best.length) best = rows;
  }
  return best;
}

/** A row drawn as a group's heading among the lines ("cooked-heading", "ingredient-group-title"). */
export const isHeadingRow = (row: HTMLElement) =>
  /(?:^|[\s_-])(?:(?:sub)?heading|header|group|title|subtitle|section)(?:$|[\s_-])/i.test(
    row.getAttribute('class') ?? '',
  );
