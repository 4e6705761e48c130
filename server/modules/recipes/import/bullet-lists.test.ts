import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';

const PAGE_URL = 'https://blog.example/2026/03/lemon-schnitzel/';

const typedPage = `<!doctype html><html><head><title>Lemon schnitzel</title></head><body>
  <nav><p>• Home<br>• 2 recipes a week</p></nav>
  <div class="entry-content">
    <p>Thin, crisp and quick: a weeknight supper.</p>
    <p><strong>Serves 2</strong></p>
    <p><em>• 2 pork escalopes, about 125 g each<br>• 1 egg<br>• 2 tbsp flour<br>• salt and pepper</em></p>
    <p>Pound the escalopes thin between two sheets of cling film.<br>Season both sides.</p>
    <p>• 1 tbsp butter<br>• 1 tbsp olive oil<br>• 1/2 lemon</p>
    <p>Dip in flour, then egg, and fry 2 minutes a side in the butter and oil.</p>
    <p>Notes: the escalopes can be pounded a day ahead.</p>
  </div>
</body></html>`;

describe('extractRecipe from paragraphs with typed bullets, when nothing else gives a recipe', () => {
  it('reads the bulleted lines as ingredients and the plain paragraphs after the first as the method', () => {
    expect(extractRecipe(typedPage, PAGE_URL)).toMatchObject({
      title: 'Lemon schnitzel',
      ingredients: [
        '2 pork escalopes, about 125 g each',
        '1 egg',
        '2 tbsp flour',
        'salt and pepper',
        '1 tbsp butter',
        '1 tbsp olive oil',
        '1/2 lemon',
      ],
      instructions: [
        'Pound the escalopes thin between two sheets of cling film.',
        'Season both sides.',
        'Dip in flour, then egg, and fry 2 minutes a side in the butter and oil.',
      ],
    });
  });

  it('finds no recipe in bulleted lines that are not amounts, nor without a paragraph of method', () => {
    const prose = typedPage.replace(
      /<div class="entry-content">[\s\S]*<\/div>/,
      () => '<div><p>• Our story<br>• Press<br>• Contact us</p><p>We write about food.</p></div>',
    );
    expect(extractRecipe(prose, PAGE_URL)).toBeNull();
    const noMethod = typedPage.replace(/<p>(?!•|<em>)[^<]*(?:<br>[^<]*)?<\/p>/g, '');
    expect(extractRecipe(noMethod, PAGE_URL)).toBeNull();
  });
});

describe('extractRecipe from a recipe typed in stages, with no method heading', () => {
  const staged = `<!doctype html><html><head><title>Overnight rolls</title></head><body><div class="post">
    <h1>Overnight rolls</h1>
    <p>Soft rolls with a starter made the night before.</p>
    <p>Ingrédients pour le levain (1 nuit)</p>
    <p><b>100 g de farine</b></p><p><b>100 g d'eau tiède</b></p><p></p>
    <ul><li>Mélanger la farine et l'eau dans un bol.</li></ul>
    <ul><li>Couvrir et laisser fermenter une nuit à température ambiante.</li></ul>
    <p>Ingrédients pour la pâte</p>
    <p>400 g de farine</p><p>250 g d'eau froide</p><p>10 g de sel</p>
    <p>* Les types de farine : voir ici</p>
    <ul><li>Ajouter la farine, l'eau et le levain, pétrir 10 minutes.</li><li>Saler et pétrir encore 5 minutes.</li></ul>
    <ul><li>Façonner 8 boules et cuire 20 minutes à 230°C.</li></ul>
    <p>Bon appétit !</p>
    <ul><li>Contact</li><li>Top articles</li></ul>
  </div></body></html>`;

  it("reads each stage's amount lines as ingredients and its list items as the method", () => {
    expect(extractRecipe(staged, PAGE_URL)).toMatchObject({
      ingredients: ['100 g de farine', "100 g d'eau tiède", '400 g de farine', "250 g d'eau froide", '10 g de sel'],
      instructions: [
        "Mélanger la farine et l'eau dans un bol.",
        'Couvrir et laisser fermenter une nuit à température ambiante.',
        "Ajouter la farine, l'eau et le levain, pétrir 10 minutes.",
        'Saler et pétrir encore 5 minutes.',
        'Façonner 8 boules et cuire 20 minutes à 230°C.',
      ],
    });
  });
});

describe('extractRecipe from an Ingredients heading and its list, the method in paragraphs with no heading', () => {
  it('reads the list as ingredients and the paragraphs after it, up to the notes, as the method', () => {
    const html = `<html><head><title>Garlic butter prawns</title></head><body><article>
      <p>We make these every Friday.</p>
      <h3>Ingredients</h3>
      <ul><li>500 g prawns, peeled</li><li>3 garlic cloves, crushed</li><li>50 g butter</li><li>salt</li></ul>
      <p>Melt the butter in a wide pan over a medium heat.</p>
      <p>Add the garlic and the prawns and cook them for three minutes, turning once.</p>
      <h3>Notes</h3><p>Frozen prawns work well too.</p>
    </article></body></html>`;
    expect(extractRecipe(html, PAGE_URL)).toMatchObject({
      ingredients: ['500 g prawns, peeled', '3 garlic cloves, crushed', '50 g butter', 'salt'],
      instructions: [
        'Melt the butter in a wide pan over a medium heat.',
        'Add the garlic and the prawns and cook them for three minutes, turning once.',
      ],
    });
  });
});
