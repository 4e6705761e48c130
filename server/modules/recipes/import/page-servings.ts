import { collapseWhitespace, decodeEntities } from './text';

/**
 * The servings a page states in its own text when its structured data gives no yield: "Serves 4", "SERVES: 2",
 * "6 Servings", "Ingredients for 5 (small) servings", "Yield:" beside "4", "# of servings" beside "6", and the same
 * in the region's languages and their neighbours' ("2 personnes", "2 Portionen als Hauptgericht", "4 porciones", "4 portioner",
 * "4 adag", "4 osobe"). Read from the page's
 * text pieces (between tags) in order; the first statement wins, as the recipe's own card comes before the cards of
 * other recipes. A yield of pieces or measures ("Makes 24 cookies", "Makes 6 cups") is not read here: it is not a
 * count of servings.
 */

const PEOPLE = String.raw`servings?|portions?|people|persons?|personnes?|portionen|personen|porciones|raciones|porzioni|persone|porções|porcoes|porcje|porcji|osób|osob|porce|porcie|porties|personas|pessoas|portioner|personer|porsjoner|annosta|adag|személyre|osobe|porcija|porcije|porții|porţii|persoane|kişilik`;
const RANGE = String.raw`(?:\s*(?:-|–|to|à|a|bis|tot)\s*\d{1,2})?`;
/** The count, captured (a range counts its low end, as servings.ts reads "2-3"). */
const COUNT = String.raw`(\d{1,2})${RANGE}`;
/** People and portions, not a single serving ("per 1 serving" heads a nutrition panel). */
const PERSONS = String.raw`people|persons|personnes|personen|personas|persone|pessoas|osób|osoby|portionen|porciones|porzioni|porções|personer|portioner|porsjoner|osobe`;
/** "Serves 4", "SERVES: 2", "Serves 4 pots": serving people whatever follows. */
const SERVES = new RegExp(String.raw`^serves\s*:?\s*${COUNT}\b[\p{L}\s]{0,20}$`, 'iu');
/** "Servings: 6", "Yield: 4 servings", "Portionen: 2"; not "Servings: 2 pie crusts" (a yield of pieces). */
const LABELLED = new RegExp(
  String.raw`^(?:servings|portions|porciones|porzioni|portionen|personnes|porce|porcje|yields?|makes)\s*:?\s*${COUNT}\s*(?:${PEOPLE})?$`,
  'iu',
);
/** Bowls, one to a person: "Pour 2 bols", "For 2 big bowls", "Für 2 Schüsseln". */
const BOWLS = String.raw`(?:(?:grands?|petits?|big|large|small|große|kleine)\s+)?(?:bowls?|bols?|schüsseln|schalen|cuencos|ciotole|tigelas|kommen)`;
/** "For 4 people", "Für 4 Personen", "pour 3 personnes", "para 4 personas", "För 4 personer", "Pour 2 bols" */
const FOR_PEOPLE = new RegExp(
  String.raw`^(?:for|für|för|til|pour|para|per|voor|dla|pro)\s+${COUNT}\s*(?:${PERSONS}|${BOWLS})\b[\p{L}\s]{0,20}:?$`,
  'iu',
);
/** "6 Servings", "Ingredients for 5 (small) servings", "2 Portionen als Hauptgericht" */
const COUNT_FIRST = new RegExp(
  String.raw`^(?:ingredients\s+for\s+|zutaten\s+für\s+|ingrédients\s+pour\s+|ingredientes\s+para\s+|ingredienti\s+per\s+)?${COUNT}\s*(?:\([^)]{1,20}\)\s*)?(?:${PEOPLE})\b[\p{L}\s]{0,30}$`,
  'iu',
);
/**
 * The same in other scripts, where a word boundary is a letter or sign not following: "4 लोगों के लिए", "4 افراد کے
 * لیے", "на 4 человека", "4 порции", "Порций: 4", "4 μερίδες", "Μερίδες: 4".
 */
const SCRIPT_PEOPLE = String.raw`लोगों|लोग|व्यक्तियों|व्यक्ति|सर्विंग्स|افراد|لوگوں|لوگ|порци(?:я|и|й)|персон(?:ы|а)?|человека?|души|μερίδες|μερίδα|άτομα`;
const SCRIPT_COUNT_FIRST = new RegExp(
  String.raw`^(?:на\s+|για\s+)?${COUNT}\s*(?:${SCRIPT_PEOPLE})(?![\p{L}\p{M}])[\p{L}\p{M}\s]{0,20}$`,
  'iu',
);
const SCRIPT_LABELLED = new RegExp(String.raw`^(?:порций|порции|μερίδες|सर्विंग्स|افراد)\s*:?\s*${COUNT}$`, 'iu');
/** A label whose number stands in the next piece of text: "Yield:" "4", "# of servings" "6". */
const LABEL_ALONE = /^(?:#\s*of\s+servings|number\s+of\s+servings|servings|serves|yields?|portions)\s*:?$/i;
const NUMBER_ALONE = /^(\d{1,2})$/;

const MAX_SERVINGS = 50;
/** Text pieces longer than this are sentences, not a recipe card's statement. */
const MAX_PIECE = 60;

function textPieces(html: string): string[] {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .split(/<[^>]*>/)
    .map((piece) => collapseWhitespace(decodeEntities(piece)))
    .filter((piece) => piece.length > 0);
}

const sane = (n: number) => (n >= 1 && n <= MAX_SERVINGS ? n : null);

/** "4 servings" when the page's text states its servings, else null. */
export function statedServings(html: string): string | null {
  const pieces = textPieces(html);
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i] ?? '';
    if (piece.length > MAX_PIECE) continue;
    const stated =
      SERVES.exec(piece) ??
      LABELLED.exec(piece) ??
      FOR_PEOPLE.exec(piece) ??
      COUNT_FIRST.exec(piece) ??
      SCRIPT_COUNT_FIRST.exec(piece) ??
      SCRIPT_LABELLED.exec(piece);
    const alone = stated ? null : LABEL_ALONE.test(piece) ? NUMBER_ALONE.exec(pieces[i + 1] ?? '') : null;
    const count = sane(Number((stated ?? alone)?.[1] ?? 0));
    if (count !== null) return count === 1 ? '1 serving' : `${count} servings`;
  }
  return null;
}
