import { describe, expect, it } from 'vitest';
import { addIngredients } from './pantry-merge';

const row = (name: string, quantity = '1') => ({ name, quantity });

describe('addIngredients', () => {
  it('keeps the rows there, corrections included, and adds only new names', () => {
    const rows = [row('Potatoes', '2 kg'), row('rice', '1 cup')];
    const found = [row('potatoes', '1 kg'), row('tomatoes', '4'), row(' cauliflower ', '1 head'), row('Tomatoes', '2')];
    expect(addIngredients(rows, found, (i) => i)).toEqual([
      row('Potatoes', '2 kg'),
      row('rice', '1 cup'),
      row('tomatoes', '4'),
      row(' cauliflower ', '1 head'),
    ]);
  });

  it('leaves a blank row at the end, and ignores nameless findings', () => {
    expect(addIngredients([row(''), row('salt')], [row(''), row('onion')], (i) => i)).toEqual([
      row('salt'),
      row('onion'),
      row(''),
    ]);
  });
});
