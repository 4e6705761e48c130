import { Loader2, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { BuildFields } from './build-fields';
import { SuggestionCard } from './suggestion-card';
import type { Builder } from './use-builder';

/**
 * Build from Ingredients as the desktop and tablet dialog shows it (spec 001 section 2): the two fields, the
 * preferences checkbox, Search Recipes ('Generating Recipes...'), then suggestion cards.
 */
export function BuildPanel({ builder, wide = false }: { builder: Builder; wide?: boolean }) {
  const { fields, setFields, search, busy, building, results, pantry, asked } = builder;
  const grid = wide ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-4 sm:grid-cols-2';
  return (
    <div className="space-y-5">
      <BuildFields
        value={fields}
        onChange={setFields}
        onSubmit={search}
        idPrefix={wide ? 'build-page' : 'build-dialog'}
        preferencesLabel="Use my dietary preferences for recipe suggestions"
      />
      <Button onClick={search} disabled={busy || !fields.primary.trim()} className="w-full sm:w-auto">
        {building ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Search className="size-4" aria-hidden />}
        {building ? 'Generating Recipes...' : 'Search Recipes'}
      </Button>
      {pantry ? (
        <p className="text-sm text-muted">
          From your pantry: <span className="font-semibold text-ink">{pantry.join(', ')}</span>
        </p>
      ) : null}

      {busy ? (
        <ul aria-busy="true" aria-label="Generating recipes" className={grid}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-72 animate-pulse rounded-2xl bg-surface-2" />
          ))}
        </ul>
      ) : results ? (
        results.length ? (
          <section className="space-y-3">
            <h3 className="font-extrabold">
              {results.length} {results.length === 1 ? 'recipe' : 'recipes'} with {asked}
            </h3>
            <ul aria-label="Recipe suggestions" className={grid}>
              {results.map((recipe) => (
                <li key={recipe.recipe_id}>
                  <SuggestionCard recipe={recipe} />
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p role="status" className="rounded-2xl border border-line p-5 text-center text-muted">
            No recipes use {asked} yet. Try another ingredient, or leave out the second one.
          </p>
        )
      ) : null}
    </div>
  );
}
