import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import type { HouseholdMember } from '../../../../domain/family';
import { nutritionQuery } from '../api';
import { memberNutritionQuery, useMembers } from '../../household/public/members-api';

/**
 * Family planning: whose figures a summary shows. With members (Premium), the table is the members (decision 032's
 * one rule for the table), so the summary shows one member's portions against their own targets, the first member
 * until another is picked; the signed-in person's own figures would compare the average portion with targets
 * nobody at the table has. Without members, the person's own. The nutrition summary and the deviations table
 * after a generation share it.
 */
export function useMemberFigures(week: string) {
  const members = useMembers();
  const [memberId, setMemberId] = useState<number | null>(null);
  const family = members.data?.available ? members.data.members : [];
  const shown = family.find((m) => m.id === memberId) ?? family[0] ?? null;
  const own = useQuery({ ...nutritionQuery(week), enabled: !members.isPending && shown === null });
  const theirs = useQuery({ ...memberNutritionQuery(shown?.id ?? 0, week), enabled: shown !== null });
  return { family, memberId: shown?.id ?? null, setMemberId, shown, summary: shown ? theirs : own };
}

export function MemberSwitch({
  family,
  memberId,
  onChange,
}: {
  family: readonly HouseholdMember[];
  memberId: number | null;
  onChange(id: number): void;
}) {
  if (!family.length) return null;
  return (
    <div role="group" aria-label="Whose figures" className="flex flex-wrap gap-1.5">
      {family.map((m) => (
        <button
          key={m.id}
          type="button"
          aria-pressed={memberId === m.id}
          onClick={() => onChange(m.id)}
          className={clsx(
            'rounded-full border px-3 py-1 text-xs font-bold',
            memberId === m.id
              ? 'border-brand bg-brand text-white'
              : 'border-line bg-surface text-ink hover:bg-surface-2',
          )}
        >
          {m.name}
        </button>
      ))}
    </div>
  );
}
