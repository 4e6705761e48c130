/**
 * How Build from Ingredients and the pantry suggestions rank recipes: by how much of the recipe's main
 * ingredients the person has (and how few they would buy), then by their preferences. A dish named after
 * what they have (Aloo Gobi for aloo and gobi) gets a little more.
 *
 * A recipe's main ingredients are its lines that are not staples (domain/staples.ts) and not minor: a line
 * is minor when it weighs less than MINOR_LINE_SHARE of the recipe's non-staple ingredients (a sprig of
 * coriander, two green chillies, a knob of ginger). A line that could not be weighed counts as main.
 * Which ingredient names mean which food is the matcher's business (server/modules/pantry/food-index.ts);
 * this file only ranks what it was given.
 */

export const MINOR_LINE_SHARE = 0.05;

export interface SuggestionFacts {
  recipeId: number;
  /** Distinct main ingredients of the recipe, and how many of them the person has. */
  mainCount: number;
  mainHad: number;
  /** Grams of the weighed main ingredients, and of those the person has. */
  mainGrams: number;
  hadGrams: number;
  /** How many of the person's ingredients the recipe uses, how many of those its title names, and how many in the person's own words. */
  used: number;
  named: number;
  namedAsTyped?: number;
  /** How many of the person's soft preferences (cuisine, course, cooking method) the recipe meets. */
  preferenceMatches: number;
}

/**
 * The share of the main ingredients at hand, 0 to 1: half by count ('you have 2 of 4'), half by weight,
 * so that having the chicken and the rice of a biryani counts for more than having its garnish.
 */
export function coverageOf(f: SuggestionFacts): number {
  if (f.mainCount === 0) return 1;
  const byCount = f.mainHad / f.mainCount;
  const byWeight = f.mainGrams > 0 ? Math.min(1, f.hadGrams / f.mainGrams) : byCount;
  return Math.round(((byCount + byWeight) / 2) * 100) / 100;
}

/** What a title naming an ingredient adds: 'Aloo Gobi' is the dish for aloo and gobi, 'Chole' for chickpeas. */
export const NAMED_BONUS = 0.1;

/**
 * The ranking score: the coverage, plus a little for each of your ingredients the dish is named after, and as
 * much again when it is named in your own word ('Baingan Bharta' for baingan; 'Smoky Eggplant' only by synonym).
 */
export const scoreOf = (f: SuggestionFacts) =>
  Math.round((coverageOf(f) + NAMED_BONUS * (f.named + (f.namedAsTyped ?? 0))) * 100) / 100;

export const toBuyOf = (f: SuggestionFacts) => f.mainCount - f.mainHad;

/** Best first: more of the recipe at hand, fewer to buy, more of what you have used, preferences, then a stable order. */
export function compareSuggestions(a: SuggestionFacts, b: SuggestionFacts): number {
  return (
    scoreOf(b) - scoreOf(a) ||
    toBuyOf(a) - toBuyOf(b) ||
    b.used - a.used ||
    b.preferenceMatches - a.preferenceMatches ||
    a.recipeId - b.recipeId
  );
}

export function rankSuggestions<T extends SuggestionFacts>(candidates: readonly T[], limit: number): T[] {
  return [...candidates].sort(compareSuggestions).slice(0, limit);
}
