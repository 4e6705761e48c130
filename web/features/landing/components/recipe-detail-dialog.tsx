import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog';
import type { TrendingRecipe } from '../api';
import { recipeQuery } from '../recipe-summary';
import { RatingBadge } from '../../../components/recipe/rating-badge';
import { RecipePicture } from './recipe-picture';

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div className="rounded-xl bg-surface-2 px-3 py-2">
    <dt className="text-[11px] font-semibold text-muted uppercase">{label}</dt>
    <dd className="font-extrabold">{value}</dd>
  </div>
);

/** The detail view of a trending recipe on mobile-sized layouts: picture, description, times and nutrition per serving. */
export function RecipeDetailDialog({ recipe, onClose }: { recipe: TrendingRecipe | null; onClose: () => void }) {
  const detail = useQuery({ ...recipeQuery(recipe?.id ?? 0), enabled: recipe !== null });
  const d = detail.data;
  return (
    <Dialog
      open={recipe !== null}
      onOpenChange={(open) => !open && onClose()}
      title={recipe?.title ?? ''}
      description={recipe?.cuisine}
    >
      {recipe ? (
        <div className="space-y-4">
          <RecipePicture
            picture={recipe.picture}
            sizes="(min-width: 640px) 440px, 100vw"
            eager
            className="rounded-2xl"
          />
          <RatingBadge rating={recipe.rating} className="text-sm font-semibold" />
          {d ? (
            <>
              {d.description ? <p className="text-sm leading-relaxed text-muted">{d.description}</p> : null}
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <Fact label="Prep" value={`${d.prepMinutes} min`} />
                <Fact label="Cook" value={`${d.cookMinutes} min`} />
                <Fact label="Serves" value={String(d.servings)} />
              </dl>
              <div>
                <h3 className="mb-2 text-sm font-bold">Nutrition per serving</h3>
                <dl className="grid grid-cols-4 gap-2 text-sm">
                  <Fact label="Calories" value={String(Math.round(d.calories))} />
                  <Fact label="Protein" value={`${Math.round(d.protein)} g`} />
                  <Fact label="Carbs" value={`${Math.round(d.carbs)} g`} />
                  <Fact label="Fat" value={`${Math.round(d.fat)} g`} />
                </dl>
              </div>
            </>
          ) : detail.isError ? (
            <p className="text-sm text-muted">
              {recipe.cookMinutes} min · {Math.round(recipe.calories)} kcal. The full recipe could not be loaded just
              now.
            </p>
          ) : (
            <p role="status" className="text-sm text-muted">
              Loading...
            </p>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
