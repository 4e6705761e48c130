import { z } from 'zod';
import { WEEK_MESSAGE, WEEK_YEARS, isIsoDate, weekStart } from './weeks';

// Apart from weeks.ts so that a page reading weeks' rules does not load zod (decision 034).

/** A week in a URL or body: any real date (YYYY-MM-DD), snapped to its Monday. */
export const WeekDate = z
  .string({ error: WEEK_MESSAGE })
  .trim()
  .refine(isIsoDate, { message: WEEK_MESSAGE, abort: true })
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= WEEK_YEARS.min && year <= WEEK_YEARS.max;
  }, `Week must be between ${WEEK_YEARS.min} and ${WEEK_YEARS.max}`)
  .transform((v) => weekStart(v));
