import { Clock, Flame, Plus, Timer } from 'lucide-react';
import { useState } from 'react';
import type { RecipeCard as Recipe } from '../../../../domain/recipe-search';
import { requestAddToPlan } from '../../../components/add-to-plan/add-to-plan-store';
import { useSignedIn } from '../../../lib/auth-client';
import { FavoriteHeart } from '../../../components/recipe/favorite-heart';
import { CardBadges } from '../components/recipe-badges';
import { RatingBadge } from '../../../components/recipe/rating-badge';
import { RecipeDetailView } from './recipe-detail-view';
import { RecipeImage } from '../../../components/recipe/recipe-image';
import { cookTimeLabel } from '../../../components/recipe/cook-time';

export const roundG = (grams: number) => `${Math.round(grams)}g`;

/**
 * A recipe card (spec 001 section 2): picture, title, description, times, calories, cuisine, badges and
 * macros. Signed-in people get a heart and a plus button on hover (always shown on touch screens).
 */
export function RecipeCard({ recipe }: { recipe: Recipe }) {
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:border-mint/60">
      <div className="relative">
        <RecipeImage picture={recipe.picture} />
        {signedIn ? (
          <div className="absolute top-2 right-2 z-10 flex gap-1.5 transition md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100">
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
        ) : null}
        <span className="absolute bottom-2 left-2 rounded-full bg-page/85 px-2 py-0.5 text-[11px] font-bold text-mint">
          {recipe.cuisine}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 leading-snug font-bold">
          {/* The button covers the whole card (its ::after): a click anywhere opens the detail. */}
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="text-left after:absolute after:inset-0 after:rounded-2xl"
          >
            {recipe.title}
          </button>
        </h3>
        {recipe.description ? <p className="line-clamp-2 text-sm text-muted">{recipe.description}</p> : null}
        <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden /> {cookTimeLabel(recipe.cookMinutes)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Timer className="size-3.5" aria-hidden /> Prep {recipe.prepMinutes} min
          </span>
          <span className="inline-flex items-center gap-1">
            <Flame className="size-3.5" aria-hidden /> {Math.round(recipe.calories)} cal
          </span>
          <RatingBadge rating={recipe.rating} />
        </div>
        <CardBadges recipe={recipe} />
        <dl className="mt-auto grid grid-cols-3 gap-1 border-t border-line pt-2 text-center text-xs">
          {(
            [
              ['Protein', recipe.protein],
              ['Carbs', recipe.carbs],
              ['Fat', recipe.fat],
            ] as const
          ).map(([label, grams]) => (
            <div key={label}>
              <dt className="text-muted">{label}</dt>
              <dd className="font-bold">{roundG(grams)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <RecipeDetailView recipe={open ? recipe : null} onClose={() => setOpen(false)} />
    </article>
  );
}
