import { clsx } from 'clsx';
import type { MealPlan } from '../../../../domain/meal-plans';

/** The plan's status: Draft or Confirmed, or that the week has no plan yet. */
export function PlanStatusBadge({ plan }: { plan: MealPlan | null }) {
  const label = !plan ? 'No plan yet' : plan.status === 'confirmed' ? 'Confirmed' : 'Draft';
  return (
    <span
      data-testid="plan-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold',
        plan?.status === 'confirmed'
          ? 'bg-mint text-brand-ink'
          : plan
            ? 'bg-brand/20 text-brand'
            : 'bg-surface-2 text-muted',
      )}
    >
      {label}
    </span>
  );
}
