import { Clock, Flame, Timer } from 'lucide-react';
import { useState } from 'react';
import type { RecipeCard as Recipe } from '../../../../domain/recipe-search';
import { CardBadges } from '../components/recipe-badges';
import { RatingBadge } from '../../../components/recipe/rating-badge';
import { RecipeDetailView } from './recipe-detail-view';
import { RecipeImage } from '../../../components/recipe/recipe-image';
import { cookTimeLabel, timesGiven } from '../../../components/recipe/cook-time';
import { RecipeCardFrame, RecipeFact, RecipeFacts } from '../../../components/recipe/recipe-card-frame';
import { FavoriteAndPlanButtons } from '../../../components/recipe/card-actions';

export const roundG = (grams: number) => `${Math.round(grams)}g`;

/**
 * A recipe card (spec 001 section 2); a click opens the recipe's detail.
 * - `full` (dashboard, favorites, search dialog): picture with the cuisine, title, description, times,
 *   calories, rating, badges and macros; the heart and plus show on hover (always on touch screens).
 * - `result` (the search page): picture, title, cuisine and diet, calories, total time and rating, with the
 *   heart and plus always shown.
 */
export function RecipeCard({ recipe, variant = 'full' }: { recipe: Recipe; variant?: 'full' | 'result' }) {
  const [open, setOpen] = useState(false);
  const full = variant === 'full';
  return (
    <RecipeCardFrame
      picture={<RecipeImage picture={recipe.picture} />}
      onPicture={
        full ? (
          <span className="absolute bottom-2 left-2 rounded-full bg-page/85 px-2 py-0.5 text-[11px] font-bold text-mint">
            {recipe.cuisine}
          </span>
        ) : null
      }
      actions={<FavoriteAndPlanButtons recipe={recipe} />}
      revealActions={full}
      title={recipe.title}
      onOpen={() => setOpen(true)}
      after={<RecipeDetailView recipe={open ? recipe : null} onClose={() => setOpen(false)} />}
    >
      {full ? (
        <>
          {recipe.description ? <p className="line-clamp-2 text-sm text-muted">{recipe.description}</p> : null}
          <RecipeFacts atBottom={false}>
            {timesGiven(recipe) ? (
              <>
                <RecipeFact icon={Clock}>{cookTimeLabel(recipe.cookMinutes)}</RecipeFact>
                <RecipeFact icon={Timer}>Prep {recipe.prepMinutes} min</RecipeFact>
              </>
            ) : null}
            <RecipeFact icon={Flame}>{Math.round(recipe.calories)} cal</RecipeFact>
            <RatingBadge rating={recipe.rating} />
          </RecipeFacts>
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
        </>
      ) : (
        <>
          <p className="truncate text-xs font-semibold text-mint">
            {[recipe.cuisine, recipe.diet].filter(Boolean).join(' · ')}
          </p>
          <RecipeFacts>
            <RecipeFact icon={Flame}>{Math.round(recipe.calories)} cal</RecipeFact>
            {timesGiven(recipe) ? (
              <RecipeFact icon={Clock}>{recipe.prepMinutes + recipe.cookMinutes} min</RecipeFact>
            ) : null}
            <RatingBadge rating={recipe.rating} />
          </RecipeFacts>
        </>
      )}
    </RecipeCardFrame>
  );
}
