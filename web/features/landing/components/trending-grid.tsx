import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { OnceOpened } from '../../../components/ui/once-opened';
import { useLayout } from '../../../lib/use-layout';
import { openSearchDialog } from '../../../lib/search-dialog-store';
import { trendingQuery, type TrendingRecipe } from '../api';
import { TrendingCard } from './trending-card';

// The detail dialog (Radix) loads when a phone visitor first opens a card, not with the page (decision 034).
const RecipeDetailDialog = lazy(() =>
  import('./recipe-detail-dialog').then((m) => ({ default: m.RecipeDetailDialog })),
);

const SKELETONS = Array.from({ length: 8 }, (_, i) => i);

/**
 * The trending grid (spec 001 sections 2 and 9): the first 8 trending recipes, 4 columns from tablet up.
 * A card opens the recipe's detail view only on mobile-sized layouts. When trending cannot be loaded the
 * section stays away (the failure is logged). Below it, the whole catalogue is one search away: the
 * Search & Add Recipes dialog, which the spec places on the landing page too (spec 001 section 2).
 */
export function TrendingGrid() {
  const { data, isPending } = useQuery(trendingQuery());
  const layout = useLayout();
  const [open, setOpen] = useState<TrendingRecipe | null>(null);
  if (!isPending && !data?.length) return null;
  return (
    <section
      id="trending"
      aria-labelledby="trending-title"
      className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 py-14 sm:py-20"
    >
      <div className="mb-8 text-center">
        <p className="text-sm font-bold tracking-wide text-mint uppercase">Popular this week</p>
        <h2 id="trending-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
          Trending Recipes
        </h2>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
        {isPending
          ? SKELETONS.map((i) => (
              <li key={i} aria-hidden className="overflow-hidden rounded-2xl border border-line bg-surface">
                <div className="aspect-[4/3] animate-pulse bg-surface-2" />
                <div className="h-24" />
              </li>
            ))
          : data.map((recipe) => (
              <li key={recipe.id}>
                <TrendingCard recipe={recipe} onOpen={layout === 'mobile' ? () => setOpen(recipe) : undefined} />
              </li>
            ))}
      </ul>
      <div className="mt-8 flex justify-center">
        <Button variant="secondary" onClick={() => openSearchDialog()}>
          <Search className="size-4" aria-hidden /> Search all recipes
        </Button>
      </div>
      <OnceOpened open={open !== null}>
        <RecipeDetailDialog recipe={open} onClose={() => setOpen(null)} />
      </OnceOpened>
    </section>
  );
}
