import { UsersRound } from 'lucide-react';
import { useMembers } from '../public/members-api';
import { openHouseholdDialog } from '../public/household-dialogs';

/** 'Family: 3' beside how many people eat; opens the members (Premium, a preview for others). */
export function FamilyMembersButton() {
  const members = useMembers();
  const count = members.data?.available ? members.data.members.length : 0;
  return (
    <button
      type="button"
      onClick={() => openHouseholdDialog('members')}
      className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1 text-xs font-bold text-ink hover:bg-surface-2"
    >
      <UsersRound className="size-3.5 shrink-0 text-brand" aria-hidden />
      {count ? `Family: ${count}` : 'Family members'}
    </button>
  );
}
