import type { PantryIngredient } from './pantry';

const key = (name: string) => name.trim().toLowerCase();

/**
 * A later photo adds to the list instead of replacing it: the rows already there stay as they are (with
 * what the person typed or corrected), and only ingredients not yet named are added, in the photo's order.
 */
export function addIngredients<T extends PantryIngredient>(
  rows: readonly T[],
  found: readonly PantryIngredient[],
  toRow: (i: PantryIngredient) => T,
): T[] {
  const named = new Set(rows.map((r) => key(r.name)).filter(Boolean));
  const added: T[] = [];
  for (const ingredient of found) {
    if (!key(ingredient.name) || named.has(key(ingredient.name))) continue;
    named.add(key(ingredient.name));
    added.push(toRow(ingredient));
  }
  // A blank row left from typing is kept after the new ones, where the person was about to type.
  return [...rows.filter((r) => key(r.name)), ...added, ...rows.filter((r) => !key(r.name))];
}
