import { describe, expect, it } from 'vitest';
import { cookTimeLabel, timesGiven } from './cook-time';

describe('cookTimeLabel', () => {
  it('gives the minutes, and says a no-cook dish needs no cooking', () => {
    expect(cookTimeLabel(25)).toBe('25 min');
    expect(cookTimeLabel(0)).toBe('No cooking');
  });
});

describe('timesGiven', () => {
  it('is false only when neither time is stated', () => {
    expect(timesGiven({ prepMinutes: 0, cookMinutes: 0 })).toBe(false);
    expect(timesGiven({ prepMinutes: 10, cookMinutes: 0 })).toBe(true);
    expect(timesGiven({ prepMinutes: 0, cookMinutes: 45 })).toBe(true);
  });
});
