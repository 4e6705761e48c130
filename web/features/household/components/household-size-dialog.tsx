import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { normalizeHouseholdSize, type HouseholdSize, type MealTypeEaters } from '../../../../domain/household';
import { GRID_MEAL_TYPES } from '../../../../domain/meal-types';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSetHouseholdSize } from '../api';
import { CountStepper } from './count-stepper';

interface HouseholdSizeDialogProps {
  open: boolean;
  size: HouseholdSize;
  onClose(): void;
}

/** How many people eat: everyone, then any meal that differs ('Lunch: 2, Dinner: 4'). */
export function HouseholdSizeDialog({ open, size, onClose }: HouseholdSizeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="How many people eat"
      description="Servings and grocery amounts follow it. The nutrition summary stays per person."
    >
      {open ? <HouseholdSizeForm size={size} onClose={onClose} /> : null}
    </Dialog>
  );
}

function HouseholdSizeForm({ size, onClose }: { size: HouseholdSize; onClose(): void }) {
  const [people, setPeople] = useState(size.people);
  const [byMealType, setByMealType] = useState<MealTypeEaters>(size.byMealType);
  const save = useSetHouseholdSize(onClose);
  const setRow = (type: keyof MealTypeEaters, n: number | undefined) =>
    setByMealType((rows) => ({ ...rows, [type]: n }));

  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        const rows = Object.fromEntries(
          Object.entries(byMealType).filter(([, n]) => n !== undefined),
        ) as MealTypeEaters;
        save.mutate(normalizeHouseholdSize({ people, byMealType: rows }));
      }}
    >
      <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface-2 px-4 py-3">
        <span className="font-bold">Everyone</span>
        <CountStepper label="Everyone" value={people} onChange={setPeople} disabled={save.isPending} />
      </div>
      <fieldset className="space-y-1">
        <legend className="mb-2 text-sm font-semibold text-muted">Different at some meals?</legend>
        {GRID_MEAL_TYPES.map((type) => {
          const own = byMealType[type];
          const differs = own !== undefined && own !== people;
          return (
            <div key={type} className="flex items-center justify-between gap-3 border-b border-line py-2 last:border-0">
              <span className="text-sm">
                <span className="block font-semibold">{type}</span>
                {differs ? (
                  <button type="button" className="text-xs font-bold text-mint" onClick={() => setRow(type, undefined)}>
                    Same as everyone
                  </button>
                ) : (
                  <span className="text-xs text-muted">Same as everyone</span>
                )}
              </span>
              <CountStepper
                label={type}
                value={own ?? people}
                onChange={(n) => setRow(type, n)}
                disabled={save.isPending}
              />
            </div>
          );
        })}
      </fieldset>
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" className="flex-1" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null} Save
        </Button>
      </div>
    </form>
  );
}
