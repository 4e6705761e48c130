/**
 * A list written food first, its amount after a comma ("mlieko, 500 ml", "vajcia, 2 ks celé", "soľ, štipka"), as
 * some sites' templates write every line: turned to the cook's order, amount first ("500 ml mlieko"), so that the
 * list reads as any other and its amounts lead where they scale. Only when every line has that shape or is a food
 * alone ("vajce"), no food name holds a number and most amounts are numbers: "Onion, chopped" in an ordinary list
 * stays.
 */
const FOOD_THEN_AMOUNT = /^([^\d,()]+?)\s*,\s+(.+)$/u;
const FOOD_ALONE = /^[^\d,]+$/u;
const MAX_AMOUNT_WORDS = 6;

export function amountsFirst(lines: readonly string[]): string[] | null {
  const split = lines.map((line) => FOOD_THEN_AMOUNT.exec(line.trim()));
  const amounts = split.filter((parts) => parts !== null).map((parts) => parts[2]!);
  if (amounts.length < 2 || amounts.some((amount) => amount.split(/\s+/).length > MAX_AMOUNT_WORDS)) return null;
  if (lines.some((line, index) => split[index] === null && !FOOD_ALONE.test(line))) return null;
  const counted = amounts.filter((amount) => /^[\d½⅓⅔¼¾⅛]/u.test(amount)).length;
  if (counted * 2 <= amounts.length) return null;
  return split.map((parts, index) => (parts === null ? lines[index]! : `${parts[2]!} ${parts[1]!}`));
}
