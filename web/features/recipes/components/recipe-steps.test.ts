import { describe, expect, it } from 'vitest';
import { sectionsOf } from './recipe-steps';

describe('sectionsOf', () => {
  it('puts the steps under the headings among them, numbering on across headings', () => {
    expect(
      sectionsOf(['Prepare Chicken:', 'Pat the chicken dry.', 'Cut it into cubes.', 'Sauce:', 'Whisk the cream.']),
    ).toEqual([
      { heading: 'Prepare Chicken', start: 1, steps: ['Pat the chicken dry.', 'Cut it into cubes.'] },
      { heading: 'Sauce', start: 3, steps: ['Whisk the cream.'] },
    ]);
  });

  it('keeps steps before any heading in a section without one, and a step that only ends in a colon a step', () => {
    expect(
      sectionsOf([
        'Heat the oven.',
        'Mix the following in a bowl until smooth, then set it aside for the filling later on:',
        'For the glaze:',
      ]),
    ).toEqual([
      {
        heading: null,
        start: 1,
        steps: [
          'Heat the oven.',
          'Mix the following in a bowl until smooth, then set it aside for the filling later on:',
        ],
      },
      { heading: 'For the glaze', start: 3, steps: [] },
    ]);
  });
});
