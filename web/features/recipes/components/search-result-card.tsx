import { Clock, Flame, Plus } from 'lucide-react';
import { useState } from 'react';
import type { RecipeCard } from '../../../../domain/recipe-search';
import { requestAddToPlan } from '../../../components/add-to-plan/add-to-plan-store';
import { useSignedIn } from '../../../lib/auth-client';
import { RatingBadge } from '../../../components/recipe/rating-badge';
import { FavoriteHeart } from '../../../components/recipe/favorite-heart';
import { RecipeDetailView } from '../public/recipe-detail-view';
import { RecipeImage } from '../../../components/recipe/recipe-image';

/**
 * A search result (spec 001 section 2): picture, title, cuisine, diet, calories, total time and the rating
 * (the average and count of people's stars in place of the spec's fixed 4.5; "New" when nobody rated it).
 */
export function SearchResultCard({ recipe }: { recipe: RecipeCard }) {
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:border-mint/60">
      <RecipeImage picture={recipe.picture} />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 leading-snug font-bold">
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="text-left after:absolute after:inset-0 after:rounded-2xl"
          >
            {recipe.title}
          </button>
        </h3>
        <p className="truncate text-xs font-semibold text-mint">
          {[recipe.cuisine, recipe.diet].filter(Boolean).join(' · ')}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <Flame className="size-3.5" aria-hidden /> {Math.round(recipe.calories)} cal
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden /> {recipe.prepMinutes + recipe.cookMinutes} min
          </span>
          <RatingBadge rating={recipe.rating} />
        </div>
      </div>
      <div className="absolute top-2 right-2 z-10 flex gap-1.5">
        <FavoriteHeart recipeId={recipe.id} />
        <button
          type="button"
          onClick={() => requestAddToPlan(signedIn, recipe)}
          aria-label="Add to meal plan"
          className="flex size-9 items-center justify-center rounded-full bg-page/85 shadow backdrop-blur hover:bg-page"
        >
          <Plus className="size-[18px]" aria-hidden />
        </button>
      </div>
      <RecipeDetailView recipe={open ? recipe : null} onClose={() => setOpen(false)} />
    </article>
  );
}
