import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useState } from 'react';
import type { GroceryItem } from '../../../../domain/grocery-list';

interface ItemActions {
  /** `done` runs once the server has answered, either way. */
  onCheck(item: GroceryItem, checked: boolean, done: () => void): void;
  onRemove(item: GroceryItem): void;
}

interface AisleSectionProps extends ItemActions {
  aisle: string;
  items: GroceryItem[];
  /** A line under the heading, saying what the section is for. */
  note?: string;
}

/** A line of the list. The box shows a tick at once, while the server saves it. */
function ItemRow({ item, onCheck, onRemove }: ItemActions & { item: GroceryItem }) {
  const [ticking, setTicking] = useState<boolean | null>(null);
  const checked = ticking ?? item.checked;
  return (
    <li className="flex items-center gap-3 py-2">
      <input
        id={`grocery-item-${item.id}`}
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          setTicking(e.target.checked);
          onCheck(item, e.target.checked, () => setTicking(null));
        }}
        className="size-5 shrink-0 accent-[var(--color-mint)]"
      />
      <label
        htmlFor={`grocery-item-${item.id}`}
        className={clsx('flex flex-1 flex-wrap items-baseline gap-x-2', checked && 'text-muted line-through')}
      >
        <span className="font-semibold">{item.name}</span>
        {item.amount ? <span className="text-sm text-muted tabular-nums">{item.amount}</span> : null}
        {item.isManual ? <span className="text-[11px] text-muted">(added by you)</span> : null}
      </label>
      {item.isManual ? (
        <button
          type="button"
          onClick={() => onRemove(item)}
          className="no-print rounded-full p-1 text-muted hover:bg-surface-2 hover:text-ink"
          aria-label={`Remove ${item.name}`}
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}

/** One aisle of the list: its items, checked off where already in the basket. */
export function AisleSection({ aisle, items, note, onCheck, onRemove }: AisleSectionProps) {
  const id = `aisle-${aisle.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-line bg-surface p-4 print:rounded-none print:border-0 print:border-b print:p-0 print:pb-3"
    >
      <h2 id={id} className={clsx('text-sm font-extrabold tracking-wide uppercase', note ? 'mb-1' : 'mb-2')}>
        {aisle}
      </h2>
      {note ? <p className="mb-2 text-xs text-muted">{note}</p> : null}
      <ul className="divide-y divide-line/60">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} onCheck={onCheck} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}
