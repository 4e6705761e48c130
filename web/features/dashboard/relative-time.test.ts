import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(50), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60 + 59), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3_600), now)).toBe('1 hour ago');
    expect(relativeTime(ago(26 * 3_600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400), now)).toBe('3 days ago');
    expect(relativeTime(ago(15 * 86_400), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(70 * 86_400), now)).toBe('2 months ago');
    expect(relativeTime(ago(400 * 86_400), now)).toBe('last year');
  });

  it('reads ISO strings and treats a clock slightly ahead as now', () => {
    expect(relativeTime('2026-11-21T11:58:00.000Z', now)).toBe('2 minutes ago');
    expect(relativeTime(new Date(now.getTime() + 5_000), now)).toBe('just now');
  });
});
