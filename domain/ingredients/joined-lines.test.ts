import { describe, expect, it } from 'vitest';
import { splitJoinedLines } from './joined-lines';

describe('splitJoinedLines', () => {
  it('starts a line at a comma followed by an amount', () => {
    expect(splitJoinedLines('3 carrots, 1 cup rice, ½ teaspoon cumin')).toEqual([
      '3 carrots',
      '1 cup rice',
      '½ teaspoon cumin',
    ]);
  });

  it('keeps a note after a comma on its line', () => {
    expect(splitJoinedLines('⅓ leek, thinly sliced, 2 (10 ounce) tins sardines, drained, 4  plums')).toEqual([
      '⅓ leek, thinly sliced',
      '2 (10 ounce) tins sardines, drained',
      '4  plums',
    ]);
  });

  it('leaves a line without an amount on the line before it', () => {
    expect(splitJoinedLines('1 pound turnips, pepper to taste')).toEqual(['1 pound turnips, pepper to taste']);
  });

  it('does not split inside a number or without a space', () => {
    expect(splitJoinedLines('1,5 kg squash,2 limes')).toEqual(['1,5 kg squash,2 limes']);
    expect(splitJoinedLines('')).toEqual([]);
  });
});
