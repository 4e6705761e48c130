import { collapseWhitespace } from './text';

/** "skin-on ((can also use skinless))" as some recipe plugins write notes that already have parentheses. */
export function tidyIngredient(line: string): string {
  return line.replace(/\(\(([^()]*)\)\)/g, '($1)');
}

const STEP_MARKER = /(^|[\s.!?;:)])(\d{1,2})[.)]\s*(?=\D)/g;

/**
 * One block of text holding numbered steps ("1. Mix the flour. 2. Add the eggs.") as separate steps without
 * their numbers. The numbers must start at 1 at the very beginning and follow each other; otherwise the text is
 * returned whole.
 */
export function splitNumberedSteps(text: string): string[] {
  const steps: string[] = [];
  let expected = 1;
  let contentStart = 0;
  for (const match of text.matchAll(STEP_MARKER)) {
    if (Number(match[2]) !== expected) continue;
    const markerStart = match.index + (match[1] ?? '').length;
    if (expected === 1 && markerStart !== 0) return [text];
    if (expected > 1) steps.push(text.slice(contentStart, markerStart));
    contentStart = match.index + match[0].length;
    expected++;
  }
  if (expected <= 2) return [text];
  steps.push(text.slice(contentStart));
  return steps.map(collapseWhitespace).filter((step) => step.length > 0);
}
