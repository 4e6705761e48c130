import { parse, type HTMLElement, type Node } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';
import { holds, selfOrAncestor, siblingIndex, within } from './list-items';
import { MAX_PAGE_DEPTH, withinDepth } from './page-depth';

/** Every element with its depth (the root's children are 1 deep), walked without recursion. */
function depths(root: Node): { node: Node; depth: number }[] {
  const out: { node: Node; depth: number }[] = [];
  const stack = [{ node: root, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    out.push(next);
    for (const child of next.node.childNodes) stack.push({ node: child, depth: next.depth + 1 });
  }
  return out;
}

const LENTIL_SOUP =
  '<h1>Lentil soup</h1><h2>Ingredients</h2><ul><li>1 cup red lentils</li><li>1 onion, chopped</li>' +
  '<li>4 cups water</li></ul><h2>Method</h2><ol><li>Fry the onion in a little oil until soft and golden.</li>' +
  '<li>Add the lentils and water and simmer for twenty minutes.</li></ol>';

describe('withinDepth', () => {
  it('leaves a page that nests less deeply as it was', () => {
    const html = `<html><body><main><article>${LENTIL_SOUP}</article></main></body></html>`;
    expect(withinDepth(parse(html)).toString()).toBe(parse(html).toString());
  });

  it('sets what would sit deeper than the limit beside the deepest element, in page order, keeping its text', () => {
    const root = withinDepth(parse('<div><p>one <span>two <em>three</em></span> four</p><p>five</p></div>'), 2);
    const div = root.querySelector('div')!;
    // a paragraph may sit 2 deep, what it held not: that comes after it, each element with its own text
    expect(div.childNodes.map((node) => node.toString())).toEqual([
      '<p>one  four</p>',
      '<span>two </span>',
      '<em>three</em>',
      '<p>five</p>',
    ]);
    for (const child of div.childNodes) expect(child.parentNode).toBe(div);
    expect(Math.max(...depths(root).map((entry) => entry.depth))).toBe(3); // text nodes one below the limit
  });

  it('holds a hostile page to the depth a browser builds, every element kept', () => {
    const nested = `<html><body>${'<div><p>Mix it all well'.repeat(3000)}${'</p></div>'.repeat(3000)}</body></html>`;
    const root = withinDepth(parse(nested));
    const elements = depths(root).filter((entry) => entry.node.nodeType === 1);
    expect(Math.max(...elements.map((entry) => entry.depth))).toBe(MAX_PAGE_DEPTH);
    expect(elements.filter((entry) => (entry.node as HTMLElement).tagName === 'P')).toHaveLength(3000);
  });

  it('reads a recipe a page nests 20,000 deep (the parser overflowed its stack there)', () => {
    const html = `<html><body>${'<div>'.repeat(20_000)}${LENTIL_SOUP}${'</div>'.repeat(20_000)}</body></html>`;
    const draft = extractRecipe(html, 'https://blog.example/lentil-soup');
    expect(draft?.title).toBe('Lentil soup');
    expect(draft?.ingredients).toEqual(['1 cup red lentils', '1 onion, chopped', '4 cups water']);
    expect(draft?.instructions).toHaveLength(2);
  });
});

describe('the walks the readers share', () => {
  const root = parse(
    '<body><nav><div><p id="menu">Home</p></div></nav><article><ul><li id="item"><p id="inner">1 egg</p></li></ul>' +
      '<p id="text">Beat the egg.</p></article></body>',
  );
  const byId = (id: string) => root.getElementById(id)!;

  it('answers for an element and its ancestors alike, whichever is asked first', () => {
    const inNav = selfOrAncestor((element) => element.tagName === 'NAV');
    expect(inNav(byId('menu'))).toBe(true);
    expect(inNav(byId('menu').parentNode)).toBe(true);
    expect(inNav(byId('text'))).toBe(false);
    expect(inNav(byId('inner'))).toBe(false);
    expect(inNav(byId('item'))).toBe(false);
    expect(inNav(root.querySelector('nav'))).toBe(true);
    expect(inNav(null)).toBe(false);
  });

  it('says whether an element stands inside a tag, itself not counted', () => {
    expect(within(byId('inner'), 'LI')).toBe(true);
    expect(within(byId('item'), 'LI')).toBe(false);
    expect(within(byId('text'), 'ARTICLE')).toBe(true);
  });

  it('finds where a node stands among its parent’s children, and what an element holds', () => {
    const article = root.querySelector('article')!;
    expect(siblingIndex(byId('text'))).toBe(article.childNodes.indexOf(byId('text')));
    expect(siblingIndex(root)).toBe(-1);
    expect(holds(article, new Set(['LI']))).toBe(true);
    expect(holds(byId('text'), new Set(['LI']))).toBe(false);
  });

  it('walks an element holding 300,000 others (a spread of them overflowed the stack)', () => {
    const wide = parse(`<section>${'<div><span>1 cup flour</span></div>'.repeat(300_000)}<ul></ul></section>`);
    expect(holds(wide, new Set(['LI']))).toBe(false);
    expect(holds(wide, new Set(['UL']))).toBe(true);
  });
});
