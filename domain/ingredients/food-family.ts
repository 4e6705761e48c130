import { stemWord } from './match-food';

/**
 * Words that name a form, cut or variety of a food without making it another food: "cherry tomatoes" and
 * "canned tomatoes" are tomatoes, "chicken thigh" is chicken; "tomato paste", "sweet potato" and
 * "coconut milk" are not (their extra words are not here).
 */
const FORM_WORDS = new Set(
  (
    'cherry sun dried canned crushed chopped diced baby boiled cooked raw fried roasted puffed smoked lean brown red ' +
    'yellow white napa iceberg oyster dark idli short grain glutinous wild whole wheat fresh frozen breast thigh curry cut ' +
    'drumstick wing mince bone in toned skim low fat greek nonfat unsalted silken medjool desiccated yolk elephant foot ' +
    'light instant'
  )
    .split(' ')
    .map(stemWord),
);

/** What a cook takes from a fruit in hand, after its name: limes give lime juice and zest. Never before it ("juice-orange"). */
const PART_WORDS = new Set(['juice', 'zest'].map(stemWord));

const tokensOf = (key: string) => key.split('-').map(stemWord);

/**
 * The foods that count as having `key` (itself, and its forms and cuts): another food belongs when its
 * key is this key with only form words before or after it ("cherry-tomato", "potato-boiled",
 * "chicken-thigh-bone-in"), never a product made from it ("tomato-paste", "coconut-milk"); the juice and zest
 * of a fruit count as the fruit ("lime-juice"), since a cook with limes squeezes them.
 */
export function foodFamily(key: string, allKeys: readonly string[]): string[] {
  const own = tokensOf(key);
  return allKeys.filter((other) => {
    if (other === key) return true;
    const tokens = tokensOf(other);
    if (tokens.length <= own.length) return false;
    const n = own.length;
    const prefix = own.every((t, i) => tokens[i] === t) ? tokens.slice(n) : null;
    const suffix = own.every((t, i) => tokens[tokens.length - n + i] === t) ? tokens.slice(0, tokens.length - n) : null;
    if (prefix !== null && prefix.length === 1 && PART_WORDS.has(prefix[0]!)) return true;
    return [prefix, suffix].some((extra) => extra !== null && extra.every((w) => FORM_WORDS.has(w)));
  });
}
