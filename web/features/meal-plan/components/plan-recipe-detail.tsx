import { useQuery } from '@tanstack/react-query';
import { recipeDetailQuery } from '../../recipes/api';
import { RecipeDetailView } from '../../recipes/public/recipe-detail-view';

/** View Recipe from a slot: the recipe's full detail (dialog on phones, side panel otherwise). */
export function PlanRecipeDetail({ recipeId, onClose }: { recipeId: number | null; onClose(): void }) {
  const detail = useQuery({ ...recipeDetailQuery(recipeId ?? 0), enabled: recipeId !== null });
  return <RecipeDetailView recipe={recipeId !== null && detail.data ? detail.data : null} onClose={onClose} />;
}
