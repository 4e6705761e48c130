/** Weekly nutrition targets (spec 001 section 9): defaults, overridden by the four weekly target preferences. */
export interface WeeklyTargets {
  calories: number;
  protein: number; // g
  fat: number; // g
  carbs: number; // g
}

export const DEFAULT_WEEKLY_TARGETS: WeeklyTargets = { calories: 14000, protein: 700, fat: 500, carbs: 1750 };

/** The preference filter keys that set each target. */
export const TARGET_FILTER_KEYS = {
  calories: 'weekly_calorie_target',
  protein: 'weekly_protein_target',
  fat: 'weekly_fat_target',
  carbs: 'weekly_carb_target',
} as const satisfies Record<keyof WeeklyTargets, string>;

/** Targets from saved selections: a positive number replaces the default; anything else keeps it. */
export function weeklyTargetsFrom(selections: ReadonlyMap<string, unknown>): WeeklyTargets {
  const pick = (key: keyof WeeklyTargets) => {
    const value = selections.get(TARGET_FILTER_KEYS[key]);
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_WEEKLY_TARGETS[key];
  };
  return { calories: pick('calories'), protein: pick('protein'), fat: pick('fat'), carbs: pick('carbs') };
}
