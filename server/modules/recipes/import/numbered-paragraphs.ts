import type { HTMLElement } from 'node-html-parser';
import { inPageChrome, siblingIndex, within } from './list-items';
import { unnamedListsBefore } from './page-lists';
import { emptyFields, type RecipeFields } from './recipe-fields';
import { cleanText } from './text';

/**
 * A recipe typed as a blog post, with no structured data and no heading that names its parts: the ingredients as a
 * plain list (under "Pour 2 personnes :", or nothing), the method as paragraphs numbered by hand ("1- Versez…",
 * "2. Add…", "3) …"). The method is the longest run of such paragraphs in one block, numbered 1, 2, 3…; a run may
 * start again at 1 after a heading, one numbering per stage ("Faites cuire le porridge", "Préparez le topping"), and
 * each stage's heading then leads its steps. The ingredients are the lists before its first step, in the nearest
 * block around it that has any, when most of their lines open with an amount. Read only when nothing else gave a
 * recipe.
 */

/** A step's number typed before it: "1-", "2.", "3)", "4 –", then the step's first word. */
const NUMBERED = /^(\d{1,2})\s*[-.)–:]\s*(?=\p{L})/u;
const STAGE_HEADING = new Set(['H2', 'H3', 'H4', 'H5', 'H6']);
const MIN_STEPS = 3;
const MAX_STEPS = 60;
const MAX_HEADING = 60;

interface Step {
  element: HTMLElement;
  number: number;
  text: string;
}

/** Runs of numbered paragraphs sharing a parent, each numbered one more than the last or 1 again (a new stage). */
function runsOf(steps: Step[]): Step[][] {
  const runs: Step[][] = [];
  for (const step of steps) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    const follows =
      last !== undefined &&
      last.element.parentNode === step.element.parentNode &&
      (step.number === last.number + 1 || (step.number === 1 && last.number >= 2));
    if (follows) run!.push(step);
    else if (step.number === 1) runs.push([step]);
  }
  return runs;
}

/** The heading just before a stage's first step, among the elements of its block after the last stage. */
function stageHeading(first: HTMLElement, after: number): string | null {
  const siblings = first.parentNode?.childNodes ?? [];
  for (let i = siblingIndex(first) - 1; i >= 0; i--) {
    const node = siblings[i] as HTMLElement;
    if (node.nodeType !== 1) continue;
    if (node.range[1] <= after) return null;
    if (!STAGE_HEADING.has(node.tagName)) continue;
    const text = cleanText(node.innerHTML);
    if (text.length > 0) return text.length <= MAX_HEADING ? text : null;
  }
  return null;
}

/** The steps of a run, a stage's heading (ending in a colon, as the importer writes one) before each stage's first. */
function methodOf(run: Step[]): string[] {
  const stages = run.filter((step) => step.number === 1).length;
  const lines: string[] = [];
  let after = -1;
  for (const step of run) {
    if (stages > 1 && step.number === 1) {
      const heading = stageHeading(step.element, after);
      if (heading !== null) lines.push(heading.endsWith(':') ? heading : `${heading}:`);
    }
    lines.push(step.text);
    after = step.element.range[1];
  }
  return lines;
}

export function readNumberedParagraphs(root: HTMLElement): RecipeFields | null {
  const steps: Step[] = [];
  for (const paragraph of root.querySelectorAll('p')) {
    // a paragraph inside another is read with it (markup a browser would not nest: each read alone is quadratic)
    if (within(paragraph, 'P')) continue;
    const text = cleanText(paragraph.innerHTML);
    const number = NUMBERED.exec(text);
    if (number === null || inPageChrome(paragraph)) continue;
    steps.push({ element: paragraph, number: Number(number[1]), text });
  }
  const run = runsOf(steps).reduce<Step[] | null>((best, one) => (one.length > (best?.length ?? 0) ? one : best), null);
  if (run === null || run.length < MIN_STEPS || run.length > MAX_STEPS) return null;
  if (!run.some((step) => step.text.split(/\s+/).length >= 5)) return null;
  const ingredients = unnamedListsBefore(run[0]!.element);
  if (ingredients.length === 0) return null;
  return { ...emptyFields(), ingredients, instructions: methodOf(run) };
}
