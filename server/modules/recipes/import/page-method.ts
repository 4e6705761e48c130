import { type HTMLElement, TextNode } from 'node-html-parser';
import { cleanText, collapseWhitespace } from './text';
import { unseen } from './visible-lines';

/**
 * The method as the page shows it, where the structured data gives only its first steps: a page that declares two
 * steps of a method it shows whole ("kookmodus" pages, teasers). The declared steps are found as elements of one kind
 * (tag and class) that hold only their text, drawn alike up to their row under the container they share; the page's
 * method is every element of that kind drawn so (in the whole page when the kind has a class, else in that
 * container), from the first declared step up to a second copy of it. Taken only when it starts with the declared
 * steps and is at least twice as long; null otherwise.
 */
const MAX_NODES = 200_000;
const same = (a: string, b: string) => collapseWhitespace(a).toLowerCase() === collapseWhitespace(b).toLowerCase();
const kindOf = (element: HTMLElement) => `${element.tagName} ${element.getAttribute('class') ?? ''}`;

/** The elements whose own single text is `text`, in document order (walked without recursion). */
function elementsShowing(root: HTMLElement, texts: readonly string[]): (HTMLElement | null)[] {
  const found: (HTMLElement | null)[] = texts.map(() => null);
  const stack: HTMLElement[] = [root];
  let seen = 0;
  while (stack.length > 0 && seen < MAX_NODES && found.some((element) => element === null)) {
    const element = stack.pop()!;
    seen += 1;
    if (unseen(element)) continue;
    const kids = element.childNodes;
    if (kids.length === 1 && kids[0] instanceof TextNode) {
      const index = texts.findIndex((text, at) => found[at] === null && same(kids[0]!.text, text));
      if (index >= 0) found[index] = element;
    }
    for (let at = kids.length - 1; at >= 0; at -= 1) {
      const kid = kids[at];
      if (kid !== undefined && kid.nodeType === 1) stack.push(kid as HTMLElement);
    }
  }
  return found;
}

/** The element and its ancestors, nearest first; `most` of them at most. */
function ancestors(element: HTMLElement, most = Infinity): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node !== null && chain.length < most; node = node.parentNode)
    chain.push(node);
  return chain;
}

export function pageMethod(root: HTMLElement, steps: readonly string[]): string[] | null {
  if (steps.length < 2 || steps.length > 10) return null;
  const shown = elementsShowing(root, steps);
  if (shown.some((element) => element === null)) return null;
  const elements = shown as HTMLElement[];
  const kind = kindOf(elements[0]!);
  if (elements.some((element) => kindOf(element) !== kind)) return null;
  const others = elements.slice(1).map((element) => new Set(ancestors(element)));
  const chain = ancestors(elements[0]!);
  const depth = chain.findIndex((node) => others.every((line) => line.has(node)));
  if (depth < 1) return null;
  // a step is drawn by the same elements up to its row under the method's container ("div.row > div > span")
  const drawing = (element: HTMLElement) => ancestors(element, depth).map(kindOf).join(' < ');
  const drawn = drawing(elements[0]!);
  if (elements.some((element) => drawing(element) !== drawn)) return null;
  // a kind with a class is the page's style for a step: its method may go on in the next sections' containers
  const scope = (elements[0]!.getAttribute('class') ?? '').trim() === '' ? chain[depth]! : root;
  const all = scope
    .querySelectorAll(elements[0]!.tagName.toLowerCase())
    .filter((element) => kindOf(element) === kind && !unseen(element) && drawing(element) === drawn)
    .map((element) => cleanText(element.innerHTML))
    .filter((text) => text.length > 0);
  const start = all.findIndex((text) => same(text, steps[0]!));
  // ...up to a second copy of the method (a print or cooking-mode copy in the same style)
  const again = all.findIndex((text, at) => at > start && same(text, steps[0]!));
  const method = all.slice(start, again > start ? again : undefined);
  // a teaser's few steps of many: not a complete method with a tip drawn like a step after it
  if (method.length < 2 * steps.length || !steps.every((step, at) => same(method[at] ?? '', step))) return null;
  return method;
}
