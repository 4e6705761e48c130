import { expect, it } from 'vitest';
import { DEFAULT_WEEKLY_TARGETS, weeklyTargetsFrom } from './nutrition-targets';

it('uses saved positive targets and keeps the defaults otherwise', () => {
  expect(weeklyTargetsFrom(new Map())).toEqual(DEFAULT_WEEKLY_TARGETS);
  expect(
    weeklyTargetsFrom(
      new Map<string, unknown>([
        ['weekly_calorie_target', 12600],
        ['weekly_protein_target', 0],
        ['weekly_fat_target', 'x'],
      ]),
    ),
  ).toEqual({
    calories: 12600,
    protein: 700,
    fat: 500,
    carbs: 1750,
  });
});
