import type { HTMLElement } from 'node-html-parser';
import { asStepHeading } from '../../../../domain/custom-recipes';
import { stepLines } from './list-item-text';
import { LIST_TAGS, topListItems } from './list-items';
import { AFTER_METHOD } from './recipe-words';
import { cleanText } from './text';
import { shownMarkup } from './visible-lines';

/**
 * The method among a page's lists, for the HTML fallback (`page-lists.ts`): what names an element after it, which of
 * the elements so named holds it, its items, and the headings that divide it.
 */

/** A class or id that names a method (not a CSS utility's "flex-direction", nor a page's "direction-ltr"). */
export const STEPS_NAME =
  /instruction|(?<!flex-|text-)direction(?![-_](?:ltr|rtl))|method|preparation|zubereitung|pr[ée]paration|preparaci[oó]n|procedimento|priprema|(?:^|[\s_-])steps?(?:$|[\s_-])/i;

export interface NamedList {
  element: HTMLElement;
  lines: string[];
}

/**
 * A method's items. An item that holds nothing but a list of its own (a page drawing its numbered steps inside one
 * item of an outer list) gives that list's items, not one step of the whole method.
 */
export function stepItems(element: HTMLElement, depth = 0): HTMLElement[] {
  return topListItems(element).flatMap((item) => {
    const lists = item.childNodes.filter((node): node is HTMLElement => LIST_TAGS.has((node as HTMLElement).tagName));
    if (lists.length === 0 || depth >= MAX_NESTED_METHOD) return [item];
    const own = item.childNodes.filter((node) => !lists.includes(node as HTMLElement));
    const bare = own.every((node) => cleanText(shownMarkup(node)).length === 0);
    return bare ? lists.flatMap((list) => stepItems(list, depth + 1)) : [item];
  });
}
/** How many outer items around a method's list are looked through. */
const MAX_NESTED_METHOD = 3;

/**
 * A method's items up to the heading inside it that starts what a page puts after its steps ("Storage", "Notes",
 * "Tips"): the notes' list under it is no part of the method (`<ol>` steps, `<h3>Storage</h3>`, `<ul>` notes).
 */
export function methodItems(element: HTMLElement): HTMLElement[] {
  const items = stepItems(element);
  if (items.length === 0) return items;
  const first = items[0]!.range[0];
  const end = element
    .querySelectorAll('h2, h3, h4, h5, h6')
    .find((heading) => heading.range[0] > first && AFTER_METHOD.test(cleanText(heading.innerHTML)));
  if (end === undefined) return items;
  // the lists the steps before it are in go on; another list after it is the notes'
  const lists = new Set(items.filter((item) => item.range[0] < end.range[0]).map((item) => item.parentNode));
  return items.filter((item) => item.range[0] < end.range[0] || lists.has(item.parentNode));
}

/** Lines that read as steps: sentences of four words or more, not the times or labels a method box also holds. */
const sentences = (lines: string[]) => lines.filter((line) => line.split(/\s+/).length >= 4).length;

/**
 * Whether a list is a better method than the best so far: more steps that are sentences (not the box of times beside
 * them, "Prep 10 mins", "Serves 2"), and of two with as many, the longer (the whole method, not one of its groups of
 * short steps).
 */
export function betterMethod(lines: string[], best: NamedList | null): boolean {
  if (best === null) return lines.length > 0;
  const [mine, theirs] = [sentences(lines), sentences(best.lines)];
  return mine > theirs || (mine === theirs && lines.length > best.lines.length);
}

/**
 * The method's lines with the headings that divide it ("1. Make the dough:", "For the sauce"), as a
 * structured recipe's sections read: a heading is kept when list items follow it and the method has two or
 * more such headings; a first heading that only names the method ("Method", "Zubereitung") is left out.
 */
export function stepsWithHeadings(method: NamedList): string[] {
  const elements = methodItems(method.element);
  const steps = new Set(elements);
  // a heading inside a step is its own ("<li><h6>Step 2</h6><p>Press MODE…</p></li>"), not one that divides the method
  const inStep = (heading: HTMLElement) => {
    for (let node = heading.parentNode; node !== null && node !== method.element; node = node.parentNode)
      if (steps.has(node)) return true;
    return false;
  };
  const headings = method.element
    .querySelectorAll('h2, h3, h4, h5, h6')
    .filter((heading) => !inStep(heading))
    .map((heading) => ({ at: heading.range[0], rank: Number(heading.tagName[1]), text: cleanText(heading.innerHTML) }))
    .filter((heading) => heading.text.length > 0);
  const items = elements
    .flatMap((item, index) => stepLines(item, index + 1).map((text) => ({ at: item.range[0], text })))
    .filter((item) => item.text.length > 0);
  // a heading that divides has a step after it before the next heading (the steps are in page order)
  const dividing = headings.filter((heading, index) => {
    const next = headings[index + 1]?.at ?? Infinity;
    const after = firstAfter(items, heading.at);
    return after < items.length && items[after]!.at < next;
  });
  const [first, ...rest] = dividing;
  // A first heading that only names the method: "Method", or one ranked above all the others (an h2 over h3s).
  const namesMethod =
    first !== undefined &&
    ((STEPS_NAME.test(first.text) && first.text.split(/\s+/).length <= 2) ||
      (rest.length > 0 && rest.every((heading) => heading.rank > first.rank)));
  if (namesMethod) dividing.shift();
  if (dividing.length < 2) return method.lines;
  const titles = dividing.map((heading) => ({ ...heading, text: asStepHeading(heading.text) }));
  return [...titles, ...items].sort((a, b) => a.at - b.at).map((line) => line.text);
}

/** The index of the first of `lines` (in page order) that stands after `at`, or their count. */
function firstAfter(lines: { at: number }[], at: number): number {
  let [low, high] = [0, lines.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lines[middle]!.at > at) high = middle;
    else low = middle + 1;
  }
  return low;
}
