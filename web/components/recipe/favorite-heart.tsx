import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useFavoriteToggle } from '../../lib/favorite-toggle';

/** The heart: filled red when the recipe is a favorite. */
export function FavoriteHeart({ recipeId, className }: { recipeId: number; className?: string }) {
  const { isFavorite, toggle, isPending } = useFavoriteToggle(recipeId);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={isPending}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      className={clsx(
        'flex size-9 items-center justify-center rounded-full bg-page/85 shadow backdrop-blur hover:bg-page',
        className,
      )}
    >
      <Heart className={clsx('size-[18px]', isFavorite ? 'fill-red-500 text-red-500' : 'text-ink')} aria-hidden />
    </button>
  );
}
