import type { HTMLElement } from 'node-html-parser';
import { cleanText } from './text';

/** A heading's class that names a recipe ("wprm-recipe-name", "tasty-recipes-title", "recipe-card-title"). */
const RECIPE_NAME_CLASS = /(?:^|[\s_-])recipes?[-_]?(?:card[-_]?)?(?:name|title)(?:$|[\s_-])/i;
/** How far up from its heading a recipe card reaches: the card's box and the few boxes it is drawn in. */
const CARD_DEPTH = 6;
/** Boxes that hold the whole page or the whole post, not a card. */
const PAGE_BOXES = new Set(['BODY', 'HTML', 'MAIN', 'ARTICLE']);
const MAX_TITLE = 150;
/** "Get the Recipe: Baked Halibut", as a card heads its recipe's name. */
const CALL_TO_RECIPE = /^(?:get|print|jump to|see)\s+(?:the\s+)?recipe(?:\s*[:–—-]\s*|$)/iu;

/**
 * The name a page's recipe card gives its recipe, for a page that declares no recipe: the first heading classed as a
 * recipe's name within the card that holds the ingredients (not a related recipe's card, which holds none). A page's
 * own heading and title are often longer ("Burger Sauce (In-N-Out Copycat)", "… with a mixed berry flag pie") where
 * the card names the dish. None when the card spreads the name over two headings.
 */
export function cardTitle(root: HTMLElement): string | null {
  for (const heading of root.querySelectorAll('h1, h2, h3, h4')) {
    if (!RECIPE_NAME_CLASS.test(heading.getAttribute('class') ?? '')) continue;
    // a call to get the recipe ("Get the Recipe", drawn as a picture or leading the name) is no part of its name
    const text = cleanText(heading.innerHTML).replace(CALL_TO_RECIPE, '');
    if (text.length === 0 || text.length > MAX_TITLE || !inIngredientsCard(heading)) continue;
    // a heading of the same rank right after it carries on the name ("baba ghanoush" / "with hand-cut chips"): the
    // card's heading is a part, the page's title the whole
    return heading.nextElementSibling?.tagName === heading.tagName ? null : text;
  }
  return null;
}

function inIngredientsCard(heading: HTMLElement): boolean {
  let box = heading.parentNode;
  for (
    let depth = 0;
    box !== null && depth < CARD_DEPTH && !PAGE_BOXES.has(box.tagName);
    depth++, box = box.parentNode
  ) {
    if (box.querySelector('[class*="ingredient" i]') !== null) return true;
  }
  return false;
}
