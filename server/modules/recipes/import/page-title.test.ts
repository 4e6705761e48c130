import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

const page = (head: string, body: string) => parse(`<html><head>${head}</head><body>${body}</body></html>`);

describe('pageTitle: the name of a recipe a page declares nowhere else', () => {
  it("takes the page's own heading over a title written for search engines", () => {
    const head = '<title>Easy No Knead Crusty Rolls Recipe - Jenny Can Cook</title>';
    expect(pageTitle(page(head, '<article><h1>No Knead Crusty Rolls</h1></article>'))).toBe('No Knead Crusty Rolls');
    const dutch = '<meta property="og:title" content="Recept voor Koolrabi ovenschotel">';
    expect(pageTitle(page(dutch, '<main><h1>Koolrabi ovenschotel</h1></main>'))).toBe('Koolrabi ovenschotel');
    // an article's own header heads the article; the site's header does not
    const site =
      '<title>Creamy Lemon Chicken Recipe from Sam</title><meta property="og:site_name" content="Sam Cooks">';
    const body =
      '<header class="site"><h1>Sam Cooks</h1></header><article><header><h1>Creamy Lemon Chicken</h1></header></article>';
    expect(pageTitle(page(site, body))).toBe('Creamy Lemon Chicken');
  });

  it("reads a heading in a recipe's own header after the site's, and a plural as the word it shares", () => {
    const head = '<title>Sticky Chicken Wings Recipe on Food52</title>';
    const body =
      '<header class="site"><a href="/">Food52</a></header><header class="recipe__header"><h1>Sticky Pomegranate Chicken Wings</h1></header>';
    expect(pageTitle(page(head, body))).toBe('Sticky Pomegranate Chicken Wings');
    // a header that holds the menu is the site's wherever it stands
    const menu = '<div></div><header><nav><a href="/">Home</a></nav><h1>Kitchen Stories</h1></header>';
    expect(pageTitle(page('<title>Kitchen Stories: Sticky Wings</title>', menu))).toBe('Kitchen Stories: Sticky Wings');
    const brownies = '<title>Easy chocolate brownie recipe | Jamie</title>';
    expect(pageTitle(page(brownies, "<main><h1>Bloomin' brilliant brownies</h1></main>"))).toBe(
      "Bloomin' brilliant brownies",
    );
  });

  it('passes over headings the reader does not see, menus, numbered steps and subtitles', () => {
    const head = "<title>Millionaires' Shortbread | DR</title>";
    const body = `<div role="navigation"><h1 class="dre-heading__sr-only">Navigation</h1></div>
      <nav><h1>Shortbread and more</h1></nav>
      <h1>1 Line the tin</h1>
      <h1>with caramel and chocolate</h1>
      <h1>Millionaires' Shortbread</h1>`;
    expect(pageTitle(page(head, body))).toBe("Millionaires' Shortbread");
  });

  it('reads a heading in a page drawn inside an aside, and a title that goes on from the heading', () => {
    const head = '<title>Zen Avocado Toast Recipe: How to Make Zen Avocado Toast</title>';
    expect(pageTitle(page(head, '<aside><h1>Zen Avocado Toast Recipe</h1></aside>'))).toBe('Zen Avocado Toast Recipe');
    const full = '<title>Tofu Mixed Greens Salad with Carrot Ginger Dressing - Innit</title>';
    expect(pageTitle(page(full, '<h1>Tofu Mixed Greens Salad</h1>'))).toBe(
      'Tofu Mixed Greens Salad with Carrot Ginger Dressing - Innit',
    );
  });

  it('drops the word for a recipe after a separator in the title', () => {
    expect(pageTitle(page('<title>Mizeria - przepis</title>', '<p>Ogórki</p>'))).toBe('Mizeria');
    expect(pageTitle(page('<title>Tomatenrisotto – Rezept</title>', '<p>Reis</p>'))).toBe('Tomatenrisotto');
    expect(pageTitle(page('<title>Recipe box - Recipes</title>', ''))).toBe('Recipe box');
  });

  it('keeps to the title when no heading shares a word with it', () => {
    const head = '<title>Smoky Eggplant Dip | Donna Hay</title><meta property="og:site_name" content="Donna Hay">';
    expect(pageTitle(page(head, '<div class="popup"><h1>Join the club</h1></div>'))).toBe('Smoky Eggplant Dip');
    expect(pageTitle(page(head, '<p>No heading at all</p>'))).toBe('Smoky Eggplant Dip');
  });

  it('spells a heading drawn word by word as the title does, spaces and brackets and all', () => {
    const head = '<title>Töltött patisszon (fotorecept)</title>';
    const body =
      '<h1><span class="word">Töltött</span><span class="word">patisszon</span> <span class="badge">fotorecept</span></h1>';
    expect(pageTitle(page(head, body))).toBe('Töltött patisszon (fotorecept)');
  });
});
