import { z } from 'zod';

/**
 * Recipe ratings (issue #21, docs/decisions/024-ratings-and-favorite-plan-copies.md): one to five stars
 * from a person who planned the recipe, one rating each, changeable; cards show the average and count.
 */

export const STARS_MIN = 1;
export const STARS_MAX = 5;

export const RATING_MESSAGES = {
  notPlanned: 'Add this recipe to one of your meal plans to rate it',
  recipeNotFound: 'Recipe not found',
  stars: `Rating must be a whole number of stars from ${STARS_MIN} to ${STARS_MAX}`,
} as const;

export const RateInput = z
  .object({
    stars: z
      .number({ error: RATING_MESSAGES.stars })
      .int(RATING_MESSAGES.stars)
      .min(STARS_MIN, RATING_MESSAGES.stars)
      .max(STARS_MAX, RATING_MESSAGES.stars),
  })
  .strict();
export type RateInput = z.infer<typeof RateInput>;

/** What every card and detail shows: the average (null when nobody rated it yet) and how many rated it. */
export const RatingSummary = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof RatingSummary>;

/** The signed-in person's side of a recipe's rating: their stars, and whether they may rate it. */
export const MyRating = z.object({ summary: RatingSummary, stars: z.number().int().nullable(), canRate: z.boolean() });
export type MyRating = z.infer<typeof MyRating>;

export const NO_RATINGS: RatingSummary = { average: null, count: 0 };

export function summarizeRatings(count: number, starTotal: number): RatingSummary {
  return count > 0 ? { average: Math.round((starTotal / count) * 100) / 100, count } : NO_RATINGS;
}

/**
 * What "Top rated" sorts by: the average pulled towards the middle of the scale by two imaginary 3-star
 * ratings, so one 5-star rating does not outrank a hundred that average 4.6 (a damped, or Bayesian, mean).
 */
export const SCORE_PRIOR = { stars: 3, weight: 2 } as const;
export function ratingScore(count: number, starTotal: number): number {
  return (starTotal + SCORE_PRIOR.stars * SCORE_PRIOR.weight) / (count + SCORE_PRIOR.weight);
}
