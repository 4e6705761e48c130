import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { COURSES } from '../../../../domain/catalogue';
import type { ImportResult } from '../../../../domain/recipe-import';
import { CustomRecipeInput } from '../../../../domain/custom-recipes';
import { Button } from '../../../components/ui/button';
import { Input, inputClass, Label } from '../../../components/ui/input';
import { api } from '../../../lib/api';
import {
  EMPTY_FORM,
  fromImport,
  importGaps,
  importNotes,
  toCustomRecipe,
  withServings,
  type ImportedNutrition,
  type RecipeFormState,
} from '../recipe-form-state';
import { IngredientRows } from './ingredient-rows';

type Errors = Partial<Record<'title' | 'ingredients' | 'other', string>>;

/** The nutrition boxes' labels: grams written small ("Protein (g)", not the "(G)" a capitalising style made). */
const NUTRIENT_LABELS = { calories: 'Calories', protein: 'Protein (g)', carbs: 'Carbs (g)', fat: 'Fat (g)' } as const;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

interface AddRecipeFormProps {
  onSubmit(body: CustomRecipeInput): void;
  busy: boolean;
  onCancel(): void;
}

/** Add New Recipe (spec 001 section 2): every field, the spec's checks, and Import from a web page. */
export function AddRecipeForm({ onSubmit, busy, onCancel }: AddRecipeFormProps) {
  const [form, setForm] = useState<RecipeFormState>(EMPTY_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const [importUrl, setImportUrl] = useState('');
  // The nutrition an import filled in, while it is left as filled: it follows the servings.
  const [imported, setImported] = useState<ImportedNutrition | null>(null);
  const set = (patch: Partial<RecipeFormState>) => {
    setForm((f) => ({ ...f, ...patch }));
    // A message goes once its field is changed; the rest wait for the next submit.
    setErrors(({ title, ingredients, ...rest }) => ({
      ...rest,
      ...('title' in patch ? {} : { title }),
      ...('ingredients' in patch ? {} : { ingredients }),
    }));
  };
  const text = (key: keyof RecipeFormState) => ({
    id: `recipe-${key}`,
    value: form[key] as string,
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
  });
  const numeric = (key: keyof RecipeFormState) => ({
    ...text(key),
    type: 'number',
    inputMode: 'decimal' as const,
    min: 0,
  });

  const importPage = useMutation({
    mutationFn: (url: string) => api.post<ImportResult>('/api/recipes/import', { url }),
    onSuccess: (answer, url) => {
      const filled = fromImport(form, url, answer);
      setForm(filled.form);
      setImported(filled.nutrition);
      setErrors({}); // the imported recipe is checked afresh on the next submit
    },
  });

  const submit = () => {
    const body = toCustomRecipe(form);
    const checked = CustomRecipeInput.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] === 'title' ? 'title' : issue.path[0] === 'ingredients' ? 'ingredients' : 'other';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(body);
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <section className="space-y-2 rounded-2xl border border-dashed border-line p-3">
        <Label htmlFor="import-url">Import from a web page</Label>
        <div className="flex gap-2">
          <Input
            id="import-url"
            type="url"
            placeholder="https://..."
            value={importUrl}
            onChange={(e) => setImportUrl(e.target.value)}
            onKeyDown={(e) => {
              // Enter imports the page; it must not submit the recipe form around it.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (importUrl.trim() && !importPage.isPending) importPage.mutate(importUrl.trim());
            }}
          />
          <Button
            variant="outline"
            disabled={!importUrl.trim() || importPage.isPending}
            onClick={() => importPage.mutate(importUrl.trim())}
          >
            <Download className="size-4" aria-hidden /> {importPage.isPending ? 'Importing...' : 'Import'}
          </Button>
        </div>
        {importPage.isError ? (
          <p role="alert" className="text-sm text-danger">
            {importPage.error.message}
          </p>
        ) : null}
        {importPage.isSuccess && importGaps(importPage.data) ? (
          <p role="status" className="text-sm text-muted">
            {importGaps(importPage.data)}
          </p>
        ) : null}
        {importPage.isSuccess
          ? importNotes(importPage.data).map((note) => (
              <p
                key={note}
                role="status"
                className={`text-sm ${note === importPage.data.nutritionWarning ? 'text-danger' : 'text-muted'}`}
              >
                {note}
              </p>
            ))
          : null}
      </section>
      <Field id="recipe-title" label="Title">
        <Input {...text('title')} aria-invalid={Boolean(errors.title)} />
        {errors.title ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {errors.title}
          </p>
        ) : null}
      </Field>
      <Field id="recipe-description" label="Description">
        <textarea {...text('description')} rows={2} className={`${inputClass} h-auto py-2`} />
      </Field>
      <Field id="recipe-imageUrl" label="Image URL">
        <Input {...text('imageUrl')} type="url" placeholder="https://..." />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="recipe-cuisine" label="Cuisine">
          <Input {...text('cuisine')} placeholder="Indian" />
        </Field>
        <Field id="recipe-course" label="Course">
          <select {...text('course')} className={inputClass}>
            <option value="">Choose...</option>
            {COURSES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <Field id="recipe-prepMinutes" label="Prep time (minutes)">
          <Input {...numeric('prepMinutes')} step={1} />
        </Field>
        <Field id="recipe-cookMinutes" label="Cooking time (minutes)">
          <Input {...numeric('cookMinutes')} step={1} />
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field id="recipe-servings" label="Servings">
          <Input
            {...numeric('servings')}
            min={1}
            max={100}
            step={1}
            onChange={(e) => {
              const next = withServings(form, e.target.value, imported);
              setForm(next.form);
              setImported(next.nutrition);
            }}
          />
        </Field>
      </div>
      <IngredientRows
        rows={form.ingredients}
        onChange={(ingredients) => set({ ingredients })}
        error={errors.ingredients}
      />
      <Field id="recipe-instructions" label="Instructions">
        <textarea
          {...text('instructions')}
          rows={4}
          placeholder="One step per line"
          aria-describedby="recipe-instructions-hint"
          className={`${inputClass} h-auto py-2`}
        />
        <p id="recipe-instructions-hint" className="mt-1 text-xs text-muted">
          One step per line. A short line ending in a colon, such as “For the sauce:”, shows as a heading.
        </p>
      </Field>
      <Field id="recipe-recipeUrl" label="Recipe URL">
        <Input {...text('recipeUrl')} type="url" placeholder="https://..." />
      </Field>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold">Nutrition (per serving)</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(['calories', 'protein', 'carbs', 'fat'] as const).map((key) => (
            <div key={key}>
              <label htmlFor={`recipe-${key}`} className="mb-1 block text-xs text-muted">
                {NUTRIENT_LABELS[key]}
              </label>
              <Input {...numeric(key)} />
            </div>
          ))}
        </div>
      </fieldset>
      {errors.other ? (
        <p role="alert" className="text-sm text-danger">
          {errors.other}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Add Recipe'}
        </Button>
      </div>
    </form>
  );
}
