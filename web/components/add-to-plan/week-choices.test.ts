import { describe, expect, it } from 'vitest';
import { weekChoices } from './week-choices';

describe('weekChoices', () => {
  it('offers this week and the next three, by their Mondays', () => {
    expect(weekChoices(new Date('2026-11-25T10:00:00Z'))).toEqual([
      { value: '2026-11-23', label: 'This week (23 Nov 2026)' },
      { value: '2026-11-30', label: 'Next week (30 Nov 2026)' },
      { value: '2026-12-07', label: 'Week of 7 Dec 2026' },
      { value: '2026-12-14', label: 'Week of 14 Dec 2026' },
    ]);
  });

  it('adds the week the person came from when it is another one, in date order', () => {
    const weeks = weekChoices(new Date('2026-11-25T10:00:00Z'), '2026-11-18').map((w) => w.value);
    expect(weeks).toEqual(['2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']);
  });
});
