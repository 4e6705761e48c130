import { count, isNull } from 'drizzle-orm';
import { COURSES, DIETS } from '../../../domain/catalogue';
import { DEFAULT_WEEKLY_TARGETS, TARGET_FILTER_KEYS } from '../../../domain/nutrition-targets';
import type { Plan } from '../../../domain/plans';
import {
  COOKING_STYLE_VALUES,
  DIET_FLAG_VALUES,
  FILTER_OPTIONS,
  NUTRITION_FOCUS_VALUES,
  PREFERENCE_KEYS,
  type FilterType,
} from '../../../domain/preferences';
import type { Db } from '../../db/client';
import { preferenceCategories, preferenceFilters, recipes } from '../../db/schema';
import type { Seed } from '../../db/seed/run-seeds';

const ALL: Plan[] = ['free', 'plus', 'premium'];
/** "Advanced nutrition tracking" (Plus and Premium) and "advanced dietary preferences" (Premium): docs/decisions. */
const PAID: Plan[] = ['plus', 'premium'];
const PREMIUM: Plan[] = ['premium'];

interface SeedFilter {
  name: string;
  key: string;
  type: FilterType;
  options: Record<string, unknown>;
  isSearchable: boolean;
  planAccess: Plan[];
}

interface SeedCategory {
  name: string;
  key: string;
  description: string;
  iconName: 'target' | 'utensils' | 'activity';
  planAccess: Plan[];
  filters: SeedFilter[];
}

export interface CatalogueValues {
  cuisines: string[];
  diets: string[];
  courses: string[];
}

/** Distinct values in the order of a reference list, then any others alphabetically. */
const ordered = (values: string[], reference: readonly string[] = []) =>
  [...new Set(values)].sort((a, b) => {
    const ia = reference.indexOf(a);
    const ib = reference.indexOf(b);
    return ia === ib ? a.localeCompare(b) : ia === -1 ? 1 : ib === -1 ? -1 : ia - ib;
  });

/** The cuisines, diets and courses of the catalogue recipes (not people's own recipes). */
export async function readCatalogueValues(db: Db): Promise<CatalogueValues> {
  const rows = await db
    .selectDistinct({ cuisine: recipes.cuisine, diet: recipes.diet, course: recipes.course })
    .from(recipes)
    .where(isNull(recipes.ownerId));
  if (!rows.length) throw new Error('The preferences seed needs the recipe catalogue: seed it first.');
  return {
    cuisines: ordered(rows.map((r) => r.cuisine)),
    diets: ordered(
      rows.map((r) => r.diet),
      DIETS,
    ),
    courses: ordered(
      rows.map((r) => r.course),
      COURSES,
    ),
  };
}

/** A weekly target: a week's worth of a sensible daily range; the placeholder is the default target. */
const target = (
  name: string,
  key: string,
  unit: string,
  [min, max, step]: [number, number, number],
  placeholder: number,
): SeedFilter => ({
  name,
  key,
  type: 'range',
  isSearchable: false,
  planAccess: PAID,
  options: { min, max, step, unit, placeholder },
});

/** The three categories and their filters; select options name catalogue values. */
export function preferenceCatalogue({ cuisines, diets, courses }: CatalogueValues): SeedCategory[] {
  const dietValues = ordered([...diets, ...DIET_FLAG_VALUES], DIETS);
  return [
    {
      name: 'Dietary Needs',
      key: 'dietary_needs',
      iconName: 'utensils',
      planAccess: ALL,
      description: 'What you eat and the cuisines and courses you enjoy.',
      filters: [
        {
          name: 'Diet',
          key: PREFERENCE_KEYS.diet,
          type: 'multi_select',
          isSearchable: true,
          planAccess: ALL,
          options: { values: dietValues },
        },
        {
          name: 'Cuisines',
          key: PREFERENCE_KEYS.cuisine,
          type: 'multi_select',
          isSearchable: true,
          planAccess: ALL,
          options: { values: cuisines },
        },
        {
          name: 'Courses',
          key: PREFERENCE_KEYS.course,
          type: 'multi_select',
          isSearchable: true,
          planAccess: ALL,
          options: { values: courses },
        },
      ],
    },
    {
      name: 'Nutrition Goals',
      key: 'nutrition_goals',
      iconName: 'target',
      planAccess: ALL,
      description: 'Your nutrition focus and the weekly targets your meal plans aim for.',
      filters: [
        {
          name: 'Nutrition Focus',
          key: PREFERENCE_KEYS.nutritionFocus,
          type: 'single_select',
          isSearchable: true,
          planAccess: ALL,
          options: { values: [...NUTRITION_FOCUS_VALUES] },
        },
        target(
          'Weekly Calorie Target',
          TARGET_FILTER_KEYS.calories,
          'kcal',
          [7000, 35000, 100],
          DEFAULT_WEEKLY_TARGETS.calories,
        ),
        target(
          'Weekly Protein Target',
          TARGET_FILTER_KEYS.protein,
          'g',
          [140, 2100, 10],
          DEFAULT_WEEKLY_TARGETS.protein,
        ),
        target('Weekly Fat Target', TARGET_FILTER_KEYS.fat, 'g', [140, 1400, 10], DEFAULT_WEEKLY_TARGETS.fat),
        target('Weekly Carb Target', TARGET_FILTER_KEYS.carbs, 'g', [350, 4200, 10], DEFAULT_WEEKLY_TARGETS.carbs),
      ],
    },
    {
      name: 'Cooking Habits',
      key: 'cooking_habits',
      iconName: 'activity',
      planAccess: ALL,
      description: 'How much time you have and how you like to cook.',
      filters: [
        {
          name: 'Max Cooking Time',
          key: PREFERENCE_KEYS.cookingTime,
          type: 'range',
          isSearchable: true,
          planAccess: ALL,
          options: { min: 5, max: 180, step: 5, unit: 'min', placeholder: 'Any' },
        },
        {
          name: 'Cooking Style',
          key: PREFERENCE_KEYS.cookingStyle,
          type: 'multi_select',
          isSearchable: true,
          planAccess: PREMIUM,
          options: { values: [...COOKING_STYLE_VALUES] },
        },
      ],
    },
  ];
}

export const preferencesSeed: Seed = {
  name: 'preference categories',
  async isEmpty(db) {
    const [row] = await db.select({ n: count() }).from(preferenceCategories);
    return (row?.n ?? 0) === 0;
  },
  async run(db) {
    const categories = preferenceCatalogue(await readCatalogueValues(db));
    for (const [order, c] of categories.entries()) {
      const [inserted] = await db
        .insert(preferenceCategories)
        .values({
          categoryName: c.name,
          categoryKey: c.key,
          description: c.description,
          iconName: c.iconName,
          planAccess: c.planAccess,
          displayOrder: order,
          isActive: true,
        })
        .returning({ id: preferenceCategories.id });
      await db.insert(preferenceFilters).values(
        c.filters.map((f, i) => ({
          categoryId: inserted!.id,
          filterName: f.name,
          filterKey: f.key,
          filterType: f.type,
          options: FILTER_OPTIONS[f.type].parse(f.options),
          isSearchable: f.isSearchable,
          planAccess: f.planAccess,
          displayOrder: i,
        })),
      );
    }
  },
};
