import { clsx } from 'clsx';
import { Beef, Droplet, Flame, Wheat, type LucideIcon } from 'lucide-react';
import {
  NUTRIENT_KEYS,
  type NutrientKey,
  type NutrientProgress,
  type NutritionSummary,
} from '../../../../domain/nutrition-summary';
import { formatWeekDate } from '../../../../domain/weeks';
import { useTableSize } from '../../household/api';
import { MemberSwitch, useMemberFigures } from './member-switch';
import { NUTRIENT_LABELS, formatAmount, formatOfTarget } from './format';
import { ProgressBar } from '../components/progress-bar';

const ICONS: Record<NutrientKey, LucideIcon> = { calories: Flame, protein: Beef, fat: Droplet, carbs: Wheat };

function NutrientCard({
  nutrient,
  progress,
  compact,
}: {
  nutrient: NutrientKey;
  progress: NutrientProgress;
  compact: boolean;
}) {
  const Icon = ICONS[nutrient];
  const label = NUTRIENT_LABELS[nutrient];
  return (
    <section
      aria-label={label}
      data-nutrient={nutrient}
      className="flex flex-col rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-bold">{label}</h3>
        <Icon className="size-5 text-brand" aria-hidden />
      </div>
      <p
        className={clsx('mt-2 mb-3 font-extrabold tabular-nums', compact ? 'text-base' : 'text-lg')}
        data-value="of-target"
      >
        {formatOfTarget(nutrient, progress.consumed, progress.target)}
      </p>
      {/* Pinned to the bottom, so the bars of a row line up when one amount takes two lines. */}
      <ProgressBar percent={progress.percent} label={`${label} progress`} className="mt-auto" />
      <div className="mt-2 flex flex-wrap justify-between gap-x-3 text-xs text-muted">
        <span data-value="percent">{progress.percent}% complete</span>
        <span data-value="remaining">{formatAmount(nutrient, progress.remaining)} remaining</span>
      </div>
    </section>
  );
}

/** A bar per day: calories against the day's share of the weekly target, macros beneath. */
function WeeklyProgressOverview({ summary }: { summary: NutritionSummary }) {
  return (
    <section aria-labelledby="weekly-progress-heading" className="rounded-2xl border border-line bg-surface p-4">
      <h3 id="weekly-progress-heading" className="font-bold">
        Weekly Progress Overview
      </h3>
      <p className="text-xs text-muted">
        Calories per day against {formatAmount('calories', summary.dailyTargets.calories)} a day
      </p>
      <ul className="mt-3 space-y-2.5">
        {summary.days.map((day) => (
          <li
            key={day.day}
            data-day={day.dayName}
            className="grid grid-cols-[2.5rem_1fr_auto] items-center gap-3 text-sm"
          >
            <span className="font-semibold">{day.dayName.slice(0, 3)}</span>
            <ProgressBar percent={day.progress.calories.percent} label={`${day.dayName} calories`} />
            <span className="w-24 text-right text-xs text-muted tabular-nums">
              {formatAmount('calories', day.consumed.calories)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface WeeklyNutritionSummaryProps {
  /** The Monday of the week (YYYY-MM-DD). */
  week: string;
  /** Phone tab: two columns of cards; elsewhere four. */
  compact?: boolean;
}

/** The Weekly Nutrition Summary (spec 001 section 2) from the person's actual plan against their targets. */
export function WeeklyNutritionSummary({ week, compact = false }: WeeklyNutritionSummaryProps) {
  // family planning: the summary may show one member's portions against their own targets
  const { family, memberId, setMemberId, shown, summary } = useMemberFigures(week);
  // With several at the table the figures stay one person's: say so
  const household = useTableSize();
  const perPerson = household.people > 1 || Object.keys(household.byMealType).length > 0;
  if (summary.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-muted">
        Loading nutrition...
      </p>
    );
  }
  if (summary.isError) {
    return <p className="py-6 text-center text-sm text-danger">{summary.error.message}</p>;
  }
  const s = summary.data;
  return (
    <div className="space-y-4" data-testid="nutrition-summary">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-extrabold">Weekly Nutrition Summary</h2>
        <p className="text-xs text-muted">
          Week of {formatWeekDate(s.weekStart)} · {s.entryCount} {s.entryCount === 1 ? 'meal' : 'meals'} planned
          {perPerson && !shown ? ' · per person' : ''}
        </p>
      </div>
      <MemberSwitch family={family} memberId={memberId} onChange={setMemberId} />
      <div className={clsx('grid gap-3', compact ? 'grid-cols-2' : 'grid-cols-2 lg:grid-cols-4')}>
        {NUTRIENT_KEYS.map((key) => (
          <NutrientCard key={key} nutrient={key} progress={s.week[key]} compact={compact} />
        ))}
      </div>
      <WeeklyProgressOverview summary={s} />
    </div>
  );
}
