import { useQueries } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { addDays, formatWeekDate } from '../../../../domain/weeks';
import { Dialog } from '../../../components/ui/dialog';
import { useCopyFromPast, weekPlanQuery } from '../api';
import { OverwriteOption } from './overwrite-option';

/** How many earlier weeks the dialog offers. */
const PAST_WEEKS = 8;

interface CopyFromPastDialogProps {
  week: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Copy from Past: pick one of the earlier weeks that has a plan; its meals fill this week. */
export function CopyFromPastDialog({ week, open, onOpenChange }: CopyFromPastDialogProps) {
  const [overwrite, setOverwrite] = useState(false);
  const weeks = Array.from({ length: PAST_WEEKS }, (_, i) => addDays(week, -7 * (i + 1)));
  const plans = useQueries({ queries: weeks.map((w) => ({ ...weekPlanQuery(w), enabled: open })) });
  const copy = useCopyFromPast(() => onOpenChange(false));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Copy from Past"
      description={`Choose an earlier week to copy into the week of ${formatWeekDate(week)}.`}
    >
      <ul className="space-y-2">
        {weeks.map((w, i) => {
          const result = plans[i];
          const count = result?.data?.plan?.entries.length ?? 0;
          const busy = copy.isPending && copy.variables.fromWeek === w;
          return (
            <li key={w}>
              <button
                type="button"
                disabled={!count || copy.isPending}
                onClick={() => copy.mutate({ week, fromWeek: w, overwrite })}
                className={clsx(
                  'flex w-full items-center justify-between gap-3 rounded-xl border border-line px-4 py-3 text-left',
                  count ? 'hover:bg-surface-2' : 'opacity-55',
                )}
              >
                <span className="font-bold">Week of {formatWeekDate(w)}</span>
                <span className="flex items-center gap-2 text-sm text-muted">
                  {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                  {result?.isPending ? 'Loading...' : count ? `${count} ${count === 1 ? 'meal' : 'meals'}` : 'No plan'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <OverwriteOption checked={overwrite} onChange={setOverwrite} />
    </Dialog>
  );
}
