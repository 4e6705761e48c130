import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { leadOf, RecipeSteps, sectionsOf } from './recipe-steps';

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

describe('a sentence broken over steps', () => {
  it('shows a line that goes on with the step before within that step', () => {
    const steps = [
      'Coupez les tomates pelées en quartiers,',
      'les aubergines et les courgettes en rondelles.',
      'Emincez les poivrons en lamelles',
      "et l'oignon en rouelles.",
      "Chauffez 2 cuillères à soupe d'huile dans une poêle.",
      'Salez et poivrez si besoin.',
    ];
    expect(sectionsOf(steps)).toEqual([
      {
        heading: null,
        start: 1,
        steps: [
          'Coupez les tomates pelées en quartiers, les aubergines et les courgettes en rondelles.',
          "Emincez les poivrons en lamelles et l'oignon en rouelles.",
          "Chauffez 2 cuillères à soupe d'huile dans une poêle.",
          'Salez et poivrez si besoin.',
        ],
      },
    ]);
  });

  it('keeps lines that start a step of their own, and a method written all in lower case as it is', () => {
    const own = ['Make the glaze', 'whisk the sugar and the syrup together.', 'Heat the oven.', 'and serve.'];
    expect(sectionsOf(own)[0]!.steps).toEqual(own);
    const lower = ['mix the flour and the eggs,', 'rest the dough for an hour.', 'bake it.'];
    expect(sectionsOf(lower)[0]!.steps).toEqual(lower);
  });
});

describe('leadOf', () => {
  it('reads a short lead before a colon, and nothing else', () => {
    expect(leadOf('Sauté onion: Heat the oil in a large pan.')).toEqual({
      lead: 'Sauté onion:',
      rest: 'Heat the oil in a large pan.',
    });
    expect(leadOf('Season and serve: stir the lemon juice into the soup.')?.lead).toBe('Season and serve:');
    expect(leadOf('Bake for 1:30 hours.')).toBeNull();
    expect(leadOf('Heat the oil. Then add the following: onion, garlic.')).toBeNull();
    expect(
      leadOf('Whisk together the flour, sugar, salt and the baking powder in a bowl: it should be even.'),
    ).toBeNull();
    expect(leadOf('10: stir')).toBeNull();
  });
});

describe('RecipeSteps', () => {
  it('says a recipe saved without steps has none, instead of an empty list', () => {
    expect(renderToStaticMarkup(createElement(RecipeSteps, { steps: [] }))).toBe(
      '<p class="text-muted">No steps were given for this recipe.</p>',
    );
    expect(renderToStaticMarkup(createElement(RecipeSteps, { steps: ['Stir.'] }))).toContain('<ol start="1"');
  });
});
