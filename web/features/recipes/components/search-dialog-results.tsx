import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CalendarPlus, Search } from 'lucide-react';
import type { SearchResult } from '../../../../domain/recipe-search';
import { Button } from '../../../components/ui/button';
import { useAddToPlan, type PlanTarget } from '../../../components/add-to-plan/use-add-to-plan';
import type { SearchParams } from '../api';
import { closeSearchDialog } from '../../../lib/search-dialog-store';
import { hasFilters, noResultsLabel } from '../search-filters';
import { FiltersHidResults } from './filters-hid-results';
import { RecipeCard } from '../public/recipe-card';
import { RecipeSkeleton } from './recipe-skeleton';

/** Whether a search had filters or the preferences switch on. */
const filtered = ({ q: _q, useMyPreferences, ...filters }: SearchParams) =>
  Boolean(useMyPreferences) || hasFilters(filters);

/** Spec 001 section 2: six placeholders while loading. */
export const PLACEHOLDER_COUNT = 6;

interface SearchResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<SearchResult>>;
  submitted: SearchParams | null;
  slot?: Required<PlanTarget>;
  onClear(): void;
  /** Clears the filters and the preferences switch, keeping the text. */
  onClearFilters(): void;
}

/** The Results tab: placeholders, the initial prompt, the empty state or the cards. */
export function SearchResults({ query, submitted, slot, onClear, onClearFilters }: SearchResultsProps) {
  const { add, isPending } = useAddToPlan(closeSearchDialog);
  const grid = 'grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3';
  if (submitted === null) {
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center text-muted">
        <Search className="size-10 text-mint" aria-hidden />
        <p>Search for recipes to see results here.</p>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading recipes" className={grid}>
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
          <RecipeSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  const items = query.data.pages.flatMap((p) => p.items);
  if (!items.length) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted">{noResultsLabel(submitted.q)}</p>
        {filtered(submitted) ? <FiltersHidResults q={submitted.q} onClearFilters={onClearFilters} /> : null}
        <Button variant="outline" onClick={onClear}>
          Clear search and try again
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul className={grid}>
        {items.map((recipe) => (
          <li key={recipe.id} className="flex flex-col gap-2">
            <RecipeCard recipe={recipe} />
            {slot ? (
              <Button size="sm" disabled={isPending} onClick={() => add(recipe, slot)}>
                <CalendarPlus className="size-4" aria-hidden /> Add to {slot.day} {slot.mealType}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
