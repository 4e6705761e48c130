import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../../components/ui/page-title';
import { RecipeCard } from '../../recipes/public/recipe-card';
import { favoriteMealPlansQuery } from '../../meal-plan/api';
import { favoriteRecipesQuery } from '../api';
import { FavoritePlanCard } from './favorite-plan-card';
import { TabTrigger } from '../../../components/ui/tab-trigger';

/** Six placeholders while favorites load (spec 001 section 9). */
const SKELETONS = 6;

const tabClass =
  'border-b-2 border-transparent px-1 pb-2 text-sm font-bold text-muted data-[state=active]:border-brand data-[state=active]:text-ink';

function RecipesPanel() {
  const favorites = useQuery(favoriteRecipesQuery());
  if (favorites.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading favorites">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <div key={i} data-testid="favorite-skeleton" className="h-80 animate-pulse rounded-2xl bg-surface" />
        ))}
      </div>
    );
  }
  const list = favorites.data ?? [];
  if (!list.length) return <p className="py-10 text-center text-muted">You haven't saved any favorite recipes yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {list.map((f) => (
        <li key={f.id}>
          <RecipeCard recipe={f.recipe} />
        </li>
      ))}
    </ul>
  );
}

function PlansPanel() {
  const plans = useQuery(favoriteMealPlansQuery());
  if (plans.isPending)
    return (
      <p role="status" className="py-10 text-center text-muted">
        Loading favorites...
      </p>
    );
  const list = plans.data ?? [];
  if (!list.length)
    return <p className="py-10 text-center text-muted">You haven't saved any favorite meal plans yet.</p>;
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {list.map((f) => (
        <li key={f.id}>
          <FavoritePlanCard favorite={f} />
        </li>
      ))}
    </ul>
  );
}

/** Favorites on tablet and desktop: Favorite Recipes as a grid of cards, and Favorite Meal Plans. */
export function FavoritesTabs() {
  return (
    <main className="mx-auto w-full max-w-7xl space-y-5 px-4 py-6">
      <PageTitle title="Favorites" />
      <Tabs.Root defaultValue="recipes">
        <Tabs.List className="flex gap-6 border-b border-line" aria-label="Favorites">
          <TabTrigger value="recipes" className={tabClass}>
            Favorite Recipes
          </TabTrigger>
          <TabTrigger value="plans" className={tabClass}>
            Favorite Meal Plans
          </TabTrigger>
        </Tabs.List>
        <Tabs.Content value="recipes" className="pt-5">
          <RecipesPanel />
        </Tabs.Content>
        <Tabs.Content value="plans" className="pt-5">
          <PlansPanel />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
