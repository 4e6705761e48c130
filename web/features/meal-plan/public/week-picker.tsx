import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatWeekDate, nextWeek, previousWeek } from '../../../../domain/weeks';
import { buttonClass } from '../../../components/ui/button';

// The calendar's popover (Radix Popover and floating-ui) loads when the picker is first pointed at, focused or
// opened: the dashboard and the meal plan show the button with their first paint, not its code (decision 034).
const loadPopover = () => import('../components/week-calendar-popover');
const WeekCalendarPopover = lazy(() => loadPopover().then((m) => ({ default: m.WeekCalendarPopover })));
const preload = () => void loadPopover();

interface WeekPickerProps {
  week: string;
  onChange(week: string): void;
  /** 'calendar' on desktop, 'arrows' on tablet (spec 001 section 2). */
  mode: 'calendar' | 'arrows';
  disabled?: boolean;
}

export function WeekPicker({ week, onChange, mode, disabled }: WeekPickerProps) {
  const [open, setOpen] = useState(false);
  // The popover is mounted from the first opening on, so that closing still animates.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const label = `Week of ${formatWeekDate(week)}`;
  if (mode === 'arrows') {
    return (
      <div className="flex items-center gap-1" role="group" aria-label="Week">
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'icon' })}
          onClick={() => onChange(previousWeek(week))}
          aria-label="Previous week"
          disabled={disabled}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <p className="min-w-44 text-center font-bold" aria-live="polite">
          {label}
        </p>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'icon' })}
          onClick={() => onChange(nextWeek(week))}
          aria-label="Next week"
          disabled={disabled}
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
    );
  }
  const trigger = (
    <button
      type="button"
      className={buttonClass({ variant: 'outline', size: 'md' })}
      disabled={disabled}
      aria-label={`${label}, choose a week`}
      aria-haspopup="dialog"
      aria-expanded={open}
      // Until the popover is loaded, the button opens it; from then on Radix's trigger does.
      onClick={used ? undefined : () => setOpen(true)}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <CalendarDays className="size-5" aria-hidden />
      {label}
    </button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <WeekCalendarPopover
        week={week}
        open={open}
        onOpenChange={setOpen}
        onPick={(monday) => {
          onChange(monday);
          setOpen(false);
        }}
        trigger={trigger}
      />
    </Suspense>
  );
}
