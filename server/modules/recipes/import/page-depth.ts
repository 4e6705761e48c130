import type { HTMLElement, Node } from 'node-html-parser';

/**
 * How deep a page's elements may nest: Chromium's HTML parser stops nesting at this depth too
 * (kMaximumHTMLParserDOMTreeDepth). Real recipe pages nest fewer than 50 deep (the deepest of the 415 reference
 * pages: 43); a hostile page nesting 80,000 deep made the readers' text work grow with depth times size.
 */
export const MAX_PAGE_DEPTH = 512;

/**
 * The tree as a browser builds it from the same markup: an element that would sit deeper than `limit` becomes a
 * sibling of the deepest one allowed, in document order, keeping its own text. Changes `root` in place; a page
 * nesting less deeply is left as it is.
 */
export function withinDepth<T extends HTMLElement>(root: T, limit = MAX_PAGE_DEPTH): T {
  const stack: [Node, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth === limit - 1) {
      node.childNodes = node.childNodes.flatMap(flattened);
      for (const child of node.childNodes) child.parentNode = node as HTMLElement;
      continue;
    }
    for (const child of node.childNodes) stack.push([child, depth + 1]);
  }
  return root;
}

/** A node and every element below it, one after another in document order, each with its own text only. */
function flattened(node: Node): Node[] {
  const out: Node[] = [];
  const pending: Node[] = [node];
  while (pending.length > 0) {
    const next = pending.pop()!;
    out.push(next);
    const elements = next.childNodes.filter((child) => child.nodeType === 1);
    next.childNodes = next.childNodes.filter((child) => child.nodeType !== 1);
    for (let i = elements.length - 1; i >= 0; i--) pending.push(elements[i]!);
  }
  return out;
}
