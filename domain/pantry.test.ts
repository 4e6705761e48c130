import { describe, expect, it } from 'vitest';
import { BuildRequest, defaultScanName, difficultyOf, keepValidRows, PANTRY_MESSAGES, SaveScanInput } from './pantry';

describe('pantry rules', () => {
  it('keeps only review rows with a name and a quantity, trimmed', () => {
    expect(
      keepValidRows([
        { name: ' Tomatoes ', quantity: ' 4 ', confidence: 0.9 },
        { name: 'Onions', quantity: ' ' },
        { name: '  ', quantity: '2' },
        { name: 'Garlic', quantity: 'Unknown' },
      ]),
    ).toEqual([
      { name: 'Tomatoes', quantity: '4', confidence: 0.9 },
      { name: 'Garlic', quantity: 'Unknown' },
    ]);
  });

  it('names a scan after the day it was saved', () => {
    expect(defaultScanName(new Date(2026, 10, 16, 23, 30))).toBe('Pantry Scan - 16 Nov 2026');
    expect(defaultScanName(new Date(2027, 0, 3, 0, 5))).toBe('Pantry Scan - 3 Jan 2027');
  });

  it('rates difficulty from time and ingredient count', () => {
    expect(difficultyOf({ prepMinutes: 10, cookMinutes: 15, lines: 6 })).toBe('Easy');
    expect(difficultyOf({ prepMinutes: 10, cookMinutes: 15, lines: 9 })).toBe('Medium');
    expect(difficultyOf({ prepMinutes: 30, cookMinutes: 90, lines: 6 })).toBe('Hard');
    expect(difficultyOf({ prepMinutes: 20, cookMinutes: 30, lines: 16 })).toBe('Hard');
  });

  it('limits what a request may carry', () => {
    expect(BuildRequest.safeParse({ primaryIngredient: 'x'.repeat(61) }).success).toBe(false);
    expect(BuildRequest.parse({ primaryIngredient: 'aloo' })).toEqual({
      primaryIngredient: 'aloo',
      useDietaryPreferences: false,
    });
    expect(SaveScanInput.safeParse({ ingredients: [{ name: 'rice', quantity: '1', confidence: 2 }] }).success).toBe(
      false,
    );
    expect(SaveScanInput.safeParse({ ingredients: [], imageUrls: ['a', 'b', 'c', 'd'] }).success).toBe(false);
    expect(PANTRY_MESSAGES.tooMany(2)).toBe('Only 2 more images can be added (max 3 total)');
  });
});
