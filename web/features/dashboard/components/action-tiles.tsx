import { CalendarPlus, Carrot, Loader2, ScanLine, Search, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PlusMark } from '../../billing/public/upgrade-prompt';
import { currentWeek } from '../../../lib/dates';
import { useGeneratePlan } from '../../meal-plan/public/use-generate-plan';
import { openBuildDialog } from '../../../lib/build-dialog-store';
import { openPantryWizard } from '../../../lib/pantry-wizard-store';
import { openSearchDialog } from '../../../lib/search-dialog-store';

interface Tile {
  label: string;
  icon: LucideIcon;
  onClick(): void;
  busy?: boolean;
  mark?: ReactNode;
}

/**
 * The four tiles of the phone and tablet dashboard. Phones go to their own pages (/dashboard/search,
 * /build, /pantry-scan); tablets open the same dialogs as the desktop. Create Meal Plan generates this
 * week's plan, then shows it.
 */
export function ActionTiles({ layout }: { layout: 'mobile' | 'tablet' }) {
  const navigate = useNavigate();
  const generate = useGeneratePlan();
  const phone = layout === 'mobile';
  const createPlan = () => {
    const week = currentWeek();
    generate.mutate(week, { onSuccess: () => void navigate(`/dashboard/meal-plan?week=${week}`) });
  };
  const tiles: Tile[] = [
    {
      label: 'Search and add recipes',
      icon: Search,
      onClick: () => (phone ? void navigate('/dashboard/search') : openSearchDialog()),
    },
    {
      label: 'Build from ingredients',
      icon: Carrot,
      onClick: () => (phone ? void navigate('/dashboard/build') : openBuildDialog()),
    },
    {
      label: 'Pantry Scan',
      icon: ScanLine,
      onClick: () => (phone ? void navigate('/dashboard/pantry-scan') : openPantryWizard()),
    },
    {
      label: generate.isPending ? 'Generating...' : 'Create Meal Plan',
      icon: CalendarPlus,
      onClick: createPlan,
      busy: generate.isPending,
      mark: <PlusMark feature="generated_plans" />,
    },
  ];
  return (
    <nav aria-label="Quick actions" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {tiles.map(({ label, icon: Icon, onClick, busy, mark }, i) => (
        <button
          key={i}
          type="button"
          onClick={onClick}
          disabled={busy}
          aria-busy={busy || undefined}
          className="flex min-h-28 flex-col items-start justify-between gap-3 rounded-2xl border border-line bg-surface p-4 text-left transition hover:border-mint/60 hover:bg-surface-2 disabled:opacity-80"
        >
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand/15 text-brand">
            {busy ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Icon className="size-5" aria-hidden />}
          </span>
          <span className="text-[15px] leading-tight font-extrabold">
            {label}
            {busy ? null : mark}
          </span>
        </button>
      ))}
    </nav>
  );
}
