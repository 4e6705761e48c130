import { Clock, Flame, TrendingUp } from 'lucide-react';
import type { TrendingRecipe } from '../api';
import { RecipePicture } from './recipe-picture';
import { cookTimeLabel } from '../../../components/recipe/cook-time';
import { RatingBadge } from '../../../components/recipe/rating-badge';
import { RecipeCardFrame, RecipeFact, RecipeFacts } from '../../../components/recipe/recipe-card-frame';

interface TrendingCardProps {
  recipe: TrendingRecipe;
  /** Set on mobile-sized layouts, where a card opens the recipe's detail view. */
  onOpen?: () => void;
}

/** A trending recipe: picture, title, cooking minutes, calories, cuisine, its rating ("4.6 · 128" or "New") and a Trending label. */
export function TrendingCard({ recipe, onOpen }: TrendingCardProps) {
  return (
    <RecipeCardFrame
      picture={
        <RecipePicture picture={recipe.picture} sizes="(min-width: 1280px) 300px, (min-width: 768px) 24vw, 48vw" />
      }
      onPicture={
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand px-2 py-0.5 text-[11px] font-extrabold text-brand-ink">
          <TrendingUp className="size-3" aria-hidden /> Trending
        </span>
      }
      title={recipe.title}
      titleClassName="text-sm sm:text-base"
      onOpen={onOpen}
    >
      <p className="truncate text-xs font-semibold text-mint">{recipe.cuisine}</p>
      <RecipeFacts>
        <RecipeFact icon={Clock}>{cookTimeLabel(recipe.cookMinutes)}</RecipeFact>
        <RecipeFact icon={Flame}>{Math.round(recipe.calories)} kcal</RecipeFact>
        <RatingBadge rating={recipe.rating} />
      </RecipeFacts>
    </RecipeCardFrame>
  );
}
