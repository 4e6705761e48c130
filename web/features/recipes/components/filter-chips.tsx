import { X } from 'lucide-react';
import { chipsOf, type Filters } from '../search-filters';

/** The active filters as removable chips. */
export function FilterChips({ filters, onChange }: { filters: Filters; onChange(filters: Filters): void }) {
  const chips = chipsOf(filters);
  if (!chips.length) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.remove(filters))}
            aria-label={`Remove ${chip.label}`}
            className="inline-flex items-center gap-1 rounded-full bg-mint/15 px-3 py-1 text-sm font-semibold text-mint hover:bg-mint/25"
          >
            {chip.label} <X className="size-3.5" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
