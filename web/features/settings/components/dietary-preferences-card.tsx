import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Activity, SlidersHorizontal, Target, Utensils, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { AppError } from '../../../../domain/errors';
import {
  defaultSelection,
  isFilterType,
  type PreferenceCategory,
  type PreferenceFilter,
  type SelectionValue,
} from '../../../../domain/preferences';
import { Button } from '../../../components/ui/button';
import { preferencesQuery, preferencesSummaryQuery, useSavePreferences } from '../api';
import { PreferenceField } from './preference-field';
import { countOf } from '../../../../domain/words';

const RefusedFilter = z.object({ filterId: z.number() });

const ICONS: Record<string, LucideIcon> = { target: Target, utensils: Utensils, activity: Activity };

/** The Dietary Preferences card: each category with its filters, and Save Preferences. */
export function DietaryPreferencesCard() {
  const { data: categories, isPending, isError } = useQuery(preferencesQuery());
  const { data: summary } = useQuery(preferencesSummaryQuery());
  // Only what the person changed since the last load; everything else shows the saved value or the default.
  const [drafts, setDrafts] = useState<ReadonlyMap<number, SelectionValue>>(new Map());
  const save = useSavePreferences(() => setDrafts(new Map()));
  // The filter a refused save names (the server sends its id), marked until the next change.
  const refused = save.error instanceof AppError ? RefusedFilter.safeParse(save.error.details).data : undefined;
  const problem = refused ? { filterId: refused.filterId, message: save.error?.message ?? '' } : undefined;

  const valueOf = (f: PreferenceFilter): SelectionValue =>
    drafts.get(f.id) ?? f.userSelection ?? defaultSelection(f.type, f.options);
  const change = (id: number, value: SelectionValue) => {
    save.reset();
    setDrafts((d) => new Map(d).set(id, value));
  };

  function submit() {
    const filters = (categories ?? []).flatMap((c) => c.filters);
    // Every selection the person has (saved or changed) on the filters their plan includes.
    const selections = filters
      .filter((f) => f.allowed && isFilterType(f.type) && (drafts.has(f.id) || f.userSelection !== null))
      .map((f) => ({ filterId: f.id, selectedValues: valueOf(f) }));
    save.mutate({ selections });
  }

  return (
    <section className="rounded-3xl border border-line bg-surface" aria-labelledby="dietary-preferences">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-5 py-4">
        <h2 id="dietary-preferences" className="flex items-center gap-2 text-lg font-extrabold">
          <SlidersHorizontal className="size-5 text-mint" aria-hidden /> Dietary Preferences
        </h2>
        {summary && summary.activeCount > 0 ? (
          <span
            className="rounded-full bg-mint/15 px-3 py-1 text-xs font-bold text-mint"
            data-testid="preferences-active"
          >
            {countOf(summary.activeCount, 'preference')} active
          </span>
        ) : null}
      </header>

      {isPending ? <p className="px-5 py-8 text-center text-muted">Loading...</p> : null}
      {isError || categories?.length === 0 ? (
        <p className="px-5 py-8 text-center text-muted">No preferences to set yet.</p>
      ) : null}

      <div className="divide-y divide-line">
        {(categories ?? []).map((category) => (
          <Category key={category.id} category={category} valueOf={valueOf} onChange={change} problem={problem} />
        ))}
      </div>

      {categories?.length ? (
        // Left-aligned from 640 px: the toasts appear bottom-right and must not cover the button.
        <div className="flex flex-col gap-3 border-t border-line px-5 py-4 sm:flex-row sm:items-center">
          <Button size="lg" className="w-full sm:w-auto" onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Preferences'}
          </Button>
          {drafts.size ? (
            <p className="text-center text-sm text-muted sm:text-left">You have unsaved changes.</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

interface CategoryProps {
  category: PreferenceCategory;
  valueOf(filter: PreferenceFilter): SelectionValue;
  onChange(id: number, value: SelectionValue): void;
  problem?: { filterId: number; message: string };
}

function Category({ category, valueOf, onChange, problem }: CategoryProps) {
  const Icon = ICONS[category.iconName] ?? SlidersHorizontal;
  return (
    <section className="space-y-5 px-5 py-5" aria-labelledby={`category-${category.key}`}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-mint/15 text-mint">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h3 id={`category-${category.key}`} className="font-extrabold">
            {category.name}
          </h3>
          <p className="text-sm text-muted">{category.description}</p>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {category.filters.map((filter) => (
          <div key={filter.id} className={clsx(filter.type !== 'range' && 'sm:col-span-2')}>
            <PreferenceField
              filter={filter}
              value={valueOf(filter)}
              onChange={(v) => onChange(filter.id, v)}
              error={problem?.filterId === filter.id ? problem.message : undefined}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
