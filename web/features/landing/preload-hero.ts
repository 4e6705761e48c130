import { CAROUSEL_MEALS, MEAL_WIDTHS, mealPicture, srcSetOf } from './landing-pictures';

/** The carousel's sizes; the hero and this preload must agree. */
export const HERO_PICTURE_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 45vw, calc(100vw - 2rem)';

/**
 * The first carousel picture is the landing page's largest paint. Asked for by the first bundle, it
 * downloads while the page's own code and data are still on their way, instead of after them.
 */
export function preloadHeroPicture(): void {
  const first = CAROUSEL_MEALS[0];
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = mealPicture(first.slug, 960);
  link.setAttribute('imagesrcset', srcSetOf(MEAL_WIDTHS, (w) => mealPicture(first.slug, w)));
  link.setAttribute('imagesizes', HERO_PICTURE_SIZES);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
