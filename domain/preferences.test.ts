import { describe, expect, it } from 'vitest';
import {
  checkSelection,
  countActiveTags,
  defaultSelection,
  FILTER_OPTIONS,
  filterAllowed,
  lockedMessage,
  parseRangeInput,
  rangeSettings,
  selectedList,
  selectValues,
  toSearchPreferences,
} from './preferences';

const time = {
  name: 'Max Cooking Time',
  type: 'range',
  options: { min: 5, max: 180, step: 5, unit: 'min', placeholder: 'Any' },
};
const diet = {
  name: 'Diet',
  type: 'multi_select',
  options: { values: ['Vegan', 'Vegetarian', 'Jain', 'Gluten Free'] },
};
const focus = { name: 'Nutrition Focus', type: 'single_select', options: { values: ['High Protein', 'Low Carb'] } };

describe('the filter-option contract', () => {
  it('accepts ranges and selects of the right shape and refuses others', () => {
    expect(FILTER_OPTIONS.range.safeParse(time.options).success).toBe(true);
    expect(FILTER_OPTIONS.range.safeParse({ step: 0 }).success).toBe(false);
    expect(FILTER_OPTIONS.multi_select.safeParse(diet.options).success).toBe(true);
    expect(FILTER_OPTIONS.single_select.safeParse({ values: [] }).success).toBe(false);
    expect(FILTER_OPTIONS.single_select.safeParse({ values: [''] }).success).toBe(false);
  });

  it('gives ranges min 0, max 100 and step 1 by default', () => {
    expect(rangeSettings({})).toEqual({ min: 0, max: 100, step: 1, unit: '', placeholder: '' });
    expect(rangeSettings({ min: 'x' })).toEqual({ min: 0, max: 100, step: 1, unit: '', placeholder: '' });
    expect(rangeSettings({ min: 5, max: 180, step: 5, unit: 'min', placeholder: 14000 })).toMatchObject({
      min: 5,
      max: 180,
      placeholder: '14000',
    });
    expect(selectValues({ nope: true })).toEqual([]);
  });
});

describe('range input', () => {
  it('reads a number, and anything invalid as 0', () => {
    expect(parseRangeInput('45')).toBe(45);
    expect(parseRangeInput(' 12.5 ')).toBe(12.5);
    expect(parseRangeInput('')).toBe(0);
    expect(parseRangeInput('abc')).toBe(0);
    expect(parseRangeInput('Infinity')).toBe(0);
  });
});

describe('defaults with no selection', () => {
  it('uses the range placeholder number else 0; multi_select false; single_select empty', () => {
    expect(defaultSelection('range', { placeholder: 14000 })).toBe(14000);
    expect(defaultSelection('range', { placeholder: '700' })).toBe(700);
    expect(defaultSelection('range', { placeholder: 'Any' })).toBe(0);
    expect(defaultSelection('range', {})).toBe(0);
    expect(defaultSelection('multi_select', diet.options)).toBe(false);
    expect(defaultSelection('single_select', focus.options)).toBe('');
    expect(selectedList(false)).toEqual([]);
    expect(selectedList('Low Carb')).toEqual(['Low Carb']);
  });
});

describe('checkSelection', () => {
  it('takes a number in range, or 0 to clear a range', () => {
    expect(checkSelection(time, 30)).toEqual({ ok: true, value: 30 });
    expect(checkSelection(time, 0)).toEqual({ ok: true, value: 0 });
    expect(checkSelection(time, 181)).toEqual({ ok: false, message: 'Max Cooking Time must be between 5 and 180 min' });
    expect(checkSelection(time, 2)).toMatchObject({ ok: false });
    expect(checkSelection(time, '30')).toEqual({ ok: false, message: 'Max Cooking Time must be a number' });
    expect(checkSelection({ ...time, options: {} }, 100)).toEqual({ ok: true, value: 100 });
  });

  it('takes offered values of a multi select, without repeats; false means none', () => {
    expect(checkSelection(diet, ['Vegan', 'Jain', 'Vegan'])).toEqual({ ok: true, value: ['Vegan', 'Jain'] });
    expect(checkSelection(diet, false)).toEqual({ ok: true, value: [] });
    expect(checkSelection(diet, ['Paleo'])).toEqual({ ok: false, message: 'Diet does not offer "Paleo"' });
    expect(checkSelection(diet, 'Vegan')).toEqual({ ok: false, message: 'Diet takes a list of its options' });
    expect(checkSelection(diet, [3])).toEqual({ ok: false, message: 'Diet does not offer 3' });
  });

  it('takes one offered value of a single select, or none', () => {
    expect(checkSelection(focus, 'Low Carb')).toEqual({ ok: true, value: 'Low Carb' });
    expect(checkSelection(focus, '')).toEqual({ ok: true, value: '' });
    expect(checkSelection(focus, 'Keto')).toEqual({ ok: false, message: 'Nutrition Focus does not offer "Keto"' });
    expect(checkSelection(focus, ['Low Carb'])).toMatchObject({ ok: false });
  });

  it('refuses a filter of an unknown type', () => {
    expect(checkSelection({ name: 'Mood', type: 'slider', options: {} }, 3)).toEqual({
      ok: false,
      message: 'Filter type not supported: slider',
    });
  });
});

describe('plan access', () => {
  it('needs both the category and the filter to allow the plan', () => {
    expect(filterAllowed(['free', 'plus', 'premium'], ['plus', 'premium'], 'free')).toBe(false);
    expect(filterAllowed(['free', 'plus', 'premium'], ['plus', 'premium'], 'plus')).toBe(true);
    expect(filterAllowed(['premium'], ['free', 'plus', 'premium'], 'plus')).toBe(false);
    expect(filterAllowed([], [], 'free')).toBe(true); // plan_access defaults to free
    expect(lockedMessage('Cooking Style', ['premium'])).toBe('Cooking Style is available on the Premium plan');
    expect(lockedMessage('Weekly Fat Target', ['plus', 'premium'])).toBe(
      'Weekly Fat Target is available on the Plus and Premium plans',
    );
  });
});

describe('active tags and search preferences', () => {
  const saved = [
    { key: 'dietary_preference', type: 'multi_select', value: ['Vegan', 'Gluten Free', 'Vegetarian'] },
    { key: 'cuisine_preference', type: 'multi_select', value: ['Indian', 'Thai'] },
    { key: 'course_preference', type: 'multi_select', value: [] },
    { key: 'nutrition_focus', type: 'single_select', value: 'High Protein' },
    { key: 'cooking_style', type: 'multi_select', value: ['One Pot'] },
    { key: 'cooking_time', type: 'range', value: 25 },
    { key: 'weekly_calorie_target', type: 'range', value: 12600 },
    { key: 'weekly_fat_target', type: 'range', value: 0 },
  ];

  it('counts every selected value and every range that is set', () => {
    expect(countActiveTags(saved)).toBe(3 + 2 + 0 + 1 + 1 + 1 + 1);
    expect(
      countActiveTags([
        { key: 'nutrition_focus', type: 'single_select', value: '' },
        { key: 'x', type: 'multi_select', value: false },
      ]),
    ).toBe(0);
  });

  it('merges into search preferences: diet flags, nutrition and style flags, and a quick cooking time', () => {
    expect(toSearchPreferences(saved)).toEqual({
      cuisines: ['Indian', 'Thai'],
      diets: ['Vegetarian'],
      courses: [],
      flags: { isVegan: true, isGlutenFree: true, isHighProtein: true, isOnePot: true, isQuick30Min: true },
      maxCookingTime: 25,
    });
  });

  it('sets the quick flag only at 30 minutes or less, and Jain as a flag', () => {
    const at = (minutes: number) => toSearchPreferences([{ key: 'cooking_time', type: 'range', value: minutes }]);
    expect(at(30).flags.isQuick30Min).toBe(true);
    expect(at(35)).toMatchObject({ maxCookingTime: 35, flags: {} });
    expect(at(0)).toMatchObject({ maxCookingTime: null, flags: {} });
    expect(toSearchPreferences([{ key: 'dietary_preference', type: 'multi_select', value: ['Jain'] }])).toMatchObject({
      diets: [],
      flags: { isJain: true },
    });
  });
});
