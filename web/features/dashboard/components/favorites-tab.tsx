import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { favoriteRecipesQuery } from '../../favorites/api';
import { RecipeCard } from '../../recipes/public/recipe-card';
import { openSearchDialog } from '../../../lib/search-dialog-store';

/** The newest favorites shown on the dashboard; the rest are on /dashboard/favorites. */
const SHOWN = 8;

/** The dashboard's Favorites tab: the newest favorite recipes as cards. */
export function FavoritesTab() {
  const favorites = useQuery(favoriteRecipesQuery());
  if (favorites.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading favorites">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-72 animate-pulse rounded-2xl bg-surface" />
        ))}
      </div>
    );
  }
  const list = favorites.data ?? [];
  if (!list.length) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-10 text-center">
        <p className="text-muted">You haven't saved any favorite recipes yet.</p>
        <Button variant="secondary" onClick={() => openSearchDialog()}>
          <Search className="size-4" aria-hidden /> Find recipes
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {list.slice(0, SHOWN).map((f) => (
          <li key={f.id}>
            <RecipeCard recipe={f.recipe} />
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Link to="/dashboard/favorites" className={buttonClass({ variant: 'ghost' })}>
          All favorites ({list.length}) <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </div>
  );
}
