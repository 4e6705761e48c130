import { Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlanEntry } from '../../../../domain/meal-plans';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { goToPricing } from '../../../lib/scroll-to-pricing';
import { PlusMark, UpgradePrompt } from '../../billing/public/upgrade-prompt';
import { WeeklyNutritionSummary } from '../../nutrition/public/weekly-nutrition-summary';
import { useMoveEntry, useRemoveEntry, type SlotTarget } from '../api';
import { usePlanActions } from '../use-plan-actions';
import { AlternativesDialog } from './alternatives-dialog';
import { EntryDetailsDialog } from './entry-details-dialog';
import { GenerateStatus } from './generate-status';
import { PlanDialogs } from './plan-dialogs';
import { PlanGrid } from './plan-grid';
import type { SlotActions } from './plan-slot';
import { HouseholdSizeButton } from '../../household/public/household-size-button';
import { PlanStatusBadge } from './plan-status-badge';
import { LeftoversToggle } from './leftovers-toggle';
import { PlanToolbar } from './plan-toolbar';
import { WeekPicker } from '../public/week-picker';

interface WeeklyMealPlanProps {
  layout: 'desktop' | 'tablet';
  week: string;
  onWeekChange(week: string): void;
  onAdd(week: string, slot: SlotTarget): void;
  onViewRecipe(entry: PlanEntry): void;
}

/** The Weekly Meal Plan view (768 px and up): week picker, actions, status and the 7 × 5 grid. */
export function WeeklyMealPlan({ layout, week, onWeekChange, onAdd, onViewRecipe }: WeeklyMealPlanProps) {
  const navigate = useNavigate();
  const { planQuery, plan, commands, busy, dialog, setDialog } = usePlanActions(week);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [alternativesOf, setAlternativesOf] = useState<PlanEntry | null>(null);
  const move = useMoveEntry();
  const remove = useRemoveEntry();

  const actions: SlotActions = {
    onAdd: (slot) => onAdd(week, slot),
    onDetails: (entry) => setDetailsId(entry.id),
    onAlternatives: setAlternativesOf,
    onMove: (entry, to) => move.mutate({ entry, to }),
    onRemove: (entry) => remove.mutate(entry),
    entryById: (id) => plan?.entries.find((e) => e.id === id),
  };
  const isEmpty = planQuery.isSuccess && (plan?.entries.length ?? 0) === 0;

  return (
    <main className="mx-auto w-full max-w-7xl space-y-5 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <PageTitle title="Weekly Meal Plan" />
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <PlanStatusBadge plan={plan} />
            {plan ? <span>{plan.name}</span> : null}
            <HouseholdSizeButton />
          </p>
        </div>
        <WeekPicker
          week={week}
          onChange={onWeekChange}
          mode={layout === 'desktop' ? 'calendar' : 'arrows'}
          disabled={busy.generating}
        />
      </div>
      <PlanToolbar week={week} plan={plan} commands={commands} busy={busy} />
      <LeftoversToggle disabled={busy.generating} />
      <GenerateStatus week={week} />

      {isEmpty ? (
        <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface/60 px-4 py-8 text-center">
          <p className="font-semibold">No meal plan created yet. Generate your first meal plan!</p>
          <Button onClick={commands.generate} disabled={busy.generating}>
            {busy.generating ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Sparkles className="size-4" aria-hidden />
            )}
            Generate My First Meal Plan
            <PlusMark feature="generated_plans" />
          </Button>
          <UpgradePrompt feature="generated_plans" onUpgrade={() => goToPricing(navigate)} className="max-w-xl" />
        </section>
      ) : null}

      {planQuery.isPending ? (
        <p role="status" className="py-10 text-center text-muted">
          Loading meal plan...
        </p>
      ) : planQuery.isError ? (
        <p className="py-10 text-center text-danger">{planQuery.error.message}</p>
      ) : (
        <div className="relative">
          <PlanGrid week={week} plan={plan} actions={actions} disabled={busy.generating || move.isPending} />
          {busy.generating ? (
            <div
              role="status"
              className="absolute inset-0 flex items-center justify-center gap-2 rounded-2xl bg-page/70 font-bold"
            >
              <Loader2 className="size-6 animate-spin text-brand" aria-hidden /> Generating your meal plan...
            </div>
          ) : null}
        </div>
      )}

      <WeeklyNutritionSummary week={week} />

      <PlanDialogs week={week} plan={plan} dialog={dialog} onClose={() => setDialog(null)} />
      <EntryDetailsDialog
        entry={plan?.entries.find((e) => e.id === detailsId) ?? null}
        onClose={() => setDetailsId(null)}
        onViewRecipe={onViewRecipe}
      />
      <AlternativesDialog entry={alternativesOf} onClose={() => setAlternativesOf(null)} />
    </main>
  );
}
