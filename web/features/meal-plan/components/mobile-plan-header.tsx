import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Heart, History, Loader2, Sparkles } from 'lucide-react';
import { formatWeekDate, nextWeek, previousWeek } from '../../../../domain/weeks';
import type { PlanBusy } from './plan-toolbar';

export type PlanMode = 'ai' | 'manual';

interface MobilePlanHeaderProps {
  week: string;
  onWeekChange(week: string): void;
  mode: PlanMode;
  onModeChange(mode: PlanMode): void;
  busy: PlanBusy;
  onCreate(): void;
  onCopyFromPast(): void;
  onCopyFromFavorites(): void;
}

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-surface-2 disabled:opacity-50';

/** AI/Manual, 'Week: {date}' and the three icon actions of the phone's meal plan. */
export function MobilePlanHeader({
  week,
  onWeekChange,
  mode,
  onModeChange,
  busy,
  onCreate,
  onCopyFromPast,
  onCopyFromFavorites,
}: MobilePlanHeaderProps) {
  const off = busy.generating;
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <div
          className="inline-flex rounded-full border border-line bg-surface p-1"
          role="group"
          aria-label="Planning mode"
        >
          {(['ai', 'manual'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => onModeChange(m)}
              className={clsx(
                'rounded-full px-4 py-1.5 text-sm font-bold',
                mode === m ? 'bg-brand text-brand-ink' : 'text-muted',
              )}
            >
              {m === 'ai' ? 'AI' : 'Manual'}
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className={iconButton}
            onClick={onCreate}
            disabled={off}
            aria-label="Create meal plan"
            title="Create meal plan"
          >
            {off ? (
              <Loader2 className="size-5 animate-spin" aria-hidden />
            ) : (
              <Sparkles className="size-5" aria-hidden />
            )}
          </button>
          <button
            type="button"
            className={iconButton}
            onClick={onCopyFromPast}
            disabled={off}
            aria-label="Copy from past"
            title="Copy from past"
          >
            <History className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            className={iconButton}
            onClick={onCopyFromFavorites}
            disabled={off}
            aria-label="Copy from favorites"
            title="Copy from favorites"
          >
            <Heart className="size-5" aria-hidden />
          </button>
        </div>
      </div>
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => onWeekChange(previousWeek(week))}
          disabled={off}
          className="rounded-full p-2 text-muted hover:bg-surface-2"
          aria-label="Previous week"
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <p className="text-sm font-bold">Week: {formatWeekDate(week)}</p>
        <button
          type="button"
          onClick={() => onWeekChange(nextWeek(week))}
          disabled={off}
          className="rounded-full p-2 text-muted hover:bg-surface-2"
          aria-label="Next week"
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
