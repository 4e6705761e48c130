import { lazy, Suspense } from 'react';
import type { RecipeCard } from '../../../../domain/recipe-search';

const loadDialog = () => import('../components/recipe-detail-dialog');
const RecipeDetailDialog = lazy(() => loadDialog().then((m) => ({ default: m.RecipeDetailDialog })));

/** Starts loading the detail's code (Radix Dialog, the add-to-plan panel's Select) before the first open. */
export const preloadRecipeDetail = () => void loadDialog();

interface RecipeDetailViewProps {
  recipe: RecipeCard | null;
  onClose(): void;
}

/**
 * A recipe's detail (spec 001 section 2), shown while `recipe` is set. Its code loads on first open, so that
 * pages listing recipes do not load Radix with their first paint (decision 034).
 */
export function RecipeDetailView({ recipe, onClose }: RecipeDetailViewProps) {
  if (!recipe) return null;
  return (
    <Suspense fallback={null}>
      <RecipeDetailDialog recipe={recipe} onClose={onClose} />
    </Suspense>
  );
}
