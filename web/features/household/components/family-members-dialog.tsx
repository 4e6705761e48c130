import { Crown, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  MEMBER_DIETS,
  MEMBER_TARGET_RANGES,
  type HouseholdMember,
  type MemberDiet,
  type MemberInput,
} from '../../../../domain/family';
import { GRID_MEAL_TYPES, type GridMealType } from '../../../../domain/meal-types';
import type { WeeklyTargets } from '../../../../domain/nutrition-targets';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { useAddMember, useMembers, useRemoveMember } from '../public/members-api';

const TARGET_KEYS = ['calories', 'protein', 'fat', 'carbs'] as const;
const DEFAULTS: WeeklyTargets = { calories: 14000, protein: 700, fat: 500, carbs: 1750 };

/** Family planning: who eats at the table, each with a diet, weekly targets and meals (Premium). */
export function FamilyMembersDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Family members"
      description="Generate plans one week everyone can eat, with each member's own portions and targets."
    >
      {open ? <FamilyMembers /> : null}
    </Dialog>
  );
}

function FamilyMembers() {
  const members = useMembers();
  const remove = useRemoveMember();
  if (members.isPending)
    return (
      <p role="status" className="text-sm text-muted">
        Loading members...
      </p>
    );
  if (members.isError) return <p className="text-sm text-danger">{members.error.message}</p>;
  const { available, limit } = members.data;
  if (!available) {
    return (
      <div className="space-y-3 rounded-2xl bg-surface-2 p-4 text-sm">
        <p className="flex items-center gap-2 font-bold">
          <Crown className="size-4 text-brand" aria-hidden /> Family planning is part of Premium
        </p>
        <p className="text-muted">
          Add up to {limit} people: a Jain grandparent, a vegetarian child, a vegan. Generated weeks then hold dishes
          everyone can eat, each member gets their own portions, and the nutrition summary switches between them.
        </p>
        <Link to="/pricing" className="inline-block font-bold text-brand underline">
          See Premium
        </Link>
      </div>
    );
  }
  const list = members.data.members;
  return (
    <div className="space-y-4">
      <ul className="space-y-2" aria-label="Members">
        {list.map((m) => (
          <MemberRow key={m.id} member={m} onRemove={() => remove.mutate(m.id)} disabled={remove.isPending} />
        ))}
        {list.length === 0 ? <li className="text-sm text-muted">No members yet: add everyone who eats.</li> : null}
      </ul>
      {list.length < limit ? (
        <AddMemberForm />
      ) : (
        <p className="text-sm text-muted">A household has at most {limit} people.</p>
      )}
    </div>
  );
}

function MemberRow({ member, onRemove, disabled }: { member: HouseholdMember; onRemove(): void; disabled: boolean }) {
  const meals = member.mealTypes.length === GRID_MEAL_TYPES.length ? 'Every meal' : member.mealTypes.join(', ');
  return (
    <li data-member={member.name} className="flex items-start justify-between gap-3 rounded-2xl border border-line p-3">
      <div className="min-w-0 text-sm">
        <p className="font-bold">{member.name}</p>
        <p className="text-xs text-muted">
          {member.diet === 'Any' ? 'No diet' : member.diet}
          {member.glutenFree ? ' · Gluten free' : ''} · {member.targets.calories.toLocaleString('en-US')} kcal a week
        </p>
        <p className="text-xs text-muted">{meals}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${member.name}`}
        className="rounded-full p-2 text-muted hover:bg-surface-2 hover:text-danger"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </li>
  );
}

function AddMemberForm() {
  const [name, setName] = useState('');
  const [diet, setDiet] = useState<MemberDiet>('Any');
  const [glutenFree, setGlutenFree] = useState(false);
  const [targets, setTargets] = useState<WeeklyTargets>(DEFAULTS);
  const [mealTypes, setMealTypes] = useState<GridMealType[]>([...GRID_MEAL_TYPES]);
  const reset = () => {
    setName('');
    setDiet('Any');
    setGlutenFree(false);
    setTargets(DEFAULTS);
    setMealTypes([...GRID_MEAL_TYPES]);
  };
  const add = useAddMember(reset);
  const toggle = (type: GridMealType) =>
    setMealTypes((types) => (types.includes(type) ? types.filter((t) => t !== type) : [...types, type]));
  return (
    <form
      aria-label="Add a member"
      className="space-y-3 rounded-2xl bg-surface-2 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate({ name, diet, glutenFree, targets, mealTypes } satisfies MemberInput);
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="member-name">Name</Label>
          <Input id="member-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={40} />
        </div>
        <div>
          <Label htmlFor="member-diet">Diet</Label>
          <select
            id="member-diet"
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
            <Label htmlFor={`member-${key}`}>
              {MEMBER_TARGET_RANGES[key].label} ({MEMBER_TARGET_RANGES[key].unit})
            </Label>
            <Input
              id={`member-${key}`}
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
      <Button type="submit" className="w-full" disabled={add.isPending}>
        {add.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null} Add member
      </Button>
    </form>
  );
}
