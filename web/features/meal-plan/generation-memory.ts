import { GenerateResult } from '../../../domain/meal-plan-generator/contract';

/**
 * The last generation's result of a week, kept for the browser tab (sessionStorage) so that its target check
 * is still there after a reload. Keyed by person and week: another account signed in on the same tab never
 * sees it. The figures in the check follow the plan as it is now; only the generator's notes come from here.
 */

const key = (userId: string, week: string) => `mealwise:generated:${userId}:${week}`;

export function rememberGeneration(userId: string, week: string, result: GenerateResult | null): void {
  try {
    if (result) sessionStorage.setItem(key(userId, week), JSON.stringify(result));
    else sessionStorage.removeItem(key(userId, week));
  } catch {
    // storage full or disabled: the check lasts until the page is left, as before
  }
}

export function recalledGeneration(userId: string, week: string): GenerateResult | null {
  try {
    const text = sessionStorage.getItem(key(userId, week));
    if (text === null) return null;
    const parsed = GenerateResult.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
