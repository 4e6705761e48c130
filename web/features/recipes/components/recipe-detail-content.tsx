import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, ExternalLink, Heart } from 'lucide-react';
import { useState } from 'react';
import { Link, useInRouterContext } from 'react-router';
import type { RecipeCard } from '../../../../domain/recipe-search';
import { Button, buttonClass } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { recipeDetailQuery } from '../api';
import { useSignedIn } from '../../../lib/auth-client';
import { useFavoriteToggle } from '../../../lib/favorite-toggle';
import { AddToPlanPanel } from '../../../components/add-to-plan/add-to-plan-panel';
import { timesGiven } from '../../../components/recipe/cook-time';
import { SPECIAL_TAGS, Tag } from './recipe-badges';
import { RecipeRating } from './recipe-rating';
import { RecipeImage } from '../../../components/recipe/recipe-image';

export const INGREDIENT_PREVIEW = 4;

const Stat = ({ label, value }: { label: string; value: string }) => (
  <div className="rounded-xl bg-surface-2 px-2 py-2 text-center">
    <dt className="text-[11px] font-semibold text-muted uppercase">{label}</dt>
    <dd className="font-extrabold">{value}</dd>
  </div>
);

/** Every section of a recipe's detail (spec 001 section 2). */
export function RecipeDetailContent({ recipe }: { recipe: RecipeCard }) {
  const detail = useQuery(recipeDetailQuery(recipe.id));
  const signedIn = useSignedIn();
  const favorite = useFavoriteToggle(recipe.id);
  const [planning, setPlanning] = useState(false);
  const ingredients = detail.data?.ingredientGroups.flatMap((g) => g.lines) ?? [];
  const tags = SPECIAL_TAGS.filter(([flag]) => recipe[flag]);
  const categories = [recipe.cuisine, recipe.diet, recipe.course].filter(Boolean);
  const sourceUrl = detail.data?.sourceUrl;
  const inRouter = useInRouterContext();
  // Visitors read the recipe on its public page; the app's page is for signed-in people.
  const fullRecipePath = signedIn ? `/dashboard/recipes/${recipe.id}` : `/recipes/${recipe.id}`;

  const startPlanning = () => {
    if (!signedIn)
      notify({
        title: 'Please sign in',
        description: 'You need to be signed in to add to meal plan',
        variant: 'destructive',
      });
    else setPlanning(true);
  };

  return (
    <div className="space-y-5">
      <RecipeImage picture={recipe.picture} size="full" eager className="rounded-2xl" />
      <p className="text-sm leading-relaxed text-muted">{recipe.description || 'No description available'}</p>
      <RecipeRating recipe={recipe} />
      <div className="flex flex-wrap items-center gap-2">
        {timesGiven(recipe) ? (
          <>
            <Tag tone="plain">Prep: {recipe.prepMinutes} min</Tag>
            <Tag tone="plain">Cook: {recipe.cookMinutes} min</Tag>
          </>
        ) : null}
        {recipe.cookingMethod ? <span className="text-sm text-muted">{recipe.cookingMethod}</span> : null}
      </div>
      {categories.length ? (
        <section>
          <h3 className="mb-2 text-sm font-bold">Categories</h3>
          <div className="flex flex-wrap gap-1.5">
            {categories.map((c) => (
              <Tag key={c} tone="plain">
                {c}
              </Tag>
            ))}
          </div>
        </section>
      ) : null}
      <section>
        <h3 className="mb-2 text-sm font-bold">Nutrition (per serving)</h3>
        <dl className="grid grid-cols-4 gap-2 text-sm">
          <Stat label="Calories" value={String(Math.round(recipe.calories))} />
          <Stat label="Protein" value={`${Math.round(recipe.protein)}g`} />
          <Stat label="Carbs" value={`${Math.round(recipe.carbs)}g`} />
          <Stat label="Fats" value={`${Math.round(recipe.fat)}g`} />
        </dl>
      </section>
      {tags.length ? (
        <section>
          <h3 className="mb-2 text-sm font-bold">Special Tags</h3>
          <div className="flex flex-wrap gap-1.5">
            {tags.map(([flag, label]) => (
              <Tag key={flag}>{label}</Tag>
            ))}
          </div>
        </section>
      ) : null}
      {ingredients.length ? (
        <section>
          <h3 className="mb-2 text-sm font-bold">Ingredients</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {ingredients.slice(0, INGREDIENT_PREVIEW).map((line, i) => (
              <li key={i}>{line.text}</li>
            ))}
          </ul>
          {ingredients.length > INGREDIENT_PREVIEW ? (
            <p className="mt-1 text-sm text-muted">+{ingredients.length - INGREDIENT_PREVIEW} more</p>
          ) : null}
        </section>
      ) : null}
      {planning ? <AddToPlanPanel recipe={recipe} onDone={() => setPlanning(false)} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant={favorite.isFavorite ? 'secondary' : 'outline'}
          size="sm"
          onClick={favorite.toggle}
          disabled={favorite.isPending}
        >
          <Heart className={favorite.isFavorite ? 'size-4 fill-red-500 text-red-500' : 'size-4'} aria-hidden />
          {favorite.isFavorite ? 'Favorited' : 'Add to Favorites'}
        </Button>
        {!planning ? (
          <Button variant="outline" size="sm" onClick={startPlanning}>
            <CalendarPlus className="size-4" aria-hidden /> Add to Meal Plan
          </Button>
        ) : null}
        {sourceUrl ? (
          <a href={sourceUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: 'sm' })}>
            <ExternalLink className="size-4" aria-hidden /> View Full Recipe
          </a>
        ) : inRouter ? (
          <Link to={fullRecipePath} className={buttonClass({ size: 'sm' })}>
            View Full Recipe
          </Link>
        ) : (
          // Dialogs mounted beside the router (Search & Add) link with a plain anchor.
          <a href={fullRecipePath} className={buttonClass({ size: 'sm' })}>
            View Full Recipe
          </a>
        )}
      </div>
    </div>
  );
}
