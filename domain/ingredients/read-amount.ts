/**
 * Low-level readers for the start of an ingredient line: text clean-up, numbers,
 * ranges, and measures such as "14-ounce" or "400 g". Used by parse-ingredient.ts.
 */
import { type Measure, isVolumeUnit, isWeightUnit, unitFromWord } from './units';

const FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
};
// a whole number before the fraction is tried from its first digit only: tried from every digit and every space, a
// long run of them before no fraction took the square of its length (95 s for a line of 200,000 spaces)
const FRACTION_RE = new RegExp(`(?:(?<!\\d)(\\d+)\\s*)?([${Object.keys(FRACTIONS).join('')}])`, 'g');

/**
 * Unifies the typography of a line: unicode fractions, dashes, "&", trademark signs, footnote stars, a tilde for
 * "about", a comma after a leading count.
 */
export function normalizeLine(line: string): string {
  return line
    .replace(FRACTION_RE, (_m, whole: string | undefined, frac: string) => ` ${whole ?? ''} ${FRACTIONS[frac] ?? ''} `)
    .replace(/\u2044/g, '/') // fraction slash
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[*†‡®™©]/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/\u00a0/g, ' ')
    .replace(/(\s)-(\p{L}[^-()]*?)-(?=\s|[.,;]|$)/gu, '$1($2)') // "carne picada -mitad ternera-": an aside, as "( )"
    .replace(/~\s*(?=\d)/g, '') // "Peanut oil, ~60 g": the tilde only says "about"
    .replace(/^\s*(\d+),\s+(?=\d)/, '$1 ') // "1, 14 oz can of condensed milk": a count, then the can's size
    .replace(/(\p{L})\s*\/\s*(\p{L})/gu, '$1 / $2') // "cottage/ farmer cheese": word alternatives
    .replace(/\s+/g, ' ')
    .trim();
}

/** Numbers written as words, as recipes write them ("two", "a dozen", "half"). */
export const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
  // "one" and "half" in the region's languages: "eine Prise Salz", "une gousse d'ail", "media cebolla", "pół łyżeczki"
  ein: 1,
  eine: 1,
  einen: 1,
  einer: 1,
  eines: 1,
  einem: 1,
  un: 1,
  une: 1,
  uno: 1,
  una: 1,
  een: 1,
  um: 1,
  uma: 1,
  halbe: 0.5,
  halber: 0.5,
  halbes: 0.5,
  demi: 0.5,
  demie: 0.5,
  medio: 0.5,
  media: 0.5,
  mezzo: 0.5,
  mezza: 0.5,
  halve: 0.5,
  pol: 0.5,
  pół: 0.5,
  meio: 0.5,
  meia: 0.5,
  // and in Hindi, Urdu, Russian, Bulgarian and Greek: "आधा कप", "آدھا چائے چمچ", "пол стакана", "половин", "μισό"
  आधा: 0.5,
  आधी: 0.5,
  آدھا: 0.5,
  آدھی: 0.5,
  пол: 0.5,
  половина: 0.5,
  половин: 0.5,
  μισό: 0.5,
  μισή: 0.5,
};

export interface NumberRead {
  value: number;
  rest: string;
}

/** Reads one number at the start of `s`: "1 1/2", "3/4", "1.5", "1,5", "1,000", "one", "a", "half a". */
export function readNumber(s: string): NumberRead | null {
  let m = /^(\d+)\s+(?:and\s+)?(\d+)\s*\/\s*(\d+)(?![\d.,/])/i.exec(s); // "1 1/2", "1 and 1/2"
  if (m) return { value: Number(m[1]) + Number(m[2]) / Number(m[3]), rest: s.slice(m[0].length) };
  // "1-1/2": a whole and a proper fraction joined by a hyphen (a range would rise: "1-2/3" is no range)
  m = /^(\d+)-(\d+)\/(\d+)(?![\d.,/])/.exec(s);
  if (m && Number(m[2]) < Number(m[3]))
    return { value: Number(m[1]) + Number(m[2]) / Number(m[3]), rest: s.slice(m[0].length) };
  m = /^(\d+)\s*\/\s*(\d+)(?![\d.,/])/.exec(s);
  if (m) return { value: Number(m[1]) / Number(m[2]), rest: s.slice(m[0].length) };
  m = /^\d{1,3}(?:,\d{3})+(?![\d,.])/.exec(s);
  if (m) return { value: Number(m[0].replace(/,/g, '')), rest: s.slice(m[0].length) };
  m = /^(?:\d*[.,]\d+|\d+)/.exec(s);
  if (m) return { value: Number(m[0].replace(',', '.')), rest: s.slice(m[0].length) };
  // "a couple of", "a few", "a dozen", "one and a half", "half a", then plain number words
  m = /^an?\s+(couple|few|dozen)(?:\s+of)?(?![a-z])/i.exec(s);
  if (m)
    return {
      value: m[1]?.toLowerCase() === 'couple' ? 2 : m[1]?.toLowerCase() === 'few' ? 3 : 12,
      rest: s.slice(m[0].length),
    };
  m = /^([a-z]+)\s+and\s+a\s+half(?![a-z])/i.exec(s);
  const whole = m ? WORD_NUMBERS[(m[1] ?? '').toLowerCase()] : undefined;
  if (m && whole !== undefined) return { value: whole + 0.5, rest: s.slice(m[0].length) };
  m = /^half\s+(?:an?\s+)?(?!and\b)(?=[a-z])/i.exec(s); // not "half and half"
  if (m) return { value: 0.5, rest: s.slice(m[0].length) };
  m = /^([\p{L}\p{M}]+)(?:\s+|-)(?=[\p{L}(\d])/iu.exec(s); // "un demi-oignon" is read "un", then "demi-oignon"
  // "un peu de sel", "un poco de", "un po' di", "een beetje", "um pouco de": "a little", no amount
  const little = /^\p{L}+\s+(?:peu|poco|po'|beetje|pouco)(?!\p{L})/iu.test(s);
  const word = m && !little && !m[0].endsWith('-') ? WORD_NUMBERS[(m[1] ?? '').toLowerCase()] : undefined;
  if (m && word !== undefined && m[1]?.toLowerCase() !== 'half') return { value: word, rest: s.slice(m[0].length) };
  return null;
}

export interface QuantityRead {
  value: number;
  max: number | null;
  rest: string;
}

/** Reads a quantity or a range ("1-2", "1 to 2", "½ to ¾", "3,5 - 4") at the start of `s`. */
export function readQuantity(s: string): QuantityRead | null {
  const first = readNumber(s.trimStart());
  if (!first) return null;
  let rest = first.rest.replace(/^x(?=\s)/i, ''); // "4x garlic cloves"
  let max: number | null = null;
  // also "1 à 2", "2 bis 3", "1 tot 2", "1 do 2", "1 o 2", "2 ou 3", "1 oder 2", "1 lub 2"
  const joiner = /^\s*(?:-|to|or|à|a|bis|tot|do|o|ou|oder|lub)(?!\p{L})\s*/iu.exec(rest);
  if (joiner) {
    const second = readNumber(rest.slice(joiner[0].length));
    if (second && second.value > first.value) {
      max = second.value;
      rest = second.rest;
    }
  }
  return { value: first.value, max, rest };
}

/** "12 fluid ounce", "12-fluid ounce", "12 fl. oz." as one word, so that a measure's unit is one word: "12 floz". */
const oneWordFluidOunces = (text: string) =>
  text.replace(/\bfl\.?\s*oz\b\.?|\bfluid[\s-]+ounces?\b/gi, (m) => (m.endsWith('.') ? 'floz.' : 'floz'));

const MEASURE_RE = /(\d+\s+\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d*[.,]?\d+)\s*-?\s*([a-z]+)\.?(?![a-z])/gi;

/** A number and a range's joiner just before a measure: the "1 to " of "1 to 1 1/2 pounds", the "1-" of "1-1.5 lb". */
const RANGE_BEFORE = /(\d+(?:[.,]\d+)?)\s*(-|–|to)\s*$/i;

/**
 * The first weight (or, if `weightOnly` is false, weight or volume) stated anywhere in `text`. A range is read at its
 * low end, as an amount is ("(1 to 1 1/2 pounds)" is 1 lb, not the 1 1/2 it ends with), and "1-1/2 lb" is one and a
 * half pounds.
 */
export function findMeasure(written: string, weightOnly: boolean): Measure | null {
  const text = oneWordFluidOunces(written);
  for (const m of text.matchAll(MEASURE_RE)) {
    const unit = unitFromWord(m[2] ?? '');
    if (unit === null || !(isWeightUnit(unit) || (!weightOnly && isVolumeUnit(unit)))) continue;
    const n = readNumber((m[1] ?? '').trim());
    if (!n || n.value <= 0) continue;
    const range = RANGE_BEFORE.exec(text.slice(0, m.index));
    const low = range ? Number((range[1] ?? '').replace(',', '.')) : NaN;
    if (range?.[2] === '-' && /^\d+\s*\/\s*\d+$/.test((m[1] ?? '').trim()) && n.value < 1)
      return { quantity: low + n.value, unit };
    // a range's ends are alike ("1 to 1 1/2", "14-16"); "2 - 400 g" is a count and a weight
    if (Number.isFinite(low) && low > 0 && n.value > low && n.value <= 4 * low) return { quantity: low, unit };
    return { quantity: n.value, unit };
  }
  return null;
}

/** True when a parenthesis holds nothing but amounts: "(60g)", "(1 2/3 cups; 225g)", "(15 ounces each)". */
export function isOnlyMeasures(text: string): boolean {
  const left = oneWordFluidOunces(text)
    .replace(/(\d)\s*-\s*(?=\d+\s*\/\s*\d)/g, '$1 ') // "10-1/2 ounce" is 10 1/2 ounces
    .replace(MEASURE_RE, (m, _n: string, word: string) => {
      const unit = unitFromWord(word);
      return unit && (isWeightUnit(unit) || isVolumeUnit(unit)) ? ' ' : m;
    })
    .replace(/\b(each|about|approx|approximately|or|total|weighed|by weight|net)\b|[.,;:~=]/gi, ' ');
  return left.trim() === '';
}
