import * as Popover from '@radix-ui/react-popover';
import type { ReactElement } from 'react';
import { WeekCalendar } from './week-calendar';

interface WeekCalendarPopoverProps {
  week: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(week: string): void;
  /** The week picker's button: Radix makes it the popover's trigger. */
  trigger: ReactElement;
}

/** The week picker's month calendar in a popover (Radix Popover, floating-ui), loaded on first open. */
export function WeekCalendarPopover({ week, open, onOpenChange, onPick, trigger }: WeekCalendarPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          className="z-50 rounded-2xl border border-line bg-surface p-3 shadow-2xl"
        >
          <WeekCalendar week={week} onPick={onPick} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
