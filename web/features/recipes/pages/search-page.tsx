import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { SearchSort } from '../../../../domain/recipe-search';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { searchRecipesQuery, type SearchParams } from '../api';
import { AddRecipeDialog } from '../components/add-recipe-dialog';
import { FilterChips } from '../components/filter-chips';
import { FilterPanel } from '../components/filter-panel';
import { FiltersHidResults } from '../components/filters-hid-results';
import { SearchBox } from '../components/search-box';
import { RecipeCard } from '../public/recipe-card';
import { SortSelect } from '../components/sort-select';
import { foundLabel, hasFilters, noResultsLabel, type Filters } from '../search-filters';
import { readSearchUrl, searchUrlOf } from '../search-url';

/** Search Recipes (spec 001 section 2): text, filters as chips, results with 'Load more'. */
export function SearchPage() {
  useDocumentTitle('Search Recipes');
  // The search made lives in the address; the text box and the filters start from it.
  const [url, setUrl] = useSearchParams();
  const submitted = readSearchUrl(url);
  const setSubmitted = (next: SearchParams) => setUrl(searchUrlOf(next), { replace: true });
  const [text, setText] = useState(submitted.q ?? '');
  const [filters, setFilters] = useState<Filters>(() => {
    const { q: _q, sort: _sort, ...rest } = submitted;
    return rest;
  });
  // The order is not a filter (no chip, never 'filters hid results'): it rides along with every search.
  const sort = submitted.sort ?? 'relevance';
  const sorted = (next: SearchParams): SearchParams => (sort === 'rating' ? { ...next, sort } : next);
  const [showFilters, setShowFilters] = useState(false);
  const [adding, setAdding] = useState(false);
  const results = useInfiniteQuery(searchRecipesQuery(submitted));
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  const first = results.data?.pages[0];

  const search = () => setSubmitted(sorted({ q: text.trim() || undefined, ...filters }));
  // The clear button empties the box and, when text was searched, shows every recipe again.
  const clear = () => {
    setText('');
    if (submitted.q) setSubmitted(sorted({ ...filters }));
  };
  // Once filters change, the results follow them: a removed chip is a new search.
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setSubmitted(sorted({ q: submitted.q, ...next }));
  };
  const changeSort = (next: SearchSort) =>
    setSubmitted({ q: submitted.q, ...filters, ...(next === 'rating' ? { sort: next } : {}) });

  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">Search Recipes</h1>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden /> Add New Recipe
        </Button>
      </div>
      <SearchBox
        value={text}
        onChange={setText}
        onSearch={search}
        onClear={clear}
        busy={results.isFetching && !results.isFetchingNextPage}
        filtersOpen={showFilters}
        onToggleFilters={() => setShowFilters((v) => !v)}
      />
      <FilterChips filters={filters} onChange={changeFilters} />
      {showFilters ? (
        <div className="rounded-2xl border border-line bg-surface p-4">
          <FilterPanel filters={filters} onChange={changeFilters} />
        </div>
      ) : null}
      {results.isError ? (
        <p role="alert" className="text-danger">
          {results.error.message}
        </p>
      ) : results.isPending ? (
        <p role="status" className="text-muted">
          Searching...
        </p>
      ) : items.length ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h2 className="text-lg font-bold" aria-live="polite">
              {foundLabel(first?.total ?? 0, first?.totalIsEstimate)}
            </h2>
            <SortSelect value={sort} hasText={Boolean(submitted.q)} onChange={changeSort} />
          </div>
          <ul
            aria-label="Recipes"
            className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
          >
            {items.map((recipe) => (
              <li key={recipe.id}>
                <RecipeCard recipe={recipe} variant="result" />
              </li>
            ))}
          </ul>
          {results.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void results.fetchNextPage()}
                disabled={results.isFetchingNextPage}
              >
                {results.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <div className="space-y-4 py-10">
          <p className="text-center text-muted">{noResultsLabel(submitted.q)}</p>
          {hasFilters(filters) ? <FiltersHidResults q={submitted.q} onClearFilters={() => changeFilters({})} /> : null}
        </div>
      )}
      {adding ? <AddRecipeDialog onClose={() => setAdding(false)} /> : null}
    </div>
  );
}
