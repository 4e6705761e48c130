import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { cardTitle } from './card-title';
import { extractRecipe } from './extract-recipe';

const card = (heading: string) => `
  <div class="recipe-card">${heading}
    <div class="recipe-ingredients"><h3>Ingredients</h3>
      <ul><li>1 cup mayonnaise</li><li>1/4 cup ketchup</li><li>2 tbsp sweet relish</li></ul></div>
    <div class="recipe-instructions"><h3>Instructions</h3>
      <ol><li>Stir everything together in a bowl.</li><li>Chill for an hour before serving.</li></ol></div>
  </div>`;

describe("a recipe card's own name", () => {
  it("titles a page that declares no recipe with its card's name, not the page's longer heading", () => {
    const html = `<html><head><title>Burger Sauce (In-N-Out Copycat) | Cozy Kitchen</title></head><body>
      <h1>Burger Sauce (In-N-Out Copycat)</h1><p>Every burger deserves it.</p>
      ${card('<h2 class="wprm-recipe-name">Burger Sauce Recipe</h2>')}</body></html>`;
    const draft = extractRecipe(html, 'https://example.com/burger-sauce');
    expect(draft?.title).toBe('Burger Sauce Recipe');
    expect(draft?.ingredients).toEqual(['1 cup mayonnaise', '1/4 cup ketchup', '2 tbsp sweet relish']);
  });

  it("passes over a related recipe's card, a name spread over two headings, and headings of other things", () => {
    const related = `<aside><div class="teaser"><h3 class="recipe-card-title">Pickled onions</h3><a href="/x">Read</a></div></aside>`;
    expect(cardTitle(parse(`<body>${related}${card('<h2>Burger sauce</h2>')}</body>`))).toBeNull();
    const split = card('<h1 class="recipe-title">baba ghanoush</h1><h1>with hand-cut potato chips</h1>');
    expect(cardTitle(parse(`<body>${split}</body>`))).toBeNull();
    expect(cardTitle(parse(`<body>${card('<h2 class="recipe-ingredients__title">Sauce</h2>')}</body>`))).toBeNull();
    const call = card('<h2 class="oc-recipe-title"><img src="/get.png" alt="get the recipe"></h2>');
    expect(cardTitle(parse(`<body>${call}</body>`))).toBeNull();
    expect(cardTitle(parse(`<body>${card('<h2 class="wprm-recipe-name">Get the Recipe: Halibut</h2>')}</body>`))).toBe(
      'Halibut',
    );
    expect(cardTitle(parse(`<body>${card('<h3 class="tasty-recipes-title">Burger sauce</h3>')}</body>`))).toBe(
      'Burger sauce',
    );
  });
});
