import { countAmount, massAmount, volumeAmount, type Amount } from './grocery-amounts';
import { normalizeName, unitGrams, volumeGrams, type GroceryFood, type GroceryLine } from './grocery';
import { parseIngredientLine } from './ingredients/parse-ingredient';
import { VOLUME_ML, WEIGHT_GRAMS, isVolumeUnit, isWeightUnit, type Unit } from './ingredients/units';

/**
 * A grocery list minus what the pantry holds (the latest saved pantry scan), matched by food name:
 * the pantry item's name against the food's name, its aliases and the recipes' wording, plurals and
 * case ignored. An item with no readable amount ('Unknown', as a photo scan saves it) means "I have
 * it": its line goes. An amount is subtracted when it can be compared (same unit, or both weighable);
 * when it cannot, the line stays whole, since buying a little too much beats running short.
 */

export interface PantryIngredient {
  name: string;
  quantity: string;
}

interface Have {
  quantity: number;
  unit: string; // 'piece' for plain counts
  grams: number | null;
}

const PIECES = new Set(['piece', 'small', 'medium', 'large']);
const lineUnit = (unit: string | null) => (unit === null || PIECES.has(unit) ? 'piece' : unit);

function gramsOf(quantity: number, unit: string, food: GroceryFood | null): number | null {
  const u = unit as Unit;
  if (isWeightUnit(u)) return quantity * WEIGHT_GRAMS[u];
  if (isVolumeUnit(u)) return volumeGrams(food, u, quantity) ?? quantity * VOLUME_ML[u];
  const each = unitGrams(food, unit);
  return each === null ? null : each * quantity;
}

/** The pantry's amount of an item, or null when it gives none ('Unknown', 'some'). */
function readHave(item: PantryIngredient, food: GroceryFood | null): Have | null {
  const text = item.quantity.trim();
  if (!/\d|\b(?:a|an|one|half)\b/i.test(text)) return null;
  const parsed = parseIngredientLine(`${text} ${item.name}`);
  if (parsed.quantity === null) return null;
  const quantity = parsed.quantity; // of a range, the lower bound: what is surely there
  const unit = lineUnit(parsed.unit);
  return { quantity, unit, grams: gramsOf(quantity, unit, food) };
}

/** The amount left after taking `share` (0..1) of a line, rounded the way the list rounds. */
function shrink(line: GroceryLine, share: number): Amount {
  const quantity = line.quantity! * share;
  const unit = line.unit;
  const u = unit as Unit | null;
  if (u && isWeightUnit(u)) return massAmount(quantity * WEIGHT_GRAMS[u]);
  if (u && isVolumeUnit(u)) return volumeAmount(quantity * VOLUME_ML[u]);
  return countAmount(quantity, unit);
}

function subtractOne(line: GroceryLine, haves: readonly (Have | null)[]): GroceryLine | null {
  if (line.quantity === null || haves.some((h) => h === null)) return null;
  const known = haves as Have[];
  const sameUnit = known.every((h) => h.unit === lineUnit(line.unit));
  let share: number | null = null;
  if (sameUnit) share = 1 - known.reduce((sum, h) => sum + h.quantity, 0) / line.quantity;
  else if (line.grams !== null && line.grams > 0 && known.every((h) => h.grams !== null)) {
    share = 1 - known.reduce((sum, h) => sum + h.grams!, 0) / line.grams;
  }
  if (share === null) return line;
  if (share <= 0.001) return null;
  return {
    ...line,
    ...shrink(line, share),
    grams: line.grams === null ? null : Math.round(line.grams * share * 10) / 10,
  };
}

export function subtractPantry(lines: readonly GroceryLine[], pantry: readonly PantryIngredient[]): GroceryLine[] {
  const byName = new Map<string, PantryIngredient[]>();
  for (const item of pantry) {
    const name = normalizeName(item.name);
    if (!name) continue;
    byName.set(name, [...(byName.get(name) ?? []), item]);
  }
  const out: GroceryLine[] = [];
  for (const line of lines) {
    const items = [...new Set(line.matchNames.flatMap((n) => byName.get(n) ?? []))];
    if (!items.length) {
      out.push(line);
      continue;
    }
    const left = subtractOne(
      line,
      items.map((item) => readHave(item, line.food)),
    );
    if (left) out.push(left);
  }
  return out;
}
