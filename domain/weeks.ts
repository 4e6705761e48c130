import { firstName, type PersonLike } from './users';

/**
 * Weeks of the meal plan (spec 001 sections 2 and 9): a week starts on Monday and is named by the ISO
 * date of that Monday ('2026-11-16'). Dates are calendar days, computed in UTC from their parts, so
 * no time zone or daylight-saving change can move a day.
 */

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayName = (typeof DAY_NAMES)[number];
/** 0 is Monday, 6 is Sunday. */
export type DayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MS_PER_DAY = 86_400_000;

/** The calendar day of an ISO date string as a UTC timestamp, or null when it is not a real date. */
function toUtc(iso: string): number | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // 2026-02-30 rolls over to March: not a date
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time;
}

function fromUtc(time: number): string {
  const d = new Date(time);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function mustUtc(iso: string): number {
  const time = toUtc(iso);
  if (time === null) throw new RangeError(`Not a date: ${iso}`);
  return time;
}

/** True for a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (value: string): boolean => toUtc(value) !== null;

/** The calendar day a Date shows where it is read (a date picked in the browser is local midnight). */
export function toIsoDate(date: Date): string {
  return fromUtc(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

const isoOf = (date: string | Date) => (typeof date === 'string' ? date : toIsoDate(date));

export function addDays(date: string | Date, days: number): string {
  return fromUtc(mustUtc(isoOf(date)) + days * MS_PER_DAY);
}

/** The day of the week, 0 for Monday to 6 for Sunday. */
export function dayOfWeek(date: string | Date): DayIndex {
  const sundayFirst = new Date(mustUtc(isoOf(date))).getUTCDay(); // 0 is Sunday
  return ((sundayFirst + 6) % 7) as DayIndex;
}

/** The Monday of the week holding `date`. */
export function weekStart(date: string | Date): string {
  return addDays(date, -dayOfWeek(date));
}

export const nextWeek = (date: string | Date) => addDays(weekStart(date), 7);
export const previousWeek = (date: string | Date) => addDays(weekStart(date), -7);

/** The date of a day of the week that holds `week`. */
export const dateOfDay = (week: string | Date, day: DayIndex) => addDays(weekStart(week), day);

export const dayName = (day: DayIndex): DayName => DAY_NAMES[day];

export const isDayIndex = (value: number): value is DayIndex => Number.isInteger(value) && value >= 0 && value <= 6;

/** A day given as an index (0..6, or its text) or a name in any case ('monday', 'Mon'); null when it is not a day. */
export function toDayIndex(value: string | number): DayIndex | null {
  if (typeof value === 'number') return isDayIndex(value) ? value : null;
  const text = value.trim().toLowerCase();
  if (/^\d+$/.test(text)) return toDayIndex(Number(text));
  if (text.length < 3) return null;
  const found = DAY_NAMES.findIndex(
    (name) => name.toLowerCase().startsWith(text) && (text.length === 3 || name.toLowerCase() === text),
  );
  return found < 0 ? null : (found as DayIndex);
}

/** The mobile day selector: Monday to Sunday, wrapping around both ways. */
export const nextDay = (day: DayIndex): DayIndex => ((day + 1) % 7) as DayIndex;
export const previousDay = (day: DayIndex): DayIndex => ((day + 6) % 7) as DayIndex;

/** '16 Nov 2026': day, short month, year; read the same way in every region. */
export function formatWeekDate(date: string | Date): string {
  const d = new Date(mustUtc(isoOf(date)));
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'Week of 16 Nov 2026 - Priya' (spec 001 section 3): the Monday, then the first name or 'User'. */
export function planName(week: string | Date, person: PersonLike): string {
  return `Week of ${formatWeekDate(weekStart(week))} - ${firstName(person, 'User')}`;
}

/** Weeks a plan may be made for: a calendar, not an archive of all time. */
export const WEEK_YEARS = { min: 2000, max: 2100 } as const;

export const WEEK_MESSAGE = 'Week must be a date written YYYY-MM-DD';
