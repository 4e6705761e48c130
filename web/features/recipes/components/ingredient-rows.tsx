import { Plus, Trash2 } from 'lucide-react';
import type { CustomIngredient } from '../../../../domain/custom-recipes';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { EMPTY_INGREDIENT } from '../recipe-form-state';

interface IngredientRowsProps {
  rows: CustomIngredient[];
  onChange(rows: CustomIngredient[]): void;
  error?: string;
}

/** Name, quantity and unit per row; the list always keeps at least one row (spec 001 section 2). */
export function IngredientRows({ rows, onChange, error }: IngredientRowsProps) {
  const update = (i: number, patch: Partial<CustomIngredient>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-semibold">Ingredients</legend>
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-[1fr_4.5rem_4.5rem_auto] gap-1.5 sm:grid-cols-[1fr_6rem_6rem_auto]">
          <Input aria-label={`Ingredient ${i + 1} name`} placeholder="Ingredient" value={row.name} onChange={(e) => update(i, { name: e.target.value })} />
          <Input aria-label={`Ingredient ${i + 1} quantity`} placeholder="Qty" value={row.quantity} onChange={(e) => update(i, { quantity: e.target.value })} />
          <Input aria-label={`Ingredient ${i + 1} unit`} placeholder="Unit" value={row.unit} onChange={(e) => update(i, { unit: e.target.value })} />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ingredient ${i + 1}`}
            disabled={rows.length === 1}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => onChange([...rows, EMPTY_INGREDIENT])}>
        <Plus className="size-4" aria-hidden /> Add Ingredient
      </Button>
    </fieldset>
  );
}
