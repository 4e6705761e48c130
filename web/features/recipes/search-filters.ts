import { useState } from 'react';
import type { FilterGroup, RecipeFlag } from '../../../domain/recipe-search';
import type { SearchParams } from './api';

/** The filter panel's limits (spec 001 section 9). */
export const GROUP_LIMITS: Record<FilterGroup, number> = { cuisines: 8, diets: 6, cookingMethods: 6, courses: 6 };
export const GROUP_TITLES: Record<FilterGroup, string> = {
  cuisines: 'Cuisine',
  diets: 'Diet',
  cookingMethods: 'Cooking Methods',
  courses: 'Course',
};
export const PANEL_GROUPS = ['cuisines', 'diets', 'cookingMethods', 'courses'] as const satisfies readonly FilterGroup[];

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
    chips.push({ key: 'time', label: `≤ ${filters.maxCookingTime} min`, remove: ({ maxCookingTime: _t, ...rest }) => rest });
  }
  return chips;
}

export const hasFilters = (filters: Filters) => chipsOf(filters).length > 0;

export function useFilters() {
  return useState<Filters>({});
}
