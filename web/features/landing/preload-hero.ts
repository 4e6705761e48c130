import { CAROUSEL_MEALS, HERO_PICTURE_SIZES, MEAL_WIDTHS, mealPicture, srcSetOf } from './landing-pictures';

/**
 * The first carousel picture is the landing page's largest paint. Asked for by the first bundle, it
 * downloads while the page's own code and data are still on their way, instead of after them.
 */
export function preloadHeroPicture(): void {
  const first = CAROUSEL_MEALS[0];
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  // The AVIF, as the carousel's <picture> chooses it; a browser without AVIF skips a preload of that type.
  link.type = 'image/avif';
  link.href = mealPicture(first.slug, 960, 'avif');
  link.setAttribute(
    'imagesrcset',
    srcSetOf(MEAL_WIDTHS, (w) => mealPicture(first.slug, w, 'avif')),
  );
  link.setAttribute('imagesizes', HERO_PICTURE_SIZES);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
