import type { SearchSort } from '../../../../domain/recipe-search';

/** The order of the results: the usual one (best match, or A to Z without text) or top rated first. */
export function SortSelect({
  value,
  hasText,
  onChange,
}: {
  value: SearchSort;
  hasText: boolean;
  onChange(sort: SearchSort): void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-semibold">
      <span className="text-muted">Sort by</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as SearchSort)}
        className="h-9 rounded-xl border border-line bg-page px-2.5 text-sm text-ink focus:border-mint focus:outline-none"
      >
        <option value="relevance">{hasText ? 'Best match' : 'A to Z'}</option>
        <option value="rating">Top rated</option>
      </select>
    </label>
  );
}
