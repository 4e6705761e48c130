import { describe, expect, it } from 'vitest';
import { servingsAmount, servingsLabel } from './plan-entries';

describe('servings on the plan', () => {
  it('reads as a cook writes them', () => {
    expect([0.5, 1, 1.5, 2, 2.5, 0.25, 3].map(servingsLabel)).toEqual([
      '½ serving',
      '1 serving',
      '1½ servings',
      '2 servings',
      '2½ servings',
      '¼ serving',
      '3 servings',
    ]);
    expect(servingsAmount(1.75)).toBe('1¾');
    expect(servingsAmount(1.2)).toBe('1.2');
  });
});
