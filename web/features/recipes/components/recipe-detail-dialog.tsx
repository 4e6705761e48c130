import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RecipeCard } from '../../../../domain/recipe-search';
import { Dialog } from '../../../components/ui/dialog';
import { useLayout } from '../../../lib/use-layout';
import { RecipeDetailContent } from './recipe-detail-content';
import { keepOpenOnToast } from '../../../components/ui/dialog';

interface RecipeDetailDialogProps {
  recipe: RecipeCard;
  onClose(): void;
}

/**
 * A recipe's detail: a dialog on phones, a side panel from the right otherwise (spec 001 section 2). Loaded on
 * first open through recipe-detail-view.tsx.
 */
export function RecipeDetailDialog({ recipe, onClose }: RecipeDetailDialogProps) {
  const layout = useLayout();
  if (layout === 'mobile') {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={recipe.title} description={recipe.cuisine}>
        <RecipeDetailContent recipe={recipe} />
      </Dialog>
    );
  }
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          onInteractOutside={keepOpenOnToast}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(100vw,520px)] flex-col border-l border-line bg-surface shadow-2xl outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <div>
              <RadixDialog.Title className="text-xl font-extrabold tracking-tight">{recipe.title}</RadixDialog.Title>
              <RadixDialog.Description className="text-sm text-muted">{recipe.cuisine}</RadixDialog.Description>
            </div>
            <RadixDialog.Close
              className="-m-2 rounded-full p-2 text-muted hover:bg-surface-2 hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-6 py-5">
            <RecipeDetailContent recipe={recipe} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
