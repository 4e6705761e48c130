import { CalendarPlus, Loader2, Trash2 } from 'lucide-react';
import type { FavoriteMealPlan } from '../../../../domain/favorites';
import { formatWeekDate } from '../../../../domain/weeks';
import { Button } from '../../../components/ui/button';
import { useCopyFromFavorite } from '../../meal-plan/api';
import { currentWeek } from '../../../lib/dates';
import { useRemoveFavoritePlan } from '../api';
import { addedOn } from '../../../lib/dates';

/** A saved meal plan: name, 'Added on {date}', Remove, and Copy to This Week. */
export function FavoritePlanCard({ favorite }: { favorite: FavoriteMealPlan }) {
  const remove = useRemoveFavoritePlan();
  const copy = useCopyFromFavorite(() => undefined);
  return (
    <article
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4"
      aria-label={favorite.name}
    >
      <div className="min-w-0 flex-1 basis-52">
        <h3 className="truncate font-bold">{favorite.name}</h3>
        <p className="text-sm text-muted">{addedOn(favorite.createdAt)}</p>
        <p className="text-xs text-muted">
          {favorite.entryCount} {favorite.entryCount === 1 ? 'meal' : 'meals'} · week of{' '}
          {formatWeekDate(favorite.weekStart)}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={copy.isPending || favorite.entryCount === 0}
          onClick={() => copy.mutate({ week: currentWeek(), favoriteId: favorite.id, name: favorite.name })}
        >
          {copy.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <CalendarPlus className="size-4" aria-hidden />
          )}
          Copy to This Week
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          onClick={() => remove.mutate(favorite.id)}
          aria-label={`Remove ${favorite.name} from favorites`}
        >
          <Trash2 className="size-4" aria-hidden /> Remove
        </Button>
      </div>
    </article>
  );
}
