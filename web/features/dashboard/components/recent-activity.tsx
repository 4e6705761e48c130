import { useInfiniteQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  CalendarPlus,
  CheckCircle2,
  ChefHat,
  ChevronRight,
  Copy,
  Crown,
  Heart,
  History,
  Save,
  ScanLine,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ActivityEntry, ActivityKind } from '../../../../domain/activity';
import { Button } from '../../../components/ui/button';
import { activityQuery } from '../api';
import { relativeTime } from '../relative-time';

const ICONS: Record<ActivityKind, LucideIcon> = {
  favorite_added: Heart,
  recipe_planned: CalendarPlus,
  plan_generated: Sparkles,
  plan_copied: Copy,
  plan_saved: Save,
  plan_confirmed: CheckCircle2,
  pantry_scan_saved: ScanLine,
  custom_recipe_created: ChefHat,
  plan_purchased: Crown,
};

/** The current time, ticking every minute so "just now" grows older on screen. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function EntryBody({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const Icon = ICONS[entry.kind];
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-2 text-mint">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm leading-snug font-semibold break-words">{entry.text}</span>
        <time
          dateTime={entry.createdAt}
          title={new Date(entry.createdAt).toLocaleString()}
          className="block text-xs text-muted"
        >
          {relativeTime(entry.createdAt, now)}
        </time>
      </span>
    </>
  );
}

const rowClass = 'flex items-center gap-3 px-3 py-3 sm:px-4';

/** Recent Activity from the server's log: newest first, each entry linking to its object while it exists. */
export function RecentActivity({ className }: { className?: string }) {
  const activity = useInfiniteQuery(activityQuery());
  const now = useNow();

  if (activity.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted">
        Loading activity...
      </p>
    );
  }
  if (activity.isError) return <p className="py-8 text-center text-sm text-danger">{activity.error.message}</p>;

  const entries = activity.data.pages.flatMap((p) => p.entries);
  if (!entries.length) {
    return (
      <div
        className={clsx(
          'flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-4 py-8 text-center',
          className,
        )}
      >
        <History className="size-7 text-muted" aria-hidden />
        <p className="font-bold">No activity yet</p>
        <p className="max-w-sm text-sm text-muted">
          Favorite a recipe, plan a meal or save a pantry scan, and it shows up here.
        </p>
      </div>
    );
  }
  return (
    <div className={clsx('space-y-3', className)}>
      <ul
        aria-label="Recent activity"
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
      >
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.link ? (
              <Link to={entry.link} className={clsx(rowClass, 'hover:bg-surface-2')}>
                <EntryBody entry={entry} now={now} />
                <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden />
              </Link>
            ) : (
              <div className={rowClass}>
                <EntryBody entry={entry} now={now} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {activity.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void activity.fetchNextPage()}
            disabled={activity.isFetchingNextPage}
          >
            {activity.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
