import type { GroceryFood, PlannedIngredientLine } from './grocery';

/**
 * The product a recipe line is bought as. A recipe line is matched to the food it is eaten as, which is
 * not always the thing on the shelf: "2 cans black-eyed peas" is matched to dried lobia (for its
 * nutrition), "1 tbsp loose black tea" to the brewed drink, "1 inch cinnamon" to ground cinnamon. The
 * measure says which product is meant: cans are canned, spoons of a drink are its leaves or powder,
 * inches and sticks of a ground spice are the whole spice, and what a recipe boils (potatoes, eggs) is
 * bought raw. The product is a food of the table when one fits (same aisle, sharing the food's name),
 * else the food renamed to its canned form.
 */

const CANNED_AISLE = 'Canned & Jarred';
const DRY_MEASURES = new Set(['tsp', 'tbsp', 'pinch', 'g', 'mg', 'kg', 'oz', 'lb']);
const WHOLE_MEASURES = new Set(['inch', 'stick', 'piece']);

/** The words that name a food, without its form: 'Lobia (black-eyed peas), dried' → lobia, black-eyed peas. */
function nameHeads(food: GroceryFood): string[] {
  const lower = food.name.toLowerCase();
  const head = lower.split(/[,(]/)[0]!.trim();
  const inBrackets = [...lower.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!.trim());
  return [head, ...inBrackets].filter((h) => h.length > 2);
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2);

/** A food of `aisle` named like `food` (any of its name heads, or a word of it) and matching `form`. */
function sibling(
  food: GroceryFood,
  foods: readonly GroceryFood[],
  aisle: string,
  form: RegExp,
  byWord = false,
): GroceryFood | null {
  const heads = byWord ? words(nameHeads(food)[0] ?? '').filter((w) => !form.test(w)) : nameHeads(food);
  return (
    foods.find((other) => {
      if (other.id === food.id || other.aisle !== aisle || !form.test(other.name)) return false;
      const names = [other.name, ...other.aliases].map((n) => n.toLowerCase());
      return heads.some((h) => names.some((n) => (byWord ? words(n).includes(h) : n.includes(h))));
    }) ?? null
  );
}

/** The same food in its canned form, named so: 'Lobia (black-eyed peas), canned'. */
function cannedForm(food: GroceryFood): GroceryFood {
  const named = /\bdried\b/i.test(food.name) ? food.name.replace(/\bdried\b/i, 'canned') : `${food.name}, canned`;
  return { ...food, key: `${food.key}:canned`, name: named, aisle: CANNED_AISLE };
}

/** 'potato-boiled' or 'boiled-egg' → the raw food's key; boiling leaves the weight about as it was. */
const rawKey = (key: string) => /^(.+)-boiled$/.exec(key)?.[1] ?? /^boiled-(.+)$/.exec(key)?.[1] ?? null;

export function productFor(line: PlannedIngredientLine, foods: readonly GroceryFood[]): PlannedIngredientLine {
  const food = line.food;
  const unit = line.unit;
  const raw = food && rawKey(food.key);
  const rawFood = raw ? foods.find((f) => f.key === raw) : undefined;
  if (rawFood) return { ...line, food: rawFood };
  // A cooked form of the food table ('Plantains, green, fried') is bought raw, as a food of the same aisle.
  if (food && /,\s*(?:fried|cooked|boiled|baked|roasted|grilled|steamed|braised)\b/i.test(food.name)) {
    const uncooked = sibling(food, foods, food.aisle, /\braw\b/i, true);
    if (uncooked) return { ...line, food: uncooked };
  }
  if (!food || !unit) return line;
  if (unit === 'can' && /\bdried\b/i.test(food.name)) {
    return { ...line, food: sibling(food, foods, CANNED_AISLE, /\bcanned\b/i) ?? cannedForm(food) };
  }
  if (DRY_MEASURES.has(unit) && /\bbrewed\b/i.test(food.name)) {
    const dry = sibling(food, foods, food.aisle, /\b(leaves|powder)\b/i, true);
    if (dry) return { ...line, food: dry, grams: null };
  }
  if (WHOLE_MEASURES.has(unit) && /\b(ground|powder)\b/i.test(food.name)) {
    const whole = sibling(food, foods, food.aisle, /\b(stick|whole)\b/i, true);
    if (whole) return { ...line, food: whole };
  }
  return line;
}
