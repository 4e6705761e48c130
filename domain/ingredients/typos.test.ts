import { describe, expect, it } from 'vitest';
import { createTypoCorrector } from './typos';

describe('createTypoCorrector', () => {
  const correct = createTypoCorrector(
    ['tortellini', 'pasta', 'lemon', 'juice', 'melted', 'butter', 'nested', 'rested'],
    ['zest', 'fresh', 'and'],
    ['secs', 'abricots'],
  );

  it('reads a misspelt food word as the one food word an edit away (two for nine letters or more)', () => {
    expect(correct('pasta tortelleni')).toBe('pasta tortellini');
    expect(correct('pasta tortelenni')).toBe('pasta tortellini'); // two edits in ten letters
    expect(correct('fresh buter')).toBe('fresh butter'); // five letters, one edit
    expect(correct('fresh lemn juice')).toBe(null); // fewer than five letters: not corrected, and unknown
  });

  it('leaves alone what is no typo', () => {
    expect(correct('lemon juiced')).toBe(null); // another form of "juice"
    expect(correct('lemon zested')).toBe(null); // one edit from both "nested" and "rested": no single answer
    expect(correct('abricots secs')).toBe(null); // a word of another language
    expect(correct('pasta tortelleni xyzzy')).toBe(null); // another word unknown: not English misspelt
    expect(correct('melted butter')).toBe(null); // nothing to correct
  });
});
