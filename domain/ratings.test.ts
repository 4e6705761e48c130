import { describe, expect, it } from 'vitest';
import { describeRating, formatRating } from './rating-display';
import { ratingScore, RateInput, summarizeRatings } from './ratings';

describe('ratings', () => {
  it('shows the average to one place and the count, or New', () => {
    expect(formatRating(summarizeRatings(128, 589))).toBe('4.6 · 128');
    expect(formatRating(summarizeRatings(1, 5))).toBe('5.0 · 1');
    expect(formatRating(summarizeRatings(0, 0))).toBe('New');
    expect(describeRating(summarizeRatings(1, 4))).toBe('Rated 4.0 out of 5 by 1 person');
  });

  it('ranks many good ratings above a single perfect one', () => {
    expect(ratingScore(128, 589)).toBeGreaterThan(ratingScore(1, 5));
    expect(ratingScore(3, 15)).toBeGreaterThan(ratingScore(3, 12));
  });

  it('takes only whole stars from 1 to 5', () => {
    for (const stars of [1, 3, 5]) expect(RateInput.safeParse({ stars }).success).toBe(true);
    for (const stars of [0, 6, 2.5, '4', null, -1]) expect(RateInput.safeParse({ stars }).success).toBe(false);
    expect(RateInput.safeParse({}).success).toBe(false);
  });
});
