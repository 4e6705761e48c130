/**
 * Servings of a recipe read from a page: what its yield counts (servings, people, pieces), or, when it counts
 * none ("1 loaf", "1 quart", "2 cups"), an estimate from the recipe's total weight and the kind of dish.
 * Pure: shared by the importer, the nutrition benchmark and the web form's wording.
 */
import { normalizeLine, WORD_NUMBERS } from '../ingredients/read-amount';

/** Words that count portions: servings, people (English and the EU languages' words). */
const SERVING_WORDS =
  /^(servings?|serves?|portions?|people|persons?|pax|helpings?|plates?|bowls?|porzion[ei]|portionen|personen|personnes?|parts?|porciones|porci[oó]n|raciones|pessoas|porções|porcji|porcie|porcií|porce|porties|personas|couverts|stuks?|st[üu]ck)$/u;

/** Things that are cut or shared into servings, so a count of them is not a count of servings. */
const CONTAINER_WORDS =
  /^(loa(f|ves)|cakes?|pies?|tarts?|crusts?|pans?|batch(es)?|trays?|layers?|bundts?|casseroles?|quiches?|pizzas?|rounds?|rings?|sheets?|dish(es)?|jars?|bottles?|wheels?|logs?|terrines?|galettes?|focaccias?|breads?|tins?|moulds?|molds?|pots?|cheesecakes?|recipes?)$/;

/** Measures: a yield in them is an amount, not a number of servings ("1 quart", "2 cups", "750 g"). */
const MEASURE_WORDS =
  /^(cups?|c|quarts?|qts?|pints?|pts?|gallons?|gal|l|liters?|litres?|ml|dl|cl|g|grams?|grammes?|gr|kg|kilos?|oz|ounces?|lbs?|pounds?|tbsp|tablespoons?|tsp|teaspoons?|inch(es)?|in|cm|"|-inch|fl)$/;

/** The most a yield may count: beyond it the number is a weight or a code, not portions. */
const MAX_SERVINGS = 60;
const MAX_PIECES = 200;
/** Three or fewer cakes or loaves are cut into servings; a dozen small pies are each a serving. */
const MAX_CONTAINERS = 3;

type Reading = { kind: 'servings' | 'pieces' | 'bare' | 'none'; count: number | null };

const NUMBER = String.raw`(\d+(?:[.,]\d+)?(?:\s+\d+/\d+)?|\d+/\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

function numberOf(text: string): number {
  if (text in WORD_NUMBERS) return WORD_NUMBERS[text] ?? NaN;
  return text.split(/\s+/).reduce((sum, part) => {
    const [num, den] = part.split('/');
    return sum + (den === undefined ? Number(num?.replace(',', '.')) : Number(num) / Number(den));
  }, 0);
}

/** Every "count word" pair of a yield, in order, with ranges ("28-32 cookies") read at their low end. */
function pairsOf(text: string): { count: number; word: string }[] {
  const pattern = new RegExp(
    String.raw`(?<![\w.,/])${NUMBER}(?:\s*(?:-|to|or|–)\s*\d+(?:[.,]\d+)?)?\s*(dozen\s+)?([\p{L}"]+(?:-[\p{L}]+)?|\d|$)`,
    'giu',
  );
  const pairs: { count: number; word: string }[] = [];
  for (const match of text.matchAll(pattern)) {
    const count = numberOf((match[1] ?? '').toLowerCase()) * (match[2] ? 12 : 1);
    const word = (match[3] ?? '').toLowerCase();
    if (Number.isFinite(count) && count > 0) pairs.push({ count, word: /^\d$/.test(word) ? '' : word });
  }
  return pairs;
}

function readOne(raw: string): Reading {
  const text = normalizeLine(raw).toLowerCase();
  // "Serves 4", "Serves 4-6": the count follows the verb
  const serves = /\b(?:serves|serving|feeds|makes enough for)\s+(?:about\s+|up to\s+|approx\.?\s+)?(\d+)/.exec(text);
  if (serves) return { kind: 'servings', count: Number(serves[1]) };
  // "a dozen", "about 2 dozen", "1 1/2 dozen"
  const dozen = /(?:^|\s)(\d+(?:\s+\d+\/\d+)?|\d+\/\d+|an?|one|two|three)?\s*dozens?\b/.exec(text);
  let best: Reading = { kind: 'none', count: null };
  const rank = { servings: 3, pieces: 2, bare: 1, none: 0 } as const;
  const consider = (reading: Reading) => {
    if (rank[reading.kind] > rank[best.kind]) best = reading;
  };
  if (dozen) consider({ kind: 'pieces', count: Math.round(numberOf(dozen[1] ?? 'a') * 12) });
  for (const { count, word } of pairsOf(text)) {
    if (word === 'dozen') continue;
    if (SERVING_WORDS.test(word)) consider({ kind: 'servings', count });
    else if (MEASURE_WORDS.test(word)) continue;
    else if (CONTAINER_WORDS.test(word)) {
      if (count > MAX_CONTAINERS) consider({ kind: 'pieces', count });
    } else if (word === '') consider({ kind: 'bare', count });
    else consider({ kind: 'pieces', count });
  }
  return best;
}

/**
 * Servings a page's yield counts, or null when it counts none. Servings and people first ("Serves 6 (makes a
 * 18cm cheesecake)" is 6), then a bare number ("4", "4 (12-16 tortillas)": the number a recipe card divides by),
 * then pieces ("Makes 2 loaves (16 slices)" is 16, "about 2 dozen" 24, "28-32 cookies" 28). A yield of cakes,
 * loaves or pies ("1 cake", "2 pies") or of a measure ("1 quart", "2 cups", "750 g") is not servings; nor is a bare
 * number that only repeats one ("1" beside "1 loaf").
 */
export function servingsFromYields(yields: readonly string[]): number | null {
  const readings = yields.map(readOne);
  // "1" beside "1 loaf" repeats the loaf; "48" beside "48 tablespoons" counts tablespoon servings
  const containers = new Set(
    yields.flatMap((y) =>
      pairsOf(normalizeLine(y).toLowerCase())
        .filter((p) => CONTAINER_WORDS.test(p.word))
        .map((p) => p.count),
    ),
  );
  for (const kind of ['servings', 'bare', 'pieces'] as const) {
    for (const reading of readings) {
      if (reading.kind !== kind || reading.count === null || reading.count < 1) continue;
      if (kind === 'bare' && containers.has(reading.count)) continue;
      const count = Math.round(reading.count);
      if (count <= (kind === 'pieces' ? MAX_PIECES : MAX_SERVINGS)) return count;
    }
  }
  return null;
}

/** Kinds of dish whose usual portion weighs about the same. */
export type DishKind =
  'main' | 'soup' | 'salad' | 'side' | 'breakfast' | 'dessert' | 'bread' | 'baked piece' | 'snack' | 'sauce' | 'drink';

/** Kinds, first match wins, from the words of the title, course and yield. */
const KINDS: readonly [DishKind, RegExp][] = [
  [
    'sauce',
    /\b(sauces?|dressings?|dips?|salsas?|pesto|jam|jelly|chutney|spread|gravy|syrup|marinade|seasoning|rub|vinaigrette|aioli|mayo(nnaise)?|hummus|frosting|icing|glaze|compote|curd|butter cream|buttercream|condiments?)\b/,
  ],
  [
    'drink',
    /\b(drinks?|smoothies?|cocktails?|lattes?|lemonade|tea|coffee|juice|shakes?|beverages?|punch|sangria|mocktails?)\b/,
  ],
  [
    'baked piece',
    /\b(cookies?|biscuits?|brownies?|blondies?|bars?|cupcakes?|muffins?|scones?|macarons?|truffles?|bites?|balls?|fudge|doughnuts?|donuts?|squares?|rolls?|buns?|bagels?|crackers?)\b/,
  ],
  ['bread', /\b(bread|loa(f|ves)|focaccia|naan|flatbreads?|brioche|baguettes?|sourdough|pretzels?)\b/],
  [
    'dessert',
    /\b(desserts?|cakes?|pies?|tarts?|cheesecakes?|puddings?|crumbles?|cobblers?|crisps?|pastry|pastries|ice cream|sorbet|mousse|tiramisu|custard|sweets?|baking)\b/,
  ],
  ['soup', /\b(soups?|stews?|chowders?|bisque|broth|ramen|pho|chili|dal|daal)\b/],
  ['salad', /\b(salads?|slaw)\b/],
  ['breakfast', /\b(breakfast|brunch|pancakes?|waffles?|oatmeal|porridge|granola|omelett?e|french toast)\b/],
  ['side', /\b(sides?|side dish|vegetables?|accompaniments?)\b/],
  ['snack', /\b(snacks?|appetizers?|starters?|nibbles|finger food|tapas)\b/],
];

/**
 * A usual portion in grams of the recipe as weighed from its ingredient lines (raw, before cooking). Set from the
 * reference pages of the development folds (total weight ÷ the publisher's servings, median by kind) and rounded;
 * sauces take the FDA reference amount of 2 tablespoons (30 g, 21 CFR 101.12), their pages being too few.
 */
export const PORTION_GRAMS: Record<DishKind, number> = {
  main: 290,
  soup: 420,
  salad: 330,
  side: 140,
  breakfast: 200,
  dessert: 140,
  bread: 90,
  'baked piece': 90,
  snack: 80,
  sauce: 30,
  drink: 290,
};

const MAIN = /\b(mains?|main course|main dish|dinner|lunch|entrees?|supper)\b/;

/** The kind named last in a phrase (its head: "Salmon Kale Salad" is a salad), or null. */
function headKind(phrase: string): DishKind | null {
  let best: { kind: DishKind; end: number } | null = null;
  for (const [kind, pattern] of KINDS) {
    for (const match of phrase.matchAll(new RegExp(pattern.source, 'g'))) {
      const end = match.index + match[0].length;
      if (best === null || end > best.end) best = { kind, end };
    }
  }
  return best?.kind ?? null;
}

/**
 * The kind of a dish: the head of its title before any "with", "in" or "and" ("Grilled Salmon with Blackberry
 * Sauce" is a main, "Banana Bread" bread), else its course ("Main Course", "Dessert"), else its yield ("1 loaf").
 */
export function dishKindOf(parts: { title?: string | null; course?: string | null; yields?: string | null }): DishKind {
  const title = (parts.title ?? '').toLowerCase().split(/\s+(?:with|in|on|and|over|plus)\s+|[,(&:|]/)[0] ?? '';
  const course = (parts.course ?? '').toLowerCase();
  const byTitle = headKind(title);
  if (byTitle !== null) return byTitle;
  if (MAIN.test(course)) return 'main';
  for (const [kind, pattern] of KINDS) if (pattern.test(course)) return kind;
  return headKind((parts.yields ?? '').toLowerCase()) ?? 'main';
}

/** How far the estimate trusts the weight against the usual 4 servings (fitted on the development folds). */
const WEIGHT_TRUST = 0.7;
const USUAL_SERVINGS = 4;

/**
 * Servings of a recipe that weighs `totalGrams` (its lines, raw) for a dish of `kind`: its weight over the kind's
 * usual portion, drawn a little towards the usual 4 (a geometric blend), since lines weigh what goes in, not what
 * comes out (water cooked off, rice swelling). 1 to 24. On the development pages that state servings, this is
 * within 44% of them at the median (a constant 4 is within 100%, weight alone within 54%).
 */
export function estimateServings(totalGrams: number, kind: DishKind): number {
  if (!Number.isFinite(totalGrams) || totalGrams <= 0) return USUAL_SERVINGS;
  const byWeight = Math.max(1, totalGrams / PORTION_GRAMS[kind]);
  const blended = Math.exp(WEIGHT_TRUST * Math.log(byWeight) + (1 - WEIGHT_TRUST) * Math.log(USUAL_SERVINGS));
  return Math.min(24, Math.max(1, Math.round(blended)));
}

/** The most a serving of each kind is likely to hold; above it the servings are probably wrong. */
export const PLAUSIBLE_MAX_KCAL: Record<DishKind, number> = {
  main: 1800,
  soup: 1200,
  salad: 1200,
  side: 900,
  breakfast: 1200,
  dessert: 1200,
  bread: 700,
  'baked piece': 700,
  snack: 900,
  sauce: 700,
  drink: 900,
};

/** A word for the person when a serving's kcal is beyond what the dish plausibly holds; null when it is fine. */
export function implausibleServing(kcal: number, kind: DishKind): string | null {
  if (kcal <= PLAUSIBLE_MAX_KCAL[kind]) return null;
  const shown = Math.round(kcal).toLocaleString('en-US');
  return `${shown} kcal a serving is more than a ${KIND_NAMES[kind]} usually holds. Please check the servings and the ingredient amounts.`;
}

const KIND_NAMES: Record<DishKind, string> = {
  main: 'main dish',
  soup: 'bowl of soup',
  salad: 'salad',
  side: 'side dish',
  breakfast: 'breakfast',
  dessert: 'dessert',
  bread: 'slice of bread',
  'baked piece': 'single baked piece',
  snack: 'snack',
  sauce: 'serving of sauce',
  drink: 'drink',
};
