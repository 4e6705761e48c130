import { Users } from 'lucide-react';
import { householdSummary } from '../../../../domain/household';
import { useTableSize } from '../api';
import { FamilyMembersButton } from '../components/family-members-button';
import { openHouseholdDialog } from './household-dialogs';

/**
 * 'Cooking for 2 people · Dinner: 4' on the plan; opens 'How many people eat'. With family members the table is the
 * members (decision 032, 2026-11-27): it says 'Cooking for 3 people · Breakfast: 2' and opens the members instead.
 */
export function HouseholdSizeButton() {
  const size = useTableSize();
  const summary = householdSummary(size);
  return (
    <>
      <button
        type="button"
        onClick={() => openHouseholdDialog(size.fromMembers ? 'members' : 'size')}
        className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1 text-xs font-bold text-ink hover:bg-surface-2"
        aria-label={size.fromMembers ? `Family members: cooking for ${summary}` : `How many people eat: ${summary}`}
      >
        <Users className="size-3.5 shrink-0 text-mint" aria-hidden />
        <span className="truncate">Cooking for {summary}</span>
      </button>
      <FamilyMembersButton />
    </>
  );
}
