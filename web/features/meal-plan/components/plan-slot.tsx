import { clsx } from 'clsx';
import { useState, type DragEvent } from 'react';
import type { PlanEntry } from '../../../../domain/meal-plans';
import type { GridMealType } from '../../../../domain/meal-types';
import { DAY_NAMES, type DayIndex } from '../../../../domain/weeks';
import type { SlotTarget } from '../api';
import { entryCalories, servingsLabel } from '../public/plan-entries';
import { LeftoversBadge } from './leftovers-toggle';
import { CookedFor } from '../../household/public/cooked-for';
import { EntryMenu } from './entry-menu';

/** The drag payload: the id of the entry being moved. */
const DRAG_TYPE = 'application/x-mealwise-entry';

export interface SlotActions {
  onAdd(slot: SlotTarget): void;
  onDetails(entry: PlanEntry): void;
  onAlternatives(entry: PlanEntry): void;
  onMove(entry: PlanEntry, to: SlotTarget): void;
  onRemove(entry: PlanEntry): void;
  /** Finds the dragged entry by id. */
  entryById(id: number): PlanEntry | undefined;
}

interface PlanSlotProps {
  day: DayIndex;
  mealType: GridMealType;
  entry: PlanEntry | undefined;
  actions: SlotActions;
  disabled: boolean;
}

const linkButton = 'rounded-md px-1.5 py-0.5 text-xs font-bold text-mint hover:bg-surface-2 disabled:opacity-50';

/** One cell of the 7 × 5 grid: '+ Add {meal type}', or the planned recipe with its actions. Any cell takes a dropped entry. */
export function PlanSlot({ day, mealType, entry, actions, disabled }: PlanSlotProps) {
  const [over, setOver] = useState(false);
  const slotName = `${DAY_NAMES[day]} ${mealType}`;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const moved = actions.entryById(Number(event.dataTransfer.getData(DRAG_TYPE)));
    if (moved && (moved.day !== day || moved.mealType !== mealType)) actions.onMove(moved, { day, mealType });
  };
  const dropTarget = {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop,
  };
  const frame = clsx(
    'h-full min-h-32 rounded-xl border p-2 transition',
    over ? 'border-brand bg-surface-2' : 'border-line',
  );

  if (!entry) {
    return (
      <div {...dropTarget} className={clsx(frame, 'border-dashed')} data-slot={slotName}>
        <button
          type="button"
          disabled={disabled}
          onClick={() => actions.onAdd({ day, mealType })}
          aria-label={`Add ${mealType} on ${DAY_NAMES[day]}`}
          className="flex size-full min-h-28 items-center justify-center px-1 rounded-lg text-center text-xs font-semibold text-muted hover:bg-surface-2 hover:text-ink disabled:opacity-50"
        >
          + Add {mealType}
        </button>
      </div>
    );
  }

  return (
    <div
      {...dropTarget}
      draggable={!disabled}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(entry.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      className={clsx(frame, 'flex cursor-grab flex-col gap-1 bg-surface active:cursor-grabbing')}
      data-slot={slotName}
      aria-label={`${slotName}: ${entry.recipe.title}`}
      role="group"
    >
      <div className="flex items-start gap-1">
        <p className="line-clamp-3 flex-1 text-[13px] leading-snug font-bold" title={entry.recipe.title}>
          {entry.recipe.title}
        </p>
        <EntryMenu
          entry={entry}
          disabled={disabled}
          onMove={(to) => actions.onMove(entry, to)}
          onRemove={() => actions.onRemove(entry)}
        />
      </div>
      <p className="text-xs text-muted tabular-nums">
        {entryCalories(entry)} kcal
        {entry.servings !== 1 ? ` · ${servingsLabel(entry.servings)}` : ''}
      </p>
      {entry.leftover ? <LeftoversBadge fromDay={DAY_NAMES[entry.day - 1] ?? ''} /> : null}
      <CookedFor portion={entry.servings} mealType={mealType} portions={entry.portions} />
      <div className="mt-auto flex flex-wrap gap-x-1">
        <button type="button" className={linkButton} onClick={() => actions.onDetails(entry)}>
          View Details
        </button>
        <button type="button" className={linkButton} onClick={() => actions.onAlternatives(entry)} disabled={disabled}>
          Alternatives
        </button>
      </div>
    </div>
  );
}
