import { Plus } from 'lucide-react';
import type { MealPlan, PlanEntry } from '../../../../domain/meal-plans';
import { GRID_MEAL_TYPES, type GridMealType } from '../../../../domain/meal-types';
import { DAY_NAMES, type DayIndex } from '../../../../domain/weeks';
import { RecipeImage } from '../../../components/recipe/recipe-image';
import { CookedFor } from '../../household/public/cooked-for';
import { entriesBySlot, entryCalories, entryProtein, servingsLabel, slotKey } from '../public/plan-entries';
import { EntryMenu } from './entry-menu';
import { LeftoversBadge } from './leftovers-toggle';
import type { SlotActions } from './plan-slot';

interface MobileDaySlotsProps {
  day: DayIndex;
  plan: MealPlan | null;
  actions: SlotActions;
  disabled: boolean;
}

function FilledSlot({ entry, actions, disabled }: { entry: PlanEntry; actions: SlotActions; disabled: boolean }) {
  return (
    <div className="flex gap-3 rounded-2xl border border-line bg-surface p-2.5">
      <button
        type="button"
        onClick={() => actions.onDetails(entry)}
        className="w-20 shrink-0"
        aria-label={`View details of ${entry.recipe.title}`}
      >
        <RecipeImage picture={entry.recipe.picture} className="rounded-xl" />
      </button>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-1">
          <button
            type="button"
            onClick={() => actions.onDetails(entry)}
            className="line-clamp-2 flex-1 text-left text-sm leading-snug font-bold"
          >
            {entry.recipe.title}
          </button>
          <EntryMenu
            entry={entry}
            disabled={disabled}
            onMove={(to) => actions.onMove(entry, to)}
            onRemove={() => actions.onRemove(entry)}
          />
        </div>
        <p className="mt-1 text-xs text-muted tabular-nums">
          {entryCalories(entry)} kcal · {entryProtein(entry)} g protein
          {entry.servings !== 1 ? ` · ${servingsLabel(entry.servings)}` : ''}
        </p>
        {entry.leftover ? (
          <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted">
            <LeftoversBadge fromDay={DAY_NAMES[entry.day - 1] ?? ''} /> from {DAY_NAMES[entry.day - 1]}&apos;s dinner
          </p>
        ) : null}
        <CookedFor portion={entry.servings} mealType={entry.mealType} portions={entry.portions} className="mt-0.5" />
        <button
          type="button"
          onClick={() => actions.onAlternatives(entry)}
          disabled={disabled}
          className="mt-1 text-xs font-bold text-mint disabled:opacity-50"
        >
          Alternatives
        </button>
      </div>
    </div>
  );
}

/** The five meal slots of one day on the phone: the planned recipe, or 'Click to add meal'. */
export function MobileDaySlots({ day, plan, actions, disabled }: MobileDaySlotsProps) {
  const slots = entriesBySlot(plan);
  const slot = (mealType: GridMealType) => slots.get(slotKey(day, mealType));
  return (
    <ul className="space-y-3">
      {GRID_MEAL_TYPES.map((mealType) => {
        const entry = slot(mealType);
        return (
          <li key={mealType} data-slot={mealType}>
            <h3 className="mb-1.5 text-xs font-bold tracking-wide text-muted uppercase">{mealType}</h3>
            {entry ? (
              <FilledSlot entry={entry} actions={actions} disabled={disabled} />
            ) : (
              <button
                type="button"
                disabled={disabled}
                onClick={() => actions.onAdd({ day, mealType })}
                aria-label={`Click to add meal: ${mealType}`}
                className="flex h-16 w-full items-center justify-center gap-2 rounded-2xl border border-dashed border-line text-sm font-semibold text-muted hover:bg-surface-2 disabled:opacity-50"
              >
                <Plus className="size-4" aria-hidden /> Click to add meal
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
