import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateOfDay,
  dayName,
  dayOfWeek,
  formatWeekDate,
  isIsoDate,
  nextDay,
  nextWeek,
  planName,
  previousDay,
  previousWeek,
  toDayIndex,
  toIsoDate,
  weekStart,
} from './weeks';
import { WeekDate } from './weeks.schema';

describe('weeks start on Monday', () => {
  it('snaps every day of a week to its Monday', () => {
    // 16 Nov 2026 is a Monday; 22 Nov a Sunday
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-21', '2026-11-22'])
      expect(weekStart(day)).toBe('2026-11-16');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
  });

  it('crosses months, years and leap days', () => {
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // a Friday
    expect(weekStart('2024-03-01')).toBe('2024-02-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
  });

  it('is untouched by daylight-saving changes', () => {
    // Europe moves its clocks on 29 Mar 2026 and 25 Oct 2026; the US on 8 Mar and 1 Nov
    expect(weekStart('2026-03-29')).toBe('2026-03-23');
    expect(nextWeek('2026-03-23')).toBe('2026-03-30');
    expect(previousWeek('2026-11-02')).toBe('2026-10-26');
    expect(nextWeek('2026-10-26')).toBe('2026-11-02');
  });

  it('reads a Date as the calendar day it shows', () => {
    expect(toIsoDate(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
    expect(weekStart(new Date(2026, 10, 22, 0, 5))).toBe('2026-11-16');
  });

  it('moves a week forward and back from any day', () => {
    expect(nextWeek('2026-11-19')).toBe('2026-11-23');
    expect(previousWeek('2026-11-19')).toBe('2026-11-09');
  });

  it('tells real dates from the rest', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-16', '2026-11-16T00:00:00Z', 'monday', ''])
      expect(isIsoDate(bad)).toBe(false);
  });
});

describe('days', () => {
  it('maps indexes 0..6 to Monday..Sunday and back', () => {
    expect(dayName(0)).toBe('Monday');
    expect(dayName(6)).toBe('Sunday');
    expect(dayOfWeek('2026-11-22')).toBe(6);
    expect(dateOfDay('2026-11-18', 4)).toBe('2026-11-20');
  });

  it('reads a day from an index or a name', () => {
    expect(toDayIndex(3)).toBe(3);
    expect(toDayIndex('5')).toBe(5);
    expect(toDayIndex('Wednesday')).toBe(2);
    expect(toDayIndex('  sunday ')).toBe(6);
    expect(toDayIndex('Tue')).toBe(1);
    for (const bad of [7, -1, 1.5, 'Someday', 'Mo', 'Mond', '8', '']) expect(toDayIndex(bad)).toBeNull();
  });

  it('cycles the mobile day selector, wrapping around', () => {
    expect(nextDay(6)).toBe(0);
    expect(previousDay(0)).toBe(6);
    expect(nextDay(2)).toBe(3);
  });
});

describe('plan names', () => {
  it('names a plan after its Monday and the first name', () => {
    expect(formatWeekDate('2026-11-16')).toBe('16 Nov 2026');
    expect(planName('2026-11-19', { name: 'Priya Sharma' })).toBe('Week of 16 Nov 2026 - Priya');
    expect(planName('2026-01-04', { name: '  ' })).toBe('Week of 29 Dec 2025 - User');
  });
});

describe('WeekDate', () => {
  it('accepts any date and snaps it to Monday', () => {
    expect(WeekDate.parse('2026-11-20')).toBe('2026-11-16');
  });

  it('refuses what is not a date, with a clear message', () => {
    for (const bad of ['2026-02-30', 'next week', '1850-01-01']) {
      const result = WeekDate.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]?.message).toMatch(/^Week must be/);
    }
  });
});
