import { Clock, Flame, TrendingUp } from 'lucide-react';
import type { TrendingRecipe } from '../api';
import { RecipePicture } from './recipe-picture';
import { cookTimeLabel } from '../../../components/recipe/cook-time';
import { RatingBadge } from '../../../components/recipe/rating-badge';

interface TrendingCardProps {
  recipe: TrendingRecipe;
  /** Set on mobile-sized layouts, where a card opens the recipe's detail view. */
  onOpen?: () => void;
}

/** A trending recipe: picture, title, cooking minutes, calories, cuisine, its rating ("4.6 · 128" or "New") and a Trending label. */
export function TrendingCard({ recipe, onOpen }: TrendingCardProps) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition has-[button:hover]:border-mint/60">
      <div className="relative">
        <RecipePicture picture={recipe.picture} sizes="(min-width: 1280px) 300px, (min-width: 768px) 24vw, 48vw" />
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand px-2 py-0.5 text-[11px] font-extrabold text-brand-ink">
          <TrendingUp className="size-3" aria-hidden /> Trending
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 text-sm leading-snug font-bold sm:text-base">
          {onOpen ? (
            // The button covers the whole card (its ::after), so a tap anywhere opens the recipe.
            <button type="button" onClick={onOpen} className="text-left after:absolute after:inset-0 after:rounded-2xl">
              {recipe.title}
            </button>
          ) : (
            recipe.title
          )}
        </h3>
        <p className="truncate text-xs font-semibold text-mint">{recipe.cuisine}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden /> {cookTimeLabel(recipe.cookMinutes)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Flame className="size-3.5" aria-hidden /> {Math.round(recipe.calories)} kcal
          </span>
          <RatingBadge rating={recipe.rating} />
        </div>
      </div>
    </article>
  );
}
