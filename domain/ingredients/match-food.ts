import { hasOtherNames, toEnglish } from './lexicon';
import { LEXICON_ROWS } from './lexicon-data';
import { createTypoCorrector, wordsOf } from './typos';
import { usdaGenericRank } from './usda-foods';
import { normalizePhrase, stemWord } from './words';

export { normalizePhrase, stemWord };

/**
 * Matches an ingredient name ("chopped onions" → onion, "aloo" → potato) to a food of the table.
 * Stages, best first: exact alias, singular/plural, the phrase without descriptors ("fresh spinach"),
 * the longest alias contained in the phrase, then word overlap.
 * Two tiers: the team's foods (named as recipes name them) first, then the USDA SR28 foods (keys
 * `usda-...`) for what the team's table lacks or names less well; and the phrase as written first, then
 * read through the lexicon ("Kartoffeln" → potato).
 */

export interface FoodForMatching {
  key: string;
  name: string;
  aliases: readonly string[];
}

export interface FoodMatch<F> {
  food: F;
  confidence: number; // 0..1
  /** The food's name stands in the line only as a modifier, not its head noun ("cranberry" in "cranberry sauce"). */
  modifierOnly?: boolean;
}

export type FoodMatcher<F> = (name: string) => FoodMatch<F> | null;

/** Below this a guess is not worth showing as a match. */
export const MIN_CONFIDENCE = 0.4;

// Words that qualify a food without changing what it is, dropped before the looser stages.
const DESCRIPTORS = new Set(
  (
    'fresh freshly organic raw large small medium mini baby ripe pure plain natural homemade good quality ' +
    'extra virgin unsalted salted unsweetened unflavored unflavoured boneless skinless bone skin in on ' +
    'the a an of and with style premium lean chunk chunky thick thin fine whole grain kosher sea table ' +
    'pre store bought ready made packed regular room temperature'
  ).split(' '),
);
// Nouns of form or count that follow the food: "garlic cloves", "lemon wedges", "ground turkey meat" (stemmed).
const FORM_NOUNS = new Set(
  'clove leaf sprig stalk stick piece slice fillet pod bunch wedge floret kernel strand segment ring cube chunk strip half head steak link meat roast'
    .split(' ')
    .map((w) => stemWord(w)),
);

function stems(phrase: string): string[] {
  return normalizePhrase(phrase)
    .split(' ')
    .filter((w) => w !== '')
    .map(stemWord);
}

interface Entry<F> {
  food: F;
  tokens: string[]; // stemmed
  norm: string; // the alias as written, normalized
  chars: number;
}

/** The phrases a food answers to: its aliases, name ("Chickpeas, cooked" also as "cooked chickpeas") and key. */
function phrasesOf(food: FoodForMatching): string[] {
  const out = [...food.aliases, food.name, food.key.replace(/-/g, ' ')];
  const parts = food.name
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length > 1) out.push([...parts.slice(1), parts[0] ?? ''].join(' '));
  return out;
}

function createTierMatcher<F extends FoodForMatching>(foods: readonly F[]): FoodMatcher<F> {
  const exact = new Map<string, F>();
  const stemmed = new Map<string, F>();
  const byFirst = new Map<string, Entry<F>[]>();
  // aliases first for every food, so a food's own alias beats another food's name or key
  const passes: ((f: F) => string[])[] = [(f) => [...f.aliases], (f) => phrasesOf(f).slice(f.aliases.length)];
  for (const pass of passes) {
    for (const food of foods) {
      for (const phrase of pass(food)) {
        const norm = normalizePhrase(phrase);
        const tokens = stems(phrase);
        if (tokens.length === 0) continue;
        if (!exact.has(norm)) exact.set(norm, food);
        const key = tokens.join(' ');
        if (!stemmed.has(key)) stemmed.set(key, food);
        const entry = { food, tokens, norm, chars: norm.length };
        const first = tokens[0] ?? '';
        const list = byFirst.get(first);
        if (list) list.push(entry);
        else byFirst.set(first, [entry]);
      }
    }
  }
  // every entry under each of its words, in byFirst's order (sharedHead's ties go to the first, as before)
  const byWord = new Map<string, Entry<F>[]>();
  for (const list of byFirst.values())
    for (const entry of list)
      for (const word of new Set(entry.tokens)) {
        const words = byWord.get(word);
        if (words) words.push(entry);
        else byWord.set(word, [entry]);
      }

  /**
   * The best alias found as consecutive words of the phrase: one that covers the head noun first
   * ("chili crunch oil" is an oil, not a chilli), then more words, then one written as the phrase writes it over one
   * equal only in the singular ("smooth pate" is the pâté, not the French "pâtes"), then more letters, further right.
   */
  function bestContained(tokens: string[], words: string[], head: number): Found<F> | null {
    let best: Found<F> | null = null;
    for (let i = 0; i < tokens.length; i += 1) {
      for (const entry of byFirst.get(tokens[i] ?? '') ?? []) {
        const end = i + entry.tokens.length;
        if (end > tokens.length || !entry.tokens.every((t, j) => tokens[i + j] === t)) continue;
        const asWritten = entry.norm === words.slice(i, end).join(' ');
        const found = { entry, end, coversHead: i <= head && head < end, asWritten };
        if (!best || better(found, best)) best = found;
      }
    }
    return best;
  }

  return (name: string): FoodMatch<F> | null => {
    const norm = normalizePhrase(name);
    // a name with no letter left names no food: digits are all a line in another script keeps ("玉ねぎ 2個" → "2"),
    // and "2" alone is not "2% milk"
    if (!/[a-z]/.test(norm)) return null;
    const hit = exact.get(norm);
    if (hit) return { food: hit, confidence: 1 };
    const tokens = stems(name);
    const plural = stemmed.get(tokens.join(' '));
    if (plural) return { food: plural, confidence: 0.95 };
    const content = tokens.filter((t) => !DESCRIPTORS.has(t));
    const head = headIndex(tokens);
    const inner = bestContained(tokens, norm.split(' '), head);
    // without its descriptors; and without a remark after "in" or "with" ("corn in husks" is corn, not the corn husks
    // its words make once "in" goes), unless a food's name reaches over it ("canned tuna in olive oil")
    const connector = connectorIndex(tokens);
    const spanned = connector > 0 && inner !== null && inner.coversHead && inner.end > connector;
    const kept = connector > 0 && !spanned ? tokens.slice(0, connector).filter((t) => !DESCRIPTORS.has(t)) : content;
    const bare = kept.length > 0 ? stemmed.get(kept.join(' ')) : undefined;
    if (bare) return { food: bare, confidence: 0.9 };

    const share = inner ? Math.min(1, inner.entry.tokens.length / Math.max(1, content.length)) : 0;
    if (inner?.coversHead) return { food: inner.entry.food, confidence: round2(0.6 + 0.3 * share) };
    // an alias that misses the head noun names only a modifier ("blue cheese" in "blue cheese dressing"): a food
    // that shares the head noun and the modifier by word overlap is the better answer ("cranberry sauce, canned")
    if (!inner) return sharedHead(tokens, content, head);
    const overlap = sharedHead(tokens, content, head, MODIFIER_OVERLAP);
    if (overlap && sharesEnough(overlap)) return overlap;
    return { food: inner.entry.food, confidence: round2(0.45 + 0.2 * share), modifierOnly: true };
  };

  /**
   * Word overlap (Dice) sharing the head noun, and another word too unless the phrase is one word:
   * "parmesan" → "parmesan cheese", "white wine vinegar" → "red wine vinegar", not "pound cake" → "rice cake".
   */
  function sharedHead(tokens: string[], content: string[], head: number, least = 0.5): FoodMatch<F> | null {
    const headWord = tokens[head];
    if (headWord === undefined) return null;
    let best: { food: F; dice: number } | null = null;
    for (const e of byWord.get(headWord) ?? []) {
      const aliasContent = e.tokens.filter((t) => !DESCRIPTORS.has(t));
      const common = content.filter((t) => aliasContent.includes(t)).length;
      if (common < Math.min(2, content.length)) continue;
      const dice = (2 * common) / (content.length + aliasContent.length);
      if (dice >= least && (!best || dice > best.dice)) best = { food: e.food, dice };
    }
    if (!best) return null;
    const confidence = round2(0.3 + 0.3 * best.dice);
    return confidence >= MIN_CONFIDENCE ? { food: best.food, confidence } : null;
  }
}

/** How much of its words a food must share with a line to beat a food that names only the line's modifier. */
const MODIFIER_OVERLAP = 0.65;
/** A brand's product (SR28 writes the brand in capitals: "KEEBLER, CHIPS DELUXE"), not a kind of food. */
const BRANDED = /\b[A-Z]{3,}\b/;

/** A match by word overlap close enough, and not a brand, to beat a food that names only the line's modifier. */
const sharesEnough = (m: FoodMatch<FoodForMatching>) =>
  m.confidence >= 0.3 + 0.3 * MODIFIER_OVERLAP && !BRANDED.test(m.food.name);

/** A match this sure (exact, plural or without descriptors) is not second-guessed by a later tier. */
const SURE = 0.9;
/** A USDA food must cover the line's head noun to be taken: its descriptions are not written as lines are. */
const USDA_MIN_CONFIDENCE = 0.75;
/** ...and be clearly surer than the team's food ("dried apricots" exactly, against "apricot" within it). */
const USDA_MARGIN = 0.1;
const isUsdaFood = (food: FoodForMatching) => food.key.startsWith('usda-');

/** A plant-based stand-in for meat ("vegan sausages", "plant-based mince"): the modifier, then the meat word. */
const PLANT_MEAT =
  /\b(?:vegan|vegetarian|veggie|plant[\s-]based|meat[\s-]?free|meatless)\s+(?=(?:\S+\s+)?(?:sausages?|bacon|burgers?|patt(?:y|ies)|mince|meatballs?|chicken|beef|ham|pepperoni|hot\s?dogs?|nuggets?)\b)/iu;
/** A food that is itself the stand-in, not the meat. */
const MEATLESS_FOOD = /\b(?:meatless|vegetarian|veggie|vegan|plant[\s-]based|soy|tofu|tempeh|seitan)\b/i;

/**
 * Nouns of a class that a line puts after the kind's own name ("burrata cheese", "thai chili pepper"): the class word
 * alone is some food's alias ("cheese" is cheddar, "pepper" black pepper), which would win as the head noun over the
 * kind that names it. For peppers the kind must itself be a pepper or chilli ("lemon pepper" is not a lemon).
 */
const CLASS_NOUNS: readonly { noun: RegExp; kind?: RegExp }[] = [
  { noun: /^(.+?)\s+cheeses?$/u },
  { noun: /^(.+?)\s+peppers?$/u, kind: /pepper|chil/i },
];

export function createFoodMatcher<F extends FoodForMatching>(foods: readonly F[]): FoodMatcher<F> {
  const matchName = withTypos(withClassNoun(createNameMatcher(foods)), foods);
  // "vegan sausages" is not pork: the line is also read as "meatless sausages" (SR28's word), and a stand-in food
  // found that way wins over the meat the plain words find.
  return (name: string): FoodMatch<F> | null => {
    const found = matchName(name);
    if (!PLANT_MEAT.test(name) || (found && MEATLESS_FOOD.test(`${found.food.name} ${found.food.key}`))) return found;
    const standIn = matchName(name.replace(PLANT_MEAT, 'meatless '));
    return standIn && MEATLESS_FOOD.test(`${standIn.food.name} ${standIn.food.key}`) ? standIn : found;
  };
}

/**
 * A line with a misspelt food word ("pasta tortelleni") that matches nothing surely is read again with the word
 * corrected against the team's food words (typos.ts), and the corrected reading is kept when it is the surer one,
 * a little less sure than the same words spelt right.
 */
function withTypos<F extends FoodForMatching>(match: FoodMatcher<F>, foods: readonly F[]): FoodMatcher<F> {
  let correct: ((phrase: string) => string | null) | null = null; // built on the first unsure line
  return (name: string): FoodMatch<F> | null => {
    const found = match(name);
    // a line the lexicon reads ("abricots secs") is another language, not English misspelt
    if ((found && found.confidence >= SURE) || hasOtherNames(name)) return found;
    correct ??= createTypoCorrector(
      wordsOf(foods.filter((f) => !isUsdaFood(f)).flatMap(phrasesOf)),
      wordsOf(foods.filter(isUsdaFood).flatMap(phrasesOf)),
      wordsOf(LEXICON_ROWS.map((r) => r.replace(/[|,*]/g, ' '))),
    );
    const fixed = correct(name);
    const again = fixed === null ? null : match(fixed);
    if (!again || (found && again.confidence <= found.confidence)) return found;
    return { ...again, confidence: round2(again.confidence * TYPO_DISCOUNT) };
  };
}
/** How much surer a correctly spelt line is than the same line corrected. */
const TYPO_DISCOUNT = 0.95;

/**
 * "Burrata cheese" is burrata: when the words before a trailing class noun name a food surely on their own and the
 * whole phrase does not, the kind is taken ("gorgonzola cheese" is the blue cheese, not cheddar; "habanero pepper"
 * a chilli, not black pepper).
 */
function withClassNoun<F extends FoodForMatching>(match: FoodMatcher<F>): FoodMatcher<F> {
  return (name: string): FoodMatch<F> | null => {
    const found = match(name);
    if (found && found.confidence >= SURE) return found;
    const phrase = normalizePhrase(name);
    for (const { noun, kind } of CLASS_NOUNS) {
      const words = noun.exec(phrase)?.[1];
      const named = words ? match(words) : null;
      if (named && named.confidence >= SURE && (!kind || kind.test(`${named.food.name} ${named.food.key}`)))
        return { food: named.food, confidence: SURE };
    }
    return found;
  };
}

function createNameMatcher<F extends FoodForMatching>(foods: readonly F[]): FoodMatcher<F> {
  const own = createTierMatcher(foods.filter((f) => !isUsdaFood(f)));
  // the generic raw food first, so a plain name ("apricots") takes it rather than a variety or a dish
  const usda = createTierMatcher(
    foods.filter(isUsdaFood).sort((a, b) => usdaGenericRank(a.name) - usdaGenericRank(b.name)),
  );
  const best = (a: FoodMatch<F> | null, b: FoodMatch<F> | null) => (b && (!a || b.confidence > a.confidence) ? b : a);
  return (name: string): FoodMatch<F> | null => {
    let found = own(name);
    if (found && found.confidence >= SURE) return found;
    const english = toEnglish(name);
    const translated = english !== normalizePhrase(name);
    if (translated) found = best(found, own(english));
    if (found && found.confidence >= SURE) return found;
    const fromUsda = best(usda(name), translated ? usda(english) : null);
    // "cranberry sauce": the team's dried cranberries name only its modifier; SR28's cranberry sauce, found by its
    // words with the head noun among them, is the food, though its long description makes it a loose match
    if (found?.modifierOnly && fromUsda && !fromUsda.modifierOnly && sharesEnough(fromUsda)) return fromUsda;
    if (!fromUsda || fromUsda.confidence < USDA_MIN_CONFIDENCE) return found;
    return !found || fromUsda.confidence >= found.confidence + USDA_MARGIN ? fromUsda : found;
  };
}

interface Found<F> {
  entry: Entry<F>;
  end: number;
  coversHead: boolean;
  asWritten: boolean;
}

/** Covering the head noun first, then more words, then as written, then more letters, then further right. */
function better<F>(a: Found<F>, b: Found<F>): boolean {
  if (a.coversHead !== b.coversHead) return a.coversHead;
  if (a.entry.tokens.length !== b.entry.tokens.length) return a.entry.tokens.length > b.entry.tokens.length;
  if (a.asWritten !== b.asWritten) return a.asWritten;
  if (a.entry.chars !== b.entry.chars) return a.entry.chars > b.entry.chars;
  return a.end > b.end;
}

/**
 * Where a remark on the food begins: "anchovy fillets in oil", "pork shoulder with some fat", "penne made from rice
 * and corn", "corn in husks"; -1 when none ("bone in" is a cut, not a remark).
 */
function connectorIndex(tokens: readonly string[]): number {
  return tokens.findIndex(
    (t, i) =>
      i > 0 &&
      (((t === 'in' || t === 'with' || ROMANCE_WITH.has(t)) && tokens[i - 1] !== 'bone') ||
        (t === 'made' && MADE_OF.has(tokens[i + 1] ?? ''))),
  );
}

/**
 * The head noun: the last word, skipping nouns of form or count that follow it
 * ("garlic cloves", "lemon wedges", "broccoli florets") and descriptors.
 */
function headIndex(tokens: readonly string[]): number {
  const connector = connectorIndex(tokens);
  const last = connector > 0 ? connector - 1 : tokens.length - 1;
  for (let i = last; i >= 0; i -= 1) {
    const t = tokens[i] ?? '';
    if (!FORM_NOUNS.has(t) && !DESCRIPTORS.has(t)) return i;
  }
  return last;
}

/**
 * The region's "with" and "in the manner of" after a food: "yogurt al limone" is a yogurt, "tonno al naturale" tuna,
 * "poulet au curry" chicken, "Hähnchen mit Gemüse" chicken. Not "con": English names dishes with it ("chili con
 * carne", "chile con queso").
 */
const ROMANCE_WITH = new Set(['al', 'alla', 'allo', 'ai', 'agli', 'alle', 'au', 'aux', 'avec', 'mit', 'met', 'com']);

/** "made from", "made with", "made of": what follows is what the food is made of, not the food. */
const MADE_OF = new Set(['from', 'with', 'of']);

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
