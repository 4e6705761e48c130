import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';

/** Recipe-plugin markups as they stand on a page without schema.org data (the plugin's JSON-LD switched off). */
const wrap = (body: string) =>
  `<html><head><title>Lemon Cake - Some Blog</title><meta property="og:site_name" content="Some Blog"></head><body><header><ul><li>Home</li><li>About</li></ul></header><article><h1>Lemon Cake</h1><p>My aunt made this cake every summer, and it is still the best.</p>${body}</article><footer><ul><li>Contact</li><li>Privacy</li></ul></footer></body></html>`;
const pages: Record<string, string> = {
  wprm: `<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Lemon Cake</h2>
<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3>
<div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Cake</h4><ul class="wprm-recipe-ingredients">
<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">200</span> <span class="wprm-recipe-ingredient-unit">g</span> <span class="wprm-recipe-ingredient-name">flour</span></li>
<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-name">lemons</span> <span class="wprm-recipe-ingredient-notes">zested</span></li></ul></div>
<div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Glaze</h4><ul class="wprm-recipe-ingredients">
<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">100</span> <span class="wprm-recipe-ingredient-unit">g</span> <span class="wprm-recipe-ingredient-name">icing sugar</span></li></ul></div></div>
<div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3><div class="wprm-recipe-instruction-group"><ul class="wprm-recipe-instructions">
<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Mix the flour and zest.</div></li>
<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Bake for 40 minutes at 180°C.</div></li></ul></div></div></div></div>`,
  tasty: `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Lemon Cake</h2><div class="tasty-recipes-ingredients"><h3>Ingredients</h3><div class="tasty-recipes-ingredients-body"><ul><li>200 g flour</li><li>2 lemons, zested</li><li>100 g icing sugar</li></ul></div></div>
<div class="tasty-recipes-instructions"><h3>Instructions</h3><div class="tasty-recipes-instructions-body"><ol><li>Mix the flour and zest.</li><li>Bake for 40 minutes at 180°C.</li></ol></div></div></div>`,
  mv: `<div class="mv-create-card"><h2 class="mv-create-title mv-create-title-primary">Lemon Cake</h2><div class="mv-create-ingredients"><h3>Ingredients</h3><ul><li>200 g flour</li><li>2 lemons, zested</li><li>100 g icing sugar</li></ul></div>
<div class="mv-create-instructions"><h3>Instructions</h3><ol><li>Mix the flour and zest.</li><li>Bake for 40 minutes at 180°C.</li></ol></div></div>`,
  zip: `<div id="zlrecipe-container"><div id="zlrecipe-title" class="zlrecipe-title">Lemon Cake</div><ul id="zlrecipe-ingredients-list"><li id="zlrecipe-ingredient-0" class="ingredient">200 g flour</li><li id="zlrecipe-ingredient-1" class="ingredient">2 lemons, zested</li><li class="ingredient">100 g icing sugar</li></ul>
<ol id="zlrecipe-instructions-list" class="instructions"><li class="instruction">Mix the flour and zest.</li><li class="instruction">Bake for 40 minutes at 180°C.</li></ol></div>`,
  easy: `<div class="easyrecipe"><div class="ERSName">Lemon Cake</div><div class="ERSIngredients"><div class="ERSIngredientsHeader">Ingredients</div><ul><li class="ingredient">200 g flour</li><li class="ingredient">2 lemons, zested</li><li class="ingredient">100 g icing sugar</li></ul></div>
<div class="ERSInstructions"><div class="ERSInstructionsHeader">Instructions</div><ol><li class="instruction">Mix the flour and zest.</li><li class="instruction">Bake for 40 minutes at 180°C.</li></ol></div></div>`,
  cooked: `<div class="cooked-recipe-ingredients"><div class="cooked-single-ingredient cooked-heading">Cake</div><div class="cooked-single-ingredient cooked-ingredient"><span class="cooked-ing-amount">200</span> <span class="cooked-ing-measurement">g</span> <span class="cooked-ing-name">flour</span></div>
<div class="cooked-single-ingredient cooked-ingredient"><span class="cooked-ing-amount">2</span> <span class="cooked-ing-name">lemons, zested</span></div><div class="cooked-single-ingredient cooked-ingredient"><span class="cooked-ing-amount">100</span> <span class="cooked-ing-measurement">g</span> <span class="cooked-ing-name">icing sugar</span></div></div>
<div class="cooked-recipe-directions"><div class="cooked-single-direction cooked-direction"><span class="cooked-direction-number">1</span><div class="cooked-dir-content"><p>Mix the flour and zest.</p></div></div><div class="cooked-single-direction cooked-direction"><span class="cooked-direction-number">2</span><div class="cooked-dir-content"><p>Bake for 40 minutes at 180°C.</p></div></div></div>`,
  hrecipe: `<div class="h-recipe"><h2 class="p-name">Lemon Cake</h2><ul><li class="p-ingredient">200 g flour</li><li class="p-ingredient">2 lemons, zested</li><li class="p-ingredient">100 g icing sugar</li></ul><div class="e-instructions"><p>Mix the flour and zest.</p><p>Bake for 40 minutes at 180°C.</p></div></div>`,
  hrecipeOld: `<div class="hrecipe"><h2 class="fn">Lemon Cake</h2><ul><li class="ingredient">200 g flour</li><li class="ingredient">2 lemons, zested</li><li class="ingredient">100 g icing sugar</li></ul><div class="instructions"><p>Mix the flour and zest.</p><p>Bake for 40 minutes at 180°C.</p></div></div>`,
};

describe('extractRecipe from the common recipe-plugin markups, without schema.org data', () => {
  it.each(Object.keys(pages))('%s: the lines and steps the plugin draws', (name) => {
    const draft = extractRecipe(wrap(pages[name]!), 'https://blog.example/lemon-cake/');
    expect(draft).toMatchObject({
      title: 'Lemon Cake',
      instructions: ['Mix the flour and zest.', 'Bake for 40 minutes at 180°C.'],
    });
    expect(draft?.ingredients).toHaveLength(3);
    expect(draft?.ingredients[0]).toBe('200 g flour');
    expect(draft?.ingredients[2]).toBe('100 g icing sugar');
  });

  it('reads a step number drawn with its word ("Step 2") as no part of the step', () => {
    const html =
      wrap(`<div class="recipe-ingredients"><ul><li>2 eggs</li><li>1 cup milk</li><li>1 cup flour</li></ul></div>
      <div class="recipe-method"><div class="step"><span>Step 1</span><p>Whisk the eggs and the milk together well.</p></div>
      <div class="step"><span>Step 2</span><p>Fold in the flour and rest the batter for an hour.</p></div></div>`);
    expect(extractRecipe(html, 'https://blog.example/batter/')?.instructions).toEqual([
      'Whisk the eggs and the milk together well.',
      'Fold in the flour and rest the batter for an hour.',
    ]);
  });
});
