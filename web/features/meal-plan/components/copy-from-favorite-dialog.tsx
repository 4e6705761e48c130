import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { formatWeekDate } from '../../../../domain/weeks';
import { Dialog } from '../../../components/ui/dialog';
import { favoriteMealPlansQuery } from '../api';
import { addedOn } from '../../../lib/dates';
import { useCopyFromFavorite } from '../api';
import { OverwriteOption } from './overwrite-option';

interface CopyFromFavoriteDialogProps {
  week: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Copy from Favorites: pick a saved meal plan; its meals fill this week. */
export function CopyFromFavoriteDialog({ week, open, onOpenChange }: CopyFromFavoriteDialogProps) {
  const [overwrite, setOverwrite] = useState(false);
  const favorites = useQuery({ ...favoriteMealPlansQuery(), enabled: open });
  const copy = useCopyFromFavorite(() => onOpenChange(false));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Copy from Favorites"
      description={`Choose a favorite meal plan to copy into the week of ${formatWeekDate(week)}.`}
    >
      {favorites.isPending ? (
        <p role="status" className="py-4 text-center text-sm text-muted">
          Loading favorites...
        </p>
      ) : favorites.isError ? (
        <p className="py-4 text-center text-sm text-danger">{favorites.error.message}</p>
      ) : favorites.data.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">You haven't saved any favorite meal plans yet.</p>
      ) : (
        <ul className="space-y-2">
          {favorites.data.map((favorite) => (
            <li key={favorite.id}>
              <button
                type="button"
                disabled={copy.isPending || favorite.entryCount === 0}
                onClick={() => copy.mutate({ week, favoriteId: favorite.id, name: favorite.name, overwrite })}
                className="flex w-full items-center justify-between gap-3 rounded-xl border border-line px-4 py-3 text-left hover:bg-surface-2 disabled:opacity-55"
              >
                <span className="min-w-0">
                  <span className="block truncate font-bold">{favorite.name}</span>
                  <span className="block text-xs text-muted">{addedOn(favorite.createdAt)}</span>
                </span>
                <span className="flex shrink-0 items-center gap-2 text-sm text-muted">
                  {copy.isPending && copy.variables.favoriteId === favorite.id ? (
                    <Loader2 className="size-4 animate-spin" aria-hidden />
                  ) : null}
                  {favorite.entryCount} {favorite.entryCount === 1 ? 'meal' : 'meals'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {favorites.data?.length ? <OverwriteOption checked={overwrite} onChange={setOverwrite} /> : null}
    </Dialog>
  );
}
