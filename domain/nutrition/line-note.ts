/** What a parsed line's note says that decides its food or its weight. */
import { type ParsedIngredient, amountOf } from '../ingredients/parse-ingredient';
import { isWeightUnit } from '../ingredients/units';

/** The note up to an alternative: "drained, or 4 dried figs" is "drained"; an alternative's state or can is not the line's. */
export function ownNote(line: ParsedIngredient): string {
  return (line.note ?? '').split(/\bor\b/)[0] ?? '';
}

/** "15 oz chickpeas (1 can)", "800 g tomatoes (2 tins)": the line as that many cans of the weight each; else null. */
export function asCans(line: ParsedIngredient): ParsedIngredient | null {
  // not an alternative's can: "500 g ripe tomatoes, or 1 can (400 g) chopped tomatoes"
  const count = /\b(\d+)\s*(?:cans?|tins?)\b/i.exec(ownNote(line));
  const amount = amountOf(line);
  if (!count || amount === null || line.unit === null || !isWeightUnit(line.unit) || Number(count[1]) < 1) return null;
  const n = Number(count[1]);
  return { ...line, unit: 'can', quantity: n, quantityMax: null, size: { quantity: amount / n, unit: line.unit } };
}
