import { Plus, Trash2 } from 'lucide-react';
import type { PantryIngredient } from '../../../../domain/pantry';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';

export interface EditableRow extends PantryIngredient {
  key: number;
}

let nextKey = 0;
export const newRow = (row: Partial<PantryIngredient> = {}): EditableRow => ({
  key: (nextKey += 1),
  name: '',
  quantity: '',
  ...row,
});
export const toRows = (ingredients: readonly PantryIngredient[]): EditableRow[] => ingredients.map((i) => newRow(i));

/**
 * Editable ingredient rows (name, quantity, and the detected confidence), with add and remove. Rows without a
 * name or a quantity are kept on screen while typing; the caller keeps only the valid ones (keepValidRows).
 */
export function IngredientEditor({
  rows,
  onChange,
  label,
}: {
  rows: EditableRow[];
  onChange(rows: EditableRow[]): void;
  label: string;
}) {
  const update = (key: number, change: Partial<PantryIngredient>) =>
    onChange(
      rows.map((row) =>
        row.key === key
          ? { ...row, ...change, confidence: change.name === undefined ? row.confidence : undefined }
          : row,
      ),
    );
  return (
    <div className="space-y-2">
      <ul aria-label={label} className="space-y-2">
        {rows.map((row, i) => (
          <li key={row.key} className="flex items-center gap-2">
            <input
              aria-label={`Ingredient ${i + 1} name`}
              value={row.name}
              onChange={(e) => update(row.key, { name: e.target.value })}
              placeholder="Ingredient"
              maxLength={80}
              className={`${inputClass} min-w-0 flex-[3]`}
            />
            <input
              aria-label={`Ingredient ${i + 1} quantity`}
              value={row.quantity}
              onChange={(e) => update(row.key, { quantity: e.target.value })}
              placeholder="Quantity"
              maxLength={40}
              className={`${inputClass} min-w-0 flex-[2]`}
            />
            {row.confidence !== undefined ? (
              <span
                className="w-11 shrink-0 text-center text-xs font-bold text-mint"
                title="How sure the photo analysis is"
              >
                {Math.round(row.confidence * 100)}%
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              aria-label={`Remove ingredient ${i + 1}`}
              className="flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-danger"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={() => onChange([...rows, newRow()])}>
        <Plus className="size-4" aria-hidden /> Add ingredient
      </Button>
    </div>
  );
}
