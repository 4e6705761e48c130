/**
 * The cooked food of a dry or raw one, for a line that says it is cooked but names a kind the cooked food has no
 * name for: "cooked yellow rice", "cooked penne pasta", "cooked orzo" are cooked rice and cooked pasta (130 and
 * 158 kcal per 100 g), not the dry grain their kind finds (365 and 371). The table pairs them by key (`rice` and
 * `rice-cooked`, `chicken-breast` and `cooked-chicken-breast`); else the cooked food of the line's last word
 * ("cooked red lentils" → cooked lentils, where the kind found dry masoor dal). A canned food is cooked already.
 */
import type { FoodForMatching, FoodMatcher } from '../ingredients/match-food';

const cache = new WeakMap<readonly FoodForMatching[], Map<string, FoodForMatching>>();
// canned pulses and vegetables are cooked too
const isCooked = (food: FoodForMatching) =>
  /\b(?:cooked|canned|tinned|boiled|roasted)\b/i.test(`${food.key.replace(/-/g, ' ')} ${food.name}`);

export function cookedCounterpart<F extends FoodForMatching>(
  foods: readonly F[],
  food: F,
  name: string,
  match: FoodMatcher<F>,
): F | null {
  if (!/\bcooked\b/i.test(name) || isCooked(food)) return null;
  let byKey = cache.get(foods);
  if (!byKey) {
    byKey = new Map(foods.map((f) => [f.key, f]));
    cache.set(foods, byKey);
  }
  const paired = (byKey.get(`${food.key}-cooked`) ?? byKey.get(`cooked-${food.key}`)) as F | undefined;
  if (paired) return paired;
  const last = /(\p{L}+)\s*$/u.exec(name)?.[1];
  const byWord = last === undefined ? null : match(`cooked ${last}`);
  // the team's food only: SR28's "cooked" foods of a bare word are dishes ("Beans, chili, barbecue, ranch style, cooked")
  const team = byWord !== null && !byWord.food.key.startsWith('usda-');
  return team && byWord.confidence >= 0.9 && isCooked(byWord.food) ? byWord.food : null;
}
