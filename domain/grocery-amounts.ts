/**
 * How a grocery list shows an amount: weights in g or kg, volumes in the household unit a cook
 * reaches for (tsp, tbsp, cups, then litres for what is bought by the bottle), counts as
 * counts. Amounts are rounded up, never down: a list that says "1/2 cup" must not leave you short.
 */

export type MassUnit = 'g' | 'kg';
export type VolumeDisplayUnit = 'tsp' | 'tbsp' | 'cup' | 'l';

export interface Amount {
  /** null: no amount ("salt to taste"). */
  quantity: number | null;
  /** null with a quantity: plain pieces ("3" onions). */
  unit: string | null;
}

const EPSILON = 1e-9;
const ceilTo = (value: number, step: number) => Math.ceil(value / step - EPSILON) * step;
const ML = { tsp: 5, tbsp: 15, cup: 240, l: 1000 } as const;

/** Grams as g below a kilogram (to 1, 5 or 10 g), else kg to 0.05. */
export function massAmount(grams: number): Amount {
  if (grams >= 1000) return { quantity: round(ceilTo(grams / 1000, 0.05)), unit: 'kg' };
  const step = grams < 10 ? 1 : grams < 100 ? 5 : 10;
  return { quantity: Math.max(1, ceilTo(grams, step)), unit: 'g' };
}

/** Cup fractions a measuring set holds; a cup amount is rounded up to one of them. */
const CUP_FRACTIONS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

function ceilToCupFraction(cups: number): number {
  const whole = Math.floor(cups + EPSILON);
  const part = cups - whole;
  const fraction = CUP_FRACTIONS.find((f) => f >= part - EPSILON) ?? 1;
  return whole + fraction;
}

/**
 * Millilitres in a household unit: under 1 tbsp in tsp (to 1/4), under 1/4 cup in tbsp (to 1/2),
 * under 2 cups in cups (to a measuring-cup fraction), under a litre in ml (to 50), then litres (to 0.05).
 */
export function volumeAmount(ml: number): Amount {
  if (ml < ML.tbsp - EPSILON) return { quantity: Math.max(0.25, ceilTo(ml / ML.tsp, 0.25)), unit: 'tsp' };
  if (ml < ML.cup / 4 - EPSILON) return { quantity: ceilTo(ml / ML.tbsp, 0.5), unit: 'tbsp' };
  if (ml < ML.l - EPSILON) return { quantity: round(ceilToCupFraction(ml / ML.cup)), unit: 'cup' };
  return { quantity: round(ceilTo(ml / ML.l, 0.05)), unit: 'l' };
}

/** A counted amount may overshoot a whole by this much before another one is bought (weights turned into pieces). */
const COUNT_SLACK = 0.05;

/** Pieces, cloves, cans...: whole ones, rounded up (a shop sells no 3/4 tomato), at least one. */
export function countAmount(count: number, unit: string | null): Amount {
  return { quantity: Math.max(1, Math.ceil(count - COUNT_SLACK)), unit };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

const FRACTION_TEXT: [number, string][] = [
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
];

/** 1.5 as '1 1/2', 0.25 as '1/4'; other decimals as they are (to 2 places). */
export function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity + 0.005);
  const part = quantity - whole;
  if (Math.abs(part) < 0.005) return String(whole);
  const fraction = FRACTION_TEXT.find(([value]) => Math.abs(value - part) < 0.01);
  if (fraction) return whole ? `${whole} ${fraction[1]}` : fraction[1];
  return String(Math.round(quantity * 100) / 100);
}

const PLURALS: Record<string, string> = {
  leaf: 'leaves',
  bunch: 'bunches',
  inch: 'inches',
  pinch: 'pinches',
  dash: 'dashes',
};
const NO_PLURAL = new Set(['g', 'kg', 'mg', 'ml', 'l', 'dl', 'tsp', 'tbsp', 'oz', 'lb', 'floz']);

export function unitLabel(unit: string, quantity: number): string {
  if (NO_PLURAL.has(unit) || quantity <= 1) return unit;
  return PLURALS[unit] ?? `${unit}s`;
}

/** Metric units read in decimals (1.25 kg); kitchen measures and counts in fractions (1 1/4 cups). */
const METRIC = new Set(['g', 'kg', 'ml', 'l']);

/** '1 1/2 cups', '250 g', '1.25 l', '3 cloves', '2' (pieces), '' (no amount). */
export function formatAmount({ quantity, unit }: Amount): string {
  if (quantity === null) return '';
  const number = unit && METRIC.has(unit) ? String(Math.round(quantity * 100) / 100) : formatQuantity(quantity);
  return unit ? `${number} ${unitLabel(unit, quantity)}` : number;
}
