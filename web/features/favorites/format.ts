import { formatWeekDate, toIsoDate } from '../../../domain/weeks';

/** 'Added on 16 Nov 2026', on the day it was where the person is. */
export const addedOn = (createdAt: string) => `Added on ${formatWeekDate(toIsoDate(new Date(createdAt)))}`;
