import type { HTMLElement, Node } from 'node-html-parser';

/** The walks of a page's lists that the HTML fallback's readers share (`page-lists.ts`, `method-list.ts`). */

export const LIST_TAGS = new Set(['LI', 'UL', 'OL']);

/** The list items of an element that are not inside another list item of it. */
export function topListItems(element: HTMLElement): HTMLElement[] {
  // walked with a stack of its own, not down into an item: a hostile page nests thousands of lists
  const items: HTMLElement[] = [];
  const stack: Node[] = [...element.childNodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.nodeType !== 1) continue;
    const child = node as HTMLElement;
    if (child.tagName === 'LI') items.push(child);
    else for (let i = child.childNodes.length - 1; i >= 0; i--) stack.push(child.childNodes[i]!);
  }
  return items;
}

/** Whether `inner` is `outer` or stands inside it. */
export function contains(outer: HTMLElement, inner: HTMLElement): boolean {
  for (let node: HTMLElement | null = inner; node !== null; node = node.parentNode) if (node === outer) return true;
  return false;
}

/**
 * A question asked of an element and its ancestors ("is it, or is any element around it, a NAV?"), each element's
 * answer kept: the readers ask it of every block, and walking up each time grew with the page's depth times its size
 * (seconds on a hostile page nesting 500 deep). The page is not changed once read, so an answer stays true.
 */
export function selfOrAncestor(test: (element: HTMLElement) => boolean): (element: HTMLElement | null) => boolean {
  const known = new WeakMap<HTMLElement, boolean>();
  return (element) => {
    const path: HTMLElement[] = [];
    let answer = false;
    for (let node = element; node !== null; node = node.parentNode) {
      const kept = known.get(node);
      if (kept !== undefined) {
        answer = kept;
        break;
      }
      path.push(node);
      if (test(node)) {
        answer = true;
        break;
      }
    }
    for (const node of path) known.set(node, answer);
    return answer;
  };
}

/** Whether an element holds one of `tags` (upper case) below it: walked by hand, as a selector is compiled at each call. */
export function holds(element: HTMLElement, tags: ReadonlySet<string>): boolean {
  const stack: Node[] = [...element.childNodes];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.nodeType !== 1) continue;
    if (tags.has((node as HTMLElement).tagName)) return true;
    for (const child of node.childNodes) stack.push(child); // not spread: a hostile element holds 100,000
  }
  return false;
}

const indexes = new WeakMap<HTMLElement, Map<Node, number>>();

/**
 * Where a node stands among its parent's children (-1 without a parent), each parent's children counted once: a
 * reader asking it of every list in a parent holding thousands made `indexOf` quadratic.
 */
export function siblingIndex(node: Node): number {
  const parent = node.parentNode;
  if (parent === null) return -1;
  let index = indexes.get(parent);
  if (index === undefined) {
    index = new Map(parent.childNodes.map((child, i) => [child, i]));
    indexes.set(parent, index);
  }
  return index.get(node) ?? -1;
}

const insideTag = new Map<string, (element: HTMLElement | null) => boolean>();

/**
 * Whether an element stands inside one of `tag` (upper case): its ancestors walked by hand, as `closest` would
 * match a selector at each one (cubic on a page nesting thousands of elements).
 */
export function within(element: HTMLElement, tag: string): boolean {
  let inside = insideTag.get(tag);
  if (inside === undefined) {
    inside = selfOrAncestor((node) => node.tagName === tag);
    insideTag.set(tag, inside);
  }
  return inside(element.parentNode);
}

/** The parts of a page around its article: its menu, header, footer, sidebars and forms. */
const PAGE_CHROME = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'FORM']);

/** Whether an element stands in the page's menu, header, footer, a sidebar or a form, not in its article. */
export const inPageChrome: (element: HTMLElement) => boolean = selfOrAncestor((node) => PAGE_CHROME.has(node.tagName));
