import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_TARGETS } from './nutrition-targets';
import { percentComplete, remainingOf, summarizeNutrition } from './nutrition-summary';

const dal = { calories: 300, protein: 15, fat: 8, carbs: 40 };
const cake = { calories: 2000, protein: 20, fat: 100, carbs: 250 };

describe('weekly nutrition summary', () => {
  it('adds per-serving values times servings, per day and for the week', () => {
    const s = summarizeNutrition(
      '2026-11-16',
      [
        { day: 0, servings: 2, perServing: dal },
        { day: 0, servings: 0.5, perServing: dal },
        { day: 3, servings: 1, perServing: dal },
      ],
      DEFAULT_WEEKLY_TARGETS,
    );
    expect(s.days[0]!.consumed).toEqual({ calories: 750, protein: 37.5, fat: 20, carbs: 100 });
    expect(s.days[3]!.consumed.calories).toBe(300);
    expect(s.days[6]!.consumed.calories).toBe(0);
    expect(s.days.map((d) => d.dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(s.consumed).toEqual({ calories: 1050, protein: 52.5, fat: 28, carbs: 140 });
    expect(s.entryCount).toBe(3);
  });

  it('measures the week against the targets: percent capped at 100, remaining never below 0', () => {
    const s = summarizeNutrition('2026-11-16', [{ day: 1, servings: 1, perServing: dal }], DEFAULT_WEEKLY_TARGETS);
    expect(s.week.calories).toEqual({ consumed: 300, target: 14000, percent: 2, remaining: 13700 });
    const over = summarizeNutrition(
      '2026-11-16',
      Array.from({ length: 8 }, () => ({ day: 2 as const, servings: 1, perServing: cake })),
      DEFAULT_WEEKLY_TARGETS,
    );
    expect(over.week.calories).toEqual({ consumed: 16000, target: 14000, percent: 100, remaining: 0 });
  });

  it('draws each day against a seventh of the weekly target', () => {
    const s = summarizeNutrition(
      '2026-11-16',
      [{ day: 4, servings: 1, perServing: { ...dal, calories: 1000 } }],
      DEFAULT_WEEKLY_TARGETS,
    );
    expect(s.dailyTargets).toEqual({ calories: 2000, protein: 100, fat: 71.4, carbs: 250 });
    expect(s.days[4]!.progress.calories).toEqual({ consumed: 1000, target: 2000, percent: 50, remaining: 1000 });
  });

  it('uses the person’s own targets', () => {
    const s = summarizeNutrition('2026-11-16', [], { calories: 10500, protein: 350, fat: 420, carbs: 1400 });
    expect(s.dailyTargets.calories).toBe(1500);
    expect(s.week.protein).toEqual({ consumed: 0, target: 350, percent: 0, remaining: 350 });
  });

  it('rounds percent and guards a zero target', () => {
    expect(percentComplete(8400, 14000)).toBe(60);
    expect(percentComplete(1, 0)).toBe(100);
    expect(remainingOf(5, 3)).toBe(0);
  });
});
