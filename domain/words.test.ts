import { describe, expect, it } from 'vitest';
import { countOf } from './words';

describe('countOf', () => {
  it('agrees the word with the count', () => {
    expect(countOf(1, 'preference')).toBe('1 preference');
    expect(countOf(0, 'preference')).toBe('0 preferences');
    expect(countOf(4, 'preference')).toBe('4 preferences');
    expect(countOf(1, 'pantry scan')).toBe('1 pantry scan');
    expect(countOf(2, 'recipe category', 'recipe categories')).toBe('2 recipe categories');
  });
});
