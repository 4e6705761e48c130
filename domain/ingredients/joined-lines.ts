/**
 * Ingredient lines joined into one string with ", " ("2 eggs, 1 cup milk, ½ onion, finely chopped"), as some data
 * sets give them. A comma also sits inside a line (its note), so a new line starts only at ", " followed by an
 * amount: a digit or a vulgar fraction. A line without an amount ("salt to taste") stays on the line before it.
 */
const NEW_LINE = /, (?=[\d¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/u;

export function splitJoinedLines(joined: string): string[] {
  return joined
    .split(NEW_LINE)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
