import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { GroceryItem } from '../../../../domain/grocery-list';

interface AisleSectionProps {
  aisle: string;
  items: GroceryItem[];
  onCheck(item: GroceryItem, checked: boolean): void;
  onRemove(item: GroceryItem): void;
}

/** One aisle of the list: its items, checked off where already in the basket. */
export function AisleSection({ aisle, items, onCheck, onRemove }: AisleSectionProps) {
  const id = `aisle-${aisle.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-4 print:rounded-none print:border-0 print:border-b print:p-0 print:pb-3">
      <h2 id={id} className="mb-2 text-sm font-extrabold tracking-wide uppercase">
        {aisle}
      </h2>
      <ul className="divide-y divide-line/60">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-2">
            <input
              id={`grocery-item-${item.id}`}
              type="checkbox"
              checked={item.checked}
              onChange={(e) => onCheck(item, e.target.checked)}
              className="size-5 shrink-0 accent-[var(--color-mint)]"
            />
            <label htmlFor={`grocery-item-${item.id}`} className={clsx('flex flex-1 flex-wrap items-baseline gap-x-2', item.checked && 'text-muted line-through')}>
              <span className="font-semibold">{item.name}</span>
              {item.amount ? <span className="text-sm text-muted tabular-nums">{item.amount}</span> : null}
              {item.isManual ? <span className="text-[11px] text-muted">(added by you)</span> : null}
            </label>
            {item.isManual ? (
              <button type="button" onClick={() => onRemove(item)} className="no-print rounded-full p-1 text-muted hover:bg-surface-2 hover:text-ink" aria-label={`Remove ${item.name}`}>
                <X className="size-4" aria-hidden />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
