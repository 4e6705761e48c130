import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { PlanEntry } from '../../../../domain/meal-plans';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RecipeImage } from '../../../components/recipe/recipe-image';
import { alternativesQuery, useSwapEntry } from '../api';

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(Math.round(n))} kcal`;

/** Alternatives: similar recipes for the slot (same meal type, diet kept, calories close), swapped in with one click. */
export function AlternativesDialog({ entry, onClose }: { entry: PlanEntry | null; onClose(): void }) {
  const alternatives = useQuery({ ...alternativesQuery(entry?.id ?? 0), enabled: entry !== null });
  const swap = useSwapEntry(onClose);
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Alternatives"
      description={
        entry ? `Instead of ${entry.recipe.title} for ${entry.dayName} ${entry.mealType.toLowerCase()}` : undefined
      }
      className="sm:w-[min(92vw,520px)]"
    >
      {alternatives.isPending ? (
        <p role="status" className="py-6 text-center text-sm text-muted">
          Finding similar recipes...
        </p>
      ) : alternatives.isError ? (
        <p className="py-6 text-center text-sm text-danger">{alternatives.error.message}</p>
      ) : alternatives.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">No similar recipes found for this slot.</p>
      ) : (
        <ul className="space-y-2">
          {alternatives.data.map((recipe) => (
            <li key={recipe.id} className="flex items-center gap-3 rounded-2xl border border-line p-2">
              <div className="w-20 shrink-0">
                <RecipeImage picture={recipe.picture} className="rounded-xl" />
              </div>
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-bold">{recipe.title}</p>
                <p className="text-xs text-muted">
                  {Math.round(recipe.calories)} kcal ({signed(recipe.calorieDifference)}) · {Math.round(recipe.protein)}{' '}
                  g protein
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                disabled={swap.isPending}
                aria-label={`Swap in ${recipe.title}`}
                onClick={() => entry && swap.mutate({ entry, recipeId: recipe.id })}
              >
                {swap.isPending && swap.variables.recipeId === recipe.id ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                ) : null}
                Swap
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
