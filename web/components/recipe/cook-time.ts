/**
 * Whether a recipe states its times at all. A recipe imported from a page that gives none has 0 and 0, which is
 * neither a no-cook dish nor a 0-minute one: its time badges are left out.
 */
export const timesGiven = (recipe: { prepMinutes: number; cookMinutes: number }) =>
  recipe.prepMinutes > 0 || recipe.cookMinutes > 0;

/** A recipe's cooking minutes for a card's clock badge: a no-cook dish (a salad, a raita) says so, not "0 min". */
export function cookTimeLabel(minutes: number): string {
  return minutes > 0 ? `${minutes} min` : 'No cooking';
}
