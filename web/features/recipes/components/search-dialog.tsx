import * as RadixDialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Search, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLayout } from '../../../lib/use-layout';
import { searchRecipesQuery, type SearchParams } from '../api';
import { closeSearchDialog, useSearchDialog } from '../../../lib/search-dialog-store';
import { countLabel, foundLabel, type Filters } from '../search-filters';
import { AddRecipeDialog } from './add-recipe-dialog';
import { CookingTimeSlider } from './cooking-time-slider';
import { FilterPanel } from './filter-panel';
import { PreferencesSwitch } from './preferences-switch';
import { SearchBox } from './search-box';
import { SearchResults } from './search-dialog-results';
import { TabTrigger } from '../../../components/ui/tab-trigger';
import { keepOpenOnToast } from '../../../components/ui/dialog';

const tabClass =
  'flex-1 rounded-full px-4 py-2 text-sm font-bold text-muted data-[state=active]:bg-brand data-[state=active]:text-brand-ink';

/** Search & Add Recipes (spec 001 section 2), opened with openSearchDialog from anywhere. */
export function SearchDialog() {
  const { open, options } = useSearchDialog();
  return open ? <SearchDialogBody key={JSON.stringify(options)} /> : null;
}

function SearchDialogBody() {
  const { options } = useSearchDialog();
  const mobile = useLayout() === 'mobile';
  const [text, setText] = useState(options.query ?? '');
  const [filters, setFilters] = useState<Filters>({});
  const [usePreferences, setUsePreferences] = useState(false);
  const [submitted, setSubmitted] = useState<SearchParams | null>(null);
  const [tab, setTab] = useState('search');
  const [adding, setAdding] = useState(false);
  const resultsTab = useRef<HTMLButtonElement>(null);
  const results = useInfiniteQuery(searchRecipesQuery(submitted));
  const first = results.data?.pages[0];
  // While a new search runs the count is unknown, not zero.
  const count = first ? countLabel(first.total, first.totalIsEstimate) : results.isFetching ? '…' : '0';

  const paramsOf = (q: string | undefined, f: Filters, prefs: boolean): SearchParams => ({
    q,
    ...f,
    useMyPreferences: prefs || undefined,
  });
  const search = () => {
    setSubmitted(paramsOf(text.trim() || undefined, filters, usePreferences));
    setTab('results');
    // The search box leaves with its tab: keep the keyboard on the Results tab rather than the dialog.
    requestAnimationFrame(() => resultsTab.current?.focus());
  };
  // Once results are shown, they follow the filters and the switch (the text waits for Enter).
  const refine = (f: Filters, prefs: boolean) => {
    setFilters(f);
    setUsePreferences(prefs);
    if (submitted) setSubmitted(paramsOf(submitted.q, f, prefs));
  };
  const clearAll = () => refine({}, false);
  const clearSearch = () => {
    setText('');
    setFilters({});
    setUsePreferences(false);
    setSubmitted(null);
    setTab('search');
  };

  // Phones: the filters sit under the search box in the Search Recipes tab; from 768 px, a column on the left.
  const filterPanel = (
    <aside
      aria-label="Filters"
      className={mobile ? 'space-y-3' : 'w-72 shrink-0 space-y-3 overflow-y-auto border-r border-line p-4'}
    >
      <PreferencesSwitch checked={usePreferences} onChange={(on) => refine(filters, on)} />
      <CookingTimeSlider
        value={filters.maxCookingTime}
        onChange={(v) => {
          const { maxCookingTime: _old, ...rest } = filters;
          refine(v === null ? rest : { ...rest, maxCookingTime: v }, usePreferences);
        }}
      />
      <FilterPanel filters={filters} onChange={(f) => refine(f, usePreferences)} collapsible defaultOpen={!mobile} />
      <Button variant="ghost" size="sm" className="w-full" onClick={clearAll}>
        Clear All Filters
      </Button>
    </aside>
  );

  const addButton = (
    <Button size="sm" variant="outline" onClick={() => setAdding(true)} className={mobile ? 'w-full' : undefined}>
      <Plus className="size-4" aria-hidden /> Add New Recipe
    </Button>
  );

  return (
    <RadixDialog.Root open onOpenChange={(o) => !o && closeSearchDialog()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          onInteractOutside={keepOpenOnToast}
          className="fixed inset-0 z-50 flex flex-col bg-page outline-none sm:inset-6 sm:mx-auto sm:max-w-6xl sm:rounded-3xl sm:border sm:border-line"
        >
          <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-6">
            <RadixDialog.Title className="text-xl font-extrabold tracking-tight sm:text-2xl">
              Search & Add Recipes
            </RadixDialog.Title>
            <RadixDialog.Description className="sr-only">
              Find recipes with text and filters, then add them to your plan.
            </RadixDialog.Description>
            <div className="flex shrink-0 items-center gap-1 sm:gap-2">
              {mobile ? null : addButton}
              <RadixDialog.Close
                className="rounded-full p-2 text-muted hover:bg-surface-2 hover:text-ink"
                aria-label="Close"
              >
                <X className="size-5" aria-hidden />
              </RadixDialog.Close>
            </div>
          </header>
          <div className="flex min-h-0 flex-1 overflow-y-auto md:overflow-hidden">
            {mobile ? null : filterPanel}
            <Tabs.Root
              value={tab}
              onValueChange={setTab}
              className="flex min-w-0 flex-1 flex-col p-4 md:overflow-y-auto"
            >
              <Tabs.List className="mb-4 flex gap-1 rounded-full bg-surface p-1">
                <TabTrigger value="search" className={tabClass}>
                  Search Recipes
                </TabTrigger>
                <TabTrigger ref={resultsTab} value="results" className={tabClass}>
                  Results ({count})
                </TabTrigger>
              </Tabs.List>
              <Tabs.Content value="search" className="space-y-6">
                <SearchBox
                  value={text}
                  onChange={setText}
                  onSearch={search}
                  busy={results.isFetching && !results.isFetchingNextPage}
                />
                {submitted ? (
                  // Filters changed here refresh the last search: say what they give, a tap from the results.
                  <p
                    role="status"
                    className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-surface px-4 py-2.5 text-sm"
                  >
                    <span className="font-semibold">
                      {first && !results.isFetching
                        ? `${foundLabel(first.total, first.totalIsEstimate)} with these filters`
                        : 'Updating results...'}
                    </span>
                    <Button size="sm" variant="secondary" onClick={() => setTab('results')}>
                      Show results
                    </Button>
                  </p>
                ) : null}
                {mobile ? (
                  <>
                    {filterPanel}
                    {addButton}
                  </>
                ) : null}
                <div className="flex flex-col items-center gap-2 py-10 text-center text-muted">
                  <Search className="size-10 text-mint" aria-hidden />
                  <p className="font-bold text-ink">Find your next meal</p>
                  <p className="max-w-sm text-sm">
                    Type a dish, cuisine or diet, pick filters, then press Enter or Search Recipes.
                  </p>
                </div>
              </Tabs.Content>
              <Tabs.Content value="results">
                <SearchResults
                  query={results}
                  submitted={submitted}
                  slot={options.slot}
                  onClear={clearSearch}
                  onClearFilters={clearAll}
                />
              </Tabs.Content>
            </Tabs.Root>
          </div>
          {adding ? <AddRecipeDialog onClose={() => setAdding(false)} /> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
