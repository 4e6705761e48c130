import { describe, expect, it } from 'vitest';
import {
  matchesSearch,
  mergePreferences,
  NO_PREFERENCES,
  trendingCourses,
  type SearchableRecipe,
  type SearchFilters,
} from './recipe-search';
import { SearchRequest } from './search-request';

const recipe = (over: Partial<SearchableRecipe> = {}): SearchableRecipe => ({
  title: 'Paneer Tikka',
  description: 'Cubes of cottage cheese marinated in spiced yogurt and grilled.',
  cuisine: 'North Indian',
  diet: 'Vegetarian',
  course: 'Snack',
  cookingMethod: 'Grilled',
  cookMinutes: 20,
  isVegan: false,
  isGlutenFree: true,
  isHighProtein: 'Yes',
  ...over,
});

const filters = (over: Partial<SearchFilters> = {}): SearchFilters => ({ maxCookingTime: null, ...over });

describe('matchesSearch', () => {
  it('matches text case-insensitively in title, description, cuisine or diet', () => {
    expect(matchesSearch(recipe(), filters({ q: 'PANEER' }))).toBe(true);
    expect(matchesSearch(recipe(), filters({ q: 'yogurt' }))).toBe(true);
    expect(matchesSearch(recipe(), filters({ q: 'north ind' }))).toBe(true);
    expect(matchesSearch(recipe(), filters({ q: 'vegetarian' }))).toBe(true);
    expect(matchesSearch(recipe(), filters({ q: 'grilled' }))).toBe(true); // in the description
    expect(matchesSearch(recipe(), filters({ q: 'snack' }))).toBe(false); // course is not searched as text
    expect(matchesSearch(recipe(), filters({ q: '   ' }))).toBe(true);
  });

  it('matches a group filter as a substring of the recipe value, any selected value', () => {
    expect(matchesSearch(recipe(), filters({ cuisines: ['indian'] }))).toBe(true);
    expect(matchesSearch(recipe(), filters({ cuisines: ['Thai', 'Indian'] }))).toBe(true);
    expect(matchesSearch(recipe(), filters({ cuisines: ['Thai'] }))).toBe(false);
    expect(matchesSearch(recipe(), filters({ diets: ['vegan'] }))).toBe(false);
    expect(matchesSearch(recipe(), filters({ courses: ['snack'], cookingMethods: ['GRILL'] }))).toBe(true);
    expect(matchesSearch(recipe(), filters({ cookingMethods: ['Baked'] }))).toBe(false);
    expect(matchesSearch(recipe(), filters({ cuisines: [] }))).toBe(true);
  });

  it('needs a true flag for each set flag; text yes, true and 1 count as true', () => {
    expect(matchesSearch(recipe(), filters({ isGlutenFree: true }))).toBe(true);
    expect(matchesSearch(recipe(), filters({ isHighProtein: true }))).toBe(true);
    expect(matchesSearch(recipe(), filters({ isVegan: true }))).toBe(false);
    expect(matchesSearch(recipe(), filters({ isJain: true }))).toBe(false); // missing counts as false
    expect(matchesSearch(recipe({ isJain: 'TRUE' }), filters({ isJain: true }))).toBe(true);
    expect(matchesSearch(recipe({ isJain: '1' }), filters({ isJain: true }))).toBe(true);
    expect(matchesSearch(recipe({ isJain: 'no' }), filters({ isJain: true }))).toBe(false);
    expect(matchesSearch(recipe(), filters({ isVegan: false }))).toBe(true);
  });

  it('needs cooking minutes at or below the maximum', () => {
    expect(matchesSearch(recipe(), filters({ maxCookingTime: 20 }))).toBe(true);
    expect(matchesSearch(recipe(), filters({ maxCookingTime: 15 }))).toBe(false);
    expect(matchesSearch(recipe({ cookMinutes: null }), filters({ maxCookingTime: 60 }))).toBe(false);
  });

  it('needs every rule at once', () => {
    expect(
      matchesSearch(recipe(), filters({ q: 'tikka', cuisines: ['indian'], isGlutenFree: true, maxCookingTime: 30 })),
    ).toBe(true);
    expect(matchesSearch(recipe(), filters({ q: 'tikka', cuisines: ['indian'], isVegan: true }))).toBe(false);
  });
});

describe('SearchRequest', () => {
  const parse = (query: Record<string, unknown>) => SearchRequest.safeParse(query);

  it('fills defaults: no limit, page 1 of 24', () => {
    expect(parse({}).data).toEqual({ maxCookingTime: null, useMyPreferences: false, page: 1, pageSize: 24 });
  });

  it('reads lists from repeated params or commas, dropping empty ones', () => {
    expect(parse({ cuisines: 'Indian, Thai' }).data?.cuisines).toEqual(['Indian', 'Thai']);
    expect(parse({ cuisines: ['Indian', 'Thai,Greek'] }).data?.cuisines).toEqual(['Indian', 'Thai', 'Greek']);
    expect(parse({ diets: '' }).data?.diets).toBeUndefined();
    expect(parse({ diets: [] }).data?.diets).toBeUndefined();
  });

  it('reads flags, numbers and the text from query-string text', () => {
    const r = parse({
      isVegan: 'true',
      isJain: '0',
      maxCookingTime: '30',
      page: '2',
      pageSize: '10',
      q: '  paneer  ',
      useMyPreferences: 'yes',
    });
    expect(r.data).toMatchObject({
      isVegan: true,
      isJain: false,
      maxCookingTime: 30,
      page: 2,
      pageSize: 10,
      q: 'paneer',
      useMyPreferences: true,
    });
    expect(parse({ maxCookingTime: 'null' }).data?.maxCookingTime).toBeNull();
  });

  it('rejects bad input with a clear message', () => {
    const message = (query: Record<string, unknown>) => parse(query).error?.issues[0]?.message;
    expect(message({ spicy: 'true' })).toMatch(/unrecognized key/i);
    expect(message({ q: 'x'.repeat(201) })).toBe('search text must be at most 200 characters');
    expect(message({ maxCookingTime: '-5' })).toBe('maximum cooking time must be at least 5');
    expect(message({ maxCookingTime: '100000' })).toBe('maximum cooking time must be at most 600');
    expect(message({ maxCookingTime: 'soon' })).toBe('maximum cooking time must be a whole number');
    expect(message({ pageSize: '500' })).toBe('page size must be at most 50');
    expect(message({ page: '0' })).toBe('page must be at least 1');
    expect(message({ cuisines: 'x'.repeat(61) })).toBe('each cuisine value must be at most 60 characters');
    expect(message({ courses: Array.from({ length: 21 }, (_, i) => `c${i}`) })).toBe('at most 20 course values');
    expect(message({ isVegan: 'maybe' })).toBeDefined();
  });
});

describe('mergePreferences', () => {
  it('leaves the filters alone without preferences', () => {
    expect(mergePreferences(filters({ q: 'dal', cuisines: ['Indian'] }), NO_PREFERENCES)).toEqual(
      filters({ q: 'dal', cuisines: ['Indian'] }),
    );
  });

  it('joins saved groups, turns Vegan, Gluten Free and Jain into flags, and sets nutrition flags', () => {
    const merged = mergePreferences(filters({ cuisines: ['Indian'] }), {
      cuisines: ['indian', 'Thai'],
      diets: ['Vegan', 'Gluten Free', 'Vegetarian'],
      courses: ['Dinner'],
      flags: { isHighProtein: true, isLowCarb: false },
      maxCookingTime: null,
    });
    expect(merged).toMatchObject({
      cuisines: ['Indian', 'Thai'],
      diets: ['Vegetarian'],
      courses: ['Dinner'],
      isVegan: true,
      isGlutenFree: true,
      isHighProtein: true,
    });
    expect(merged.isLowCarb).toBeUndefined();
  });

  it('takes the tighter cooking time, and a saved 30 minutes or less sets the quick flag', () => {
    const prefs = { ...NO_PREFERENCES, maxCookingTime: 30 };
    expect(mergePreferences(filters(), prefs)).toMatchObject({ maxCookingTime: 30, isQuick30Min: true });
    expect(mergePreferences(filters({ maxCookingTime: 20 }), prefs).maxCookingTime).toBe(20);
    expect(mergePreferences(filters(), { ...NO_PREFERENCES, maxCookingTime: 45 })).toEqual(
      filters({ maxCookingTime: 45 }),
    );
  });
});

describe('trendingCourses', () => {
  it('follows the hour table of spec 001 section 9', () => {
    expect(trendingCourses(6)).toEqual(['breakfast']);
    expect(trendingCourses(10)).toEqual(['breakfast']);
    expect(trendingCourses(12)).toEqual(['snack', 'light meal', 'lunch']);
    expect(trendingCourses(15)).toEqual(['lunch', 'main course']);
    expect(trendingCourses(19)).toEqual(['dinner', 'main course']);
    expect(trendingCourses(23)).toEqual(['snack', 'light meal']);
    expect(trendingCourses(3)).toEqual(['snack', 'light meal']);
  });
});
