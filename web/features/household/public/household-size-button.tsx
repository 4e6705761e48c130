import { Users } from 'lucide-react';
import { useState } from 'react';
import { householdSummary } from '../../../../domain/household';
import { useHouseholdSize } from '../api';
import { FamilyMembersButton } from '../components/family-members-button';
import { HouseholdSizeDialog } from '../components/household-size-dialog';

/** 'Cooking for 2 people · Dinner: 4' on the plan; opens 'How many people eat'. */
export function HouseholdSizeButton() {
  const size = useHouseholdSize();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1 text-xs font-bold text-ink hover:bg-surface-2"
        aria-label={`How many people eat: ${householdSummary(size)}`}
      >
        <Users className="size-3.5 shrink-0 text-mint" aria-hidden />
        <span className="truncate">Cooking for {householdSummary(size)}</span>
      </button>
      <HouseholdSizeDialog open={open} size={size} onClose={() => setOpen(false)} />
      <FamilyMembersButton />
    </>
  );
}
