import { describe, expect, it } from 'vitest';
import { NO_PREFERENCES } from '../../../domain/recipe-search';
import {
  chipsOf,
  countLabel,
  foundLabel,
  noResultsLabel,
  preferenceLabels,
  toggleFlag,
  toggleValue,
} from './search-filters';

describe('search filters', () => {
  it('adds and removes group values, dropping a group left empty', () => {
    const one = toggleValue({}, 'cuisines', 'Indian');
    expect(one).toEqual({ cuisines: ['Indian'] });
    expect(toggleValue(one, 'cuisines', 'Thai')).toEqual({ cuisines: ['Indian', 'Thai'] });
    expect(toggleValue(one, 'cuisines', 'Indian')).toEqual({});
    expect(toggleFlag(toggleFlag({}, 'isVegan'), 'isVegan')).toEqual({});
  });

  it('shows each active filter as a chip that removes only itself', () => {
    const filters = { cuisines: ['Indian'], isVegan: true, maxCookingTime: 30 };
    const chips = chipsOf(filters);
    expect(chips.map((c) => c.label)).toEqual(['Indian', 'Vegan', '≤ 30 min']);
    expect(chips[0]!.remove(filters)).toEqual({ isVegan: true, maxCookingTime: 30 });
    expect(chips[2]!.remove(filters)).toEqual({ cuisines: ['Indian'], isVegan: true });
  });

  it('names the group of a chip whose label another chip has', () => {
    expect(chipsOf({ diets: ['Vegan', 'Jain'], isVegan: true }).map((c) => c.label)).toEqual([
      'Vegan (Diet)',
      'Jain',
      'Vegan',
    ]);
  });

  it('words the count and the empty result as the spec does', () => {
    expect(foundLabel(1)).toBe('Found 1 recipe');
    expect(foundLabel(0)).toBe('Found 0 recipes');
    expect(foundLabel(12)).toBe('Found 12 recipes');
    expect(foundLabel(12000, true)).toBe('Found about 12,000 recipes');
    expect(countLabel(5000)).toBe('5000');
    expect(countLabel(12000, true)).toBe('about 12,000');
    expect(noResultsLabel('paneer')).toBe('No recipes found for "paneer"');
    expect(noResultsLabel(undefined)).toBe('No recipes match these filters');
  });

  it('names what Use My Preferences adds', () => {
    expect(preferenceLabels(NO_PREFERENCES)).toEqual([]);
    const prefs = {
      cuisines: ['Thai'],
      diets: ['Vegetarian'],
      courses: ['Dinner'],
      flags: { isVegan: true, isQuick30Min: true },
      maxCookingTime: 25,
    };
    expect(preferenceLabels(prefs)).toEqual(['Vegetarian', 'Vegan', 'Quick 30min', 'Thai', 'Dinner', '≤ 25 min']);
  });
});
