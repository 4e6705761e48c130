import { clsx } from 'clsx';
import { ChefHat, Clock, ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import type { BuiltRecipe } from '../../../../domain/pantry';
import { buttonClass } from '../../../components/ui/button';
import { requestAddToPlan } from '../../../components/add-to-plan/add-to-plan-store';
import { useSignedIn } from '../../../lib/auth-client';
import { FavoriteHeart } from '../../../components/recipe/favorite-heart';
import { RecipeDetailView } from '../../recipes/public/recipe-detail-view';
import { RecipeImage } from '../../../components/recipe/recipe-image';

/** What is at hand and what is not: 'You have 3 of 4 main ingredients' and 'Missing: onion' (staples and spices are taken as at hand). */
export function HaveLine({ recipe }: { recipe: BuiltRecipe }) {
  const { main_ingredients_count: total, main_ingredients_at_hand: have, missing_ingredients: missing } = recipe;
  return (
    <div className="space-y-0.5 text-xs">
      <p className="font-semibold text-mint">
        You have {have} of {total} main {total === 1 ? 'ingredient' : 'ingredients'}
      </p>
      <p className="line-clamp-2 text-muted">{missing.length ? `Missing: ${missing.join(', ')}` : 'Nothing to buy'}</p>
    </div>
  );
}

const cookTime = (minutes: number) => (minutes > 0 ? `${minutes} min` : 'No cooking');

/**
 * A suggestion of the Build from Ingredients dialog (spec 001 section 2): picture, title, description, cook
 * time, difficulty, a heart, add to meal plan and View Full Recipe; the card opens the recipe's detail.
 * `compact` lays it out as a row with a small picture (the pantry wizard's list).
 */
export function SuggestionCard({
  recipe,
  compact = false,
  from,
}: {
  recipe: BuiltRecipe;
  compact?: boolean;
  from?: 'pantry';
}) {
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const card = recipe.card;
  const actions = (
    <div className="flex gap-1.5">
      <FavoriteHeart recipeId={recipe.recipe_id} />
      <button
        type="button"
        onClick={() => requestAddToPlan(signedIn, card, undefined, from)}
        aria-label="Add to meal plan"
        className="flex size-9 items-center justify-center rounded-full bg-page/85 shadow backdrop-blur hover:bg-page"
      >
        <Plus className="size-[18px]" aria-hidden />
      </button>
    </div>
  );
  const fullRecipe = (
    <a
      href={recipe.recipe_URL}
      target="_blank"
      rel="noopener noreferrer"
      className={
        compact
          ? 'relative z-10 inline-flex items-center gap-1 text-xs font-bold whitespace-nowrap text-mint hover:underline'
          : buttonClass({ variant: 'outline', size: 'sm', className: 'relative z-10 mt-1 w-full' })
      }
    >
      <ExternalLink className="size-4" aria-hidden /> View Full Recipe
    </a>
  );
  return (
    <article
      className={clsx(
        'relative flex h-full overflow-hidden rounded-2xl border border-line bg-surface transition hover:border-mint/60',
        compact ? 'flex-row gap-3 p-2' : 'flex-col',
      )}
    >
      <RecipeImage
        picture={recipe.recipe_picture}
        className={compact ? 'aspect-square! w-24! shrink-0 self-start rounded-xl' : undefined}
      />
      {compact ? null : <div className="absolute top-2 right-2 z-10">{actions}</div>}
      <div className={clsx('flex min-w-0 flex-1 flex-col gap-2', compact ? 'pr-1' : 'p-3')}>
        <h3 className="line-clamp-2 leading-snug font-bold">
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="text-left after:absolute after:inset-0 after:rounded-2xl"
          >
            {recipe.recipe_title}
          </button>
        </h3>
        {recipe.recipe_description && !compact ? (
          <p className="line-clamp-2 text-sm text-muted">{recipe.recipe_description}</p>
        ) : null}
        <HaveLine recipe={recipe} />
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden /> {cookTime(recipe.recipe_cooking_time_mins)}
          </span>
          <span className="inline-flex items-center gap-1">
            <ChefHat className="size-3.5" aria-hidden /> {recipe.difficulty}
          </span>
        </div>
        {compact ? (
          <div className="relative z-10 flex items-center justify-between gap-2">
            {fullRecipe}
            {actions}
          </div>
        ) : (
          fullRecipe
        )}
      </div>
      <RecipeDetailView recipe={open ? card : null} onClose={() => setOpen(false)} />
    </article>
  );
}
