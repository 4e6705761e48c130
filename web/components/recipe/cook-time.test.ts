import { describe, expect, it } from 'vitest';
import { cookTimeLabel } from './cook-time';

describe('cookTimeLabel', () => {
  it('gives the minutes, and says a no-cook dish needs no cooking', () => {
    expect(cookTimeLabel(25)).toBe('25 min');
    expect(cookTimeLabel(0)).toBe('No cooking');
  });
});
