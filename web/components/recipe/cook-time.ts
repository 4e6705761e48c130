/** A recipe's cooking minutes for a card's clock badge: a no-cook dish (a salad, a raita) says so, not "0 min". */
export function cookTimeLabel(minutes: number): string {
  return minutes > 0 ? `${minutes} min` : 'No cooking';
}
