import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { formatWeekDate, nextWeek, previousWeek } from '../../../../domain/weeks';
import { buttonClass } from '../../../components/ui/button';
import { WeekCalendar } from '../components/week-calendar';

interface WeekPickerProps {
  week: string;
  onChange(week: string): void;
  /** 'calendar' on desktop, 'arrows' on tablet (spec 001 section 2). */
  mode: 'calendar' | 'arrows';
  disabled?: boolean;
}

export function WeekPicker({ week, onChange, mode, disabled }: WeekPickerProps) {
  const [open, setOpen] = useState(false);
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
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={buttonClass({ variant: 'outline', size: 'md' })}
        disabled={disabled}
        aria-label={`${label}, choose a week`}
      >
        <CalendarDays className="size-5" aria-hidden />
        {label}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          className="z-50 rounded-2xl border border-line bg-surface p-3 shadow-2xl"
        >
          <WeekCalendar
            week={week}
            onPick={(monday) => {
              onChange(monday);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
