import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';

const METHOD = [
  'Bring a large pot of water to the boil and salt it well.',
  'Cook the pasta until just tender, then drain it, keeping a cup of the water.',
  'Melt the butter in a wide pan and fry the sage leaves until crisp.',
  'Toss the pasta in the butter with a splash of the cooking water.',
  'Grate the parmesan over and serve at once.',
];

const page = (declared: string[], body: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Pasta with butter and sage',
    recipeIngredient: ['200 g tagliatelle', '50 g butter', '12 sage leaves', '30 g parmesan'],
    recipeInstructions: declared.map((text) => ({ '@type': 'HowToStep', text })),
  })}</script></head><body>${body}</body></html>`;

const row = (text: string, at: number) =>
  `<div class="step-row"><span class="step-number">${at + 1}</span><div class="grow"><span class="step-text">${text}</span></div></div>`;

describe('the method the page shows where its structured data gives only the first steps', () => {
  it('reads every step drawn as the declared ones, over the page’s sections, up to a second copy', () => {
    const body = `
      <section><h3>The pasta</h3>${METHOD.slice(0, 2).map(row).join('')}</section>
      <section><h3>The sauce</h3>${METHOD.slice(2)
        .map((text, at) => row(text, at + 2))
        .join('')}</section>
      <div class="tip"><span class="step-text">Use a wide pan.</span></div>
      <div class="cooking-mode">${METHOD.map(row).join('')}</div>`;
    expect(extractRecipe(page(METHOD.slice(0, 2), body), 'https://example.com/pasta')?.instructions).toEqual(METHOD);
  });

  it('keeps a complete method with a tip drawn like a step after it', () => {
    const declared = METHOD.slice(0, 4);
    const body = `<div>${[...declared, 'A wide pan helps the pasta take up the butter.'].map(row).join('')}</div>`;
    expect(extractRecipe(page(declared, body), 'https://example.com/pasta')?.instructions).toEqual(declared);
  });

  it('reads a list without classes in its own list only, and keeps the declared steps beside other paragraphs', () => {
    const list = `<ol>${METHOD.map((text) => `<li>${text}</li>`).join('')}</ol><ul><li>Serves 2</li></ul>`;
    expect(extractRecipe(page(METHOD.slice(0, 2), list), 'https://example.com/pasta')?.instructions).toEqual(METHOD);
    const prose = `<ol>${METHOD.slice(0, 2)
      .map((text) => `<li>${text}</li>`)
      .join('')}</ol><p>${METHOD[2]}</p>`;
    expect(extractRecipe(page(METHOD.slice(0, 2), prose), 'https://example.com/pasta')?.instructions).toEqual(
      METHOD.slice(0, 2),
    );
  });
});
