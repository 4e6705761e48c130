import { useState } from 'react';
import { FAVORITE_NAME_MAX } from '../../../../domain/favorites';
import type { MealPlan } from '../../../../domain/meal-plans';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { useSaveFavoritePlan } from '../api';

interface SaveFavoritePlanDialogProps {
  plan: MealPlan;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Saves the week as a favorite meal plan under a name of the person's choosing. */
export function SaveFavoritePlanDialog({ plan, open, onOpenChange }: SaveFavoritePlanDialogProps) {
  const [name, setName] = useState(plan.name);
  const save = useSaveFavoritePlan(() => onOpenChange(false));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save as Favorite"
      description="Name this meal plan to copy it into another week later."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ week: plan.weekStart, name: name.trim() || plan.name });
        }}
        className="space-y-4"
      >
        <div>
          <Label htmlFor="favorite-plan-name">Name</Label>
          <Input
            id="favorite-plan-name"
            value={name}
            maxLength={FAVORITE_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Favorite'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
