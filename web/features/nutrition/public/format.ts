import type { NutrientKey } from '../../../../domain/nutrition-summary';

export const NUTRIENT_LABELS: Record<NutrientKey, string> = {
  calories: 'Calories',
  protein: 'Protein',
  fat: 'Fat',
  carbs: 'Carbs',
};

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '1,800 kcal', '120 g': calories in kcal, the rest in grams. */
export function formatAmount(key: NutrientKey, value: number): string {
  return key === 'calories' ? `${number.format(Math.round(value))} kcal` : `${number.format(value)} g`;
}

/** '1,800 / 2,000 kcal'. */
export function formatOfTarget(key: NutrientKey, consumed: number, target: number): string {
  const unit = key === 'calories' ? 'kcal' : 'g';
  const value = (n: number) => number.format(key === 'calories' ? Math.round(n) : n);
  return `${value(consumed)} / ${value(target)} ${unit}`;
}
