import { Clock, Flame, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { RecipeCard } from '../../../../domain/recipe-search';
import { openAddToPlan } from '../../../components/add-to-plan/add-to-plan-store';
import { useFavoriteToggle } from '../../../lib/favorite-toggle';
import { RecipeDetailView } from '../../recipes/public/recipe-detail-view';
import { RatingBadge } from '../../../components/recipe/rating-badge';
import { RecipeImage } from '../../../components/recipe/recipe-image';

const iconButton =
  'flex size-9 items-center justify-center rounded-full border border-line bg-page hover:bg-surface-2 disabled:opacity-50';

/** A favorite on the phone: picture, title, cuisine, diet, calories, total time and rating, with remove and add-to-plan. */
export function MobileFavoriteRecipe({ recipe }: { recipe: RecipeCard }) {
  const [open, setOpen] = useState(false);
  const favorite = useFavoriteToggle(recipe.id);
  return (
    <article className="relative flex gap-3 rounded-2xl border border-line bg-surface p-2.5" aria-label={recipe.title}>
      <div className="w-24 shrink-0">
        <RecipeImage picture={recipe.picture} className="rounded-xl" />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 text-sm leading-snug font-bold">
          <button type="button" onClick={() => setOpen(true)} className="text-left">
            {recipe.title}
          </button>
        </h3>
        <p className="truncate text-xs text-muted">
          {recipe.cuisine} · {recipe.diet}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-2.5 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <Flame className="size-3.5" aria-hidden /> {Math.round(recipe.calories)} cal
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden /> {recipe.prepMinutes + recipe.cookMinutes} min
          </span>
          <RatingBadge rating={recipe.rating} />
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <button
          type="button"
          className={iconButton}
          onClick={favorite.toggle}
          disabled={favorite.isPending}
          aria-label={`Remove ${recipe.title} from favorites`}
        >
          <Trash2 className="size-4 text-danger" aria-hidden />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={() => openAddToPlan(recipe)}
          aria-label={`Add ${recipe.title} to meal plan`}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      <RecipeDetailView recipe={open ? recipe : null} onClose={() => setOpen(false)} />
    </article>
  );
}
