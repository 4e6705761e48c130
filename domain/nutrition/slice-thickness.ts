/**
 * Slices of bread cut thicker than a loaf's: "9 slices (1-inch) white bread", "4 slices brioche, 3/4-inch thick".
 * USDA's slice of a sandwich loaf is about half an inch thick (SR28 18027, egg bread: "slice (5" x 3" x 1/2")", 40 g;
 * 18033, Italian bread: "slice, small (3-1/4" x 2-1/2" x 1/2")"), so a slice the line says is an inch thick weighs
 * two of them. Only a thickness the line ties to the slices counts ("(1-inch)" beside them, or "... thick"): "cut into
 * 1-inch cubes" is a cube, not a slice.
 */
import type { FoodForNutrition } from './compute-nutrition';

const USDA_SLICE_INCHES = 0.5;
const CM_PER_INCH = 2.54;
/** Only a loaf's slice: a big slice of a round loaf or a quick bread (60 g and more) has its own thickness. */
const LOAF_SLICE_MAX_G = 45;
const BREAD = /\b(?:bread|brioche|challah|sourdough|toast|loaf)\b/i;

const NUMBER = String.raw`(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?|[¼½¾]|\d+\s*[¼½¾])`;
const UNIT = String.raw`\s*-?\s*(inch(?:es)?|in\b\.?|"|cm)`;
/** "slices (1-inch)", "slices (3/4-inch-thick)" */
const BESIDE_SLICES = new RegExp(String.raw`\bslices?\s*\(\s*${NUMBER}${UNIT}(?:\s*-?\s*thick)?\s*\)`, 'i');
/** "1-inch thick", "2 cm thick", "1-inch-thick" */
const THICK = new RegExp(String.raw`${NUMBER}${UNIT}\s*-?\s*thick\b`, 'i');

const VULGAR: Record<string, number> = { '¼': 0.25, '½': 0.5, '¾': 0.75 };

function numberOf(text: string): number {
  const t = text.trim();
  const vulgar = /^(\d*)\s*([¼½¾])$/.exec(t);
  if (vulgar) return Number(vulgar[1] || 0) + (VULGAR[vulgar[2] ?? ''] ?? 0);
  return t.split(/\s+/).reduce((sum, part) => {
    const [a, b] = part.split('/');
    return sum + (b === undefined ? Number(a) : Number(a) / Number(b));
  }, 0);
}

/** The thickness in inches a line gives its slices, or null. */
export function sliceThicknessInches(text: string): number | null {
  const m = BESIDE_SLICES.exec(text) ?? THICK.exec(text);
  if (!m) return null;
  const value = numberOf(m[1] ?? '');
  const inches = /^cm$/i.test(m[2] ?? '') ? value / CM_PER_INCH : value;
  return inches > 0 && inches <= 3 ? inches : null;
}

/** How many of the food's own slices one slice of the line weighs: 2 for an inch-thick slice of a loaf, else 1. */
export function sliceFactor(text: string, food: FoodForNutrition): number {
  const slice = food.portions.slice;
  if (slice === undefined || slice > LOAF_SLICE_MAX_G || !BREAD.test(food.name)) return 1;
  const inches = sliceThicknessInches(text);
  return inches === null ? 1 : inches / USDA_SLICE_INCHES;
}
