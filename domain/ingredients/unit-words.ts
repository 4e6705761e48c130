import { scriptUnit } from './script-units';
import { type Unit, unitFromWord } from './units';

/** Reading the unit written at the start of the rest of an ingredient line, for the line parser and the form's boxes. */

const CM_PER_INCH = 2.54;

export interface UnitRead {
  unit: Unit;
  word: string;
  rest: string;
  factor: number; // applied to the quantity: cm are read as inches
}

/**
 * A unit written in more than one word or in another script, at the start of `s`: "c. à soupe", "cuillère à café",
 * "c.à.s", "colher de sopa", "fl oz", "ст. л.", "छोटी चम्मच"; a length in cm too. Null for a unit of one word.
 */
export function readUnitPhrase(s: string): UnitRead | null {
  // units written in other scripts: "200 г", "1 ст. л.", "2 कप", "1 छोटी चम्मच"
  const space = /^\s*/u.exec(s)?.[0].length ?? 0;
  const script = scriptUnit(s.slice(space));
  if (script) return { unit: script.unit, word: script.unit, rest: s.slice(space + script.length), factor: 1 };
  const fl = /^\s*(?:fl\.?\s*oz\.?|fluid\s+ounces?)(?![a-z])/i.exec(s);
  if (fl) return { unit: 'floz', word: 'fl oz', rest: s.slice(fl[0].length), factor: 1 };
  const cm = /^\s*-?\s*cm\b/i.exec(s); // "3 cm piece galangal": lengths are kept in inches
  if (cm) return { unit: 'inch', word: 'cm', rest: s.slice(cm[0].length), factor: 1 / CM_PER_INCH };
  // "cuillère à soupe", "c. à c.": French spoons are named by what they hold
  // written close too: "6 c.à.s d'huile", "1 c.à.c. de sel"
  const spoon = /^\s*(?:cuill[eè]res?|c\.?)\s*(?:à|a)[\s.]*(soupe|s\.?|caf[eé]|c\.?)(?!\p{L})/iu.exec(s);
  if (spoon) {
    const unit = /^s/i.test(spoon[1] ?? '') ? 'tbsp' : 'tsp';
    return { unit, word: unit, rest: s.slice(spoon[0].length), factor: 1 };
  }
  // Portuguese spoons likewise: "colher de sopa" a tablespoon, "colher de chá" a teaspoon
  const colher = /^\s*colher(?:es|zinhas?)?\s+(?:\(\s*)?de\s+(sopa|ch[aá]|caf[eé])(?:\s*\))?(?!\p{L})/iu.exec(s);
  if (colher) {
    const unit = /^s/i.test(colher[1] ?? '') ? 'tbsp' : 'tsp';
    return { unit, word: unit, rest: s.slice(colher[0].length), factor: 1 };
  }
  return null;
}

/** A unit at the start of `s`: a phrase (`readUnitPhrase`) or one word ("cups", "pincée", "łyżki"). */
export function readUnitWord(s: string): UnitRead | null {
  const phrase = readUnitPhrase(s);
  if (phrase) return phrase;
  const w = /^\s*-?\s*(\p{L}+)(\.)?(?!\p{L})/iu.exec(s); // "-" for "2-inch piece ginger"; "pincée", "łyżki"
  // "pak" is a Dutch pack, but "2 pak choi" is the cabbage
  const unit = w && !/^\s*pak\s+cho[iy]\b/i.test(s) ? unitFromWord(w[1] ?? '') : null;
  return w && unit ? { unit, word: (w[1] ?? '').toLowerCase(), rest: s.slice(w[0].length), factor: 1 } : null;
}
