import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Loader2, Sparkles } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { goToPricing } from '../../../lib/scroll-to-pricing';
import { PlusMark, UpgradePrompt } from '../../billing/public/upgrade-prompt';
import { weekPlanQuery } from '../../meal-plan/api';
import { WeekPicker } from '../../meal-plan/public/week-picker';
import { useGeneratePlan } from '../../meal-plan/public/use-generate-plan';
import { WeekOverview } from './week-overview';

/** The dashboard's Meal Plan tab: a week selector (weeks start Monday), generate, and the week's meals. */
export function MealPlanTab({ week, onWeekChange }: { week: string; onWeekChange(week: string): void }) {
  const planQuery = useQuery(weekPlanQuery(week));
  const generate = useGeneratePlan();
  const navigate = useNavigate();
  const generating = generate.isPending;
  const plan = planQuery.data?.plan ?? null;
  const empty = planQuery.isSuccess && !plan?.entries.length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <WeekPicker week={week} onChange={onWeekChange} mode="calendar" disabled={generating} />
        <Button onClick={() => generate.mutate(week)} disabled={generating}>
          {generating ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Sparkles className="size-4" aria-hidden />
          )}
          {generating ? 'Generating...' : 'Create Meal Plan'}
          {generating ? null : <PlusMark feature="generated_plans" />}
        </Button>
        <Link
          to={`/dashboard/meal-plan?week=${week}`}
          className={buttonClass({ variant: 'ghost', className: 'ml-auto' })}
        >
          Open Meal Planner <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {planQuery.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading meal plan...
        </p>
      ) : planQuery.isError ? (
        <p className="py-8 text-center text-sm text-danger">{planQuery.error.message}</p>
      ) : empty ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface/60 px-4 py-10 text-center">
          <p className="font-semibold">No meal plan created yet. Generate your first meal plan!</p>
          <Button onClick={() => generate.mutate(week)} disabled={generating}>
            {generating ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Sparkles className="size-4" aria-hidden />
            )}
            Generate My First Meal Plan
            <PlusMark feature="generated_plans" />
          </Button>
          <UpgradePrompt feature="generated_plans" onUpgrade={() => goToPricing(navigate)} className="max-w-xl" />
        </div>
      ) : (
        <div className="relative">
          <WeekOverview week={week} plan={plan} />
          {generating ? (
            <div
              role="status"
              className="absolute inset-0 flex items-center justify-center gap-2 rounded-2xl bg-page/70 font-bold"
            >
              <Loader2 className="size-6 animate-spin text-brand" aria-hidden /> Generating your meal plan...
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
