/**
 * An ingredient line put in the order the parser reads (amount, unit, name) before it is parsed: the bullet before it
 * dropped, an amount written after the name moved before it, an added amount moved beside the first, and a German or
 * Dutch compound's shared last part given back.
 */
import { compoundTail } from './lexicon';
import { LONGEST_INGREDIENT_NAME } from './limits';
import { cjkAmounts, scriptUnit } from './script-units';
import { type Unit, isVolumeUnit, isWeightUnit, unitFromWord } from './units';

/** A bullet or dash printed before the line: "- 2 cups milk", "• 1 tsp salt", "♥玉ねぎ 2個". */
const BULLET = /^\s*(?:[-•·▪◦▢□☐✓✔♥♡★☆◎○●■◆＊]\s*)+(?=\S)/u;
/**
 * An amount after the name: "Ground beef, 300 g", "Mehl 250 g", "Eggs, 2", "Milk - 1 cup", and leader dots an Urdu
 * list draws between them ("میدہ۔۔۔۔۔1کپ"); the unit may be one written in another script ("1 کھانے کا چمچ"); notes in
 * brackets after the amount stay notes ("آلو۔۔۔1کپ (بوائلڈ)").
 */
const AMOUNT_AFTER =
  /^(\D+?)(?:\s*[,:]\s*|\s+-\s+|\s*[.…۔]{2,}\s*|\s+)(\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?(?:\s*-\s*\d+(?:[.,]\d+)?)?)\s*([^\s(].*?)?((?:\s*\([^()]*\))*)\s*$/u;

/** The line with an amount written after the name moved before it ("Ground beef, 300 g" → "300 g Ground beef"). */
function amountFirst(text: string): string {
  // a name longer than the recipe form's name box is no name: and a long run of leader dots before no amount took
  // the pattern the square of its length
  const firstDigit = text.search(/\d/);
  if (firstDigit < 0 || firstDigit > LONGEST_INGREDIENT_NAME) return text;
  const m = AMOUNT_AFTER.exec(text);
  if (!m || /^\s*(?:an?|one|half|juice|zest)\b/i.test(text)) return text;
  const [, name = '', amount = '', word, notes = ''] = m;
  const unit = word === undefined ? null : unitAfterName(word);
  // a bare count needs a comma, colon, dash or leader dots before it: "Eggs, 2", "आलू - 4", not "Size 2"
  if (word !== undefined ? unit === null : !/(?:[,:]|\s-|[.…۔]{2})\s*\d/u.test(text)) return text;
  return `${amount} ${word ?? ''} ${name} ${notes}`.replace(/\s+/g, ' ').trim();
}

/** The unit a line's last words name, when they name nothing else: one Latin word ("g") or a unit of another script. */
function unitAfterName(words: string): Unit | null {
  const latin = /^\p{L}+\.?$/u.test(words) ? unitFromWord(words.replace(/\.$/, '')) : null;
  if (latin) return latin;
  const script = scriptUnit(words);
  return script && script.length === words.length ? script.unit : null;
}

/** A Japanese spoon or cup written after the name and before its amount: "カレー粉 大さじ1 1/2", "砂糖 小さじ2". */
const UNIT_THEN_AMOUNT = /^(\S.*?)\s*(大さじ|小さじ|カップ)\s*(\d+(?:\.\d+)?(?:\s+\d+\/\d+|\/\d+)?)(?!\d)(.*)$/u;

function japaneseAmountFirst(text: string): string {
  const m = UNIT_THEN_AMOUNT.exec(text);
  return m ? `${m[3]} ${m[2]} ${m[1]} ${m[4]}`.replace(/\s+/g, ' ').trim() : text;
}

/** A second amount after the name, "+" or "plus" then a measure to the end of the line. */
const PLUS_AFTER_NAME =
  /^(\d[\d\s/.,]*?\s*(\p{L}+)\.?)\s+([^+]+?)\s*(?:\+|\bplus\b)\s*(\d[\d\s/.,]*?\s*(\p{L}+)\.?)\s*$/u;

/**
 * "1/2 cup chocolate syrup + 1 tbsp" → "1/2 cup + 1 tbsp chocolate syrup": the added amount moved beside the first,
 * where "plus" is read. Only two weights or two volumes: "2 eggs plus 1 yolk" stays as written.
 */
function plusBesideAmount(text: string): string {
  const m = PLUS_AFTER_NAME.exec(text);
  const first = m ? unitFromWord(m[2] ?? '') : null;
  const second = m ? unitFromWord(m[5] ?? '') : null;
  if (!m || first === null || second === null) return text;
  const same = (isWeightUnit(first) && isWeightUnit(second)) || (isVolumeUnit(first) && isVolumeUnit(second));
  return same ? `${m[1]} + ${m[4]} ${m[3]}` : text;
}

/**
 * "Weizen- oder Reismehl" → "Weizenmehl oder Reismehl": in German and Dutch a compound's first part may leave its last
 * part to the next word of an alternative ("Kalbs- oder Schweineschnitzel"); it is given back when the lexicon knows it.
 */
function completeCompounds(text: string): string {
  return text.replace(
    /(?<!\p{L})(\p{L}{3,})-\s+(oder|of|or)\s+(\p{L}{7,})/giu,
    (m, first: string, and: string, second: string) => {
      const tail = compoundTail(first, second);
      return tail ? `${first}${tail} ${and} ${second}` : m;
    },
  );
}

/** The line in the parser's order ("- Ground beef, 300 g" → "300 g Ground beef"). */
export function inReadingOrder(line: string): string {
  const bare = cjkAmounts(line.replace(BULLET, ''));
  return plusBesideAmount(amountFirst(japaneseAmountFirst(completeCompounds(bare))));
}
