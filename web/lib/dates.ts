import { formatWeekDate, toIsoDate, weekStart } from '../../domain/weeks';

/** '25 December 2026': how the billing screens write a plan's dates. */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The Monday of this week (YYYY-MM-DD): the week a plan opens on. */
export const currentWeek = (): string => weekStart(toIsoDate(new Date()));

/** 'Added on 16 Nov 2026', on the day it was where the person is. */
export const addedOn = (createdAt: string) => `Added on ${formatWeekDate(toIsoDate(new Date(createdAt)))}`;
