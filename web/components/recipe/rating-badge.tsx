import { Star } from 'lucide-react';
import { describeRating, formatRating, type RatingFigures } from '../../../domain/rating-display';

/** A card's rating: a star and "4.6 · 128", or "New" when nobody has rated the recipe yet. */
export function RatingBadge({ rating, className = '' }: { rating: RatingFigures; className?: string }) {
  const rated = rating.average !== null && rating.count > 0;
  return (
    <span
      role="img"
      aria-label={describeRating(rating)}
      className={`inline-flex items-center gap-1 whitespace-nowrap ${className}`}
      data-testid="rating"
    >
      <Star className={`size-3.5 ${rated ? 'fill-brand text-brand' : 'text-muted'}`} aria-hidden />
      {formatRating(rating)}
    </span>
  );
}
