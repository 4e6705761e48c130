import type { HTMLElement } from 'node-html-parser';
import { wordsOf } from './ingredient-groups';
import { cleanText } from './text';
import { shownMarkup, unseen } from './visible-lines';

/** A `<meta>` value by its property or name ("og:title", "og:image"), or null. */
export function metaContent(root: HTMLElement, property: string): string | null {
  const meta = root
    .querySelectorAll('meta')
    .find((element) => (element.getAttribute('property') ?? element.getAttribute('name')) === property);
  const content = cleanText(meta?.getAttribute('content') ?? '');
  return content.length > 0 ? content : null;
}

/** A title without a short section name after a bar ("Creamed Chicken | Chicken Recipes"). */
const withoutSection = (title: string) => /^(.+?)\s+\|\s+(?:\S+\s?){1,4}$/u.exec(title)?.[1] ?? title;
/** The word for a recipe after a separator, in our languages ("Mizeria - przepis", "Tomatenrisotto - Rezept"). */
const RECIPE_WORD_AFTER =
  /\s+[|–—-]\s+(?:recipes?|rezept|recette|receta|ricetta|receita|przepis|recept|opskrift|oppskrift|resepti|recepty?)\s*$/iu;

const FRAME = new Set(['NAV', 'FOOTER']);
const CONTENT = new Set(['ARTICLE', 'MAIN']);
const MAX_HEADING = 150;

/**
 * Whether an element is drawn in the site's frame (its menu, its footer, or the site's header outside the article:
 * where a site writes its own name as a heading) or not drawn at all. The site's header is the page's first one, or
 * one that holds a menu; a later one ("recipe__header") heads the recipe.
 */
function inSiteFrame(element: HTMLElement, siteHeader: HTMLElement | null): boolean {
  let header = false;
  for (let node: HTMLElement | null = element; node !== null; node = node.parentNode) {
    if (FRAME.has(node.tagName) || unseen(node)) return true;
    if (CONTENT.has(node.tagName)) return false; // an article's own header heads the article
    if (node.tagName === 'HEADER' && (node === siteHeader || node.querySelector('nav') !== null)) header = true;
  }
  return header;
}

/** A text's words (`wordsOf`), each also without a plural's "s" or "es" ("brownies" and "brownie" share one). */
const wordForms = (text: string) =>
  new Set([...wordsOf(text)].flatMap((word) => [word, word.replace(/s$/u, ''), word.replace(/es$/u, '')]));
/** The letters and digits of a text alone: a heading drawn word by word ("Töltött</span><span>patisszon") and its title. */
const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
/** A heading that goes on from another ("with hand-cut potato chips" under the dish's name). */
const CONTINUATION = /^(?:with|and|or|plus|&)\s/i;

/**
 * The page's own heading: its first shown `<h1>` outside the site's frame that shares a word with the page's title,
 * unless it is the site's name, a numbered step ("1 Narežite povrće") or a subtitle. It names the dish as the reader
 * sees it, where the title is often written for search engines ("Easy No Knead Crusty Rolls Recipe", "Recept voor
 * Koolrabi ovenschotel").
 */
function pageHeading(root: HTMLElement, site: string | null, title: string): string | null {
  const titleWords = wordForms(title);
  const siteHeader = root.querySelector('header');
  for (const h1 of root.querySelectorAll('h1')) {
    if (inSiteFrame(h1, siteHeader)) continue;
    const text = cleanText(shownMarkup(h1));
    if (text.length < 2 || text.length > MAX_HEADING || /^\d/.test(text) || CONTINUATION.test(text)) continue;
    if (site !== null && text.toLowerCase() === site.toLowerCase()) continue;
    if (titleWords.size > 0 && ![...wordForms(text)].some((word) => titleWords.has(word))) continue;
    return text;
  }
  return null;
}

/** The page's title without the site's name after it ("Smoky Eggplant Dip | Donna Hay") or a short section name. */
function titleText(root: HTMLElement, title: string, site: string | null): string | null {
  const named = site !== null && title.endsWith(site) ? /^(.+?)\s+[|–—-]\s+$/.exec(title.slice(0, -site.length)) : null;
  // The first heading, when the title is that heading and the site's name after a separator.
  const heading = cleanText(root.querySelector('h1')?.innerHTML ?? '');
  const rest =
    heading.length > 0 && title.toLowerCase().startsWith(heading.toLowerCase()) ? title.slice(heading.length) : null;
  if (rest !== null && (rest === '' || /^\s+[|–—-]\s+\S/u.test(rest))) return title.slice(0, heading.length);
  // A short section after a bar, also once the site's name is gone ("… | Chicken Recipes | Site").
  const own = withoutSection(named?.[1] ?? title).replace(RECIPE_WORD_AFTER, '');
  return own.length > 0 ? own : heading.length > 0 ? heading : null;
}

/**
 * The name of a page's recipe when no structured data or recipe card gives one: the page's own heading, else its
 * title. When the two hold the same letters, the title's spelling wins: a heading drawn word by word in boxes reads
 * without its spaces or brackets; and so does a title that goes on from the heading with what the dish is served
 * with.
 */
export function pageTitle(root: HTMLElement): string | null {
  const site = metaContent(root, 'og:site_name');
  const title = metaContent(root, 'og:title') ?? cleanText(root.querySelector('title')?.innerHTML ?? '');
  const fromTitle = titleText(root, title, site);
  const heading = pageHeading(root, site, title);
  if (heading === null || (fromTitle !== null && lettersOf(fromTitle) === lettersOf(heading))) return fromTitle;
  // a heading that shortens the title's name ("Tofu Mixed Greens Salad" of "… Salad with Broccoli Beet Mix")
  const rest = fromTitle?.toLowerCase().startsWith(heading.toLowerCase()) ? fromTitle.slice(heading.length) : '';
  return /^\s+(?:with|and|&|in|on|over)\s/iu.test(rest) ? fromTitle! : heading;
}
