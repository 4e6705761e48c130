import type { GridMealType } from '../meal-types';
import { isSweetTreat, mealTypesOf, type SlotFitRecipe } from './slot-fit';

/**
 * The week as a menu: a dish at most twice a week, at most two cuisines a day, no two days alike
 * (they share at most one dish), and sweets within the person's allowance. The generator keeps these
 * as hard rules while the catalogue leaves it a choice (state.ts); this is the same reading of a
 * finished week, for tests and the plan-quality benchmark.
 */

export const WEEK_RULES = {
  /** Uses of one dish in a week (breakfast included). */
  usesPerWeek: 2,
  /** Cuisines in one day (hand-filled meals may bring more; generated ones add none then). */
  cuisinesPerDay: 2,
  /** Dishes two days may have in common. */
  sharedDishes: 1,
} as const;

export interface MenuEntry extends SlotFitRecipe {
  day: number;
  mealType: GridMealType;
  recipeId: number;
}

export interface MenuBreaks {
  /** Entries whose dish does not suit their row (a soup at breakfast). */
  notForSlot: number;
  /** Sweets beyond the allowance. */
  sweetsOver: number;
  /** Dishes used more than twice. */
  overused: number;
  /** Days with more than two cuisines. */
  daysOverCuisines: number;
  /** Pairs of days sharing more than one dish. */
  dayPairsAlike: number;
}

export function menuBreaks(entries: readonly MenuEntry[], sweetsPerWeek: number): MenuBreaks {
  const uses = new Map<number, number>();
  const cuisines = new Map<number, Set<string>>();
  const dishes = new Map<number, Set<number>>();
  let notForSlot = 0;
  let sweets = 0;
  for (const e of entries) {
    if (!mealTypesOf(e).includes(e.mealType)) notForSlot += 1;
    if (isSweetTreat(e)) sweets += 1;
    uses.set(e.recipeId, (uses.get(e.recipeId) ?? 0) + 1);
    cuisines.set(e.day, (cuisines.get(e.day) ?? new Set()).add(e.cuisine.trim().toLowerCase()));
    dishes.set(e.day, (dishes.get(e.day) ?? new Set()).add(e.recipeId));
  }
  let dayPairsAlike = 0;
  for (let a = 0; a < 7; a += 1) {
    for (let b = a + 1; b < 7; b += 1) {
      const shared = [...(dishes.get(a) ?? [])].filter((r) => dishes.get(b)?.has(r)).length;
      if (shared > WEEK_RULES.sharedDishes) dayPairsAlike += 1;
    }
  }
  return {
    notForSlot,
    sweetsOver: Math.max(0, sweets - sweetsPerWeek),
    overused: [...uses.values()].filter((n) => n > WEEK_RULES.usesPerWeek).length,
    daysOverCuisines: [...cuisines.values()].filter((s) => s.size > WEEK_RULES.cuisinesPerDay).length,
    dayPairsAlike,
  };
}
