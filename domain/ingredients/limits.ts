/**
 * The longest ingredient name a recipe's row holds: an imported line whole (the reference pages' longest line: 305
 * characters). The parser looks for a name before an amount only within it.
 */
export const LONGEST_INGREDIENT_NAME = 300;
