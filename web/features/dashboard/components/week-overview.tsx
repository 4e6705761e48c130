import { Link } from 'react-router';
import type { MealPlan } from '../../../../domain/meal-plans';
import { DAY_NAMES, dateOfDay, formatWeekDate, type DayIndex } from '../../../../domain/weeks';
import { entryCalories } from '../../meal-plan/public/plan-entries';

const DAYS = DAY_NAMES.map((_, i) => i as DayIndex);

/** The week's meals, a column per day (two or four per row when narrower); each meal opens its recipe. */
export function WeekOverview({ week, plan }: { week: string; plan: MealPlan | null }) {
  return (
    <ol aria-label="Meals this week" className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
      {DAYS.map((day) => {
        const meals = plan?.entries.filter((e) => e.day === day) ?? [];
        return (
          <li
            key={day}
            aria-label={DAY_NAMES[day]}
            className="flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-3"
          >
            <p className="text-sm font-extrabold">{DAY_NAMES[day]}</p>
            <p className="mb-2 text-xs text-muted">{formatWeekDate(dateOfDay(week, day)).replace(/ \d{4}$/, '')}</p>
            {meals.length ? (
              <ul className="space-y-1.5">
                {meals.map((entry) => (
                  <li key={entry.id}>
                    <Link
                      to={`/dashboard/recipes/${entry.recipe.id}`}
                      className="block rounded-lg bg-page/60 px-2 py-1.5 hover:bg-surface-2"
                    >
                      <span className="block text-[11px] font-bold tracking-wide text-mint uppercase">
                        {entry.mealType}
                      </span>
                      <span className="line-clamp-2 text-xs leading-snug font-semibold">{entry.recipe.title}</span>
                      <span className="block text-[11px] text-muted">{entryCalories(entry)} kcal</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="flex flex-1 items-center justify-center rounded-lg border border-dashed border-line px-2 py-3 text-xs text-muted">
                Nothing planned
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
