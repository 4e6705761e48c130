/** What a can weighs, from its printed size and the food's own can portion (compute-nutrition.ts). */

/** A can with no printed size: the common 400 g (14 oz) can. */
export const DEFAULT_CAN_G = 400;
const BIG_CAN_RATIO = 1.5;
/**
 * What a small can of fish or meat gives of its printed weight, drained (SR28: a 5-oz can of chicken yields 125 g,
 * a 12.5-oz can of tuna 315 g drained): a can portion is that share of the can's printed weight.
 */
const SMALL_CAN_KEPT = 0.88;
/** How far a printed can may be from the food's own can and still be that can (10.75 oz is the soup's 305 g can). */
const SAME_CAN = 0.1;
/** Canned foods whose liquid is the food: the can's printed weight is the weight used. */
const EATEN_WHOLE = /\b(?:soup|sauce|paste|pur[eé]e|milk|cream|pulp|beer|cola)\b/i;

/**
 * Grams of one can of a food whose table gives a can portion (`canPortion`), the can's size printed on the line
 * (`printed` grams, or null when it could not be weighed). The can portion knows what a standard can gives (drained
 * beans, dried equivalent...); only a markedly bigger printed can (the 28-oz can) scales it. A canned food whose can
 * portion is under half the standard can comes in a small can (5-oz tuna, chicken): a bigger printed can of it
 * scales against that can's printed weight. (A dried pulse's can portion is the dried beans a standard can holds:
 * not a small can.) A can eaten with its liquid (a soup, sauce, paste, milk or purée) gives what it prints: "1 (26 oz)
 * can condensed soup" is 26 oz of it, not the 10.75-oz can's portion scaled as if it were drained; a can of about the
 * food's own size is that can.
 */
export function printedCanGrams(printedOrNull: number | null, foodName: string, canPortion: number): number {
  const printed = printedOrNull ?? DEFAULT_CAN_G;
  if (EATEN_WHOLE.test(foodName)) return Math.abs(printed / canPortion - 1) <= SAME_CAN ? canPortion : printed;
  const small = canPortion < DEFAULT_CAN_G / 2 && /\bcanned\b/i.test(foodName);
  const usual = small ? canPortion / SMALL_CAN_KEPT : DEFAULT_CAN_G;
  return canPortion * (printed >= BIG_CAN_RATIO * usual ? printed / usual : 1);
}
