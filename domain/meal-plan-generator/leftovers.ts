import { solveHeuristic, type GoodEnough } from './heuristic';
import {
  buildProblem,
  DAYS,
  MEAL_TYPE_SHARES,
  N,
  SERVING_STEPS,
  slotIndex,
  type FixedMeal,
  type GeneratedEntry,
  type GeneratorInput,
  type GeneratorRecipe,
} from './problem';

/**
 * Cook once, eat twice: a day's dinner is cooked with enough for the next day's lunch, which is the same
 * dish marked as leftovers. Sunday's dinner has no lunch after it in the week. A lunch the person filled
 * by hand stays theirs (no leftovers then); a dinner they filled by hand feeds the next lunch like any.
 *
 * Done in two passes so the search itself stays as it is: a first week gives the dinners; each is pinned
 * with its leftover lunch (in the portion nearest the calories that lunch had), and the rest of the week
 * (breakfasts, snacks, the lunches and dinners not paired) is searched again around them, so every day
 * still meets its targets. A dish on two days running is the point here, not a repeat.
 */

/** The lunch a dinner's leftovers become, or null (Sunday's dinner). */
export const leftoverLunchDay = (dinnerDay: number): number | null => (dinnerDay + 1 < DAYS ? dinnerDay + 1 : null);

/** The dinner a leftover lunch comes from. */
export const leftoverDinnerDay = (lunchDay: number): number | null => (lunchDay > 0 ? lunchDay - 1 : null);

export interface LeftoverPlan {
  /** The input of the second pass: the person's fixed meals plus the pinned dinners and leftover lunches. */
  input: GeneratorInput;
  /** The pinned meals as entries to save (a pinned hand-filled dinner is not among them: it is saved already). */
  entries: GeneratedEntry[];
}

/** What a pinned meal needs of its dish: a candidate recipe, or the hand-filled dinner itself. */
type Dish = Pick<FixedMeal, 'recipeId' | 'cuisine' | 'course' | 'calories' | 'protein' | 'fat' | 'carbs'>;

const dishOf = (r: GeneratorRecipe): Dish => ({
  recipeId: r.id,
  cuisine: r.cuisine,
  course: r.course,
  calories: r.calories,
  protein: r.protein,
  fat: r.fat,
  carbs: r.carbs,
});

const fixedOf = (dish: Dish, day: number, mealType: FixedMeal['mealType'], servings: number): FixedMeal => ({
  ...dish,
  day,
  mealType,
  servings,
});

/** The serving step whose calories come nearest `aim` (one serving when the recipe has none). */
export function portionNear(caloriesPerServing: number, aim: number): number {
  if (caloriesPerServing <= 0) return 1;
  let best = 1;
  for (const step of SERVING_STEPS)
    if (Math.abs(step * caloriesPerServing - aim) < Math.abs(best * caloriesPerServing - aim)) best = step;
  return best;
}

/** The first pass: the week's dinners, pinned with the next day's lunch as their leftovers. */
export function pinLeftovers(input: GeneratorInput, timeLimitMs: number, goodEnough?: GoodEnough): LeftoverPlan {
  const problem = buildProblem(input);
  const { assignment } = solveHeuristic(problem, { timeLimitMs, goodEnough });
  const dayCalories = input.targets.calories / DAYS;
  const pinned: FixedMeal[] = [];
  const entries: GeneratedEntry[] = [];
  for (let day = 0; day < DAYS; day += 1) {
    const lunchDay = leftoverLunchDay(day);
    if (lunchDay === null) continue;
    const lunch = problem.slots[slotIndex(lunchDay, 'Lunch')]!;
    if (lunch.fixed) continue;
    const dinner = problem.slots[slotIndex(day, 'Dinner')]!;
    let dish: Dish;
    if (dinner.fixed) dish = dinner.fixed;
    else {
      const o = assignment[dinner.index]!;
      if (o < 0) continue;
      dish = dishOf(problem.recipes[problem.optionRecipe[o]!]!);
      const servings = problem.optionServings[o]!;
      pinned.push(fixedOf(dish, day, 'Dinner', servings));
      entries.push({ day, mealType: 'Dinner', recipeId: dish.recipeId, servings });
    }
    const o = assignment[lunch.index]!;
    const aim = o >= 0 ? problem.values[o * N]! : MEAL_TYPE_SHARES.Lunch * dayCalories;
    const servings = portionNear(dish.calories, aim);
    pinned.push(fixedOf(dish, lunchDay, 'Lunch', servings));
    entries.push({ day: lunchDay, mealType: 'Lunch', recipeId: dish.recipeId, servings, leftover: true });
  }
  return { input: { ...input, fixed: [...input.fixed, ...pinned] }, entries };
}
