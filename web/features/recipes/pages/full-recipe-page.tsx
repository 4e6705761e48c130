import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus, Heart, LogIn } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openAuthDialog } from '../../../lib/auth-dialog-store';
import { requestAddToPlan } from '../../../components/add-to-plan/add-to-plan-store';
import { recipeDetailQuery } from '../api';
import { useSignedIn } from '../../../lib/auth-client';
import { useFavoriteToggle } from '../../../lib/favorite-toggle';
import { timesGiven } from '../../../components/recipe/cook-time';
import { SPECIAL_TAGS, Tag } from '../components/recipe-badges';
import { RecipeImage } from '../../../components/recipe/recipe-image';
import { RecipeRating } from '../components/recipe-rating';
import { RecipeSteps } from '../components/recipe-steps';

/** The in-app full recipe, for recipes without a source page: grouped ingredients and the steps. */
export function FullRecipePage() {
  const id = Number(useParams().id);
  const detail = useQuery({ ...recipeDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const signedIn = useSignedIn();
  const favorite = useFavoriteToggle(id);
  const recipe = detail.data;
  useDocumentTitle(recipe?.title ?? 'Recipe');
  const navigate = useNavigate();
  // Back to the search it came from (its text and filters are in that page's address); a link opened
  // on its own goes to a fresh search.
  const cameFromApp = useLocation().key !== 'default';

  if (!recipe) {
    return (
      <p role="status" className="p-6 text-muted">
        {detail.isError ? 'Recipe not found' : 'Loading...'}
      </p>
    );
  }
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <Link
        to={signedIn ? '/dashboard/search' : '/'}
        onClick={(e) => {
          if (!cameFromApp) return;
          e.preventDefault();
          void navigate(-1);
        }}
        className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
      >
        <ArrowLeft className="size-4" aria-hidden /> {signedIn ? 'Back to search' : 'Back'}
      </Link>
      <div className="grid gap-6 md:grid-cols-2">
        <RecipeImage picture={recipe.picture} size="full" eager className="rounded-3xl" />
        <div className="space-y-3">
          <h1 className="text-3xl font-extrabold tracking-tight">{recipe.title}</h1>
          <p className="text-muted">{recipe.description || 'No description available'}</p>
          <RecipeRating recipe={recipe} />
          <div className="flex flex-wrap gap-1.5">
            {timesGiven(recipe) ? (
              <>
                <Tag tone="plain">Prep: {recipe.prepMinutes} min</Tag>
                <Tag tone="plain">Cook: {recipe.cookMinutes} min</Tag>
              </>
            ) : null}
            <Tag tone="plain">Serves {recipe.servings}</Tag>
            {SPECIAL_TAGS.filter(([flag]) => recipe[flag]).map(([flag, label]) => (
              <Tag key={flag}>{label}</Tag>
            ))}
          </div>
          <p className="text-sm text-muted">
            {Math.round(recipe.calories)} cal · Protein {Math.round(recipe.protein)}g · Carbs {Math.round(recipe.carbs)}
            g · Fats {Math.round(recipe.fat)}g per serving
          </p>
          {signedIn ? null : (
            <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-brand/50 bg-brand/10 p-3 text-sm">
              <p className="min-w-0 flex-1 font-semibold">Sign in to save this recipe or add it to your meal plan.</p>
              <Button
                size="sm"
                onClick={() =>
                  openAuthDialog('signin', { notice: 'Sign in to save this recipe or add it to your meal plan.' })
                }
              >
                <LogIn className="size-4" aria-hidden /> Sign in
              </Button>
            </div>
          )}
          <div className={signedIn ? 'flex flex-wrap gap-2' : 'hidden'}>
            <Button variant="outline" size="sm" onClick={favorite.toggle}>
              <Heart className={favorite.isFavorite ? 'size-4 fill-red-500 text-red-500' : 'size-4'} aria-hidden />
              {favorite.isFavorite ? 'Favorited' : 'Add to Favorites'}
            </Button>
            <Button size="sm" onClick={() => requestAddToPlan(signedIn, recipe)}>
              <CalendarPlus className="size-4" aria-hidden /> Add to Meal Plan
            </Button>
          </div>
        </div>
      </div>
      <div className="grid gap-8 md:grid-cols-[2fr_3fr]">
        <section>
          <h2 className="mb-3 text-xl font-extrabold">Ingredients</h2>
          {recipe.ingredientGroups.map((group, g) => (
            <div key={g} className="mb-4">
              {group.name ? <h3 className="mb-1 font-bold text-mint">{group.name}</h3> : null}
              <ul className="list-disc space-y-1 pl-5">
                {group.lines.map((line, i) => (
                  <li key={i}>{line.text}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
        <section aria-labelledby="recipe-steps">
          <h2 id="recipe-steps" className="mb-3 text-xl font-extrabold">
            Steps
          </h2>
          <RecipeSteps steps={recipe.steps} />
        </section>
      </div>
    </article>
  );
}
