import { addDays, formatWeekDate, toIsoDate, weekStart } from '../../../domain/weeks';

/** How many weeks ahead a recipe can be planned from search, favorites or a recipe's detail. */
export const WEEKS_AHEAD = 3;

/**
 * The weeks a recipe can be added to: this week (preselected) and the next three, plus the week the
 * person came from when it is another one (a slot of a past or later week). Values are the Mondays.
 */
export function weekChoices(today: Date, preselected?: string): { value: string; label: string }[] {
  const current = weekStart(toIsoDate(today));
  const weeks = Array.from({ length: WEEKS_AHEAD + 1 }, (_, i) => addDays(current, 7 * i));
  if (preselected && !weeks.includes(weekStart(preselected))) weeks.push(weekStart(preselected));
  return weeks.sort().map((week) => ({
    value: week,
    label:
      week === current
        ? `This week (${formatWeekDate(week)})`
        : week === addDays(current, 7)
          ? `Next week (${formatWeekDate(week)})`
          : `Week of ${formatWeekDate(week)}`,
  }));
}
