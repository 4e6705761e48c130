import { useState } from 'react';
import type { FilterGroup, RecipeFlag, SearchPreferences } from '../../../domain/recipe-search';
import type { SearchParams } from './api';

/** The filter panel's limits (spec 001 section 9). */
export const GROUP_LIMITS: Record<FilterGroup, number> = { cuisines: 8, diets: 6, cookingMethods: 6, courses: 6 };
export const GROUP_TITLES: Record<FilterGroup, string> = {
  cuisines: 'Cuisine',
  diets: 'Diet',
  cookingMethods: 'Cooking Methods',
  courses: 'Course',
};
export const PANEL_GROUPS = [
  'cuisines',
  'diets',
  'cookingMethods',
  'courses',
] as const satisfies readonly FilterGroup[];

/** Quick Options (spec 001 section 2). */
export const QUICK_OPTIONS = [
  ['isVegan', 'Vegan'],
  ['isGlutenFree', 'Gluten Free'],
  ['isHighProtein', 'High Protein'],
  ['isLowCalorie', 'Low Calorie'],
  ['isQuick30Min', 'Quick 30min'],
  ['isOnePot', 'One Pot'],
] as const satisfies readonly (readonly [RecipeFlag, string])[];

export type Filters = Omit<SearchParams, 'q' | 'useMyPreferences'>;

export interface Chip {
  key: string;
  label: string;
  remove(filters: Filters): Filters;
}

/** Adds or removes a value of a group; a group left empty is removed from the state (spec 001 section 3). */
export function toggleValue(filters: Filters, group: FilterGroup, value: string): Filters {
  const current = filters[group] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { [group]: _dropped, ...rest } = filters;
  return next.length ? { ...rest, [group]: next } : rest;
}

export function toggleFlag(filters: Filters, flag: RecipeFlag): Filters {
  const { [flag]: was, ...rest } = filters;
  return was ? rest : { ...rest, [flag]: true };
}

const FLAG_LABELS: Partial<Record<RecipeFlag, string>> = Object.fromEntries(QUICK_OPTIONS);

/** The active filters as removable chips. */
export function chipsOf(filters: Filters): Chip[] {
  const chips: Chip[] = [];
  for (const group of PANEL_GROUPS) {
    for (const value of filters[group] ?? []) {
      chips.push({ key: `${group}:${value}`, label: value, remove: (f) => toggleValue(f, group, value) });
    }
  }
  for (const [flag, label] of Object.entries(FLAG_LABELS) as [RecipeFlag, string][]) {
    if (filters[flag]) chips.push({ key: flag, label, remove: (f) => toggleFlag(f, flag) });
  }
  if (filters.maxCookingTime) {
    chips.push({
      key: 'time',
      label: `≤ ${filters.maxCookingTime} min`,
      remove: ({ maxCookingTime: _t, ...rest }) => rest,
    });
  }
  // The diet 'Vegan' and the Quick Option 'Vegan' can both be on: the group's chip names its group.
  const seen = new Map<string, number>();
  chips.forEach((c) => seen.set(c.label, (seen.get(c.label) ?? 0) + 1));
  return chips.map((c) => {
    const group = PANEL_GROUPS.find((g) => c.key.startsWith(`${g}:`));
    return group && seen.get(c.label)! > 1 ? { ...c, label: `${c.label} (${GROUP_TITLES[group]})` } : c;
  });
}

/** Labels of every flag a preference can set (Quick Options, diets, nutrition focus, cooking style). */
const PREFERENCE_FLAG_LABELS: Record<RecipeFlag, string> = {
  isVegan: 'Vegan',
  isGlutenFree: 'Gluten Free',
  isJain: 'Jain',
  isHighProtein: 'High Protein',
  isLowCalorie: 'Low Calorie',
  isLowCarb: 'Low Carb',
  isLowSugar: 'Low Sugar',
  isHighFiber: 'High Fiber',
  isLowSodium: 'Low Sodium',
  isQuick30Min: 'Quick 30min',
  isOnePot: 'One Pot',
  isMinimalOil: 'Minimal Oil',
  isNoDeepFrying: 'No Deep Frying',
  isNoBaking: 'No Baking',
  isSteamedOnly: 'Steamed Only',
};

/** What 'Use My Preferences' adds to a search, as short labels ('Vegan', 'Thai', '≤ 30 min'). */
export function preferenceLabels(prefs: SearchPreferences): string[] {
  const flags = (Object.keys(PREFERENCE_FLAG_LABELS) as RecipeFlag[])
    .filter((f) => prefs.flags[f])
    .map((f) => PREFERENCE_FLAG_LABELS[f]);
  const time = prefs.maxCookingTime ? [`≤ ${prefs.maxCookingTime} min`] : [];
  return [...prefs.diets, ...flags, ...prefs.cuisines, ...prefs.courses, ...time];
}

/** 'Found 1 recipe', 'Found 12 recipes', and 'Found 500+ recipes' when the server stopped counting. */
export const foundLabel = (n: number, estimated = false) =>
  `Found ${countLabel(n, estimated)} ${n === 1 && !estimated ? 'recipe' : 'recipes'}`;

/**
 * A count of results: exact as a plain number (the spec's 'Found {n} recipe(s)'), or "about 12,000" when the
 * server estimated it (a broad search of a large catalogue is not counted to the last recipe).
 */
export const countLabel = (n: number, estimated = false) => (estimated ? `about ${n.toLocaleString('en-US')}` : `${n}`);

/** The empty result (spec 001 section 2), naming the text when there is one. */
export const noResultsLabel = (query: string | undefined) =>
  query ? `No recipes found for "${query}"` : 'No recipes match these filters';

export const hasFilters = (filters: Filters) => chipsOf(filters).length > 0;

export function useFilters() {
  return useState<Filters>({});
}
