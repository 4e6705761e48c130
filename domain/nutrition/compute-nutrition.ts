/**
 * Grams for a parsed ingredient line, and nutrition per serving for a whole recipe.
 * Rules and their reasons: docs/nutrition.md.
 */
import type { PortionUnit } from '../catalogue';
import { toEnglish } from '../ingredients/lexicon';
import { type FoodForMatching, type FoodMatcher, createFoodMatcher } from '../ingredients/match-food';
import { type ParsedIngredient, amountOf, isHeadingLine, parseIngredientLine } from '../ingredients/parse-ingredient';
import { statesOf } from '../ingredients/usda-foods';
import { VOLUME_ML, WEIGHT_GRAMS, isVolumeUnit, isWeightUnit, measureToGrams } from '../ingredients/units';
import { cookedCounterpart } from './cooked-counterpart';
import { groundBeefByLeanness } from './lean-beef';
import { DEFAULT_CAN_G, printedCanGrams } from './can-weight';
import { asCans, ownNote } from './line-note';
import { sliceFactor } from './slice-thickness';

export interface Nutrients {
  kcal: number;
  protein: number; // g
  fat: number; // g
  carbs: number; // g
  fiber: number; // g
  sugar: number; // g
  sodium: number; // mg
}

export interface FoodForNutrition extends FoodForMatching {
  per100g: Nutrients;
  portions: Partial<Record<PortionUnit, number>>;
  mlDensity?: number | undefined;
}

export interface LineCoverage {
  original: string;
  foodKey: string | null;
  grams: number | null; // null: unmatched, or no amount ("lemon wedges for serving")
  confidence: number; // of the food match, 0 when unmatched
}

export interface RecipeNutrition {
  perServing: Nutrients;
  coverage: { lines: number; matched: number; items: LineCoverage[] };
}

/** A recipe's ingredients as stored: plain lines, or groups of lines ("For the tadka"). */
export type IngredientEntry = string | { group: string; items: readonly string[] };

/** "Salt to taste" (or salt with no amount) counts this much per serving: about 390 mg sodium... */
export const SALT_TO_TASTE_G_PER_SERVING = 1;
/** ...up to a teaspoon for the recipe, so 20 small servings do not get 20 g of salt. */
export const SALT_TO_TASTE_MAX_G = 6;
/** Oils, ghee, butter, lard, margarine: foods that are almost all fat. */
export const ADDED_FAT_MIN_FAT_PER_100G = 80;
/**
 * Oil listed for frying: the first tablespoon counts in full (it coats the pan and the food), the
 * rest at 10%, about what fried food absorbs from a deep pan of oil.
 */
export const FRYING_OIL_FULL_G = 15;
export const FRYING_OIL_ABSORBED_SHARE = 0.1;
/**
 * Oil for frying with no amount ("vegetable oil, for frying"): fried food takes up about a tenth of its weight
 * in oil, counted on the solid food of the oil's own group ("For the muthia"), or of the whole recipe when it has
 * no groups: not on other fats, nor on liquids measured by volume (water, milk, stock: a food of 0.95 g/ml or
 * more), which the frying does not hold.
 */
export const FRIED_FOOD_OIL_SHARE = 0.1;
const LIQUID_MIN_DENSITY = 0.95;
/** ...but no more than a tablespoon a serving: in a dish where only part is fried (the vada, not the pav). */
export const FRIED_OIL_MAX_G_PER_SERVING = 15;
/** States a note may give that decide the food: "cooked", "canned", "dried", "fried"... */
const LINE_STATES = new Set([
  'cooked',
  'boiled',
  'canned',
  'drained',
  'dried',
  'fried',
  'roasted',
  'grilled',
  'baked',
  'smoked',
  'frozen',
  'toasted',
]);
const FRYING = /\bfr(?:y|ying|ied)\b/i;
/**
 * "2 cups shredded chicken (rotisserie)", "1 cup leftover turkey": meat measured in cups is meat already cooked (a cup
 * of chopped roasted chicken is 140 g, SR28 05013), not the raw meat; a weight printed beside it ("3 cups shredded
 * chicken (~1 1/2 lbs)") is the meat as bought, and keeps it raw.
 */
const COOKED_MEAT_WORDS = /\b(?:shredded|leftover|rotisserie|pulled|cooked|roasted)\b/i;
const MEAT_HEAD = /\b(chicken|turkey|pork|beef|lamb|duck)$/i;
/** The meat of a line that measures cooked meat by volume ("chicken"), or null. */
function cookedMeatByVolume(line: ParsedIngredient): string | null {
  const meat = MEAT_HEAD.exec(line.name)?.[1];
  if (meat === undefined || line.unit === null || !isVolumeUnit(line.unit) || line.equivalent !== null) return null;
  return COOKED_MEAT_WORDS.test(`${line.name} ${line.note ?? ''}`) ? meat.toLowerCase() : null;
}
/**
 * Cuts a note may give that decide the food as a state does: "chicken thighs (bone-in, skin-on)" is the food
 * "bone-in skin-on chicken thighs", not the boneless skinless thigh its name alone finds; "bone-in chicken thighs,
 * skin removed" the bone-in thighs without their skin, not the skin-on ones.
 */
const LINE_CUTS: [RegExp, string][] = [
  [/\bbone[- ]in\b|\bon the bone\b/i, 'bone-in'],
  [/\bskin[- ]on\b|\bwith (?:the )?skin\b/i, 'skin-on'],
  [/\bskins? (?:removed|discarded|off)\b|\bskinned\b|\bwithout (?:the )?skin\b|\bremove (?:the )?skin\b/i, 'skinless'],
  // a spice ground ("Coriander, Ground", "Ginger, Ground") is the ground spice, not the leaves or the fresh root
  [/\bground\b/i, 'ground'],
];

const CUT_MIN_CONFIDENCE = 0.95;

/** Words that make a counted chicken pieces of one ("6 chicken tenders", "4 boneless chicken pieces"), not birds. */
const CHICKEN_PIECE_WORDS =
  /tender|strip|fil+et|cube|chunk|piece|dice|boneless|mince|ground|meat|breast|thigh|leg|wing|drum|bite|nugget|slice|shred|cutlet/i;

/** A line counting chickens with no unit but a size ("1 chicken", "2 small chickens"): whole birds. */
function countsWholeBirds(line: ParsedIngredient): boolean {
  const sized = line.unit === null || line.unit === 'small' || line.unit === 'medium' || line.unit === 'large';
  // the name only: "1 chicken, cut into 8 pieces" is a bird the note cuts up
  return sized && amountOf(line) !== null && !CHICKEN_PIECE_WORDS.test(line.name);
}

/** The line's name with the cuts its note gives, or null when the note gives none. */
function nameWithCuts(name: string, note: string): string | null {
  const cuts = LINE_CUTS.flatMap(([re, cut]) => (re.test(note) && !name.toLowerCase().includes(cut) ? [cut] : []));
  return cuts.length > 0 ? `${cuts.join(' ')} ${name}` : null;
}

export function isAddedFat(food: Pick<FoodForNutrition, 'per100g'>): boolean {
  return food.per100g.fat >= ADDED_FAT_MIN_FAT_PER_100G;
}

/** Grams of frying oil actually eaten out of `grams` put in the pan. */
export function fryingOilEaten(grams: number): number {
  return Math.min(grams, FRYING_OIL_FULL_G) + Math.max(0, grams - FRYING_OIL_FULL_G) * FRYING_OIL_ABSORBED_SHARE;
}
// When a food gives only a medium weight, small and large pieces are scaled from it
// (USDA household weights for onions, potatoes and apples run about 0.7 and 1.3 of medium).
const SMALL_OF_MEDIUM = 0.7;
const LARGE_OF_MEDIUM = 1.3;

/**
 * A count of whole chickens ("1/2 barbecued chicken", "1 whole chicken") is birds, not the boneless chicken's
 * pieces: a bird's meat is SR28's roasting chicken with bone and skin removed (05113, 954 g raw).
 */
const WHOLE_CHICKEN =
  /\b(?:whole|roast|roasted|roasting|rotisserie|barbecued|barbequed|bbq|spatchcocked|cooked)\s+chickens?$/i;
export const WHOLE_CHICKEN_MEAT_G = 954;

/** Grams per millilitre: the food's density, else derived from its cup, tbsp or tsp weight. */
export function densityOf(food: FoodForNutrition): number | null {
  const p = food.portions;
  if (food.mlDensity !== undefined) return food.mlDensity;
  if (p.cup !== undefined) return p.cup / VOLUME_ML.cup;
  if (p.tbsp !== undefined) return p.tbsp / VOLUME_ML.tbsp;
  if (p.tsp !== undefined) return p.tsp / VOLUME_ML.tsp;
  return null;
}

/** Weight of one counted unit of a food ("1 onion" = its medium portion). */
function pieceGrams(food: FoodForNutrition, unit: ParsedIngredient['unit']): number | null {
  const p = food.portions;
  const medium = p.medium ?? p.piece;
  switch (unit) {
    case null:
    case 'piece':
      return p.medium ?? p.piece ?? p.large ?? p.small ?? null;
    case 'medium':
      return medium ?? null;
    case 'small':
      return p.small ?? (medium === undefined ? null : medium * SMALL_OF_MEDIUM);
    case 'large':
      return p.large ?? (medium === undefined ? null : medium * LARGE_OF_MEDIUM);
    case 'can':
      return p.can ?? DEFAULT_CAN_G;
    case 'jar':
      return null;
    case 'head':
      // a head of a vegetable without one of its own is the whole vegetable ("1 fej vöröshagyma", a head of onion)
      return p.head ?? p.medium ?? null;
    case 'stalk':
      // "12 country-style pork ribs": ribs of meat are pieces, where celery has its stalk
      return p.stalk ?? p.piece ?? null;
    case 'fillet':
      // a fish without a fillet weight: USDA's piece of fish is a fillet's cut ("piece (4-1/2" x 2-1/8" x 7/8")")
      return p.fillet ?? p.piece ?? null;
    default:
      return isWeightUnit(unit) || isVolumeUnit(unit) ? null : (p[unit] ?? null);
  }
}

/**
 * Grams of `food` in a parsed line, or null when the line gives no amount or the food lacks the
 * portion needed. Order: a weight unit; a printed weight ("½ cup (60 g)"); a pack size times the
 * count ("2 cans (15 oz each)"); a volume through the food's own spoon/cup weight or density
 * (water-like 1 g/ml when the food has neither); a count through the food's portions.
 */
export function gramsForLine(line: ParsedIngredient, food: FoodForNutrition): number | null {
  const amount = amountOf(line);
  if (amount === null) return null;
  const { unit } = line;
  const density = densityOf(food);
  if (unit !== null && isWeightUnit(unit)) return amount * WEIGHT_GRAMS[unit];
  if (line.equivalent) return measureToGrams(line.equivalent, density ?? 1);
  if (line.size && unit === 'can' && food.portions.can !== undefined)
    return amount * printedCanGrams(measureToGrams(line.size, density ?? 1), food.name, food.portions.can);
  if (line.size && (unit === null || !isVolumeUnit(unit))) {
    const each = measureToGrams(line.size, density ?? 1);
    return each === null ? null : amount * each;
  }
  if (unit !== null && isVolumeUnit(unit)) {
    const own =
      unit === 'cup' || unit === 'tbsp' || unit === 'tsp' || unit === 'pinch' ? food.portions[unit] : undefined;
    if (own !== undefined) return amount * own;
    return amount * VOLUME_ML[unit] * (density ?? 1);
  }
  const each = pieceGrams(food, unit);
  // a food whose own piece is a bird (the whole chicken) keeps it; the boneless chicken's 30 g piece is not one
  if ((unit === null || unit === 'piece') && WHOLE_CHICKEN.test(line.name) && (each ?? 0) < WHOLE_CHICKEN_MEAT_G / 4)
    return amount * WHOLE_CHICKEN_MEAT_G;
  if (each === null) return null;
  // pastry "for a double crust pie" counted by the pie is a pie's two crusts
  const crusts = (unit === null || unit === 'piece') && DOUBLE_CRUST.test(line.original) ? 2 : 1;
  return amount * each * crusts * (unit === 'slice' ? sliceFactor(line.original, food) : 1);
}

const DOUBLE_CRUST = /\bdouble[- ]crust/i;

const matchers = new WeakMap<readonly FoodForNutrition[], FoodMatcher<FoodForNutrition>>();

function matcherFor(foods: readonly FoodForNutrition[]): FoodMatcher<FoodForNutrition> {
  let m = matchers.get(foods);
  if (!m) {
    m = createFoodMatcher(foods);
    matchers.set(foods, m);
  }
  return m;
}

/** The team's food stands in for a USDA food without the line's portion only when it is a fair match itself. */
const TEAM_FALLBACK_MIN_CONFIDENCE = 0.75;
const teamMatchers = new WeakMap<readonly FoodForNutrition[], FoodMatcher<FoodForNutrition>>();
const isUsdaKey = (key: string) => key.startsWith('usda-');

/** The matcher of the team's foods alone. */
function teamMatcherFor(foods: readonly FoodForNutrition[]): FoodMatcher<FoodForNutrition> {
  let m = teamMatchers.get(foods);
  if (!m) {
    m = createFoodMatcher(foods.filter((f) => !isUsdaKey(f.key)));
    teamMatchers.set(foods, m);
  }
  return m;
}

export function flattenIngredients(entries: readonly IngredientEntry[]): string[] {
  return entries.flatMap((e) => (typeof e === 'string' ? [e] : [...e.items]));
}

const NUTRIENTS = ['kcal', 'protein', 'fat', 'carbs', 'fiber', 'sugar', 'sodium'] as const;

/** Rounded for display: whole kcal and mg, grams to one decimal. */
export function roundNutrients(n: Nutrients): Nutrients {
  const one = (x: number) => Math.round(x * 10) / 10;
  return {
    kcal: Math.round(n.kcal),
    protein: one(n.protein),
    fat: one(n.fat),
    carbs: one(n.carbs),
    fiber: one(n.fiber),
    sugar: one(n.sugar),
    sodium: Math.round(n.sodium),
  };
}

export function computeRecipeNutrition(
  entries: readonly IngredientEntry[],
  foods: readonly FoodForNutrition[],
  servings: number,
): RecipeNutrition {
  const match = matcherFor(foods);
  const portions = Math.max(1, servings);
  const total: Nutrients = { kcal: 0, protein: 0, fat: 0, carbs: 0, fiber: 0, sugar: 0, sodium: 0 };
  const items: LineCoverage[] = [];
  // Frying oil without an amount waits for the weight of the solid food of its group (see FRIED_FOOD_OIL_SHARE).
  let fryingOil: { item: LineCoverage; food: FoodForNutrition; group: number } | null = null;
  const solidGrams = new Map<number, number>();
  const lines = entries.flatMap((entry, group) =>
    typeof entry === 'string' ? [{ original: entry, group: -1 }] : entry.items.map((original) => ({ original, group })),
  );
  for (const { original, group } of lines) {
    if (isHeadingLine(original)) continue;
    const parsed = parseIngredientLine(original);
    let found = match(parsed.name);
    // "rice vermicelli, cooked", "1 can diced tomatoes": the state is outside the name but decides the food
    // ("black beans, drained" is canned, "eggs, hard-boiled" boiled, "chicken, roasted" roasted); not an
    // alternative's state ("2 figs, or 4 dried figs")
    // read in English too: a note in another language or script ("(gekocht)", "(بوائلڈ)")
    const note = ownNote(parsed);
    const states = [...new Set([...statesOf(note), ...statesOf(toEnglish(note))])].filter((st) => LINE_STATES.has(st));
    // "1 can", and "28 oz diced tomatoes (1 can)", "400 g chopped tomatoes (1 tin)": a weight the note says is a can
    const cans = asCans(parsed);
    if (parsed.unit === 'can' || cans !== null) states.push('canned');
    // the team's food for any of them before a USDA food ("kidney beans, drained": the team's canned beans)
    // a cut only when a food is named with it (≥ 0.95: the words as an alias has them), so that "raw bananas, with
    // skin on" stays the raw banana rather than a banana found by dropping the words the cut added
    const cutName = nameWithCuts(parsed.name, ownNote(parsed));
    const cut = cutName === null ? null : match(cutName);
    // "fresh Hong Kong pan fry noodles": fresh noodles or pasta of a named kind are fresh, not the dried the kind finds
    // (a food named so, "fresh udon noodles", is that food)
    const fresh = (found?.confidence ?? 0) < 0.95 ? /^fresh\s.+\s(noodles|pasta)$/i.exec(parsed.name) : null;
    const cookedMeat = cookedMeatByVolume(parsed);
    const stated = [
      ...states.map((state) => match(`${state} ${parsed.name}`)),
      ...(fresh ? [match(`fresh ${fresh[1] ?? ''}`)] : []),
      // only a cooked meat that knows its cup: a USDA food without one would weigh a cup of it as water
      ...(cookedMeat ? [match(`cooked ${cookedMeat}`)].filter((m) => m?.food.portions.cup !== undefined) : []),
      ...(cut !== null && cut.confidence >= CUT_MIN_CONFIDENCE ? [cut] : []),
    ].filter((m) => m !== null && m.confidence >= 0.9);
    found = stated.find((m) => !m?.food.key.startsWith('usda-')) ?? stated[0] ?? found;
    // "1 chicken", "2 small chickens", "1 poulet fermier": a chicken counted whole is the bird (1.5 kg), not a piece
    if (found?.food.key === 'chicken' && countsWholeBirds(parsed)) found = match('whole chicken') ?? found;
    // "cooked yellow rice", "cooked penne pasta": the cooked food of the dry grain the kind found
    const cooked = found ? cookedCounterpart(foods, found.food, parsed.name, match) : null;
    if (cooked) found = { food: cooked, confidence: found?.confidence ?? 0.9 };
    // "beef mince (90/10 fat)", "95% lean beef": the ground beef of that leanness
    const lean = groundBeefByLeanness(foods, parsed.name, parsed.note ?? '');
    if (lean) found = { food: lean, confidence: Math.max(found?.confidence ?? 0, 0.9) };
    // ...weighed as those cans, so that the food's can portion counts what a can gives (drained beans, not the liquid)
    let grams = found ? gramsForLine(cans !== null && found.food.portions.can ? cans : parsed, found.food) : null;
    if (found && grams === null && amountOf(parsed) !== null && isUsdaKey(found.food.key)) {
      // a USDA food without the portion the line counts in ("1 package pie crust"): the team's food
      // for the line, when it has that portion, weighs it
      const own = teamMatcherFor(foods)(parsed.name);
      const ownGrams = own ? gramsForLine(parsed, own.food) : null;
      if (own && own.confidence >= TEAM_FALLBACK_MIN_CONFIDENCE && ownGrams !== null) [found, grams] = [own, ownGrams];
    }
    if (found && parsed.unit !== null && !isWeightUnit(parsed.unit) && !isVolumeUnit(parsed.unit)) {
      // "2 racks of lamb", "1 (2 lb) rack of lamb": the unit and the name together name the food counted ("rack of
      // lamb"), when a food is called so, or when the name alone finds one without that portion (boneless lamb)
      const whole = match(`${parsed.unit} of ${parsed.name}`);
      const sure = (whole?.confidence ?? 0) >= 0.95 || (grams === null && (whole?.confidence ?? 0) >= 0.9);
      const wholeGrams = whole && sure && whole.food !== found.food ? gramsForLine(parsed, whole.food) : null;
      if (wholeGrams !== null) [found, grams] = [whole, wholeGrams];
    }
    if (found && grams !== null && isAddedFat(found.food) && FRYING.test(`${parsed.name} ${parsed.note ?? ''}`)) {
      grams = fryingOilEaten(grams);
    }
    if (amountOf(parsed) === null && /\bsalt\b/i.test(parsed.name)) {
      // "salt to taste", "salt and pepper": a fixed pinch per serving rather than nothing
      const salt = match('salt');
      if (salt) {
        found = { food: salt.food, confidence: found?.food === salt.food ? found.confidence : salt.confidence * 0.9 };
        grams = Math.min(SALT_TO_TASTE_G_PER_SERVING * portions, SALT_TO_TASTE_MAX_G);
      }
    }
    if (found && grams !== null) {
      for (const k of NUTRIENTS) total[k] += (found.food.per100g[k] * grams) / 100;
      const liquid =
        parsed.unit !== null && isVolumeUnit(parsed.unit) && (densityOf(found.food) ?? 1) >= LIQUID_MIN_DENSITY;
      if (!isAddedFat(found.food) && !liquid) solidGrams.set(group, (solidGrams.get(group) ?? 0) + grams);
    }
    const item: LineCoverage = {
      original,
      foodKey: found?.food.key ?? null,
      grams: grams === null ? null : Math.round(grams * 10) / 10,
      confidence: found?.confidence ?? 0,
    };
    items.push(item);
    const forFrying = FRYING.test(`${parsed.name} ${parsed.note ?? ''}`);
    if (found && grams === null && fryingOil === null && forFrying && isAddedFat(found.food)) {
      fryingOil = { item, food: found.food, group };
    }
  }
  const fried =
    fryingOil === null
      ? 0
      : fryingOil.group >= 0
        ? (solidGrams.get(fryingOil.group) ?? 0)
        : [...solidGrams.values()].reduce((sum, grams) => sum + grams, 0);
  if (fryingOil !== null && fried > 0) {
    const grams = Math.min(fried * FRIED_FOOD_OIL_SHARE, FRIED_OIL_MAX_G_PER_SERVING * portions);
    for (const k of NUTRIENTS) total[k] += (fryingOil.food.per100g[k] * grams) / 100;
    fryingOil.item.grams = Math.round(grams * 10) / 10;
  }
  const perServing = { ...total };
  for (const k of NUTRIENTS) perServing[k] = total[k] / portions;
  return {
    perServing: roundNutrients(perServing),
    coverage: { lines: items.length, matched: items.filter((i) => i.foodKey !== null).length, items },
  };
}
