import type { HTMLElement } from 'node-html-parser';
import { emptyFields, type RecipeFields } from './recipe-fields';
import { cleanText } from './text';

/**
 * What a page shows a person, read from its markup when its structured data is missing: the lists inside the
 * elements a recipe page names after its ingredients and its method.
 */

const INGREDIENTS_NAME = /ingredient|zutaten|ingr[ée]dients?|ingredientes|ingredienti|sastojci/i;
const STEPS_NAME = /instruction|direction|method|preparation|zubereitung|pr[ée]paration|preparaci[oó]n|procedimento|priprema|(?:^|[\s_-])steps?(?:$|[\s_-])/i;
/** "Serves 4" as a sentence of its own at the very end. */
const TRAILING_YIELD = /(?<=[.!?])\s+((?:serves|makes|yields?)\s+\d+(?:\s*[-–]\s*\d+)?(?:\s+\p{L}+)?)\.?$/iu;
const SKIPPED = new Set(['LI', 'A', 'BUTTON', 'SPAN', 'INPUT', 'LABEL', 'SCRIPT', 'STYLE', 'NAV', 'HEADER', 'FOOTER', 'FORM']);

function nameOf(element: HTMLElement): string {
  return `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`;
}

/** The list items of an element that are not inside another list item of it. */
function topListItems(element: HTMLElement): HTMLElement[] {
  return element.querySelectorAll('li').filter((item) => {
    for (let parent = item.parentNode; parent !== null && parent !== element; parent = parent.parentNode) {
      if (parent.tagName === 'LI') return false;
    }
    return true;
  });
}

function itemLines(element: HTMLElement): string[] {
  return topListItems(element)
    .map((item) => cleanText(item.innerHTML))
    .filter((line) => line.length > 0);
}

/** The lines of the named element whose list is longest: the whole ingredient list, not one of its groups. */
function longestNamedList(root: HTMLElement, name: RegExp, exclude?: RegExp): string[] {
  let best: string[] = [];
  for (const element of root.querySelectorAll('[class], [id]')) {
    if (SKIPPED.has(element.tagName)) continue;
    const names = nameOf(element);
    if (!name.test(names) || exclude?.test(names)) continue;
    const lines = itemLines(element);
    if (lines.length > best.length) best = lines;
  }
  return best;
}

/**
 * A recipe from the page's own lists: the longest list inside an element named after ingredients, and the
 * longest inside one named after instructions or method. Null unless both are there.
 */
export function readPageLists(root: HTMLElement): RecipeFields | null {
  const ingredients = longestNamedList(root, INGREDIENTS_NAME);
  const instructions = longestNamedList(root, STEPS_NAME, INGREDIENTS_NAME);
  if (ingredients.length === 0 || instructions.length === 0) return null;
  // "… serve with the dip. Serves 4": the yield, written at the end of the method.
  const last = instructions.length - 1;
  const yieldNote = TRAILING_YIELD.exec(instructions[last] ?? '');
  if (yieldNote && yieldNote.index > 0) instructions[last] = (instructions[last] ?? '').slice(0, yieldNote.index);
  return { ...emptyFields(), ingredients, instructions, yields: yieldNote ? [yieldNote[1]!] : [] };
}
