import { describe, expect, it } from 'vitest';
import { DAY_NAMES } from '../../../domain/weeks';
import { readGenerationNotes } from './generation-memory';

const figure = (actual: number, target: number) => ({ actual, target, percent: ((actual - target) / target) * 100 });
const day = (i: number) => ({
  day: i,
  dayName: DAY_NAMES[i],
  calories: figure(1900, 2000),
  protein: figure(70, 75),
  fat: figure(60, 65),
  carbs: figure(250, 240),
});
const stored = () => ({
  deviations: { days: DAY_NAMES.map((_, i) => day(i)) },
  solver: { kept: 2, emptySlots: 0 },
});

describe('a generation read back from the tab', () => {
  it('gives back what the app stored', () => {
    expect(readGenerationNotes(JSON.parse(JSON.stringify(stored())))).toEqual(stored());
  });

  it('reads an older whole result (with the plan and the solver run) as its notes only', () => {
    const whole = { ...stored(), plan: { id: 1 }, quota: { used: 1, limit: 3 } };
    whole.solver = { ...whole.solver, method: 'milp', ms: 900 } as typeof whole.solver;
    expect(readGenerationNotes(whole)).toEqual(stored());
  });

  it('refuses anything else, so the screen never reads a broken value', () => {
    const broken: unknown[] = [
      null,
      'text',
      [],
      {},
      { deviations: { days: [] } },
      { ...stored(), solver: { kept: -1, emptySlots: 0 } },
      { ...stored(), solver: { kept: 1.5, emptySlots: 0 } },
      { ...stored(), deviations: { days: 'Monday' } },
      { ...stored(), deviations: { days: [...stored().deviations.days, day(0)] } },
      { ...stored(), deviations: { days: [{ ...day(0), dayName: 'Funday' }] } },
      { ...stored(), deviations: { days: [{ ...day(0), calories: { actual: '1900', target: 2000, percent: 1 } }] } },
      { ...stored(), deviations: { days: [{ ...day(0), protein: undefined }] } },
      { ...stored(), deviations: { days: [day(1)] } },
    ];
    for (const value of broken) expect(readGenerationNotes(value)).toBeNull();
  });
});
