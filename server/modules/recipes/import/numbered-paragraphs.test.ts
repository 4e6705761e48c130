import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';

const PAGE_URL = 'https://blog.example/2026/02/porridge-orange-sanguine/';

const post = (method: string) => `<!doctype html><html><head><title>Porridge à l'orange sanguine</title></head><body>
  <nav><ul><li>Accueil</li><li>Recettes</li><li>Contact</li></ul></nav>
  <article><h1>Porridge à l'orange sanguine</h1>
    <div class="entry-content">
      <p>Un bol chaud pour les matins d'hiver. Pourquoi ça marche :</p>
      <ul><li>la grenade apporte une petite acidité,</li><li>l'orange sanguine ajoute du peps,</li>
        <li>le miel vient arrondir le tout.</li></ul>
      <h3>Pour 1 grand bol :</h3>
      <p><strong>Base porridge</strong></p>
      <ul><li>50 g de flocons d'avoine</li><li>25 cl de lait</li><li>1 c. à café de sucre</li></ul>
      <p><strong>Garniture</strong></p>
      <ul><li>1/4 de grenade</li><li>1 orange sanguine</li><li>1 c. à soupe de miel</li></ul>
      ${method}
    </div>
  </article>
  <footer><p>1- Tous droits réservés à l'auteur du blog.</p></footer>
</body></html>`;

const staged = `<h3>Faites cuire le porridge</h3>
  <p>1- Dans une petite casserole, versez les flocons et le lait.</p>
  <p>2- Faites chauffer à feu moyen 5 à 7 minutes en remuant.</p>
  <h3>Préparez le topping</h3>
  <p>1- Pelez l'orange à vif et récupérez les suprêmes.</p>
  <p>2- Versez le porridge dans un bol, ajoutez la garniture et le miel.</p>`;

describe('extractRecipe from a post whose method is paragraphs numbered by hand, when nothing else gives a recipe', () => {
  it("reads the lists of amounts just before the method, not the post's list before them", () => {
    expect(extractRecipe(post(staged), PAGE_URL)?.ingredients).toEqual([
      "50 g de flocons d'avoine",
      '25 cl de lait',
      '1 c. à café de sucre',
      '1/4 de grenade',
      '1 orange sanguine',
      '1 c. à soupe de miel',
    ]);
  });

  it("reads each stage's numbered paragraphs under its heading", () => {
    expect(extractRecipe(post(staged), PAGE_URL)?.instructions).toEqual([
      'Faites cuire le porridge:',
      '1- Dans une petite casserole, versez les flocons et le lait.',
      '2- Faites chauffer à feu moyen 5 à 7 minutes en remuant.',
      'Préparez le topping:',
      "1- Pelez l'orange à vif et récupérez les suprêmes.",
      '2- Versez le porridge dans un bol, ajoutez la garniture et le miel.',
    ]);
  });

  it('reads one numbering as the steps alone, numbered "1.", "2)" or "3 –"', () => {
    const method = `<p>1. Versez les flocons et le lait dans une casserole.</p><p>2) Faites chauffer 5 minutes en remuant.</p>
      <p>3 – Servez avec l'orange, la grenade et le miel.</p><p>Bon appétit !</p>`;
    expect(extractRecipe(post(method), PAGE_URL)?.instructions).toEqual([
      '1. Versez les flocons et le lait dans une casserole.',
      '2) Faites chauffer 5 minutes en remuant.',
      "3 – Servez avec l'orange, la grenade et le miel.",
    ]);
  });

  it('finds no recipe in numbered paragraphs that do not count from 1, or that follow no list of amounts', () => {
    const skipping = `<p>3- Faites chauffer le lait avec les flocons.</p><p>5- Versez dans un bol.</p><p>6- Servez chaud.</p>`;
    expect(extractRecipe(post(skipping), PAGE_URL)).toBeNull();
    const listicle = `<!doctype html><html><head><title>Nos poêles préférées</title></head><body><div>
      <ul><li>Poêles</li><li>Casseroles</li><li>Cocottes</li></ul>
      <p>1. La poêle en fonte, qui dure toute une vie.</p><p>2. La poêle en inox, pour saisir.</p>
      <p>3. La poêle antiadhésive, pour les œufs du matin.</p></div></body></html>`;
    expect(extractRecipe(listicle, PAGE_URL)).toBeNull();
  });

  it('reads a page nesting thousands of paragraphs in well under 2 s', () => {
    const nested = `<html><body><ul><li>1 egg</li><li>2 g salt</li><li>3 g sugar</li></ul>${'<div><p>1- Mix it all well'.repeat(2000)}${'</p></div>'.repeat(2000)}</body></html>`;
    const started = performance.now();
    extractRecipe(nested, PAGE_URL);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
