/**
 * Parses one cookbook ingredient line ("1 14-ounce can coconut milk", "200g paneer, cubed",
 * "salt and pepper to taste") into amount, unit, food name and note.
 */
import { inReadingOrder } from './line-order';
import { findMeasure, isOnlyMeasures, normalizeLine, readNumber, readQuantity } from './read-amount';
import { HOLE_RE, type Paren, cutParens, onlyDescriptors, splitName } from './split-name';
import { type UnitRead, readUnitWord } from './unit-words';
import {
  CONTAINER_UNITS,
  COUNT_NOUNS,
  type Measure,
  type Unit,
  VOLUME_ML,
  WEIGHT_GRAMS,
  isVolumeUnit,
  isWeightUnit,
  unitFromWord,
} from './units';

export type { Measure, Unit } from './units';

export interface ParsedIngredient {
  original: string;
  quantity: number | null; // lower bound of a range
  quantityMax: number | null; // upper bound of a range, else null
  unit: Unit | null;
  name: string; // lower-case food phrase, preparation words removed
  note: string | null;
  toTaste: boolean;
  optional: boolean;
  size: Measure | null; // size of one counted unit: the "14 oz" of "1 14-ounce can"
  equivalent: Measure | null; // a weight printed beside the amount: the "60 g" of "½ cup (60 g) flour"
}

/** A group heading printed among the lines: "For the dressing:". */
export function isHeadingLine(line: string): boolean {
  return /:\s*$/.test(line.trim()) && !/\d/.test(line);
}

/**
 * The amount nutrition counts: a range's low end ("1-2 green chillies" is 1), as its servings are ("4-6 servings" is
 * 4) and as recipe cards' nutrition calculators count them (decision 033, thirteenth session).
 */
export function amountOf(p: Pick<ParsedIngredient, 'quantity' | 'quantityMax'>): number | null {
  return p.quantity;
}

// also in the region's languages: "nach Geschmack", "selon votre goût", "al gusto", "q.b.", "naar smaak", "do smaku"
const TO_TASTE_RE =
  /\b(?:(?:to|as per|according to|per|adjust to)\s+(?:your\s+)?(?:taste|liking)\b|(?:nach\s+(?:geschmack|belieben)|selon\s+(?:votre\s+|vos\s+)?go[uû]ts?|[aà]\s+volont[eé]|al\s+gusto|a\s+gusto|a\s+gosto|q\.\s?b\.?|quanto\s+basta|naar\s+smaak|do\s+smaku)(?!\p{L}))/giu;
// and in other scripts, where no word boundary is drawn: "适量", "少々", "по вкусу", "स्वादानुसार", "حسب ذائقہ"
const TO_TASTE_SCRIPT_RE =
  /(?:适量|適量|少々|少许|少許|少量|适当|お好みで|по вкусу|на вкус|स्वादानुसार|स्वाद अनुसार|حسب ذائقہ|حسب ضرورت|κατά βούληση)/gu;
// also "opcional", "facultatif", "facoltativo", "optioneel", "opcjonalnie"
const OPTIONAL_RE =
  /\b(?:optional(?:ly)?|opcional|optionnel(?:le)?|facultati(?:f|ve)|facoltativ[oa]|optioneel|opcjonalnie)\b/gi;
const LABEL_RE =
  /^(?:(?:to|for)\s+)?(?:the\s+)?(?:garnish(?:ing)?|serving|serve|topping|decoration|decorate|assembly)\s*:\s*/i;
const CONTAINER_WORD =
  /^\s*(?:cans?|tins?|jars?|bottles?|packages?|packets?|packs?|bags?|box(?:es)?|cartons?|containers?|tubs?|blocks?)\b/i;
const CAN_AFTER_WEIGHT = /^\s*(?:cans?|tins?|jars?|packages?|packets?)\b/i; // not "cups bottle gourd"
const AMOUNT_MODIFIER =
  /^\s*(heaped|heaping|level|scant|generous|rounded|good|full|flat|thick|thin|whole|big|small|large)\s+/i;
// "about", also in the region's other languages: "ca. 200 g", "env. 1 kg", "Plm. 750 gram", "około 2 szklanek"
const APPROXIMATELY =
  /^\s*(about|approx\.?|approximately|around|roughly|scant|generous|heaped|ca\.|circa|etwa|ungef[aä]hr|env\.|environ|plm\.?|ongeveer|ok\.|oko[lł]o|aprox\.|aproximadamente|cerca de|circa)\s*(?=\d|an?\s|one\b|half\b)/iu;
// units that read as an amount even without a number: "pinch salt", "small handful coriander"
const BARE_UNITS: readonly Unit[] = ['pinch', 'handful', 'dash', 'drizzle', 'splash', 'sprig', 'bunch'];
// "about 250 g each", "about 6-7 oz each" (a range: its low end)
// (a number tried from its first digit only: from every digit, a long run of them took the square of its length)
const EACH_SIZE =
  /(?<!\d)(\d+(?:[.,]\d+)?)(?:\s*(?:-|to)\s*(\d+(?:[.,]\d+)?))?\s*-?\s*(g|grams?|kg|oz|ounces?|lbs?|pounds?|ml)\.?\s+each\b/i;
// the German (and French) "à" before each piece's weight, and "je": "2 Schnitzel à ca. 125 g", "4 Filets je 150 g"
const EACH_BEFORE =
  /(?:^|\s)(?:à|je)\s+(?:ca\.?\s*|etwa\s+|env\.?\s*)?(\d+(?:[.,]\d+)?)(?:\s*(?:-|bis)\s*(\d+(?:[.,]\d+)?))?\s*(g|gr|kg|ml)\b\.?/i;
// words a cook may put between a count and the weight of each piece: "1 boneless 2-3 pound chuck roast"
// a parenthesis that only remarks on the line: never the food
const NOT_A_FOOD = /^\s*(?:see|optional|divided|to taste|about|approx|plus|or|if|for|such as|i used|we used|note)\b/i;
const PIECE_DESCRIPTOR = /^\s*((?:boneless|skinless|bone-in|skin-on|whole|fresh|frozen)\s+)(?=\d)/i;
// What one fruit gives, from USDA SR28 household weights ("1 lemon yields 48 g" of juice).
const FRUIT_YIELD: Record<string, { juice: number; zest: number }> = {
  lemon: { juice: 48, zest: 6 },
  lime: { juice: 44, zest: 4 },
  orange: { juice: 86, zest: 6 },
};

/** Reads the parenthesis at the start of `rest`, if any. */
function leadingParen(rest: string, parens: Paren[]): { paren: Paren; rest: string } | null {
  const m = /^\s*-?\s*\uE000(\d+)\uE000/.exec(rest); // a hole left by cutParens
  const paren = m ? parens[Number(m[1])] : undefined;
  return m && paren ? { paren, rest: rest.slice(m[0].length) } : null;
}

/** The same amount in other measures after a slash ("400 g / 14 oz", "1 cup / 240 ml"): left out, the first one is read. */
function withoutAlternate(rest: string): string {
  // the second amount may be a mixed number: "75g/2½oz" reads "75 g / 2 1/2 oz"
  const m = /^\s*\/\s*\d+(?:[.,]\d+)?(?:\s+\d+\s*\/\s*\d+|\s*\/\s*\d+)?\s*-?\s*(\p{L}+)\.?(?!\p{L})/u.exec(rest);
  const unit = m ? unitFromWord(m[1] ?? '') : null;
  return m && unit && (isWeightUnit(unit) || isVolumeUnit(unit)) ? rest.slice(m[0].length) : rest;
}

/**
 * "1 cup plus 1 tablespoon", "½ cup plus 2 tablespoons": the second amount, in the first one's unit, is handed to
 * `add` and its words leave the line. Only between two weights or two volumes.
 */
function plusAmount(rest: string, unit: Unit, add: (more: number) => void): string {
  const plus = /^\s*(?:plus|\+)\s+/i.exec(rest);
  const q = plus ? readQuantity(rest.slice(plus[0].length)) : null;
  const u = q ? readUnitWord(q.rest) : null;
  if (!q || !u) return rest;
  const same = (isWeightUnit(unit) && isWeightUnit(u.unit)) || (isVolumeUnit(unit) && isVolumeUnit(u.unit));
  if (!same) return rest;
  const ratio =
    isWeightUnit(unit) && isWeightUnit(u.unit)
      ? WEIGHT_GRAMS[u.unit] / WEIGHT_GRAMS[unit]
      : isVolumeUnit(unit) && isVolumeUnit(u.unit)
        ? VOLUME_ML[u.unit] / VOLUME_ML[unit]
        : 0;
  add(q.value * ratio);
  return u.rest;
}

/** A pack size right after the count: "(14.5 oz)", "14-ounce can", "12.5 oz cans". */
function readSize(rest: string, parens: Paren[]): { size: Measure; rest: string } | null {
  const lead = leadingParen(rest, parens);
  if (lead) {
    const size = findMeasure(lead.paren.text, false);
    if (size && isOnlyMeasures(lead.paren.text)) {
      lead.paren.used = true;
      return { size, rest: lead.rest };
    }
    return null;
  }
  const n = readNumber(rest.trimStart());
  // "14-ounce can", "400g tin", "14 fl oz tin"
  const w = n ? /^\s*-?\s*(fl\.?\s*oz|[a-z]+)\.?(?![a-z])/i.exec(n.rest) : null;
  const unit = w ? (/^fl\W*oz$/i.test(w[1] ?? '') ? 'floz' : unitFromWord(w[1] ?? '')) : null;
  if (n && w && unit && (isWeightUnit(unit) || isVolumeUnit(unit))) {
    const after = withoutAlternate(n.rest.slice(w[0].length));
    if (CONTAINER_WORD.test(after)) return { size: { quantity: n.value, unit }, rest: after };
  }
  return pieceWeight(rest);
}

/**
 * The weight of one counted piece printed before its name: "1 3-pound whole chicken", "1 boneless 2-3 pound chuck
 * roast" (a range: its low end). A weight, not a volume, and a name after it: "2 1-inch pieces" is no weight.
 */
function pieceWeight(rest: string): { size: Measure; rest: string } | null {
  const cut = PIECE_DESCRIPTOR.exec(rest);
  const body = cut ? rest.slice(cut[0].length) : rest;
  const q = /^\s*\d/.test(body) ? readQuantity(body) : null;
  const w = q ? /^\s*-?\s*([a-z]+)\.?(?![a-z])/i.exec(q.rest) : null;
  const unit = w ? unitFromWord(w[1] ?? '') : null;
  if (!q || !w || !unit || !isWeightUnit(unit)) return null;
  const after = q.rest.slice(w[0].length);
  if (!/^\s+\p{L}/u.test(after) || /^\s*(?:of|each|total|in all)\b/i.test(after)) return null;
  return { size: { quantity: q.value, unit }, rest: `${cut ? cut[1] : ''}${after}` };
}

/** Reads a unit at the start of `rest`, after an optional modifier ("heaped tsp", "small handful"). */
function readUnit(rest: string): (UnitRead & { modifier: string | null }) | null {
  const mod = AMOUNT_MODIFIER.exec(rest);
  const modified = mod ? readUnitWord(rest.slice(mod[0].length)) : null;
  if (mod && modified) return { ...modified, modifier: mod[1]?.toLowerCase() ?? null };
  const plain = readUnitWord(rest); // "1 large egg": the size word is the unit
  return plain ? { ...plain, modifier: null } : null;
}

/**
 * A parenthesis holding measures then one word ("14.5 ounce can" → "14.5 ounce", "can"), found from its last word
 * back (a pattern reading it from the front took the square of its length when it did not match).
 */
function measuresThenWord(text: string): { measures: string; word: string } | null {
  const last = /(?<!\s)\s+(\p{L}+)\.?$/u.exec(text);
  if (!last) return null;
  const measures = text.slice(0, last.index);
  return /\d/.test(measures) ? { measures, word: last[1] ?? '' } : null;
}

export function parseIngredientLine(line: string): ParsedIngredient {
  let text = inReadingOrder(normalizeLine(line));
  const optional = text.search(OPTIONAL_RE) >= 0; // search() ignores the global regex's lastIndex
  const toTaste = text.search(TO_TASTE_RE) >= 0 || text.search(TO_TASTE_SCRIPT_RE) >= 0;
  text = text.replace(OPTIONAL_RE, ' ').replace(TO_TASTE_RE, ' ').replace(TO_TASTE_SCRIPT_RE, ' ');
  const { bare, parens } = cutParens(text);
  const notes: string[] = [];
  // what "Optional:" leaves behind, once the word itself is taken out
  let rest = bare
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:[\s:;,]|-(?!\d))+/, '');

  const label = LABEL_RE.exec(rest); // "To garnish: thyme sprigs"
  if (label) {
    notes.push(label[0].replace(':', '').trim().toLowerCase());
    rest = rest.slice(label[0].length);
  }

  let quantity: number | null = null;
  let quantityMax: number | null = null;
  let unit: Unit | null = null;
  let size: Measure | null = null;
  let equivalent: Measure | null = null;
  let name: string | null = null;
  let unitWord: string | null = null;

  const juice = /^(?:the\s+)?(juice|zest)\s+(?:of|from)\s+/i.exec(rest);
  if (juice) {
    // "juice of 1 lemon": the amount counts fruits; one fruit yields a known weight of juice or zest
    const kind = (juice[1] ?? '').toLowerCase() as 'juice' | 'zest';
    const q = readQuantity(rest.slice(juice[0].length));
    quantity = q?.value ?? 1;
    quantityMax = q?.max ?? null;
    const fruit = splitName(q?.rest ?? rest.slice(juice[0].length), notes).replace(/s$/, '');
    const yieldG = FRUIT_YIELD[fruit]?.[kind];
    name = `${fruit} ${kind}`;
    unit = 'piece';
    size = yieldG === undefined ? null : { quantity: yieldG, unit: 'g' };
    rest = '';
  } else {
    const approx = APPROXIMATELY.exec(rest); // "about 3/4 cup water"
    if (approx) {
      notes.push(approx[1]?.toLowerCase() ?? '');
      rest = rest.slice(approx[0].length);
    }
    const q = readQuantity(rest);
    if (q) {
      quantity = q.value;
      quantityMax = q.max;
      rest = q.rest.replace(/^\s*-\s+(?=[^\d\s])/, ' ').replace(/^\s*[x×]\s*(?=\d)/i, ' '); // "8 - (2-ounce) chicken tenderloins", "1 x 400g tin"
      const sized = readSize(rest, parens);
      if (sized) ({ size, rest } = sized);
      // "1 (14.5 ounce can) diced tomatoes": the can's size and the can, both inside the parenthesis
      const boxed = sized ? null : leadingParen(rest, parens);
      const container = boxed ? measuresThenWord(boxed.paren.text) : null;
      const boxUnit = container ? readUnit(container.word) : null;
      const boxSize = container && isOnlyMeasures(container.measures) ? findMeasure(container.measures, false) : null;
      if (boxed && boxUnit && boxSize && CONTAINER_UNITS.includes(boxUnit.unit)) {
        boxed.paren.used = true;
        size = boxSize;
        rest = ` ${boxUnit.word} ${boxed.rest}`;
      }
      // "8 (1/2 inch thick) slices French bread": a remark between the count and its unit stays a note; "1 (12 count)
      // package Hawaiian rolls" is 12 rolls
      const remark = sized || size !== null ? null : leadingParen(rest, parens);
      const within = remark && readUnit(remark.rest);
      const pieces = remark ? /^(\d+)\s*-?\s*(?:count|ct)\.?$/i.exec(remark.paren.text) : null;
      if (remark && within && pieces && CONTAINER_UNITS.includes(within.unit)) {
        remark.paren.used = true;
        [quantity, quantityMax] = [quantity * Number(pieces[1]), null];
        rest = within.rest;
      } else if (remark && within) rest = remark.rest;
      const then = readUnit(rest);
      if (size !== null && quantityMax !== null && !(then && CONTAINER_UNITS.includes(then.unit))) {
        // "3 to 4 (1 pound) chicken breasts": a weight after a range is the pieces' total, not each one's
        [equivalent, size] = [size, null];
      }
    }
    const u = readUnit(rest);
    // without a number a unit word counts when "of" follows or it is pinch-like: not "large buns"
    if (u && (quantity !== null || /^\s*of\b/i.test(u.rest) || BARE_UNITS.includes(u.unit))) {
      unit = u.unit;
      unitWord = u.word;
      quantity = (quantity ?? 1) * u.factor;
      quantityMax = quantityMax === null ? null : quantityMax * u.factor;
      // "of", and its words in the EU languages after a measure ("2 cucharadas de aceite", "1 pincée de sel")
      rest = u.rest.replace(/^\s*\.?\s*(?:(?:of|de|di|da|del|du|des|van)(?!\p{L})|d')/iu, '');
      // "Un bote de 800 g de tomate", "1 lata de 400 g de garbanzos", "1 barattolo da 400 g di pelati": the can's size
      const canSize = CONTAINER_UNITS.includes(unit)
        ? /^\s*(\d+(?:[.,]\d+)?)\s*(\p{L}+)\.?\s+(?:(?:de|di|da|van|of)(?!\p{L})|d')?/iu.exec(rest)
        : null;
      const canUnit = canSize ? unitFromWord(canSize[2] ?? '') : null;
      if (canSize && canUnit && (isWeightUnit(canUnit) || isVolumeUnit(canUnit)) && size === null) {
        size = { quantity: Number((canSize[1] ?? '').replace(',', '.')), unit: canUnit };
        rest = rest.slice(canSize[0].length);
      }
      if (unit === 'inch') rest = rest.replace(/^\s*pieces?\b(?:\s+of\b)?/i, ''); // "1-inch piece of ginger"
      if (u.modifier) notes.push(u.modifier);
      if (isWeightUnit(unit) || isVolumeUnit(unit))
        rest = withoutAlternate(plusAmount(rest, unit, (more) => (quantity = (quantity ?? 0) + more)));
      const can = CAN_AFTER_WEIGHT.exec(rest);
      if ((isWeightUnit(unit) || isVolumeUnit(unit)) && can && size === null) {
        // "15 oz can black beans", "400 g tin chickpeas": one can of that size, which the food's can portion weighs
        // (drained beans, not the liquid); "16 ounces can" likewise
        rest = rest.slice(can[0].length);
        if (/^\s*(?:cans?|tins?)\b/i.test(can[0])) {
          size = { quantity: quantity ?? 1, unit };
          [unit, quantity, quantityMax] = ['can', 1, null];
        }
      }
      const lead = leadingParen(rest, parens);
      const m = lead ? findMeasure(lead.paren.text, false) : null;
      if (lead && m && unit === 'stick' && !/\beach\b/i.test(lead.paren.text)) {
        equivalent = m; // "1½ sticks (¾ cup) butter": the cup is all of it
        lead.paren.used = true;
      } else if (lead && m && CONTAINER_UNITS.includes(unit) && size === null) {
        size = m; // "2 cans (15 ounces each)"
        lead.paren.used = true;
      }
    }
  }

  if (size === null && quantity !== null && (unit === null || !(isWeightUnit(unit) || isVolumeUnit(unit)))) {
    const after = EACH_SIZE.exec(text);
    const each = after ?? EACH_BEFORE.exec(rest); // "2 whole pomfret, about 250 g each", "2 Schnitzel à 125 g"
    const eachUnit = each ? unitFromWord(each[3] ?? '') : null;
    if (each && eachUnit && (isWeightUnit(eachUnit) || isVolumeUnit(eachUnit))) {
      size = { quantity: Number((each[1] ?? '').replace(',', '.')), unit: eachUnit };
      if (!after) rest = rest.replace(EACH_BEFORE, ' ');
    }
  }
  for (const p of parens) {
    if (p.used) continue;
    const weight = /\b(from|can|jar|package|packet|each)\b/i.test(p.text) ? null : findMeasure(p.text, true);
    if (equivalent === null && weight && unit !== null && !isWeightUnit(unit) && size === null) equivalent = weight;
    else if (equivalent === null && weight && unit === null && quantity !== null && size === null) equivalent = weight;
    if (isOnlyMeasures(p.text)) p.used = true;
  }
  // "1 chicken, about 4 pounds", "3 potatoes, 1 lb total": a part of the note that is only a weight weighs the count
  if (equivalent === null && size === null && unit === null && quantity !== null) {
    const lone = (part: string) =>
      isOnlyMeasures(part.replace(/\d+(?:[.,]\d+)?\s*(?:-|–|to)\s*(?=\d)|\bin all\b|\bin total\b/g, ' ')); // "3-4 lbs"
    const noted = bare
      .split(',')
      .slice(1)
      .find((part) => lone(part) && findMeasure(part, true));
    if (noted) equivalent = findMeasure(noted, true);
  }

  name ??= splitName(rest, notes);
  // "4 boneless (skinless chicken breasts, thinly sliced)": a page's parenthesis opened too early holds the food
  const held = onlyDescriptors(name)
    ? parens.find((p) => !p.used && /\p{L}{3}/u.test(p.text) && !NOT_A_FOOD.test(p.text))
    : undefined;
  if (held) {
    name = splitName(`${name} ${held.text}`, notes);
    held.used = true;
  }
  if (name === '' && unitWord !== null && unit !== null && !isWeightUnit(unit) && !isVolumeUnit(unit)) {
    name = unitWord; // "4 cloves" is the spice, not a count of something unnamed
    unit = null;
  }
  if (unit === null && quantity !== null) {
    // "4 garlic cloves", "10 basil leaves": the count noun at the end is the unit; the name keeps it
    const core = name.split(/\s+in\s+/)[0] ?? name; // "8 anchovy fillets in oil"
    const last = core.split(' ').pop() ?? '';
    unit = core.includes(' ') ? (COUNT_NOUNS[last] ?? null) : null;
  }
  for (const p of parens) if (!p.used && p.text.replace(/[\s,;.]/g, '') !== '') notes.push(p.text.replace(/\s+/g, ' '));

  const note = notes
    .map((n) =>
      n
        .replace(HOLE_RE, ' ')
        .replace(/\s+([,;])/g, '$1')
        .replace(/\s+/g, ' ')
        .replace(/^[\s,;:.-]+|[\s,;:-]+$/g, ''),
    )
    .filter((n) => n !== '')
    .join('; ');
  return {
    original: line,
    quantity,
    quantityMax,
    unit,
    name,
    note: note === '' ? null : note,
    toTaste,
    optional,
    size,
    equivalent,
  };
}
