import { Clock, Flame, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { RecipeCard } from '../../../../domain/recipe-search';
import { openAddToPlan } from '../../../components/add-to-plan/add-to-plan-store';
import { useFavoriteToggle } from '../../../lib/favorite-toggle';
import { RecipeDetailView } from '../../recipes/public/recipe-detail-view';
import { timesGiven } from '../../../components/recipe/cook-time';
import { RatingBadge } from '../../../components/recipe/rating-badge';
import { RecipeImage } from '../../../components/recipe/recipe-image';
import { RecipeCardFrame, RecipeFact, RecipeFacts } from '../../../components/recipe/recipe-card-frame';

const iconButton =
  'flex size-9 items-center justify-center rounded-full border border-line bg-page hover:bg-surface-2 disabled:opacity-50';

/** A favorite on the phone: picture, title, cuisine, diet, calories, total time and rating, with remove and add-to-plan. */
export function MobileFavoriteRecipe({ recipe }: { recipe: RecipeCard }) {
  const [open, setOpen] = useState(false);
  const favorite = useFavoriteToggle(recipe.id);
  return (
    <RecipeCardFrame
      layout="row"
      label={recipe.title}
      picture={
        <div className="w-24 shrink-0 self-start">
          <RecipeImage picture={recipe.picture} className="rounded-xl" />
        </div>
      }
      title={recipe.title}
      titleClassName="text-sm"
      onOpen={() => setOpen(true)}
      actions={
        <>
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
        </>
      }
      after={<RecipeDetailView recipe={open ? recipe : null} onClose={() => setOpen(false)} />}
    >
      <p className="truncate text-xs text-muted">
        {recipe.cuisine} · {recipe.diet}
      </p>
      <RecipeFacts atBottom={false}>
        <RecipeFact icon={Flame}>{Math.round(recipe.calories)} cal</RecipeFact>
        {timesGiven(recipe) ? (
          <RecipeFact icon={Clock}>{recipe.prepMinutes + recipe.cookMinutes} min</RecipeFact>
        ) : null}
        <RatingBadge rating={recipe.rating} />
      </RecipeFacts>
    </RecipeCardFrame>
  );
}
