import { Loader2, Minus, Plus } from 'lucide-react';
import { SERVINGS_LIMITS, type PlanEntry } from '../../../../domain/meal-plans';
import { CookedFor } from '../../household/public/cooked-for';
import { useEatersAt } from '../../household/api';
import { useSetServings } from '../api';
import { servingsAmount } from '../public/plan-entries';

/** Half portions up to 2, whole ones from there: the steps people actually cook in. */
export const fewerServings = (n: number) => Math.max(0.5, n <= 2 ? n - 0.5 : n - 1);
export const moreServings = (n: number) => Math.min(SERVINGS_LIMITS.max, n < 2 ? n + 0.5 : n + 1);

const stepButton =
  'flex size-9 items-center justify-center rounded-full border border-line bg-page text-ink hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-45';

/** Servings of a planned meal, changed in place; calories, nutrition and the grocery list follow. */
export function ServingsStepper({ entry }: { entry: PlanEntry }) {
  const set = useSetServings();
  const several = useEatersAt(entry.mealType) > 1;
  const n = entry.servings;
  const change = (servings: number) => servings !== n && set.mutate({ entry, servings });
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-surface-2 px-3 py-2"
      role="group"
      aria-label="Servings"
    >
      <span className="text-sm font-semibold">
        {several ? 'Servings per person' : 'Servings'}
        <CookedFor portion={n} mealType={entry.mealType} className="font-normal" />
      </span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          onClick={() => change(fewerServings(n))}
          disabled={set.isPending || n <= 0.5}
          aria-label="Fewer servings"
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <output className="w-10 text-center font-extrabold tabular-nums" aria-live="polite" data-testid="servings">
          {set.isPending ? <Loader2 className="mx-auto size-4 animate-spin" aria-label="Saving" /> : servingsAmount(n)}
        </output>
        <button
          type="button"
          className={stepButton}
          onClick={() => change(moreServings(n))}
          disabled={set.isPending || n >= SERVINGS_LIMITS.max}
          aria-label="More servings"
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
