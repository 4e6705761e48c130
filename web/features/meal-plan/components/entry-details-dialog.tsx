import { clsx } from 'clsx';
import { BookOpen, Heart } from 'lucide-react';
import type { PlanEntry } from '../../../../domain/meal-plans';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useFavoriteToggle } from '../../../lib/favorite-toggle';
import { timesGiven } from '../../../components/recipe/cook-time';
import { RecipeImage } from '../../../components/recipe/recipe-image';
import { entryCalories, entryProtein } from '../public/plan-entries';
import { ServingsStepper } from './servings-stepper';

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div className="rounded-xl bg-surface-2 px-3 py-2">
    <dt className="text-[11px] font-semibold text-muted uppercase">{label}</dt>
    <dd className="font-extrabold tabular-nums">{value}</dd>
  </div>
);

function FavoriteButton({ recipeId }: { recipeId: number }) {
  const { isFavorite, toggle, isPending } = useFavoriteToggle(recipeId);
  return (
    <Button variant="outline" className="flex-1" aria-pressed={isFavorite} disabled={isPending} onClick={toggle}>
      <Heart className={clsx('size-4', isFavorite && 'fill-red-500 text-red-500')} aria-hidden />
      {isFavorite ? 'Favorited' : 'Favorite'}
    </Button>
  );
}

interface EntryDetailsDialogProps {
  entry: PlanEntry | null;
  onClose(): void;
  onViewRecipe(entry: PlanEntry): void;
}

/** View Details: calories and protein for the servings planned, the recipe's own prep time, servings, View Recipe and Favorite. */
export function EntryDetailsDialog({ entry, onClose, onViewRecipe }: EntryDetailsDialogProps) {
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={entry?.recipe.title ?? ''}
      description={entry ? `${entry.dayName} · ${entry.mealType}` : undefined}
    >
      {entry ? (
        <div className="space-y-4">
          <RecipeImage picture={entry.recipe.picture} size="full" eager className="rounded-2xl" />
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <Fact label="Calories" value={`${entryCalories(entry)} kcal`} />
            <Fact label="Protein" value={`${entryProtein(entry)} g`} />
            <Fact
              label="Prep Time"
              value={timesGiven(entry.recipe) ? `${entry.recipe.prepMinutes} min` : 'Not given'}
            />
          </dl>
          <ServingsStepper entry={entry} />
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                onClose();
                onViewRecipe(entry);
              }}
              className="flex-1"
            >
              <BookOpen className="size-4" aria-hidden /> View Recipe
            </Button>
            <FavoriteButton recipeId={entry.recipe.id} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
