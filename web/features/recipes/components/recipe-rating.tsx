import { useQuery } from '@tanstack/react-query';
import { Loader2, Star } from 'lucide-react';
import { useState } from 'react';
import { describeRating, formatRating } from '../../../../domain/rating-display';
import { STARS_MAX } from '../../../../domain/ratings';
import type { RecipeCard } from '../../../../domain/recipe-search';
import { useSignedIn } from '../../../lib/auth-client';
import { myRatingQuery, useRateRecipe } from '../ratings-api';

const STARS = Array.from({ length: STARS_MAX }, (_, i) => i + 1);
const starsWord = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/**
 * A recipe's rating on its detail: the average and count ("4.6 · 128", or "New"), and for a person who planned
 * it, five stars to give or change their own rating. Others are told how to become able to rate it.
 */
export function RecipeRating({ recipe }: { recipe: Pick<RecipeCard, 'id' | 'title' | 'rating'> }) {
  const signedIn = useSignedIn();
  const mine = useQuery(myRatingQuery(recipe.id, signedIn));
  const rate = useRateRecipe(recipe.id, recipe.title);
  const [hover, setHover] = useState<number | null>(null);
  const summary = mine.data?.summary ?? recipe.rating;
  const stars = mine.data?.stars ?? null;
  const shown = hover ?? stars ?? 0;
  const rated = summary.average !== null && summary.count > 0;

  return (
    <section
      aria-label="Rating"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-surface-2/60 px-3 py-2.5"
    >
      <p className="inline-flex items-center gap-1.5 text-sm font-bold" data-testid="rating-summary">
        <Star className={`size-4 ${rated ? 'fill-brand text-brand' : 'text-muted'}`} aria-hidden />
        <span className="sr-only">{describeRating(summary)}</span>
        <span aria-hidden>{formatRating(summary)}</span>
        {rated ? (
          <span className="font-normal text-muted" aria-hidden>
            {summary.count === 1 ? 'rating' : 'ratings'}
          </span>
        ) : null}
      </p>
      {mine.data?.canRate ? (
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted" id={`rate-${recipe.id}`}>
            {stars ? 'Your rating' : 'Rate it'}
          </span>
          <div
            role="radiogroup"
            aria-labelledby={`rate-${recipe.id}`}
            className="flex"
            onMouseLeave={() => setHover(null)}
          >
            {STARS.map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={stars === n}
                aria-label={starsWord(n)}
                disabled={rate.isPending}
                onMouseEnter={() => setHover(n)}
                onFocus={() => setHover(n)}
                onBlur={() => setHover(null)}
                onClick={() => rate.mutate(n)}
                className="flex size-8 items-center justify-center rounded-full hover:bg-surface focus-visible:outline-2 focus-visible:outline-mint"
              >
                <Star className={`size-5 ${n <= shown ? 'fill-brand text-brand' : 'text-muted'}`} aria-hidden />
              </button>
            ))}
          </div>
          {rate.isPending ? <Loader2 className="size-4 animate-spin text-muted" aria-label="Saving" /> : null}
        </div>
      ) : mine.data ? (
        <p className="text-sm text-muted">
          {signedIn ? 'Add it to one of your meal plans to rate it.' : 'Sign in and plan it to rate it.'}
        </p>
      ) : null}
    </section>
  );
}
