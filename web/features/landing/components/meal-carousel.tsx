import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import {
  CAROUSEL_MEALS,
  FALLBACK_PICTURE,
  HERO_PICTURE_SIZES,
  MEAL_WIDTHS,
  mealPicture,
  srcSetOf,
} from '../landing-pictures';

/** Spec 000 section 9: 17 slides, 5000 ms each. */
export const SLIDE_MS = 5000;
const COUNT = CAROUSEL_MEALS.length;
const PREPARE_NEXT_MS = 2500;

/**
 * `index`: the slide asked for (by the timer or a dot). `seen`: slides whose picture is in the page (those
 * asked for so far and the next one, so it is ready in time). `shown`: the slide on screen, which stays
 * until the asked-for picture has loaded, so a slow picture never leaves an empty frame.
 */
interface Slides {
  index: number;
  seen: Set<number>;
  loaded: Set<number>;
  shown: number;
}

function moveTo(prev: Slides, next: number): Slides {
  const after = (next + 1) % COUNT;
  if (prev.index === next && prev.seen.has(after)) return prev;
  return {
    ...prev,
    index: next,
    seen: new Set([...prev.seen, next, after]),
    shown: prev.loaded.has(next) ? next : prev.shown,
  };
}

function markLoaded(prev: Slides, i: number): Slides {
  if (prev.loaded.has(i)) return prev;
  return { ...prev, loaded: new Set([...prev.loaded, i]), shown: i === prev.index ? i : prev.shown };
}

/**
 * The hero's carousel of 17 meals: it advances every 5 seconds and when a dot is clicked (the timer
 * then starts again). Only the shown slide and the next one are in the page, so one picture loads up front.
 */
export function MealCarousel() {
  const [{ index, seen, shown }, setState] = useState<Slides>({
    index: 0,
    seen: new Set([0]),
    loaded: new Set(),
    shown: 0,
  });
  const show = (next: number) => setState((prev) => moveTo(prev, next));

  useEffect(() => {
    // The second picture joins a little later, so it does not compete with the first page load.
    const early = window.setTimeout(() => setState((prev) => moveTo(prev, prev.index)), PREPARE_NEXT_MS);
    return () => window.clearTimeout(early);
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setState((prev) => moveTo(prev, (prev.index + 1) % COUNT)), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [index]);

  const current = CAROUSEL_MEALS[shown]!;
  return (
    <section aria-roledescription="carousel" aria-label="Meals from our recipes" className="w-full">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-3xl bg-surface-2 shadow-2xl ring-1 ring-line">
        {CAROUSEL_MEALS.map((meal, i) =>
          seen.has(i) ? (
            // AVIF first (about half the bytes of the WebP), WebP for a browser without it. The <picture> is not
            // positioned, so the absolutely placed <img> still fills the frame.
            <picture key={meal.slug}>
              <source
                type="image/avif"
                srcSet={srcSetOf(MEAL_WIDTHS, (w) => mealPicture(meal.slug, w, 'avif'))}
                sizes={HERO_PICTURE_SIZES}
              />
              <img
                src={mealPicture(meal.slug, 960)}
                srcSet={srcSetOf(MEAL_WIDTHS, (w) => mealPicture(meal.slug, w))}
                sizes={HERO_PICTURE_SIZES}
                alt={i === shown ? meal.title : ''}
                aria-hidden={i === shown ? undefined : true}
                width={1280}
                height={960}
                decoding="async"
                fetchPriority={i === 0 ? 'high' : 'low'}
                onLoad={() => setState((prev) => markLoaded(prev, i))}
                onError={(e) => {
                  // A <source> outranks the <img>'s own srcset: empty both, so the fallback is what loads.
                  e.currentTarget.parentElement?.querySelectorAll('source').forEach((source) => (source.srcset = ''));
                  e.currentTarget.srcset = '';
                  e.currentTarget.src = FALLBACK_PICTURE;
                }}
                className={clsx(
                  'absolute inset-0 size-full object-cover transition-opacity duration-700 motion-reduce:transition-none',
                  i === shown ? 'opacity-100' : 'opacity-0',
                )}
              />
            </picture>
          ) : null,
        )}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 via-black/30 to-transparent px-4 pt-10 pb-3">
          <p className="truncate text-sm font-bold text-white">{current.title}</p>
        </div>
      </div>
      {/* 24 px per dot (WCAG 2.2 target size): two rows where 17 do not fit in one. */}
      <div
        className="mx-auto mt-3 flex max-w-[13.5rem] flex-wrap justify-center lg:max-w-none"
        role="group"
        aria-label="Choose a slide"
      >
        {CAROUSEL_MEALS.map((meal, i) => (
          <button
            key={meal.slug}
            type="button"
            onClick={() => show(i)}
            aria-label={`Show slide ${i + 1} of ${COUNT}: ${meal.title}`}
            aria-current={i === index ? 'true' : undefined}
            className="group flex size-6 items-center justify-center"
          >
            <span
              className={clsx(
                'block h-2 rounded-full transition-all motion-reduce:transition-none',
                i === index ? 'w-5 bg-brand' : 'w-2 bg-muted/50 group-hover:bg-muted',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
