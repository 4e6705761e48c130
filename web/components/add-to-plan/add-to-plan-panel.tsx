import { useState } from 'react';
import { DIALOG_MEAL_TYPES } from '../../../domain/meal-types';
import { DAY_NAMES, type DayName } from '../../../domain/weeks';
import { Button } from '../ui/button';
import { notify } from '../../lib/toast';
import type { PlanRecipe } from './add-to-plan-store';
import { currentWeek } from '../../lib/dates';
import { useAddToPlan } from './use-add-to-plan';
import { weekChoices } from './week-choices';
import { ChoiceSelect } from '../ui/choice-select';

const isDay = (value: string): value is DayName => (DAY_NAMES as readonly string[]).includes(value);

/** The inline Add to Meal Plan panel of a recipe's detail (spec 001 section 2). */
export function AddToPlanPanel({ recipe, onDone }: { recipe: PlanRecipe; onDone(): void }) {
  const [day, setDay] = useState('');
  const [mealType, setMealType] = useState('');
  const [weeks] = useState(() => weekChoices(new Date()));
  const [week, setWeek] = useState(currentWeek);
  const { add, isPending } = useAddToPlan(onDone);

  const submit = () => {
    if (!isDay(day) || !mealType) {
      notify({ title: 'Missing Information', description: 'Please select day and meal type', variant: 'destructive' });
      return;
    }
    add(recipe, { week, day, mealType });
  };

  return (
    <section aria-label="Add to meal plan" className="space-y-3 rounded-2xl border border-line bg-surface-2/60 p-4">
      <ChoiceSelect id="panel-week" label="Week" placeholder="Week" value={week} onChange={setWeek} options={weeks} />
      <div className="grid grid-cols-2 gap-3">
        <ChoiceSelect id="panel-day" label="Day" placeholder="Day" value={day} onChange={setDay} options={DAY_NAMES} />
        <ChoiceSelect
          id="panel-meal"
          label="Meal Type"
          placeholder="Meal type"
          value={mealType}
          onChange={setMealType}
          options={DIALOG_MEAL_TYPES}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" onClick={submit} disabled={isPending}>
          {isPending ? 'Adding...' : 'Add to Plan'}
        </Button>
      </div>
    </section>
  );
}
