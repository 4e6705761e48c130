import { CheckCircle2, Heart, History, Loader2, Save, ShoppingCart, Sparkles, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MealPlan } from '../../../../domain/meal-plans';
import { Button } from '../../../components/ui/button';
import { PlusMark } from '../../billing/public/upgrade-prompt';
import { ExportPdfButton } from './export-pdf-button';

export interface PlanCommands {
  copyFromPast(): void;
  copyFromFavorites(): void;
  generate(): void;
  groceryList(): void;
  saveDraft(): void;
  confirm(): void;
  saveFavorite(): void;
}

export interface PlanBusy {
  generating: boolean;
  grocery: boolean;
  status: 'draft' | 'confirmed' | null;
}

interface PlanToolbarProps {
  week: string;
  plan: MealPlan | null;
  commands: PlanCommands;
  busy: PlanBusy;
}

const Spin = ({ on, children }: { on: boolean; children: ReactNode }) =>
  on ? <Loader2 className="size-4 animate-spin" aria-hidden /> : children;

/** The weekly view's actions; everything waits while a plan is being generated (spec 001 section 4). */
export function PlanToolbar({ week, plan, commands, busy }: PlanToolbarProps) {
  const hasMeals = (plan?.entries.length ?? 0) > 0;
  const off = busy.generating;
  return (
    <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Meal plan actions">
      <Button variant="outline" size="sm" onClick={commands.copyFromPast} disabled={off}>
        <History className="size-4" aria-hidden /> Copy from Past
      </Button>
      <Button variant="outline" size="sm" onClick={commands.copyFromFavorites} disabled={off}>
        <Heart className="size-4" aria-hidden /> Copy from Favorites
      </Button>
      <Button size="sm" onClick={commands.generate} disabled={off}>
        <Spin on={busy.generating}>
          <Sparkles className="size-4" aria-hidden />
        </Spin>
        {busy.generating ? 'Generating...' : 'Create Meal Plan'}
        {busy.generating ? null : <PlusMark feature="generated_plans" />}
      </Button>
      <Button variant="secondary" size="sm" onClick={commands.groceryList} disabled={off || !hasMeals || busy.grocery}>
        <Spin on={busy.grocery}>
          <ShoppingCart className="size-4" aria-hidden />
        </Spin>
        Generate Grocery List
      </Button>
      <Button variant="outline" size="sm" onClick={commands.saveDraft} disabled={off || !plan || busy.status !== null}>
        <Spin on={busy.status === 'draft'}>
          <Save className="size-4" aria-hidden />
        </Spin>
        Save Draft
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={commands.confirm}
        disabled={off || !hasMeals || busy.status !== null}
      >
        <Spin on={busy.status === 'confirmed'}>
          <CheckCircle2 className="size-4" aria-hidden />
        </Spin>
        Confirm Plan
      </Button>
      <Button variant="ghost" size="sm" onClick={commands.saveFavorite} disabled={off || !hasMeals}>
        <Star className="size-4" aria-hidden /> Save as Favorite
      </Button>
      <ExportPdfButton week={week} disabled={off || !hasMeals} />
    </div>
  );
}
