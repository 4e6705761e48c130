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
  const update = (i: number, patch: Partial<CustomIngredient>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  // A group's name is written once, above its first row; renaming it renames every row of the group.
  // (a name cleared while typing keeps its box: a row's group is '' then, which saves as no group)
  const groupOf = (i: number) => rows[i]?.group;
  const startsGroup = (i: number) => groupOf(i) !== undefined && (i === 0 || groupOf(i - 1) !== groupOf(i));
  const renameGroup = (i: number, name: string) => {
    const old = groupOf(i);
    let end = i;
    while (end < rows.length && groupOf(end) === old) end++;
    onChange(rows.map((r, j) => (j >= i && j < end ? { ...r, group: name } : r)));
  };
  return (
    <fieldset className="space-y-3 sm:space-y-2">
      <legend className="mb-1.5 text-sm font-semibold">Ingredients</legend>
      {rows.map((row, i) => (
        <div key={i} className="space-y-1.5">
          {startsGroup(i) ? (
            <Input
              aria-label={`Ingredient group ${rows.slice(0, i + 1).filter((_, j) => startsGroup(j)).length} name`}
              className="mt-2 border-transparent bg-transparent px-1 font-semibold"
              placeholder="Group name"
              value={groupOf(i) ?? ''}
              onChange={(e) => renameGroup(i, e.target.value)}
            />
          ) : null}
          {/* On a phone the name has a row of its own, so a whole line ("boneless chicken thighs, cut…") and a unit
              such as "tablespoons" can be read; from the tablet width all four sit on one row. */}
          <div className="grid grid-cols-[1fr_1fr_auto] gap-1.5 sm:grid-cols-[1fr_5rem_8.5rem_auto]">
            <Input
              className="col-span-3 sm:col-span-1"
              aria-label={`Ingredient ${i + 1} name`}
              placeholder="Ingredient"
              value={row.name}
              onChange={(e) => update(i, { name: e.target.value })}
            />
            <Input
              aria-label={`Ingredient ${i + 1} quantity`}
              placeholder="Qty"
              value={row.quantity}
              onChange={(e) => update(i, { quantity: e.target.value })}
            />
            <Input
              aria-label={`Ingredient ${i + 1} unit`}
              placeholder="Unit"
              value={row.unit}
              onChange={(e) => update(i, { unit: e.target.value })}
            />
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
