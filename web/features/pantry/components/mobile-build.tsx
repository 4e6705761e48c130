import { Flame, Loader2, Timer } from 'lucide-react';
import { PANTRY_MESSAGES, type BuiltRecipe } from '../../../../domain/pantry';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { FavoriteHeart } from '../../../components/recipe/favorite-heart';
import { RecipeImage } from '../../../components/recipe/recipe-image';
import { RecipeCardFrame } from '../../../components/recipe/recipe-card-frame';
import { BuildFields } from './build-fields';
import { HaveLine } from './suggestion-card';
import type { Builder } from './use-builder';

/** A result of the mobile page: picture, title, prep-time and calorie badges and a heart; the card opens the recipe in a new tab. */
function BuiltRecipeTile({ recipe }: { recipe: BuiltRecipe }) {
  return (
    <RecipeCardFrame
      layout="row"
      picture={<RecipeImage picture={recipe.recipe_picture} className="aspect-square! w-24! shrink-0 rounded-xl" />}
      title={recipe.recipe_title}
      href={recipe.recipe_URL}
      actions={<FavoriteHeart recipeId={recipe.recipe_id} />}
    >
      <HaveLine recipe={recipe} />
      <div className="flex flex-wrap gap-1.5 text-xs font-bold">
        <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5">
          <Timer className="size-3.5" aria-hidden /> {recipe.recipe_prep_time_mins} min
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5">
          <Flame className="size-3.5 text-brand" aria-hidden /> {Math.round(recipe.recipe_ss_calories)} cal
        </span>
      </div>
    </RecipeCardFrame>
  );
}

/** Build from Ingredients on phones (spec 001 section 2). */
export function MobileBuild({ builder }: { builder: Builder }) {
  const { fields, setFields, busy, building, results, pantry } = builder;
  const show = () => {
    if (!builder.search()) notify({ ...PANTRY_MESSAGES.missingIngredient, variant: 'destructive' });
  };

  return (
    <div className="space-y-5">
      <section className="space-y-4 rounded-2xl border border-line bg-surface p-4">
        <BuildFields
          value={fields}
          onChange={setFields}
          onSubmit={show}
          idPrefix="build-mobile"
          preferencesLabel="Use my dietary preferences"
        />
        <Button onClick={show} disabled={busy} className="w-full">
          {building ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {building ? 'Generating...' : 'Show Recipes'}
        </Button>
      </section>
      {pantry ? (
        <p className="text-sm text-muted">
          From your pantry: <span className="font-semibold text-ink">{pantry.join(', ')}</span>
        </p>
      ) : null}
      {busy ? (
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-muted">
          <Loader2 className="size-5 animate-spin" aria-hidden /> Generating recipes...
        </p>
      ) : results?.length ? (
        <ul aria-label="Recipe suggestions" className="space-y-3">
          {results.map((recipe) => (
            <li key={recipe.recipe_id}>
              <BuiltRecipeTile recipe={recipe} />
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="px-4 py-10 text-center text-muted">
          {results
            ? 'No recipes use these ingredients yet. Try another ingredient.'
            : 'No recipes generated yet. Enter ingredients and click "Show Recipes".'}
        </p>
      )}
    </div>
  );
}
