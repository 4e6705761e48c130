import { Search, SlidersHorizontal, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';

interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  onSearch(): void;
  /** The clear button; it empties the text when not given. */
  onClear?(): void;
  busy: boolean;
  filtersOpen?: boolean;
  onToggleFilters?(): void;
}

/** The text box (Enter searches), its clear button, the filter toggle and 'Search Recipes'. */
export function SearchBox({ value, onChange, onSearch, onClear, busy, filtersOpen, onToggleFilters }: SearchBoxProps) {
  return (
    <form
      role="search"
      className="flex flex-wrap gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <div className="relative min-w-0 flex-1 basis-60">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          type="search"
          aria-label="Search recipes"
          placeholder="Search by name, cuisine or diet..."
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${inputClass} pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden`}
        />
        {value ? (
          <button
            type="button"
            onClick={() => (onClear ? onClear() : onChange(''))}
            aria-label="Clear search"
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted hover:text-ink"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      {onToggleFilters ? (
        <Button variant="outline" onClick={onToggleFilters} aria-expanded={filtersOpen} aria-label="Filters">
          <SlidersHorizontal className="size-4" aria-hidden /> <span className="hidden sm:inline">Filters</span>
        </Button>
      ) : null}
      {/* Never disabled: a disabled default button would swallow Enter while a search is on its way. */}
      <Button type="submit" aria-busy={busy}>
        {busy ? 'Searching...' : 'Search Recipes'}
      </Button>
    </form>
  );
}
