import { CheckCircle2, Loader2, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  defaultScanName,
  keepValidRows,
  PANTRY_LIMITS,
  type PantryIngredient,
  type PantryScan,
} from '../../../../domain/pantry';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { useRecipesFromPantry } from '../api';
import { IngredientEditor, type EditableRow } from './ingredient-editor';
import { SuggestionCard } from './suggestion-card';

interface ReviewStepProps {
  rows: EditableRow[];
  onRows(rows: EditableRow[]): void;
  usePreferences: boolean;
  onUsePreferences(use: boolean): void;
  onConfirm(ingredients: PantryIngredient[]): void;
  onBack(): void;
}

/** Step 3: 'Review Detected Ingredients': editable rows; only rows with a name and a quantity count (spec 001 section 5). */
export function ReviewStep({ rows, onRows, usePreferences, onUsePreferences, onConfirm, onBack }: ReviewStepProps) {
  const valid = keepValidRows(rows);
  const n = valid.length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Check each ingredient and how much you have. Rows without a name and a quantity are left out.
      </p>
      <IngredientEditor rows={rows} onChange={onRows} label="Ingredients" />
      <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          checked={usePreferences}
          onChange={(e) => onUsePreferences(e.target.checked)}
          className="size-5 shrink-0 accent-brand"
        />
        Use my dietary preferences for recipe suggestions
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => onConfirm(valid)} disabled={n === 0}>
          Confirm {n} {n === 1 ? 'Ingredient' : 'Ingredients'}
        </Button>
      </div>
    </div>
  );
}

/** Step 4: 'Recipe Suggestions' from the ingredients, ranked by how much of each recipe is at hand. */
export function RecipesStep({
  ingredients,
  usePreferences,
  onBack,
  onNext,
}: {
  ingredients: PantryIngredient[];
  usePreferences: boolean;
  onBack(): void;
  onNext(): void;
}) {
  const { mutate, data, isPending, isError } = useRecipesFromPantry();
  useEffect(() => {
    mutate({ ingredients: ingredients.map((i) => i.name).slice(0, 30), useDietaryPreferences: usePreferences });
  }, [ingredients, usePreferences, mutate]);
  const recipes = data?.recipes ?? [];
  return (
    <div className="space-y-4">
      {isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-muted">
          <Loader2 className="size-5 animate-spin" aria-hidden /> Finding recipes...
        </p>
      ) : recipes.length ? (
        <ul aria-label="Recipe suggestions" className="grid gap-3 sm:grid-cols-2">
          {recipes.slice(0, 12).map((recipe) => (
            <li key={recipe.recipe_id}>
              <SuggestionCard recipe={recipe} compact from="pantry" />
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="rounded-2xl border border-line p-5 text-center text-muted">
          {isError ? 'Recipes could not be found just now.' : 'No recipes use these ingredients yet.'} You can still
          save your scan.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext} disabled={isPending}>
          <Save className="size-4" aria-hidden /> Save Scan Results
        </Button>
      </div>
    </div>
  );
}

interface SaveStepProps {
  count: number;
  saving: boolean;
  saved: PantryScan | null;
  onSave(scanName: string): void;
  onBack(): void;
  onDone(): void;
}

/** Step 5: 'Save Your Pantry Scan' (name optional, 'Pantry Scan - {date}' by default), then 'Scan Complete'. */
export function SaveStep({ count, saving, saved, onSave, onBack, onDone }: SaveStepProps) {
  const [name, setName] = useState('');
  const fallback = defaultScanName(new Date());
  if (saved) {
    return (
      <div className="space-y-5 text-center">
        <CheckCircle2 className="mx-auto size-12 text-mint" aria-hidden />
        <p>
          <span className="font-bold">{saved.scanName}</span> is saved with {saved.ingredients.length}{' '}
          {saved.ingredients.length === 1 ? 'ingredient' : 'ingredients'}.
        </p>
        <Button onClick={onDone} className="w-full sm:w-auto">
          Done
        </Button>
      </div>
    );
  }
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(name.trim() || fallback);
      }}
    >
      <div>
        <Label htmlFor="scan-name">Scan name (optional)</Label>
        <Input
          id="scan-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={fallback}
          maxLength={PANTRY_LIMITS.scanNameMax}
        />
      </div>
      <p className="text-sm text-muted">
        {count} {count === 1 ? 'ingredient' : 'ingredients'} will be saved to your pantry scans.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={saving}>
          Back
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Save className="size-4" aria-hidden />}
          {saving ? 'Saving...' : 'Save Scan'}
        </Button>
      </div>
    </form>
  );
}
