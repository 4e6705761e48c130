import { CalendarDays, Carrot, ScanLine, Search, type LucideIcon } from 'lucide-react';
import { openBuildDialog } from '../../../lib/build-dialog-store';
import { openPantryWizard } from '../../../lib/pantry-wizard-store';
import { openSearchDialog } from '../../../lib/search-dialog-store';

interface Action {
  label: string;
  hint: string;
  icon: LucideIcon;
  onClick(): void;
}

/** The desktop dashboard's quick actions: the Search & Add, Build and pantry scan dialogs, and the Meal Plan tab. */
export function QuickActions({ onMealPlan }: { onMealPlan(): void }) {
  const actions: Action[] = [
    {
      label: 'Search Recipes',
      hint: 'Find recipes and add them to your plan',
      icon: Search,
      onClick: () => openSearchDialog(),
    },
    {
      label: 'Build from Ingredients',
      hint: 'Recipes from what you have',
      icon: Carrot,
      onClick: () => openBuildDialog(),
    },
    { label: 'Pantry Scan', hint: 'Photograph or list your pantry', icon: ScanLine, onClick: openPantryWizard },
    { label: 'Meal Plan', hint: 'Your week at a glance', icon: CalendarDays, onClick: onMealPlan },
  ];
  return (
    <nav aria-label="Quick actions" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {actions.map(({ label, hint, icon: Icon, onClick }) => (
        <button
          key={label}
          type="button"
          onClick={onClick}
          className="group flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-left transition hover:border-mint/60 hover:bg-surface-2"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand/15 text-brand group-hover:bg-brand group-hover:text-brand-ink">
            <Icon className="size-5" aria-hidden />
          </span>
          <span className="min-w-0">
            <span className="block leading-tight font-extrabold">{label}</span>
            <span className="hidden text-xs text-muted xl:block">{hint}</span>
          </span>
        </button>
      ))}
    </nav>
  );
}
