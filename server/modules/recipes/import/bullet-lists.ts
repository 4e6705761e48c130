import type { HTMLElement } from 'node-html-parser';
import { contains, inPageChrome, within } from './list-items';
import { mostlyAmounts } from './page-lists';
import { emptyFields, type RecipeFields } from './recipe-fields';
import { AFTER_METHOD } from './recipe-words';
import { cleanText } from './text';

/**
 * A recipe typed as paragraphs, as a blog editor or a word processor leaves it: the ingredients as lines that each
 * begin with a typed bullet (`<p>• 15 g Parmesan<br>• 1 egg</p>`), the method as the plain paragraphs after the
 * first of them, within the block that holds every bulleted paragraph. Read only when nothing else gave a recipe.
 */

const BULLET = /^[•·▪◦‣∙]\s*/u;
const MAX_LINES = 60;

function linesOf(paragraph: HTMLElement): string[] {
  return paragraph.innerHTML
    .split(/<br\s*\/?>/i)
    .map((part) => cleanText(part))
    .filter((line) => line.length > 0);
}

export function readBulletParagraphs(root: HTMLElement): RecipeFields | null {
  // a paragraph inside another is read with it (markup a browser would not nest: each read on its own is quadratic)
  const paragraphs = root
    .querySelectorAll('p')
    .filter((paragraph) => !inPageChrome(paragraph) && !within(paragraph, 'P'));
  const bulleted = paragraphs.filter((paragraph) => {
    const lines = linesOf(paragraph);
    return lines.length > 0 && lines.every((line) => BULLET.test(line));
  });
  if (bulleted.length === 0) return null;
  const ingredients = bulleted.flatMap(linesOf).map((line) => line.replace(BULLET, ''));
  if (ingredients.length < 3 || ingredients.length > MAX_LINES || !mostlyAmounts(ingredients)) return null;
  // The block that holds every bulleted paragraph; the method is its other paragraphs after the first of them.
  let scope = bulleted[0]!.parentNode;
  while (scope !== null && !bulleted.every((paragraph) => contains(scope!, paragraph))) scope = scope.parentNode;
  if (scope === null) return null;
  const instructions: string[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph.range[0] <= bulleted[0]!.range[0] || bulleted.includes(paragraph) || !contains(scope, paragraph))
      continue;
    const lines = linesOf(paragraph);
    if (AFTER_METHOD.test(lines[0] ?? '') || instructions.length + lines.length > MAX_LINES) break;
    instructions.push(...lines);
  }
  return instructions.length > 0 ? { ...emptyFields(), ingredients, instructions } : null;
}
