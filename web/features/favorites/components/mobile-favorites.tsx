import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { CalendarHeart, Heart, type LucideIcon } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { favoriteMealPlansQuery } from '../../meal-plan/api';
import { favoriteRecipesQuery } from '../api';
import { FavoritePlanCard } from './favorite-plan-card';
import { MobileFavoriteRecipe } from './mobile-favorite-recipe';
import { TabTrigger } from '../../../components/ui/tab-trigger';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const tabClass =
  'flex-1 rounded-full py-2 text-sm font-bold text-muted data-[state=active]:bg-brand data-[state=active]:text-brand-ink';

function Empty({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <Icon className="size-10 text-muted" aria-hidden />
      <h2 className="font-extrabold">{title}</h2>
      <p className="max-w-xs text-sm text-muted">{text}</p>
    </div>
  );
}

/** Favorites on the phone: Recipes and Meal Plans with counts. */
export function MobileFavorites() {
  useDocumentTitle('Favorites');
  const recipes = useQuery(favoriteRecipesQuery());
  const plans = useQuery(favoriteMealPlansQuery());
  const loading = recipes.isPending || plans.isPending;
  const recipeList = recipes.data ?? [];
  const planList = plans.data ?? [];
  return (
    <main className="mx-auto w-full max-w-xl space-y-4 px-4 py-4">
      <h1 className="text-2xl font-extrabold tracking-tight">Favorites</h1>
      {loading ? (
        <p role="status" className="py-12 text-center text-muted">
          Loading favorites...
        </p>
      ) : (
        <Tabs.Root defaultValue="recipes">
          <Tabs.List className="flex gap-1 rounded-full border border-line bg-surface p-1" aria-label="Favorites">
            <TabTrigger value="recipes" className={tabClass}>
              Recipes ({recipeList.length})
            </TabTrigger>
            <TabTrigger value="plans" className={tabClass}>
              Meal Plans ({planList.length})
            </TabTrigger>
          </Tabs.List>
          <Tabs.Content value="recipes" className="mt-4 space-y-3">
            {recipeList.length ? (
              <>
                <p className="text-sm text-muted">{plural(recipeList.length, 'favorite recipe', 'favorite recipes')}</p>
                <ul className="space-y-3">
                  {recipeList.map((f) => (
                    <li key={f.id}>
                      <MobileFavoriteRecipe recipe={f.recipe} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <Empty
                icon={Heart}
                title="No Favorite Recipes Yet"
                text="Start exploring recipes and add your favorites here!"
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="plans" className="mt-4 space-y-3">
            {planList.length ? (
              <>
                <p className="text-sm text-muted">
                  {plural(planList.length, 'favorite meal plan', 'favorite meal plans')}
                </p>
                <ul className="space-y-3">
                  {planList.map((f) => (
                    <li key={f.id}>
                      <FavoritePlanCard favorite={f} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <Empty
                icon={CalendarHeart}
                title="No Favorite Meal Plans Yet"
                text="Create meal plans and save your favorites for easy access!"
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </main>
  );
}
