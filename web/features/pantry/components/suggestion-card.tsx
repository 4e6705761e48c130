import { ChefHat, Clock, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { BuiltRecipe } from '../../../../domain/pantry';
import { buttonClass } from '../../../components/ui/button';
import { RecipeDetailView } from '../../recipes/public/recipe-detail-view';
import { RecipeImage } from '../../../components/recipe/recipe-image';
import { RecipeCardFrame, RecipeFact, RecipeFacts } from '../../../components/recipe/recipe-card-frame';
import { FavoriteAndPlanButtons } from '../../../components/recipe/card-actions';

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
  const [open, setOpen] = useState(false);
  const card = recipe.card;
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
    <RecipeCardFrame
      layout={compact ? 'row' : 'stacked'}
      picture={
        <RecipeImage
          picture={recipe.recipe_picture}
          className={compact ? 'aspect-square! w-24! shrink-0 self-start rounded-xl' : undefined}
        />
      }
      actions={compact ? undefined : <FavoriteAndPlanButtons recipe={card} from={from} />}
      title={recipe.recipe_title}
      onOpen={() => setOpen(true)}
      after={<RecipeDetailView recipe={open ? card : null} onClose={() => setOpen(false)} />}
    >
      {recipe.recipe_description && !compact ? (
        <p className="line-clamp-2 text-sm text-muted">{recipe.recipe_description}</p>
      ) : null}
      <HaveLine recipe={recipe} />
      <RecipeFacts>
        <RecipeFact icon={Clock}>{cookTime(recipe.recipe_cooking_time_mins)}</RecipeFact>
        <RecipeFact icon={ChefHat}>{recipe.difficulty}</RecipeFact>
      </RecipeFacts>
      {compact ? (
        <div className="relative z-10 flex items-center justify-between gap-2">
          {fullRecipe}
          <div className="flex gap-1.5">
            <FavoriteAndPlanButtons recipe={card} from={from} />
          </div>
        </div>
      ) : (
        fullRecipe
      )}
    </RecipeCardFrame>
  );
}
