import type { GenerateResult } from '../../../domain/meal-plan-generator/contract';
import { NUTRIENT_KEYS } from '../../../domain/nutrition-summary';
import { DAY_NAMES } from '../../../domain/weeks';

/**
 * The last generation's notes on a week, kept for the browser tab (sessionStorage) so that its target check
 * is still there after a reload. Keyed by person and week: another account signed in on the same tab never
 * sees it. The figures in the check follow the plan as it is now; only the generator's notes come from here.
 */

/** What the target check reads of a generation: each day's figures against its share, and what was kept. */
export interface GenerationNotes {
  deviations: Pick<GenerateResult['deviations'], 'days'>;
  solver: Pick<GenerateResult['solver'], 'kept' | 'emptySlots'>;
}

const key = (userId: string, week: string) => `mealwise:generated:${userId}:${week}`;

export function rememberGeneration(userId: string, week: string, result: GenerationNotes | null): void {
  try {
    if (result) {
      const notes: GenerationNotes = {
        deviations: { days: result.deviations.days },
        solver: { kept: result.solver.kept, emptySlots: result.solver.emptySlots },
      };
      sessionStorage.setItem(key(userId, week), JSON.stringify(notes));
    } else sessionStorage.removeItem(key(userId, week));
  } catch {
    // storage full or disabled: the check lasts until the page is left, as before
  }
}

export function recalledGeneration(userId: string, week: string): GenerationNotes | null {
  try {
    const text = sessionStorage.getItem(key(userId, week));
    return text === null ? null : readGenerationNotes(JSON.parse(text));
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isFigure = (value: unknown) =>
  isRecord(value) && Number.isFinite(value.actual) && Number.isFinite(value.target) && Number.isFinite(value.percent);

/**
 * The notes in a stored value, or null when it is not what this app wrote (an older app's shape, a hand
 * edit): a small check of what the screen reads, instead of the contract's schema and zod (decision 034).
 */
export function readGenerationNotes(value: unknown): GenerationNotes | null {
  if (!isRecord(value) || !isRecord(value.deviations) || !isRecord(value.solver)) return null;
  const { days } = value.deviations;
  const { kept, emptySlots } = value.solver;
  if (!Array.isArray(days) || days.length > DAY_NAMES.length || !isCount(kept) || !isCount(emptySlots)) return null;
  const daysRead = days.every(
    (d: unknown, i) =>
      isRecord(d) && d.day === i && d.dayName === DAY_NAMES[i] && NUTRIENT_KEYS.every((n) => isFigure(d[n])),
  );
  return daysRead
    ? { deviations: { days: days as GenerationNotes['deviations']['days'] }, solver: { kept, emptySlots } }
    : null;
}
