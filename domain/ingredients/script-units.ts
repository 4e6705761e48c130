import { type Unit, unitWordTable } from './units';

/**
 * The units of recipe lines written in other scripts, read after the amount as units.ts reads Latin ones: Hindi
 * and Urdu ("2 कप", "1 छोटी चम्मच", "1 کھانے کا چمچ"), Russian and Bulgarian ("200 г", "1 ст. л.", "2 с.л.",
 * "3 зубчика") and Greek ("1 κ.σ.", "2 σκελίδες"). A Russian or Bulgarian glass (стакан, чаша) is taken as a cup:
 * the 200-250 ml glass those cooks measure with is near the 240 ml cup.
 */

/** Spoons named by two words or written short with dots, each with the unit it is. */
const SPOONS: readonly (readonly [RegExp, Unit])[] = [
  // Russian "ст. л.", "ст.л.", Bulgarian "с.л.", "с. л."; teaspoons "ч. л.", "ч.л."
  [/^(?:ст|с)\.?\s*л\./u, 'tbsp'],
  [/^ч\.?\s*л\./u, 'tsp'],
  [/^(?:ст|с)\.?\s*л(?![\p{L}\p{M}])/u, 'tbsp'],
  [/^ч\.?\s*л(?![\p{L}\p{M}])/u, 'tsp'],
  [/^столов(?:ая|ые|ых|ой)\s+лож(?:ка|ки|ек|ку)/u, 'tbsp'],
  [/^чайн(?:ая|ые|ых|ой)\s+лож(?:ка|ки|ек|ку)/u, 'tsp'],
  [/^супен(?:а|и)\s+лъжиц(?:а|и)/u, 'tbsp'],
  [/^чаен(?:а|и)\s+лъжичк(?:а|и)/u, 'tsp'],
  // Greek "κ.σ." (κουταλιά σούπας) and "κ.γ." (κουταλάκι γλυκού)
  [/^κ\.?\s*σ\.?(?![\p{L}\p{M}])/u, 'tbsp'],
  [/^κ\.?\s*γ\.?(?![\p{L}\p{M}])/u, 'tsp'],
  [/^κουταλι(?:ά|α|ές|ες)\s+(?:της\s+)?σο(?:ύ|υ)πας/u, 'tbsp'],
  [/^κουταλ(?:ά|α)κι(?:α)?\s+(?:του\s+)?γλυκο(?:ύ|υ)/u, 'tsp'],
  // Hindi "छोटा/छोटी चम्मच" a teaspoon, "बड़ा/बड़ी चम्मच" a tablespoon; Urdu "چائے کا چمچ", "کھانے کا چمچ"
  [/^छोट(?:ा|ी|े)\s+चम्मच/u, 'tsp'],
  [/^बड़(?:ा|ी|े)\s+चम्मच/u, 'tbsp'],
  [/^چائے\s+(?:(?:کا|کی|کے)\s+)?چمچ/u, 'tsp'],
  [/^کھانے\s+(?:(?:کا|کی|کے)\s+)?چمچ/u, 'tbsp'],
];

const [WORDS, words] = unitWordTable();
// Russian and Bulgarian
words('g', 'г гр грамм грамма граммов грама');
words('kg', 'кг килограмм килограмма кило');
words('ml', 'мл миллилитров милилитра');
words('l', 'л литр литра литров');
words('piece', 'шт штука штуки штук бр брой броя кусок куска');
words('cup', 'стакан стакана стаканов чаша чаши');
words('pinch', 'щепотка щепотки щепотку щипка щипки');
words('bunch', 'пучок пучка пучков връзка връзки');
words('clove', 'зубчик зубчика зубчиков скилидка скилидки');
words('can', 'банка банки консерва консерви');
words('packet', 'пачка пачки пакет пакета пакетче пакетчета');
words('slice', 'ломтик ломтика ломтиков');
words('sprig', 'веточка веточки веточек стрък стръка');
words('head', 'головка головки глава глави');
// Greek
words('g', 'γρ γραμμάρια γραμμάριο');
words('kg', 'κιλό κιλά');
words('cup', 'φλιτζάνι φλιτζάνια κούπα κούπες');
words('clove', 'σκελίδα σκελίδες');
words('pinch', 'πρέζα');
words('bunch', 'ματσάκι ματσάκια');
words('piece', 'τεμάχιο τεμάχια');
// Hindi and Urdu
words('g', 'ग्राम گرام');
words('kg', 'किलो किलोग्राम کلو');
words('ml', 'मिली मिलीलीटर');
words('cup', 'कप کپ');
words('tbsp', 'टेबलस्पून चम्मच چمچ');
words('tsp', 'टीस्पून');
words('pinch', 'चुटकी چٹکی');
words('piece', 'नग عدد');
words('clove', 'कली कलियां कलियाँ جوئے');

words('stalk', 'стебель стебля стеблей');

/**
 * Chinese and Japanese units, read at the start of what follows the amount even with no space after them ("2个鸡蛋",
 * "150克 鸡胸肉"), longest first.
 */
const CJK_UNITS: readonly (readonly [string, Unit])[] = (
  [
    ['大さじ', 'tbsp'],
    ['小さじ', 'tsp'],
    ['カップ', 'cup'],
    ['汤匙', 'tbsp'],
    ['湯匙', 'tbsp'],
    ['大匙', 'tbsp'],
    ['茶匙', 'tsp'],
    ['小匙', 'tsp'],
    ['千克', 'kg'],
    ['公斤', 'kg'],
    ['公克', 'g'],
    ['毫升', 'ml'],
    ['克', 'g'],
    ['勺', 'tbsp'],
    ['杯', 'cup'],
    ['個', 'piece'],
    ['个', 'piece'],
    ['本', 'piece'],
    ['根', 'piece'],
    ['只', 'piece'],
    ['枚', 'slice'],
    ['片', 'slice'],
    ['瓣', 'clove'],
    ['かけ', 'clove'],
    ['缶', 'can'],
    ['罐', 'can'],
    ['袋', 'packet'],
    ['包', 'packet'],
    ['把', 'handful'],
  ] as [string, Unit][]
).sort((a, b) => b[0].length - a[0].length);

/** Letters and the signs written with them (Hindi vowel signs are marks, not letters). */
const WORD = /^([\p{L}\p{M}]+)\.?(?![\p{L}\p{M}])/u;

/** Chinese numerals as digits: "一个半" 1.5, "两" 2, "半根" 0.5. */
const CJK_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};
const CJK_UNIT_CHARS = '个個根只片瓣勺杯克本枚袋包罐';

/**
 * A Chinese or Japanese amount written as the parser reads amounts: numerals as digits before a unit ("一个" 1个,
 * "半根" 0.5根, "一个半" 1.5个), Japanese "と" between a whole and a fraction ("大さじ1と1/2" 1 1/2), and no word
 * for "about" after it ("500g前後").
 */
export function cjkAmounts(line: string): string {
  return line
    .replace(/(\d+)\s*と\s*(\d+\/\d+)/gu, '$1 $2')
    .replace(/(?<=\d\s*\p{L}{0,2})\s*(?:前後|くらい|ぐらい|程度|左右)/gu, ' ') // "500g前後": about 500 g
    .replace(new RegExp(`([一二两兩三四五六七八九十半])(?=[${CJK_UNIT_CHARS}])`, 'gu'), (c: string) =>
      c === '半' ? '0.5' : String(CJK_DIGITS[c]),
    )
    .replace(
      new RegExp(`(\\d+)([${CJK_UNIT_CHARS}])半`, 'gu'),
      (_m, n: string, unit: string) => `${Number(n) + 0.5}${unit}`,
    );
}

/** The unit at the start of `s` written in another script, and the length it takes, or null. */
export function scriptUnit(s: string): { unit: Unit; length: number } | null {
  const lower = s.toLowerCase();
  for (const [pattern, unit] of SPOONS) {
    const m = pattern.exec(lower);
    if (m) return { unit, length: m[0].length };
  }
  for (const [word, unit] of CJK_UNITS) if (lower.startsWith(word)) return { unit, length: word.length };
  const w = WORD.exec(lower);
  const unit = w ? WORDS[(w[1] ?? '').normalize('NFC')] : undefined;
  return w && unit ? { unit, length: w[0].length } : null;
}
