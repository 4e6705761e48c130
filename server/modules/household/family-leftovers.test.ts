import { describe, expect, it } from 'vitest';
import { tablePreferences } from '../../../domain/family';
import { tableTargets } from '../../../domain/meal-plan-generator/family-week';
import type { GeneratorInput } from '../../../domain/meal-plan-generator/problem';
import { buildTestCatalogue } from '../../../domain/meal-plan-generator/test-catalogue';
import { GRID_MEAL_TYPES, type GridMealType } from '../../../domain/meal-types';
import { DEFAULT_SOLVE_SETTINGS, solveWeek } from '../meal-plans/generator/solve-week';

/**
 * Cook once, eat twice in a household's week (decisions 027, 032): the leftover lunches are pinned before the
 * members' search, so here we check the week that comes out is still right for every member.
 */

const CATALOGUE = buildTestCatalogue(1500);
const byId = new Map(CATALOGUE.map((r) => [r.id, r]));
const NUTRIENTS = ['calories', 'protein', 'fat', 'carbs'] as const;

const MEMBERS = [
  {
    id: 1,
    diet: 'Any' as const,
    glutenFree: false,
    targets: { calories: 16000, protein: 850, fat: 560, carbs: 1900 },
    mealTypes: [...GRID_MEAL_TYPES],
  },
  {
    id: 2,
    diet: 'Vegetarian' as const,
    glutenFree: false,
    targets: { calories: 11000, protein: 420, fat: 380, carbs: 1500 },
    mealTypes: ['Breakfast', 'Lunch', 'Dinner'] as GridMealType[],
  },
  {
    id: 3,
    diet: 'Any' as const,
    glutenFree: false,
    targets: { calories: 9800, protein: 380, fat: 340, carbs: 1350 },
    mealTypes: ['Breakfast', 'Evening Snack', 'Dinner'] as GridMealType[],
  },
];

function generate(members: typeof MEMBERS) {
  const input: GeneratorInput = {
    recipes: CATALOGUE.filter((r) => r.diet === 'Vegetarian'),
    fixed: [],
    targets: tableTargets(members),
    preferences: tablePreferences(members),
    leftovers: true,
    household: { members },
  };
  // the search stops once the week is good enough; its 150 ms of wall time are widened so that a loaded test machine
  // (the whole suite on two cores) checks the week, not the machine's speed (generation time is a bench's figure)
  return solveWeek(input, { ...DEFAULT_SOLVE_SETTINGS, heuristicMs: 1500 }, null, Date.now() + 4000);
}

describe('a household week with leftovers on', () => {
  it("pairs each lunch with the day before's dinner and keeps every member's week on their own targets", () => {
    const outcome = generate(MEMBERS);
    const leftovers = outcome.entries.filter((e) => e.leftover);
    expect(leftovers.length).toBe(6);
    for (const lunch of leftovers) {
      const dinner = outcome.entries.find((e) => e.mealType === 'Dinner' && e.day === lunch.day - 1)!;
      expect(lunch.recipeId).toBe(dinner.recipeId);
    }
    for (const member of MEMBERS) {
      const { servings } = outcome.memberPortions!.find((p) => p.memberId === member.id)!;
      const week = [0, 0, 0, 0];
      outcome.entries.forEach((e, i) => {
        // a member has a portion of exactly the meals they eat, leftover lunches included
        expect(servings[i]! > 0, `${member.id} ${e.mealType}`).toBe(member.mealTypes.includes(e.mealType));
        NUTRIENTS.forEach((n, k) => (week[k]! += byId.get(e.recipeId)![n] * servings[i]!));
      });
      NUTRIENTS.forEach((n, k) => {
        const miss = Math.abs(week[k]! - member.targets[n]) / member.targets[n];
        expect(miss, `member ${member.id} ${n}: ${week[k]} for ${member.targets[n]}`).toBeLessThan(0.05);
      });
    }
  });

  it('makes no leftover lunches when nobody eats lunch at home', () => {
    const noLunch = MEMBERS.map((m) => ({ ...m, mealTypes: m.mealTypes.filter((t) => t !== 'Lunch') }));
    const outcome = generate(noLunch);
    expect(outcome.entries.filter((e) => e.mealType === 'Lunch')).toEqual([]);
    expect(outcome.entries.filter((e) => e.mealType === 'Dinner').length).toBe(7);
  });
});
