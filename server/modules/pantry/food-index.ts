import { createFoodMatcher, normalizePhrase, stemWord, type FoodMatcher } from '../../../domain/ingredients/match-food';
import { foodFamily } from '../../../domain/ingredients/food-family';
import { familyNames } from '../../../domain/ingredients/lexicon';
import { correctWords } from '../../../domain/ingredients/words';
import type { Db } from '../../db/client';
import { readOncePerDatabase } from '../../db/per-database';
import { foods } from '../../db/schema';

interface IndexedFood {
  id: number;
  key: string;
  name: string;
  aliases: string[];
}

interface FoodIndex {
  match: FoodMatcher<IndexedFood>;
  keys: string[];
  idsByKey: Map<string, number>;
  /** The words of the team's food names, for correcting typos as search does ("panner" → paneer). */
  words: Set<string>;
  /** Each team food's key and the words of its names, for families ("dal" → every lentil). */
  named: { key: string; words: Set<string> }[];
}

/** An ingredient as the search reads it: the foods that count as it, and a word pattern for lines no food was found for. */
export interface ResolvedIngredient {
  input: string;
  foodIds: number[];
  /** A PostgreSQL regular expression: the words of the input, each allowing a plural ending. */
  pattern: string;
  /** The names a recipe title may call it by (the input first, then the food's name and aliases), as stemmed words. */
  titleNames: string[][];
  /** The input is another name than the food's own ('baingan' for eggplant, 'rava' for semolina). */
  regionalName: boolean;
}

async function loadIndex(db: Db): Promise<FoodIndex> {
  const rows = await db.select({ id: foods.id, key: foods.key, name: foods.name, aliases: foods.aliases }).from(foods);
  const named = rows
    .filter((r) => !r.key.startsWith('usda-'))
    .map((r) => ({
      key: r.key,
      words: new Set([r.name, ...r.aliases].flatMap((n) => normalizePhrase(n).split(' ')).map(stemWord)),
    }));
  return {
    match: createFoodMatcher(rows),
    keys: rows.map((r) => r.key),
    idsByKey: new Map(rows.map((r) => [r.key, r.id])),
    words: new Set(
      rows
        .filter((r) => !r.key.startsWith('usda-'))
        .flatMap((r) => [r.name, ...r.aliases])
        .flatMap((n) => normalizePhrase(n).split(' ')),
    ),
    named,
  };
}

// The foods table is reference data seeded once; reading it per request would cost more than the search.
const getIndex = readOncePerDatabase(loadIndex, (index) => index.keys.length === 0);

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const stemmedWords = (phrase: string) => normalizePhrase(phrase).split(' ').filter(Boolean).map(stemWord);

/**
 * How many of the ingredients a recipe's title names: 'Punjabi Aloo Gobi' names aloo and gobi, 'Chicken Dum
 * Biryani' the chicken; and how many in the very word the person typed when it is not the food's own name
 * ('baingan' in 'Baingan Bharta', not in 'Smoky Eggplant Salad'): a regional name says which kitchen they
 * cook from, where 'eggplant' or 'chickpeas' says nothing.
 */
export function countNamedInTitle(
  title: string,
  ingredients: readonly ResolvedIngredient[],
): { named: number; asTyped: number } {
  const words = stemmedWords(title);
  const has = (name: string[]) => words.some((_, i) => name.every((w, j) => words[i + j] === w));
  return {
    named: ingredients.filter((r) => r.titleNames.some(has)).length,
    asTyped: ingredients.filter((r) => r.regionalName && has(r.titleNames[0]!)).length,
  };
}

/**
 * 'Aloo' → potato and its forms (baby potatoes, boiled potato); 'tomatoes' → tomato, cherry and canned tomatoes;
 * 'panner' → paneer (a typo corrected as search corrects it); 'dal' → every dal and lentil.
 */
export async function resolveIngredients(db: Db, inputs: readonly string[]): Promise<ResolvedIngredient[]> {
  const index = await getIndex(db);
  return inputs.map((input) => {
    const found = index.match(input) ?? index.match(correctWords(input, index.words));
    const family = found ? foodFamily(found.food.key, index.keys) : [];
    // a family name ("dal", "lentils") reaches every food whose names hold one of its names
    const members = (familyNames(input) ?? []).map((n) => normalizePhrase(n).split(' ').map(stemWord));
    for (const food of index.named) {
      if (members.some((words) => words.every((w) => food.words.has(w)))) family.push(food.key);
    }
    const words = normalizePhrase(input).split(' ').filter(Boolean).map(stemWord);
    const ownName = found ? found.food.name.split(/[,(]/)[0]! : null;
    const names = [input, ...(found ? [ownName!, ...found.food.aliases] : [])];
    return {
      regionalName: ownName !== null && !words.every((w) => stemmedWords(ownName).includes(w)),
      input,
      foodIds: [...new Set(family.flatMap((key) => index.idsByKey.get(key) ?? []))],
      pattern: words.length ? `\\m${words.map(escapeRegex).join('\\s+')}[a-z]{0,3}\\M` : '$^',
      titleNames: names.map(stemmedWords).filter((w) => w.length > 0),
    };
  });
}
