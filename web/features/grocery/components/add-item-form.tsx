import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AISLES, type Aisle } from '../../../../domain/catalogue';
import { GROCERY_LIMITS } from '../../../../domain/grocery-list';
import { Button } from '../../../components/ui/button';
import { Input, inputClass } from '../../../components/ui/input';
import { useAddManualItem } from '../api';

const isAisle = (value: string): value is Aisle => (AISLES as readonly string[]).includes(value);

/** Adds an item by hand (kitchen roll, a treat) to an aisle of the week's list. */
export function AddItemForm({ week }: { week: string }) {
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState('');
  const [aisle, setAisle] = useState<Aisle>('Other');
  const add = useAddManualItem(week, () => {
    setName('');
    setQuantity('');
    setUnit('');
  });
  return (
    <form
      className="no-print grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[1fr_6rem_6rem_10rem_auto]"
      aria-label="Add an item"
      onSubmit={(event) => {
        event.preventDefault();
        const amount = quantity.trim() ? Number(quantity) : null;
        add.mutate({
          name: name.trim(),
          quantity: amount !== null && Number.isFinite(amount) ? amount : null,
          unit: unit.trim() || null,
          aisle,
        });
      }}
    >
      <Input
        aria-label="Item name"
        className="col-span-2 sm:col-span-1"
        placeholder="Add an item"
        value={name}
        maxLength={GROCERY_LIMITS.nameMax}
        onChange={(e) => setName(e.target.value)}
        required
      />
      <Input
        aria-label="Quantity"
        placeholder="Qty"
        inputMode="decimal"
        type="number"
        min={0}
        step="any"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <Input
        aria-label="Unit"
        placeholder="Unit"
        value={unit}
        maxLength={GROCERY_LIMITS.unitMax}
        onChange={(e) => setUnit(e.target.value)}
      />
      <select
        aria-label="Aisle"
        className={inputClass}
        value={aisle}
        onChange={(e) => isAisle(e.target.value) && setAisle(e.target.value)}
      >
        {AISLES.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={add.isPending || !name.trim()}>
        <Plus className="size-4" aria-hidden /> Add
      </Button>
    </form>
  );
}
