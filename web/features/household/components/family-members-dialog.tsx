import { Crown, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { HouseholdMember } from '../../../../domain/family';
import { GRID_MEAL_TYPES } from '../../../../domain/meal-types';
import { Dialog } from '../../../components/ui/dialog';
import { useAddMember, useMembers, useRemoveMember, useUpdateMember } from '../public/members-api';
import { MemberForm, NEW_MEMBER } from './member-form';

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
  const [editing, setEditing] = useState<number | null>(null);
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
        {list.map((m) =>
          editing === m.id ? (
            <EditMember key={m.id} member={m} onDone={() => setEditing(null)} />
          ) : (
            <MemberRow
              key={m.id}
              member={m}
              onEdit={() => setEditing(m.id)}
              onRemove={() => remove.mutate(m.id)}
              disabled={remove.isPending}
            />
          ),
        )}
        {list.length === 0 ? <li className="text-sm text-muted">No members yet: add everyone who eats.</li> : null}
      </ul>
      {editing !== null ? null : list.length < limit ? (
        <AddMemberForm />
      ) : (
        <p className="text-sm text-muted">A household has at most {limit} people.</p>
      )}
    </div>
  );
}

function MemberRow({
  member,
  onEdit,
  onRemove,
  disabled,
}: {
  member: HouseholdMember;
  onEdit(): void;
  onRemove(): void;
  disabled: boolean;
}) {
  const meals = member.mealTypes.length === GRID_MEAL_TYPES.length ? 'Every meal' : member.mealTypes.join(', ');
  const t = member.targets;
  return (
    <li data-member={member.name} className="flex items-start justify-between gap-3 rounded-2xl border border-line p-3">
      <div className="min-w-0 text-sm">
        <p className="font-bold">{member.name}</p>
        <p className="text-xs text-muted">
          {member.diet === 'Any' ? 'No diet' : member.diet}
          {member.glutenFree ? ' · Gluten free' : ''} · {t.calories.toLocaleString('en-US')} kcal a week
        </p>
        <p className="text-xs text-muted">
          Protein {t.protein} g · Fat {t.fat} g · Carbs {t.carbs} g
        </p>
        <p className="text-xs text-muted">{meals}</p>
      </div>
      <div className="flex shrink-0">
        <button
          type="button"
          onClick={onEdit}
          disabled={disabled}
          aria-label={`Edit ${member.name}`}
          className="rounded-full p-2 text-muted hover:bg-surface-2 hover:text-ink"
        >
          <Pencil className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${member.name}`}
          className="rounded-full p-2 text-muted hover:bg-surface-2 hover:text-danger"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}

function EditMember({ member, onDone }: { member: HouseholdMember; onDone(): void }) {
  const update = useUpdateMember(onDone);
  const { id, ...initial } = member;
  return (
    <li data-editing={member.name}>
      <MemberForm
        label={`Edit ${member.name}`}
        initial={initial}
        idPrefix={`edit-member-${id}`}
        submitLabel="Save changes"
        pending={update.isPending}
        onSubmit={(input) => update.mutate({ id, input })}
        onCancel={onDone}
      />
    </li>
  );
}

function AddMemberForm() {
  // a new form after each member added: the fields start afresh
  const [round, setRound] = useState(0);
  const add = useAddMember(() => setRound((r) => r + 1));
  return (
    <MemberForm
      key={round}
      label="Add a member"
      initial={NEW_MEMBER}
      idPrefix="member"
      submitLabel="Add member"
      pending={add.isPending}
      onSubmit={(input) => add.mutate(input)}
    />
  );
}
