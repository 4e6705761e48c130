import { z } from 'zod';
import { planAllows, type Plan } from './plans';
import { RECIPE_FLAGS, type RecipeFlag, type SearchPreferences } from './recipe-search';

/**
 * Dietary preferences (spec 000 sections 3 and 5, spec 001 sections 3 to 5): the filter-option
 * contract, the value rules per filter type, the active-tag count and the merge into search preferences.
 */

export const FILTER_TYPES = ['range', 'multi_select', 'single_select'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export const isFilterType = (value: string): value is FilterType => (FILTER_TYPES as readonly string[]).includes(value);

export const CATEGORY_ICONS = ['target', 'utensils', 'activity'] as const;

/** The filter keys the product knows (spec 000 section 3); the weekly targets live in domain/nutrition-targets. */
export const PREFERENCE_KEYS = {
  cuisine: 'cuisine_preference',
  diet: 'dietary_preference',
  nutritionFocus: 'nutrition_focus',
  cookingTime: 'cooking_time',
  cookingStyle: 'cooking_style',
  course: 'course_preference',
} as const;

// ---- The filter-option contract ----

export const RangeOptions = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
  unit: z.string().optional(),
  /** The input's default value when it is a number ("14000"); otherwise only a hint ("Any"). */
  placeholder: z.union([z.string(), z.number()]).optional(),
});
export const SelectOptions = z.object({ values: z.array(z.string().trim().min(1)).min(1) });

/** The options a filter of each type must carry: parse a seeded or stored options object with this. */
export const FILTER_OPTIONS = {
  range: RangeOptions,
  multi_select: SelectOptions,
  single_select: SelectOptions,
} as const;

export interface RangeSettings {
  min: number;
  max: number;
  step: number;
  unit: string;
  placeholder: string;
}

/** Range options with their defaults: min 0, max 100, step 1 (spec 000 section 5). */
export function rangeSettings(options: unknown): RangeSettings {
  const parsed = RangeOptions.safeParse(options);
  const o = parsed.success ? parsed.data : {};
  return {
    min: o.min ?? 0,
    max: o.max ?? 100,
    step: o.step ?? 1,
    unit: o.unit ?? '',
    placeholder: o.placeholder === undefined ? '' : String(o.placeholder),
  };
}

/** The values a select offers; none when its options are malformed. */
export function selectValues(options: unknown): string[] {
  const parsed = SelectOptions.safeParse(options);
  return parsed.success ? parsed.data.values : [];
}

// ---- Values ----

/** What a user_preferences row holds: a list, a boolean or a number (a single select keeps its one value as text). */
export type SelectionValue = string[] | boolean | number | string;

/** A range entry as typed: a number, else 0 (spec 000 section 5). */
export function parseRangeInput(text: string): number {
  if (text.trim() === '') return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
}

/** The value shown with no selection: range the placeholder number else 0; multi_select false; single_select empty. */
export function defaultSelection(type: string, options: unknown): SelectionValue {
  if (type === 'range') {
    const { placeholder } = rangeSettings(options);
    const n = Number(placeholder);
    return placeholder.trim() !== '' && Number.isFinite(n) ? n : 0;
  }
  if (type === 'multi_select') return false;
  return '';
}

/** The selected values of a select, whatever shape was stored (a list, one text, or false for none). */
export function selectedList(value: SelectionValue | null | undefined): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** A range counts as set when it holds a positive number; 0 clears it. */
export const isRangeSet = (value: SelectionValue | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

export interface FilterRule {
  name: string;
  type: string;
  options: unknown;
}

export type Checked = { ok: true; value: SelectionValue } | { ok: false; message: string };

const quote = (v: unknown) => (typeof v === 'string' ? `"${v}"` : (JSON.stringify(v) ?? String(v)));

/**
 * Checks a value against its filter and returns what to store. A range takes a number within
 * min..max, or 0 to clear it; a multi select a list of offered values (false for none); a single
 * select one offered value, or '' for none. Every refusal names the filter.
 */
export function checkSelection(filter: FilterRule, value: unknown): Checked {
  const fail = (message: string): Checked => ({ ok: false, message });
  if (filter.type === 'range') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`${filter.name} must be a number`);
    if (value === 0) return { ok: true, value: 0 };
    const { min, max, unit } = rangeSettings(filter.options);
    if (value < min || value > max)
      return fail(`${filter.name} must be between ${min} and ${max}${unit ? ` ${unit}` : ''}`);
    return { ok: true, value };
  }
  if (filter.type === 'multi_select' || filter.type === 'single_select') {
    const offered = selectValues(filter.options);
    const notOffered = (v: unknown) => fail(`${filter.name} does not offer ${quote(v)}`);
    if (filter.type === 'single_select') {
      if (typeof value !== 'string') return fail(`${filter.name} takes one of its options`);
      return value === '' || offered.includes(value) ? { ok: true, value } : notOffered(value);
    }
    if (value === false) return { ok: true, value: [] };
    if (!Array.isArray(value)) return fail(`${filter.name} takes a list of its options`);
    const bad = value.find((v) => typeof v !== 'string' || !offered.includes(v));
    if (bad !== undefined) return notOffered(bad);
    return { ok: true, value: [...new Set(value as string[])] };
  }
  return fail(`Filter type not supported: ${filter.type}`);
}

// ---- Plan access ----

const PLAN_LABELS: Record<Plan, string> = { free: 'Basic', plus: 'Plus', premium: 'Premium' };

/** A filter is usable when both its category and the filter allow the plan. */
export const filterAllowed = (categoryAccess: readonly string[], filterAccess: readonly string[], plan: Plan) =>
  planAllows(categoryAccess, plan) && planAllows(filterAccess, plan);

/** "Plus and Premium", for the lock message and the upgrade prompt. */
export function plansLabel(planAccess: readonly string[]): string {
  const names = (Object.keys(PLAN_LABELS) as Plan[]).filter((p) => planAccess.includes(p)).map((p) => PLAN_LABELS[p]);
  return names.length <= 1 ? (names[0] ?? 'Basic') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const lockedMessage = (name: string, planAccess: readonly string[]) =>
  `${name} is available on the ${plansLabel(planAccess)} plan${planAccess.length > 1 ? 's' : ''}`;

// ---- Active tags and search preferences ----

export interface SavedSelection {
  key: string;
  type: string;
  value: SelectionValue;
}

/** '{n} preferences active': each value chosen in a select, plus each range that is set. */
export function countActiveTags(selections: readonly SavedSelection[]): number {
  return selections.reduce(
    (n, s) => n + (s.type === 'range' ? (isRangeSet(s.value) ? 1 : 0) : selectedList(s.value).length),
    0,
  );
}

const DIET_FLAGS: Record<string, RecipeFlag> = { vegan: 'isVegan', 'gluten free': 'isGlutenFree', jain: 'isJain' };
const NUTRITION_FLAGS: Record<string, RecipeFlag> = {
  'high protein': 'isHighProtein',
  'low calorie': 'isLowCalorie',
  'low carb': 'isLowCarb',
  'low sugar': 'isLowSugar',
  'high fiber': 'isHighFiber',
  'low sodium': 'isLowSodium',
};
const STYLE_FLAGS: Record<string, RecipeFlag> = {
  'one pot': 'isOnePot',
  'minimal oil': 'isMinimalOil',
  'no deep frying': 'isNoDeepFrying',
  'no baking': 'isNoBaking',
  'steamed only': 'isSteamedOnly',
};
/** The option values that map to a recipe flag, for the seed to offer. */
export const DIET_FLAG_VALUES = ['Vegan', 'Gluten Free', 'Jain'] as const;
export const NUTRITION_FOCUS_VALUES = [
  'High Protein',
  'Low Calorie',
  'Low Carb',
  'Low Sugar',
  'High Fiber',
  'Low Sodium',
] as const;
export const COOKING_STYLE_VALUES = ['One Pot', 'Minimal Oil', 'No Deep Frying', 'No Baking', 'Steamed Only'] as const;
export const QUICK_MINUTES = 30;

const flagOf = (table: Record<string, RecipeFlag>, value: string) => table[value.trim().toLowerCase()];

/**
 * The saved selections as search preferences (spec 001 section 5): cuisines and courses as groups;
 * the diets Vegan, Gluten Free and Jain as flags, other diets as a group; nutrition focus and cooking
 * style as flags; a cooking time as the maximum, at 30 minutes or less also the quick flag (section 4).
 */
export function toSearchPreferences(selections: readonly SavedSelection[]): SearchPreferences {
  const prefs: SearchPreferences = { cuisines: [], diets: [], courses: [], flags: {}, maxCookingTime: null };
  for (const { key, value } of selections) {
    const list = selectedList(value);
    if (key === PREFERENCE_KEYS.cuisine) prefs.cuisines.push(...list);
    else if (key === PREFERENCE_KEYS.course) prefs.courses.push(...list);
    else if (key === PREFERENCE_KEYS.diet) {
      for (const diet of list) {
        const flag = flagOf(DIET_FLAGS, diet);
        if (flag) prefs.flags[flag] = true;
        else prefs.diets.push(diet);
      }
    } else if (key === PREFERENCE_KEYS.nutritionFocus || key === PREFERENCE_KEYS.cookingStyle) {
      const table = key === PREFERENCE_KEYS.nutritionFocus ? NUTRITION_FLAGS : STYLE_FLAGS;
      for (const v of list) {
        const flag = flagOf(table, v);
        if (flag) prefs.flags[flag] = true;
      }
    } else if (key === PREFERENCE_KEYS.cookingTime && isRangeSet(value)) {
      prefs.maxCookingTime = value;
      if (value <= QUICK_MINUTES) prefs.flags.isQuick30Min = true;
    }
  }
  return prefs;
}

// ---- API contracts ----

const Selection = z.union([z.array(z.string()), z.boolean(), z.number(), z.string()]);

export const PreferenceFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  /** The tag key, falling back to the filter key. */
  tagKey: z.string(),
  type: z.string(),
  options: z.record(z.string(), z.unknown()),
  isSearchable: z.boolean(),
  planAccess: z.array(z.string()),
  displayOrder: z.number().int(),
  /** The user's saved value, or null when they have none. */
  userSelection: Selection.nullable(),
  /** Whether the user's plan may use this filter (its category's and its own plan_access). */
  allowed: z.boolean(),
});
export type PreferenceFilter = z.infer<typeof PreferenceFilter>;

export const PreferenceCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  description: z.string(),
  iconName: z.string(),
  planAccess: z.array(z.string()),
  displayOrder: z.number().int(),
  allowed: z.boolean(),
  filters: z.array(PreferenceFilter),
});
export type PreferenceCategory = z.infer<typeof PreferenceCategory>;
export const PreferenceCategories = z.array(PreferenceCategory);

export const SavePreferencesInput = z.object({
  selections: z
    .array(
      z.object({
        filterId: z.number().int().positive(),
        /** Checked against the filter's type and options on the server, so a refusal can name the filter. */
        selectedValues: z.unknown(),
      }),
    )
    .max(100),
});
export type SavePreferencesInput = z.infer<typeof SavePreferencesInput>;

export const SearchPreferencesShape = z.object({
  cuisines: z.array(z.string()),
  diets: z.array(z.string()),
  courses: z.array(z.string()),
  flags: z.partialRecord(z.enum(RECIPE_FLAGS), z.boolean()),
  maxCookingTime: z.number().nullable(),
});

export const PreferencesSummary = z.object({
  activeCount: z.number().int(),
  searchPreferences: SearchPreferencesShape,
});
export type PreferencesSummary = z.infer<typeof PreferencesSummary>;
