import { Plus } from 'lucide-react';
import { requestAddToPlan, type PlanRecipe } from '../add-to-plan/add-to-plan-store';
import { useSignedIn } from '../../lib/auth-client';
import { FavoriteHeart } from './favorite-heart';

// A file apart from the card frame: the landing's trending card uses the frame without these buttons, and
// the add-to-plan store (a module-level store) would otherwise come into the landing page's chunks.

/** The heart and the plus of a card (the plus asks a visitor to sign in first). */
export function FavoriteAndPlanButtons({ recipe, from }: { recipe: PlanRecipe; from?: 'pantry' }) {
  const signedIn = useSignedIn();
  return (
    <>
      <FavoriteHeart recipeId={recipe.id} />
      <button
        type="button"
        onClick={() => requestAddToPlan(signedIn, recipe, undefined, from)}
        aria-label="Add to meal plan"
        className="flex size-9 items-center justify-center rounded-full bg-page/85 shadow backdrop-blur hover:bg-page"
      >
        <Plus className="size-[18px]" aria-hidden />
      </button>
    </>
  );
}
