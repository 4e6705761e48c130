import { useQuery } from '@tanstack/react-query';
import { Clock, TrendingUp } from 'lucide-react';
import { useLayout } from '../../../lib/use-layout';
import { trendingQuery } from '../api';
import { RecipePicture } from './recipe-picture';
import { cookTimeLabel } from '../../../components/recipe/cook-time';

/** 'What's Trending Now' in the hero: 2 recipes on mobile and tablet, 3 on desktop (spec 001 sections 2 and 9). */
export function TrendingStrip() {
  const { data, isPending } = useQuery(trendingQuery());
  const count = useLayout() === 'desktop' ? 3 : 2;
  if (!isPending && !data?.length) return null;
  const recipes = data?.slice(0, count) ?? [];
  return (
    <section aria-labelledby="trending-now" className="w-full">
      <h2
        id="trending-now"
        className="mb-3 flex items-center gap-2 text-sm font-extrabold tracking-wide text-mint uppercase"
      >
        <TrendingUp className="size-4" aria-hidden /> What&apos;s Trending Now
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {(isPending ? Array.from({ length: count }, () => null) : recipes).map((recipe, i) => (
          <li
            key={recipe?.id ?? `skeleton-${i}`}
            className="flex min-w-0 items-center gap-3 rounded-2xl border border-line bg-surface/80 p-2 pr-3"
          >
            <div className="w-16 shrink-0 overflow-hidden rounded-xl sm:w-20">
              {recipe ? (
                <RecipePicture picture={recipe.picture} sizes="80px" />
              ) : (
                <div className="aspect-[4/3] animate-pulse bg-surface-2" />
              )}
            </div>
            <div className="min-w-0">
              <p className="line-clamp-2 text-sm leading-tight font-bold">{recipe?.title ?? '\u00a0'}</p>
              {recipe ? (
                <p className="mt-1 flex items-center gap-1 text-xs text-muted">
                  <Clock className="size-3" aria-hidden /> {cookTimeLabel(recipe.cookMinutes)}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
