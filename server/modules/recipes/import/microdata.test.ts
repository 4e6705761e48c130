import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';

const PAGE_URL = 'https://appliance.example/recipes/flatbread';

describe('extractRecipe from microdata whose instructions are HowTo JSON in an attribute', () => {
  const steps = [
    { '@type': 'HowToStep', text: 'Heat the stone for 20 minutes.' },
    { '@type': 'HowToStep', text: 'Stretch the dough to 25 cm and bake it for 3 minutes.' },
  ];
  const page = (content: string) => `<html><head><title>Flatbread</title></head><body>
    <div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Flatbread</h1>
      <ul><li itemprop="recipeIngredient">220 g pizza dough</li><li itemprop="recipeIngredient">1 tbsp olive oil</li></ul>
      <meta itemprop="recipeInstructions" content=${content}>
    </div></body></html>`;

  it('reads the steps when the JSON was written into the attribute without escaping (the attribute reads "[{")', () => {
    expect(extractRecipe(page(`"${JSON.stringify(steps)}"`), PAGE_URL)?.instructions).toEqual([
      'Heat the stone for 20 minutes.',
      'Stretch the dough to 25 cm and bake it for 3 minutes.',
    ]);
  });

  it('reads the steps when the JSON was escaped as it should be', () => {
    const escaped = `"${JSON.stringify(steps).replace(/"/g, '&quot;')}"`;
    expect(extractRecipe(page(escaped), PAGE_URL)?.instructions).toEqual([
      'Heat the stone for 20 minutes.',
      'Stretch the dough to 25 cm and bake it for 3 minutes.',
    ]);
  });
});
