import type { MealPlan } from '../../../../domain/meal-plans';
import { GRID_MEAL_TYPES } from '../../../../domain/meal-types';
import { DAY_NAMES, dateOfDay, formatWeekDate, type DayIndex } from '../../../../domain/weeks';
import { entriesBySlot, slotKey } from '../public/plan-entries';
import { PlanSlot, type SlotActions } from './plan-slot';

interface PlanGridProps {
  week: string;
  plan: MealPlan | null;
  actions: SlotActions;
  disabled: boolean;
}

const DAYS = DAY_NAMES.map((_, i) => i as DayIndex);

/**
 * The 7 × 5 grid: a column per day, a row per meal type. Columns keep a readable width; where the
 * screen is narrower (tablet) the grid scrolls sideways with the meal types pinned on the left.
 */
export function PlanGrid({ week, plan, actions, disabled }: PlanGridProps) {
  const slots = entriesBySlot(plan);
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-line bg-surface/40 pb-1"
      role="region"
      aria-label="Weekly meal plan"
      tabIndex={0}
    >
      <table className="w-full min-w-[60rem] table-fixed border-separate border-spacing-1.5">
        <colgroup>
          <col className="w-24" />
          {DAYS.map((d) => (
            <col key={d} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-page/95 text-left text-xs text-muted">
              <span className="sr-only">Meal type</span>
            </th>
            {DAYS.map((day) => (
              <th key={day} scope="col" className="px-1 pb-1 text-left">
                <span className="block text-sm font-extrabold">{DAY_NAMES[day]}</span>
                <span className="block text-xs font-normal text-muted">
                  {formatWeekDate(dateOfDay(week, day)).replace(/ \d{4}$/, '')}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRID_MEAL_TYPES.map((mealType) => (
            <tr key={mealType}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-page/95 pr-1 text-left align-middle text-xs font-bold text-muted"
              >
                {mealType}
              </th>
              {DAYS.map((day) => (
                <td key={day} className="h-px p-0 align-top">
                  <PlanSlot
                    day={day}
                    mealType={mealType}
                    entry={slots.get(slotKey(day, mealType))}
                    actions={actions}
                    disabled={disabled}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
