import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { addDays, toIsoDate, weekStart } from '../../../../domain/weeks';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-01' of the month `delta` months from the one holding `iso`. */
function monthOf(iso: string, delta = 0): string {
  const [year, month] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1 + delta];
  const d = new Date(Date.UTC(year, month, 1));
  return d.toISOString().slice(0, 10);
}

/** The weeks (their Mondays) that show a day of the month. */
function weeksOfMonth(month: string): string[] {
  const next = monthOf(month, 1);
  const weeks: string[] = [];
  for (let monday = weekStart(month); monday < next; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

interface WeekCalendarProps {
  /** The selected week's Monday. */
  week: string;
  onPick(week: string): void;
}

/** A month calendar, Monday first; picking any day picks the Monday of its week (spec 001 section 5). */
export function WeekCalendar({ week, onPick }: WeekCalendarProps) {
  const [month, setMonth] = useState(() => monthOf(week));
  const today = toIsoDate(new Date());
  return (
    <div className="w-72 select-none">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          onClick={() => setMonth(monthOf(month, -1))}
          className="rounded-full p-2 hover:bg-surface-2"
          aria-label="Previous month"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </button>
        <p className="font-bold" aria-live="polite">
          {monthTitle.format(new Date(`${month}T00:00:00Z`))}
        </p>
        <button
          type="button"
          onClick={() => setMonth(monthOf(month, 1))}
          className="rounded-full p-2 hover:bg-surface-2"
          aria-label="Next month"
        >
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
      <div role="grid" aria-label="Pick a week" className="space-y-1 text-sm">
        <div role="row" className="grid grid-cols-7 text-center text-xs text-muted">
          {WEEKDAYS.map((d) => (
            <span role="columnheader" key={d} className="py-1">
              {d}
            </span>
          ))}
        </div>
        {weeksOfMonth(month).map((monday) => (
          <div
            role="row"
            key={monday}
            className={clsx('grid grid-cols-7 rounded-lg', monday === week && 'bg-brand text-brand-ink')}
          >
            {Array.from({ length: 7 }, (_, i) => {
              const day = addDays(monday, i);
              const outside = day.slice(0, 7) !== month.slice(0, 7);
              return (
                <button
                  role="gridcell"
                  type="button"
                  key={day}
                  onClick={() => onPick(weekStart(day))}
                  aria-label={day}
                  aria-selected={monday === week}
                  className={clsx(
                    'h-9 rounded-lg tabular-nums',
                    monday === week ? 'font-bold' : 'hover:bg-surface-2',
                    outside && monday !== week && 'text-muted/60',
                    day === today && 'underline decoration-2 underline-offset-4',
                  )}
                >
                  {Number(day.slice(8))}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
