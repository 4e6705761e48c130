import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';
import { isStepLabel } from './step-labels';

describe('isStepLabel', () => {
  it('knows a name that only counts, in the region’s languages', () => {
    for (const name of ['Step 1', 'First step', 'Första instruktionen', 'Nästa instruktion', 'Sista instruktionen'])
      expect(isStepLabel(name), name).toBe(true);
    for (const name of ['Nächster Schritt', 'Dernière étape', 'Primer paso', 'Stap 3', 'Final step:'])
      expect(isStepLabel(name), name).toBe(true);
  });

  it('leaves a title a cook reads', () => {
    for (const name of ['Make the sauce', 'First, the dough', 'Cake:', 'Instructions for the glaze', 'Last touches'])
      expect(isStepLabel(name), name).toBe(false);
  });
});

describe('a method in sections named only by a count', () => {
  it('reads the steps without the labels as headings', () => {
    const section = (name: string, text: string) => ({
      '@type': 'HowToSection',
      name,
      itemListElement: [{ '@type': 'HowToStep', text }],
    });
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Äppelkaka',
      recipeIngredient: ['4 äpplen', '2 dl socker'],
      recipeInstructions: [
        section('Första instruktionen', 'Skala och skär äpplena i tärningar.'),
        section('Sista instruktionen', 'Grädda kakan i 40 minuter.'),
      ],
    };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head></html>`;
    expect(extractRecipe(html, 'https://example.se/recept')?.instructions).toEqual([
      'Skala och skär äpplena i tärningar.',
      'Grädda kakan i 40 minuter.',
    ]);
  });
});
