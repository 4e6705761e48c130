/**
 * How a recipe's rating reads on cards and details. No zod here: the landing page's first load shows ratings
 * on trending cards without the contracts (domain/ratings.ts).
 */
export interface RatingFigures {
  average: number | null;
  count: number;
}

/** "4.6 · 128", or "New" when nobody has rated the recipe. */
export function formatRating({ average, count }: RatingFigures): string {
  return average === null || count === 0 ? 'New' : `${average.toFixed(1)} · ${count}`;
}

/** What a screen reader says for the same figures. */
export function describeRating({ average, count }: RatingFigures): string {
  if (average === null || count === 0) return 'New: not rated yet';
  return `Rated ${average.toFixed(1)} out of 5 by ${count} ${count === 1 ? 'person' : 'people'}`;
}
