import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { preferencesSummaryQuery } from '../../settings/api';
import { countOf } from '../../../../domain/words';

/** '{n} preferences active', shown when any preference is selected; it leads to the preferences. */
export function PreferencesBadge() {
  const { data } = useQuery(preferencesSummaryQuery());
  if (!data || data.activeCount === 0) return null;
  return (
    <Link
      to="/settings"
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-mint/40 bg-mint/10 px-3 py-1 text-xs font-bold text-mint hover:bg-mint/20"
    >
      <SlidersHorizontal className="size-3.5" aria-hidden />
      {countOf(data.activeCount, 'preference')} active
    </Link>
  );
}
