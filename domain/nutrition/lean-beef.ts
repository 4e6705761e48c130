/**
 * Ground beef by its printed leanness: "1 kg beef mince (90/10 fat)", "1 lb 95% lean beef". Butchers and US labels
 * sell ground beef by the share of lean meat, and SR28 gives a food for each (70 to 97% lean): 80/20 has 254 kcal
 * per 100 g, 95/5 137, so the plain "ground beef" food is off by up to half when the line says which it is.
 */
import type { FoodForMatching } from '../ingredients/match-food';

/** The lean share a line prints ("90/10", "93% lean", "95 % lean"), or null. */
export function leanShareOf(text: string): number | null {
  const pct = /\b(\d{2})\s*%\s*lean\b/i.exec(text);
  if (pct) return Number(pct[1]);
  const ratio = /\b(\d{2})\s*\/\s*(\d{1,2})\b/.exec(text);
  return ratio && Number(ratio[1]) + Number(ratio[2]) === 100 && Number(ratio[1]) >= 50 ? Number(ratio[1]) : null;
}

/** The lean share a ground beef food of the table names: "Beef, ground, 90% lean meat / 10% fat, raw", "(80/20)". */
function leanShareOfFood(name: string): number | null {
  if (!/\bbeef\b/i.test(name) || !/\b(?:ground|mince)\b/i.test(name) || /\bcooked\b|\bpatty\b/i.test(name)) return null;
  const usda = /\b(\d{2})% lean meat\b/i.exec(name);
  if (usda) return Number(usda[1]);
  const ratio = /\((\d{2})\/(\d{1,2})\)/.exec(name);
  return ratio ? Number(ratio[1]) : null;
}

const cache = new WeakMap<readonly FoodForMatching[], Map<number, FoodForMatching>>();

/**
 * The table's ground beef nearest the lean share the line prints, for a line about beef; null when the line prints
 * none or the table has no ground beef by leanness. Within 3 points only: "88/12" is 90/10, "60/40" nothing.
 */
export function groundBeefByLeanness<F extends FoodForMatching>(
  foods: readonly F[],
  name: string,
  note: string,
): F | null {
  if (!/\bbeef\b/i.test(name)) return null;
  const share = leanShareOf(`${name} ${note}`);
  if (share === null) return null;
  let byShare = cache.get(foods);
  if (!byShare) {
    byShare = new Map();
    for (const f of foods) {
      const s = leanShareOfFood(f.name);
      if (s !== null && !byShare.has(s)) byShare.set(s, f);
    }
    cache.set(foods, byShare);
  }
  let best: FoodForMatching | null = null;
  let gap = Infinity;
  for (const [s, f] of byShare) {
    if (Math.abs(s - share) < gap) [best, gap] = [f, Math.abs(s - share)];
  }
  return gap <= 3 ? (best as F | null) : null;
}
