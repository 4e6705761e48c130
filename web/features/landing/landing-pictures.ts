/**
 * The landing page's pictures, drawn offline by scripts/make-landing-pictures.ts into web/public/landing/.
 * Pure data: the script reads this file too, so the page and the files cannot drift apart.
 */

/** 17 catalogue recipes for the hero carousel (spec 000 section 9: 17 slides). */
export const CAROUSEL_MEALS = [
  { slug: 'hyderabadi-chicken-dum-biryani', title: 'Hyderabadi Chicken Dum Biryani' },
  { slug: 'thai-green-curry-chicken', title: 'Thai Green Chicken Curry' },
  { slug: 'mysore-masala-dosa', title: 'Mysore Masala Dosa' },
  { slug: 'fluffy-buttermilk-pancakes', title: 'Fluffy Buttermilk Pancakes' },
  { slug: 'insalata-caprese', title: 'Insalata Caprese' },
  { slug: 'japanese-miso-glazed-salmon', title: 'Miso-Glazed Salmon' },
  { slug: 'paella-valenciana', title: 'Paella Valenciana with Chicken' },
  { slug: 'tofu-pad-thai', title: 'Tofu Pad Thai' },
  { slug: 'punjabi-paneer-tikka', title: 'Paneer Tikka' },
  { slug: 'grilled-fish-tacos-lime-slaw', title: 'Grilled Fish Tacos with Lime Cabbage Slaw' },
  { slug: 'vegetable-bibimbap', title: 'Vegetable Bibimbap' },
  { slug: 'malaysian-curry-laksa', title: 'Malaysian Curry Laksa' },
  { slug: 'pork-and-chive-jiaozi', title: 'Pork and Chinese Chive Dumplings' },
  { slug: 'turkish-menemen', title: 'Menemen (Turkish Scrambled Eggs with Peppers)' },
  { slug: 'jain-palak-paneer', title: 'Jain Palak Paneer' },
  { slug: 'chicken-tagine-preserved-lemon-olives', title: 'Chicken Tagine with Preserved Lemon and Olives' },
  { slug: 'classic-tiramisu', title: 'Classic Tiramisu' },
] as const;

/** Carousel pictures are 4:3, at these widths. */
export const MEAL_WIDTHS = [640, 720, 960, 1280] as const;
/** The carousel's sizes: the hero, its preload (preload-hero.ts) and landing.html (vite.config.ts) agree. */
export const HERO_PICTURE_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 45vw, calc(100vw - 2rem)';
/** Step and feature illustrations are 4:3, at these widths. */
export const ILLUSTRATION_WIDTHS = [400, 800] as const;

export const STEP_KEYS = ['preferences', 'plan', 'groceries', 'cook'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

export const FEATURE_KEYS = [
  'ai-plans',
  'recipe-search',
  'build-from-ingredients',
  'pantry-scan',
  'nutrition',
  'grocery-lists',
  'favorites',
  'dietary',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export const LANDING_PICTURE_DIR = '/landing';
export const FALLBACK_PICTURE = '/recipes/fallback.webp';

/** Carousel pictures exist as WebP and, about half the bytes, AVIF (offered first through `<picture>`). */
export const mealPicture = (slug: string, width: number, format: 'webp' | 'avif' = 'webp') =>
  `${LANDING_PICTURE_DIR}/meals/${slug}-${width}.${format}`;
export const illustration = (kind: 'steps' | 'features', key: string, width: number) =>
  `${LANDING_PICTURE_DIR}/${kind}/${key}-${width}.webp`;

/** A srcset from a picture function and its widths. */
export const srcSetOf = (widths: readonly number[], src: (width: number) => string) =>
  widths.map((w) => `${src(w)} ${w}w`).join(', ');
