import { useState } from 'react';
import { DIALOG_MEAL_TYPES } from '../../../domain/meal-types';
import { DAY_NAMES, type DayName } from '../../../domain/weeks';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { notify } from '../../lib/toast';
import { closeAddToPlan, useAddToPlanDialog } from './add-to-plan-store';
import { currentWeek } from '../../lib/dates';
import { ADD_FAILED, useAddToPlan } from './use-add-to-plan';
import { weekChoices } from './week-choices';
import { ChoiceSelect } from '../ui/choice-select';

const isDay = (value: string): value is DayName => (DAY_NAMES as readonly string[]).includes(value);

/** The Add to Meal Plan dialog (spec 001 section 2), opened with openAddToPlan from any screen. */
export function AddToPlanDialog() {
  const { recipe, slot } = useAddToPlanDialog();
  return recipe ? <AddToPlanForm key={`${recipe.id}-${slot?.day ?? ''}-${slot?.mealType ?? ''}`} /> : null;
}

function AddToPlanForm() {
  const { recipe, slot, from } = useAddToPlanDialog();
  const [day, setDay] = useState<string>(slot?.day ?? '');
  const [mealType, setMealType] = useState<string>(slot?.mealType ?? '');
  // The current week is preselected; a slot of another week (the meal plan's '+') brings its own.
  const [weeks] = useState(() => weekChoices(new Date(), slot?.week));
  const [week, setWeek] = useState(slot?.week ?? currentWeek());
  const { add, isPending } = useAddToPlan(closeAddToPlan, ADD_FAILED[from ?? 'plan']);
  if (!recipe) return null;

  const submit = () => {
    if (!isDay(day) || !mealType) {
      notify({
        title: 'Missing Information',
        description: 'Please select both day and meal type.',
        variant: 'destructive',
      });
      return;
    }
    add(recipe, { week, day, mealType });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && closeAddToPlan()} title="Add to Meal Plan" description={recipe.title}>
      <div className="space-y-4">
        <ChoiceSelect
          id="plan-week"
          label="Week"
          placeholder="Select a week"
          value={week}
          onChange={setWeek}
          options={weeks}
        />
        <ChoiceSelect
          id="plan-day"
          label="Day of the Week"
          placeholder="Select a day"
          value={day}
          onChange={setDay}
          options={DAY_NAMES}
        />
        <ChoiceSelect
          id="plan-meal-type"
          label="Meal Type"
          placeholder="Select a meal type"
          value={mealType}
          onChange={setMealType}
          options={DIALOG_MEAL_TYPES}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={closeAddToPlan}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={isPending}>
            {isPending ? 'Adding...' : 'Add to Plan'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
