import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { MEMBER_DIETS, MEMBER_TARGET_RANGES, type MemberDiet, type MemberInput } from '../../../../domain/family';
import { GRID_MEAL_TYPES, type GridMealType } from '../../../../domain/meal-types';
import type { WeeklyTargets } from '../../../../domain/nutrition-targets';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';

const TARGET_KEYS = ['calories', 'protein', 'fat', 'carbs'] as const;
const DEFAULTS: WeeklyTargets = { calories: 14000, protein: 700, fat: 500, carbs: 1750 };

export const NEW_MEMBER: MemberInput = {
  name: '',
  diet: 'Any',
  glutenFree: false,
  targets: DEFAULTS,
  mealTypes: [...GRID_MEAL_TYPES],
};

/**
 * A member's name, diet, weekly targets and meals: the same form adds a member and changes one. `idPrefix` keeps
 * the fields' ids apart when both are on screen.
 */
export function MemberForm({
  label,
  initial,
  idPrefix,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial: MemberInput;
  idPrefix: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(input: MemberInput): void;
  onCancel?(): void;
}) {
  const [name, setName] = useState(initial.name);
  const [diet, setDiet] = useState<MemberDiet>(initial.diet);
  const [glutenFree, setGlutenFree] = useState(initial.glutenFree);
  const [targets, setTargets] = useState<WeeklyTargets>(initial.targets);
  const [mealTypes, setMealTypes] = useState<GridMealType[]>([...initial.mealTypes]);
  const toggle = (type: GridMealType) =>
    setMealTypes((types) => (types.includes(type) ? types.filter((t) => t !== type) : [...types, type]));
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form
      aria-label={label}
      className="space-y-3 rounded-2xl bg-surface-2 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ name, diet, glutenFree, targets, mealTypes });
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={id('name')}>Name</Label>
          <Input id={id('name')} value={name} onChange={(e) => setName(e.target.value)} maxLength={40} />
        </div>
        <div>
          <Label htmlFor={id('diet')}>Diet</Label>
          <select
            id={id('diet')}
            value={diet}
            onChange={(e) => setDiet(e.target.value as MemberDiet)}
            className="h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink"
          >
            {MEMBER_DIETS.map((d) => (
              <option key={d} value={d}>
                {d === 'Any' ? 'No diet' : d}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={glutenFree} onChange={(e) => setGlutenFree(e.target.checked)} /> Gluten free
      </label>
      <div className="grid grid-cols-2 gap-3">
        {TARGET_KEYS.map((key) => (
          <div key={key}>
            <Label htmlFor={id(key)}>
              {MEMBER_TARGET_RANGES[key].label} ({MEMBER_TARGET_RANGES[key].unit})
            </Label>
            <Input
              id={id(key)}
              type="number"
              inputMode="numeric"
              value={targets[key]}
              onChange={(e) => setTargets((t) => ({ ...t, [key]: Number(e.target.value) }))}
            />
          </div>
        ))}
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-muted">Eats with us at</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {GRID_MEAL_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" checked={mealTypes.includes(type)} onChange={() => toggle(type)} /> {type}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" className="flex-1" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" className="flex-1" disabled={pending}>
          {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null} {submitLabel}
        </Button>
      </div>
    </form>
  );
}
