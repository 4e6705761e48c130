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
 * Whether an element stands inside one of `tag` (upper case): its ancestors walked by hand, as `closest` would
 * match a selector at each one (cubic on a page nesting thousands of elements).
 */
export function within(element: HTMLElement, tag: string): boolean {
  for (let node = element.parentNode; node !== null; node = node.parentNode) if (node.tagName === tag) return true;
  return false;
}

/** The parts of a page around its article: its menu, header, footer, sidebars and forms. */
const PAGE_CHROME = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'FORM']);

/** Whether an element stands in the page's menu, header, footer, a sidebar or a form, not in its article. */
export function inPageChrome(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node !== null; node = node.parentNode)
    if (PAGE_CHROME.has(node.tagName)) return true;
  return false;
}
