import { describe, expect, it } from 'vitest';
import { memberPreferences, tableWithVariant, type MemberDiet } from '../family';
import { GRID_MEAL_TYPES } from '../meal-types';
import { leaveUneatenRowsEmpty, tableTargets, withFamilySearch, withMemberPortions } from './family-week';
import { solveHeuristic } from './heuristic';
import { chooseVariants } from './member-variants';
import { buildProblem, generatedEntries } from './problem';
import { fitsPreferences } from './rules';
import { buildTestCatalogue } from './test-catalogue';

const person = (id: number, diet: MemberDiet, calories: number, mealTypes = [...GRID_MEAL_TYPES]) => ({
  id,
  diet,
  glutenFree: false,
  targets: {
    calories,
    protein: Math.round((calories * 0.2) / 4),
    fat: Math.round((calories * 0.3) / 9),
    carbs: Math.round((calories * 0.5) / 4),
  },
  mealTypes,
});

describe('a variant for one member (decision 032, 2026-11-27)', () => {
  it('is given to the one member whose diet narrows the table, and to nobody when two do or none does', () => {
    const vegan = tableWithVariant([person(1, 'Any', 14000), person(2, 'Vegan', 12000), person(3, 'Any', 9000)]);
    expect(vegan.variant?.memberId).toBe(2);
    expect(vegan.preferences.flags).toEqual({});
    expect(vegan.variant?.preferences.flags).toEqual({ isVegan: true });
    // a Jain grandparent among a vegetarian and a meat-eater: the table stays vegetarian, the grandparent gets variants
    const jain = tableWithVariant([person(1, 'Any', 14000), person(2, 'Vegetarian', 12000), person(3, 'Jain', 9000)]);
    expect(jain.variant?.memberId).toBe(3);
    expect(jain.preferences.diets).toEqual(['Vegetarian']);
    // a vegan and a Jain eater both narrow it: every dish fits everyone
    const two = tableWithVariant([person(1, 'Any', 14000), person(2, 'Vegan', 12000), person(3, 'Jain', 9000)]);
    expect(two.variant).toBeNull();
    expect(two.preferences.flags).toEqual({ isVegan: true, isJain: true });
    // two vegans: one alone does not narrow it, so nobody gets variants
    expect(
      tableWithVariant([person(1, 'Any', 14000), person(2, 'Vegan', 12000), person(3, 'Vegan', 9000)]).variant,
    ).toBeNull();
    expect(tableWithVariant([person(1, 'Vegan', 14000)]).variant).toBeNull();
  });

  it('plans a week where every member eats only dishes of their diet, the vegan their variants', () => {
    const people = [
      person(1, 'Any', 16000),
      person(2, 'Vegan', 12600),
      person(3, 'Any', 9800, ['Breakfast', 'Evening Snack', 'Dinner']),
    ];
    const { preferences, variant } = tableWithVariant(people);
    const members = people.map(({ id, targets, mealTypes }) => ({ id, targets, mealTypes }));
    const household = { members, variant: variant! };
    const input = {
      recipes: buildTestCatalogue(1500),
      fixed: [],
      targets: tableTargets(people),
      preferences,
      household,
    };
    const problem = buildProblem(input);
    leaveUneatenRowsEmpty(problem, household);
    const heuristic = solveHeuristic(problem, { timeLimitMs: 150 });
    const week = withFamilySearch(input, input, problem, heuristic, { maxEvaluations: 20_000 });
    const entries = generatedEntries(problem, week.assignment);
    const { memberPortions } = withMemberPortions(input, input, problem, entries);
    const byId = new Map(input.recipes.map((r) => [r.id, r]));
    let variants = 0;
    for (const p of people) {
      const portions = memberPortions!.find((m) => m.memberId === p.id)!;
      const totals = [0, 0, 0, 0];
      entries.forEach((e, i) => {
        const own = portions.variants?.[i] ?? null;
        if (p.id !== 2) expect(own).toBeNull();
        if (portions.servings[i] === 0) return;
        const dish = byId.get(own ?? e.recipeId)!;
        expect(fitsPreferences(dish, memberPreferences(p))).toBe(true);
        if (own !== null) {
          variants += 1;
          const main = byId.get(e.recipeId)!;
          expect(dish.course).toBe(main.course);
          expect(fitsPreferences(main, memberPreferences(p))).toBe(false);
        }
        [dish.calories, dish.protein, dish.fat, dish.carbs].forEach(
          (v, n) => (totals[n]! += v * portions.servings[i]!),
        );
      });
      // each member's week still near their own calories
      expect(Math.abs(totals[0]! - p.targets.calories) / p.targets.calories).toBeLessThan(0.05);
    }
    // the table's dishes were not all vegan: the vegan had variants
    expect(variants).toBeGreaterThan(0);
  });

  it('keeps a variant for a leftover: the same main dish twice gets the same variant', () => {
    const recipes = buildTestCatalogue(600);
    const vegan = person(2, 'Vegan', 12000);
    const prefs = memberPreferences(vegan);
    const main = recipes.find((r) => !fitsPreferences(r, prefs) && r.course.toLowerCase().includes('main'))!;
    const v = chooseVariants(
      [
        { mealType: 'Dinner', recipeId: main.id },
        { mealType: 'Lunch', recipeId: main.id },
      ],
      recipes,
      vegan,
      { memberId: 2, preferences: prefs },
    );
    expect(v[0]).not.toBeNull();
    expect(v[1]).toBe(v[0]);
    expect(
      fitsPreferences(
        recipes.find((r) => r.id === v[0])!,
        prefs,
      ),
    ).toBe(true);
  });
});
