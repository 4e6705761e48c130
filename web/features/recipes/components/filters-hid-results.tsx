import { useQuery } from '@tanstack/react-query';
import { FilterX } from 'lucide-react';
import { countOf } from '../../../../domain/words';
import { Button } from '../../../components/ui/button';
import { textOnlyCountQuery } from '../api';

/**
 * Under 'No recipes found': when the search had filters and its text alone finds recipes, says that the
 * filters hid them and offers to clear the filters (keeping the text).
 */
export function FiltersHidResults({ q, onClearFilters }: { q: string | undefined; onClearFilters(): void }) {
  const unfiltered = useQuery(textOnlyCountQuery(q));
  const n = unfiltered.data ?? 0;
  if (!n) return null;
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <p className="font-semibold">
        Your filters hide {countOf(n, 'recipe')}
        {q ? ` for "${q}"` : ''}.
      </p>
      <Button onClick={onClearFilters}>
        <FilterX className="size-4" aria-hidden /> Clear filters
      </Button>
    </div>
  );
}
