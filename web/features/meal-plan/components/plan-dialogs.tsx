import type { MealPlan } from '../../../../domain/meal-plans';
import type { PlanDialog } from '../use-plan-actions';
import { CopyFromFavoriteDialog } from './copy-from-favorite-dialog';
import { CopyFromPastDialog } from './copy-from-past-dialog';
import { SaveFavoritePlanDialog } from './save-favorite-plan-dialog';

interface PlanDialogsProps {
  week: string;
  plan: MealPlan | null;
  dialog: PlanDialog;
  onClose(): void;
}

/** The dialogs behind Copy from Past, Copy from Favorites and Save as Favorite. */
export function PlanDialogs({ week, plan, dialog, onClose }: PlanDialogsProps) {
  const change = (open: boolean) => !open && onClose();
  return (
    <>
      <CopyFromPastDialog week={week} open={dialog === 'past'} onOpenChange={change} />
      <CopyFromFavoriteDialog week={week} open={dialog === 'favorites'} onOpenChange={change} />
      {plan ? (
        <SaveFavoritePlanDialog key={plan.id} plan={plan} open={dialog === 'save-favorite'} onOpenChange={change} />
      ) : null}
    </>
  );
}
